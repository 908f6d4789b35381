// Providers: Mantine theme, query cache and the router.
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionKeys } from '../features/session/api/get-self';
import { RouterProvider } from 'react-router-dom';
import { ApiError } from '../lib/api-client';
import { router } from './router';

const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
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

const queryClient: QueryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error) => {
      // A write refused with 403 usually means the plan just expired: reload the session so the guard reacts.
      if (error instanceof ApiError && error.kind === 'forbidden') {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }
    },
  }),
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves on retry; network blips might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
