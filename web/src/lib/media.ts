import { useMediaQuery } from '@mantine/hooks';

// Where lists turn from tables into cards: below the `sm` breakpoint (48em, 768 px).
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the window matches `query`, known at the first render. Mantine's default answers false first
 * and the real value after an effect, so a phone drew every screen twice (the desktop layout, then its
 * own); the app renders in the browser only, so the first render can ask the window.
 */
export function useMatchesQuery(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false }) ?? false;
}
