// One entry of the outbox: what it is and its provisional number, "Not yet sent", and, when the server refused it,
// the server's message with the blamed field to correct, Resend, and Discard (asked first). Used by the "Waiting
// to send" list and on the party page.
import { numberFieldLabel } from '@ledger/contract';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAITING_COLOR } from './waiting-color';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { formatKolkata } from '../../../lib/format';
import { useLanguageCode } from '../../../lib/language';
import type { OutboxEntry } from '../api/queue';
import { correctEntry, removeEntry } from '../api/store';
import '../../../i18n/en/offline';

/** The refused request's field the owner can correct here: one the server named, holding text (a slip number). */
function correctable(entry: OutboxEntry): string | null {
  const field = entry.refusal?.field;
  return field && typeof entry.body[field] === 'string' ? field : null;
}

export function OutboxCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const field = correctable(entry);
  // What the owner typed over the refused value; until then, the value that was refused.
  const [typed, setValue] = useState<string | null>(null);
  const value = typed ?? (field ? String(entry.body[field]) : '');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const resend = () => {
    setBusy(true);
    void correctEntry(entry, field ? { [field]: value.trim() } : {}).finally(() => setBusy(false));
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="outbox-entry" style={entry.refusal ? { borderColor: 'var(--mantine-color-red-8)' } : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {entry.what} {entry.number}
          </Text>
          <Badge color={entry.refusal ? 'red.9' : WAITING_COLOR} variant="outline" style={{ flexShrink: 0 }}>
            {t('offline.notSent')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('offline.writtenAt', { time: formatKolkata(new Date(entry.writtenAt).toISOString()) })}
          {/* A slip's number is proposed by this phone; printing (its QR code comes from the server) waits for the send. */}
          {entry.target.kind === 'slip' && ` · ${t('offline.provisional')}`}
        </Text>
        {entry.refusal && (
          <>
            <Text size="sm" c="red.8" role="alert">
              {t('offline.refused', { reason: entry.refusal.message })}
            </Text>
            {field && <TextInput size="sm" label={field === 'slipNo' ? numberFieldLabel('SLIP', lang) : field} value={value} onChange={(event) => setValue(event.currentTarget.value)} />}
            <Group gap="xs">
              <Button size="xs" onClick={resend} loading={busy}>
                {t('offline.resend')}
              </Button>
              <Button size="xs" variant="default" color="red" onClick={() => setAsking(true)}>
                {t('offline.discard')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDeleteDialog
        opened={asking}
        title={t('offline.discard')}
        message={t('offline.discardQuestion', { what: entry.what, number: entry.number })}
        confirmLabel={t('offline.discard')}
        onClose={() => setAsking(false)}
        onConfirm={() => void removeEntry(entry.key).then(() => setAsking(false))}
        loading={false}
        error={null}
      />
    </Paper>
  );
}

/** The party page's entries not yet sent: shown above its statement until the server has them. */
/** A party's adds waiting to be sent, as cards (PartyOutbox draws them only when there are any). */
export default function PartyOutboxCards({ entries }: { entries: readonly OutboxEntry[] }) {
  return (
    <Stack gap="xs" mb="sm" data-testid="party-outbox">
      {entries.map((entry) => (
        <OutboxCard key={entry.key} entry={entry} />
      ))}
    </Stack>
  );
}
