// The one notice region of the app (its store: lib/notices.ts), once in the app, above any open drawer, at the
// bottom of the screen: alerts (role=alert, said at once) above statuses (in a polite live region that is always
// there, so a message put in it is read out; never taking focus). They stack in one column, so none covers another.
import { Alert, CloseButton, Group, Paper, Portal, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotices, type Notice } from '../../lib/notices';
import '../../i18n/en/common';

const say = (notice: Notice, t: TFunction) => (typeof notice.text === 'string' ? notice.text : notice.text(t));

export function Notices() {
  const { t } = useTranslation();
  const shown = useNotices();
  const alerts = shown.filter((notice) => notice.kind === 'alert');
  const statuses = shown.filter((notice) => notice.kind === 'status');
  return (
    <Portal>
      <div
        data-testid="notices"
        className="no-print"
        style={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          width: 'min(480px, calc(100vw - 24px))',
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          pointerEvents: 'none',
        }}
      >
        {alerts.map((notice) => (
          <Alert
            key={notice.id}
            role="alert"
            color="red"
            variant="filled"
            withCloseButton={notice.closable}
            closeButtonLabel={t('common.close')}
            onClose={() => dismissNotice(notice.id)}
            style={{ pointerEvents: 'auto' }}
            data-testid={notice.testId}
          >
            {say(notice, t)}
          </Alert>
        ))}
        <div role="status" aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {statuses.map((notice) => (
            <Paper key={notice.id} shadow="md" radius="md" px="md" py={8} bg="dark.6" c="white" style={{ pointerEvents: 'auto' }} data-testid={notice.testId}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {say(notice, t)}
                </Text>
                {notice.closable && (
                  <CloseButton size="sm" variant="transparent" c="white" aria-label={t('common.close')} onClick={() => dismissNotice(notice.id)} />
                )}
              </Group>
            </Paper>
          ))}
        </div>
      </div>
    </Portal>
  );
}
