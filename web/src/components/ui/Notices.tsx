// Short notices after an action ("Out Slip SL-12 saved", "Sub-party Unit 2 archived"): `notify` from
// anywhere, `<Notices />` once in the app. They show in a polite live region at the bottom of the
// screen (read out by screen readers, never taking focus) for a few seconds, each with a close button.
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

interface Notice {
  id: number;
  message: string;
}

/** How long a notice stays. */
const SHOWN_MS = 6000;
/** At most this many at once; the oldest goes first. */
const MAX_SHOWN = 3;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  listeners.forEach((listener) => listener());
}

function dismiss(id: number): void {
  publish(notices.filter((notice) => notice.id !== id));
}

/** Show `message` (already in the chosen language) for a few seconds. */
export function notify(message: string): void {
  const id = nextId;
  nextId += 1;
  publish([...notices, { id, message }].slice(-MAX_SHOWN));
  window.setTimeout(() => dismiss(id), SHOWN_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Notices() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(subscribe, () => notices);
  // The region is always there (empty when quiet), so a message put in it is announced.
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="notices"
      className="no-print"
      style={{
        position: 'fixed',
        bottom: 56,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        width: 'min(420px, calc(100vw - 24px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        pointerEvents: 'none',
      }}
    >
      {shown.map((notice) => (
        <Paper key={notice.id} shadow="md" radius="md" px="md" py={8} bg="dark.6" c="white" style={{ pointerEvents: 'auto' }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" data-testid="notice">
              {notice.message}
            </Text>
            <CloseButton size="sm" variant="transparent" c="white" aria-label={t('common.close')} onClick={() => dismiss(notice.id)} />
          </Group>
        </Paper>
      ))}
    </div>
  );
}
