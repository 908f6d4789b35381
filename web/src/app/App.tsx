// Providers: Mantine theme, query cache and the router.
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { FONT_STACK } from './font-stack';
import { PendingWrites } from './PendingWrites';
import { queryClient } from './query-client';
import { router } from './router';

const theme = createTheme({
  primaryColor: 'indigo',
  // Hindi in the bundled Noto Sans Devanagari, Latin in the system's font (font-stack.ts).
  fontFamily: FONT_STACK,
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

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <PendingWrites />
      </QueryClientProvider>
    </MantineProvider>
  );
}
