// The app's one query cache (shared with main.tsx, which prefetches the session before React renders,
// and with the route loaders, which start each screen's first reads).
import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { sessionKeys } from '../features/session/api/get-self';
import { ApiError } from '../lib/api-client';


/** How long a read stays fresh once something has looked at it. */
const FRESH_MS = 2_000;
/** How much longer a read nothing has looked at yet (a loader's) may wait for its screen and still count as fresh. */
const UNSEEN_MS = 30_000;
/** For each query, when its current data (by `dataUpdatedAt`) was first looked at. */
const firstLooks = new WeakMap<Query, { updated: number; at: number }>();

/**
 * The queries' staleTime: FRESH_MS counted from the first look at the data (a screen's query mounting, the loader's own
 * check), not from its arrival. A route loader reads while the screen's chunks load; on a slow phone the screen mounts
 * more than FRESH_MS after those reads came in, and counted from their arrival its queries read everything again
 * (the party list, the months, the sub-parties and the statement, each a task at 4× CPU; issue 28). A read no one
 * has looked at gains at most UNSEEN_MS, so a screen left before it drew (its reads kept) does not draw them much
 * later as fresh. Data fetched while a screen shows it is looked at on arrival (its stale timer), so as before.
 */
function freshFromFirstLook(query: Query, now = Date.now()): number {
  const updated = query.state.dataUpdatedAt;
  let look = firstLooks.get(query);
  if (look?.updated !== updated) {
    look = { updated, at: now };
    firstLooks.set(query, look);
  }
  return Math.min(Math.max(look.at - updated, 0), UNSEEN_MS) + FRESH_MS;
}

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
      // mounts a moment later, however slow the phone; writes invalidate what they change regardless.
      staleTime: (query) => freshFromFirstLook(query),
      // Client errors will not fix themselves on retry; network blips might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
