// The session as every tab sees it, and what the app says when it changes under a screen.
// - Another tab picked or created a company, or signed in or out (lib/session.ts): this tab reloads its session.
// - Whenever a reloaded session names another company (or role) than this tab showed (another tab's switch, a
//   revoked access found by a refused call), everything cached for the old company is dropped, and the tab
//   opens the new company's dashboard saying so in the notice region (lib/notices.ts); with no company left,
//   the guard opens the company picker, which says why (features/company).
// An access refusal met by a form is reported by the form (lib/form-errors.ts) to the same notice region.
import { useQueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { sessionKeys, type Self } from '../features/session/api/get-self';
import { announceCompanyMove } from '../lib/notices';
import { onSessionChangeElsewhere } from '../lib/session';
import { useNavigate } from 'react-router-dom';

/** What a tab shows of a session: which company, as whom. */
const shownOf = (self: Self | undefined) => (self ? `${self.company?.id ?? ''}:${self.role ?? ''}` : undefined);

const isSelf = (event: QueryCacheNotifyEvent) => JSON.stringify(event.query.queryKey) === JSON.stringify(sessionKeys.self());

export function SessionFollow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read through a ref: the subscription below is made once, and navigate changes with every path.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => onSessionChangeElsewhere(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })), [queryClient]);

  useEffect(() => {
    let shown = shownOf(queryClient.getQueryData<Self>(sessionKeys.self()));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !isSelf(event)) return;
      const self = event.query.state.data as Self | undefined;
      const now = shownOf(self);
      // This tab's own sign-in, pick or set-up writes the session itself (and clears the cache first).
      if (event.action.manual || shown === undefined || now === shown) {
        shown = now;
        return;
      }
      shown = now;
      // Everything else cached belongs to the company this tab showed until now.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      if (self?.company) {
        announceCompanyMove(self.company.name);
        void navigateRef.current('/', { replace: true });
      } else {
        announceCompanyMove(null);
      }
    });
  }, [queryClient]);

  return null;
}
