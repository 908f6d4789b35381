// Providers: Mantine theme, query cache and the router.
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Notices } from '../components/ui/Notices';
import { trackOpeners } from '../lib/opener';
import { PendingWrites } from './PendingWrites';
import { queryClient } from './query-client';
import { router } from './router';
import { SessionNotices } from './SessionNotices';

const theme = createTheme({
  primaryColor: 'indigo',
  // Hindi falls back to the bundled Noto Sans Devanagari (main.tsx) where the phone has no Devanagari face.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
  defaultRadius: 'md',
  // Darker shades keep white-on-colour buttons and coloured links above WCAG AA contrast.
  primaryShade: 8,
});

// Mantine's default dimmed grey and error red are below AA contrast on white; use darker ones.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

// Drawers give focus back to what opened them (components/ui/FormDrawer.tsx).
trackOpeners();

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <PendingWrites />
        <SessionNotices />
        <Notices />
      </QueryClientProvider>
    </MantineProvider>
  );
}
