// The app's one query cache (shared with main.tsx, which prefetches the session before React renders,
// and with the route loaders, which start each screen's first reads).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../features/session/api/get-self';
import { ApiError } from '../lib/api-client';


export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // A read refused with 403 means an accountant's access was revoked (reads never meet the plan or
      // read-only refusals): reload the session, whose company is then gone, so the guard moves on.
      // (Matched by status, not by the message, which comes in the chosen language.)
      if (error instanceof ApiError && error.kind === 'forbidden') {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      // A write refused with 403 usually means the plan just expired: reload the session so the guard reacts.
      if (error instanceof ApiError && error.kind === 'forbidden') {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }
    },
  }),
  defaultOptions: {
    // A Save is sent even when the browser thinks it is offline: it either saves or says the server
    // cannot be reached, instead of spinning, paused, until the connection returns.
    mutations: { networkMode: 'always' },
    queries: {
      // Data prefetched during the page load (main.tsx, route loaders) is not fetched a second time when the screen
      // mounts a moment later; writes invalidate what they change regardless.
      staleTime: 2_000,
      // Client errors will not fix themselves on retry; network blips might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
