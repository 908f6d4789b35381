// Mantine's useId (@mantine/hooks), as the build gives it to Mantine's components (web/vite.config.ts,
// `mantineUseId`). Mantine's own returns `mantine-<React's id>` on the first render and then, in a layout effect,
// sets a random one: every component that asks for an id (each NavLink of the menu, Tabs, inputs, popovers…)
// renders a second time, synchronously, inside the first commit's task
// (issue 28: 200-400 ms of a phone's main thread, at 4x, on the dashboard's first load). React's id is already
// unique in the app's one root and stable for the component's life (an Activity hidden and shown again included),
// so it is kept from the first render and nothing renders twice.
import { useId as useReactId } from 'react';

/** `staticId` when given (a component's `id` prop), else an id of this component's own, from its first render. */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
