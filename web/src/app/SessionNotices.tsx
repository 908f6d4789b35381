// The session as every tab sees it, and what the app says when it changes under a screen.
// - Another tab picked or created a company, or signed in or out (lib/session.ts): this tab reloads its session.
// - Whenever a reloaded session names another company (or role) than this tab showed (another tab's switch, a
//   revoked access found by a refused call), everything cached for the old company is dropped, and the tab
//   opens the new company's dashboard saying so; with no company left, the guard opens the company picker,
//   which says why (features/company).
// - An access refusal met by a form (lib/refusals.ts) shows here, once for the app, not under a field.
import { Alert, Portal } from '@mantine/core';
import { useQueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionKeys, type Self } from '../features/session/api/get-self';
import { dismissRefusal, useRefusal } from '../lib/refusals';
import { onSessionChangeElsewhere } from '../lib/session';
import { router } from './router';

/** What a tab shows of a session: which company, as whom. */
const shownOf = (self: Self | undefined) => (self ? `${self.company?.id ?? ''}:${self.role ?? ''}` : undefined);

const isSelf = (event: QueryCacheNotifyEvent) => JSON.stringify(event.query.queryKey) === JSON.stringify(sessionKeys.self());

export function SessionNotices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const [movedTo, setMovedTo] = useState<string | null>(null);

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
        setMovedTo(self.company.name);
        void router.navigate('/', { replace: true });
      } else {
        setMovedTo(null);
      }
    });
  }, [queryClient]);

  if (!refusal && !movedTo) return null;
  return (
    <Portal>
      <div
        data-testid="session-notices"
        style={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 1000, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, pointerEvents: 'none' }}
      >
        {refusal && (
          <Alert
            key={refusal.serial}
            role="alert"
            color="red"
            variant="filled"
            maw={480}
            w="100%"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={dismissRefusal}
            style={{ pointerEvents: 'auto' }}
            data-testid="refusal-alert"
          >
            {t('company.notSaved', { reason: refusal.message })}
          </Alert>
        )}
        {movedTo && (
          <Alert
            role="status"
            color="indigo"
            variant="filled"
            maw={480}
            w="100%"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setMovedTo(null)}
            style={{ pointerEvents: 'auto' }}
            data-testid="company-moved"
          >
            {t('company.changedElsewhere', { company: movedTo })}
          </Alert>
        )}
      </div>
    </Portal>
  );
}
