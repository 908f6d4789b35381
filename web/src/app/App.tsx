// Providers: Mantine theme, query cache and the router.
import { createTheme, MantineProvider, type ComboboxProps, type CSSVariablesResolver, type PasswordInputProps } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { Notices } from '../components/ui/Notices';
import { trackOpeners } from '../lib/opener';
import { FONT_STACK } from './font-stack';
import { PendingWrites } from './PendingWrites';
import { queryClient } from './query-client';
import { AppRoutes } from './router';
import { SessionEnded } from './SessionEnded';
import { SessionFollow } from './SessionFollow';
import '../i18n/en/common';

const baseTheme = {
  primaryColor: 'indigo',
  // Hindi in the bundled Noto Sans Devanagari, Latin in the system's font (font-stack.ts).
  fontFamily: FONT_STACK,
  defaultRadius: 'md',
  // Darker shades keep white-on-colour buttons and coloured links above WCAG AA contrast.
  primaryShade: 8,
  // A phone or desktop set to reduce motion gets dialogs, drawers and menus that appear and go without sliding or
  // fading (Mantine's transitions take no time then; test/e2e/dialog-forms).
  respectReducedMotion: true,
} as const;

/**
 * The theme in the chosen language: Mantine's own words for its controls (the password field's "Toggle
 * password visibility" button) come from the catalogues too.
 */
function useTheme() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      createTheme({
        ...baseTheme,
        components: {
          // A plain theme entry (what PasswordInput.extend returns), so the first bundle does not carry the component.
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePasswordVisibility') } } satisfies Partial<PasswordInputProps> },
          // Mantine 9 keeps every closed Select's options in the page (hidden): the Entries party filter drew its
          // 300 parties' options, and placed their dropdown, before the first paint. Options are drawn on opening.
          Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
        },
      }),
    [t],
  );
}

// Mantine's default dimmed grey, error red and light-variant indigo are below AA contrast; use darker ones.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light-variant text (the menu's current page, light buttons and badges) stays above AA on its tint when hovered
    // too: indigo 9 on the hover tint (indigo 2) was 4.1:1; this darker indigo is 5.6:1 there and 7.2:1 on the plain tint.
    '--mantine-color-indigo-light-color': '#2c3e9e',
  },
  dark: {},
});

// Drawers give focus back to what opened them (components/ui/FormDrawer.tsx).
trackOpeners();

export function App() {
  const theme = useTheme();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <PendingWrites />
          <SessionFollow />
          <SessionEnded />
          <Notices />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
