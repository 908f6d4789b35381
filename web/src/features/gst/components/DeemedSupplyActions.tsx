// A Section 143 lot past its limit: its draft tax invoice (a PDF for the CA) and the owner's choice on it,
// accepted or dismissed on a day (DD-MM-YYYY), with undo. The accountant sees the draft and the choice only.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ageing } from '@ledger/contract';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useSelf } from '../../session';
import { downloadDraft, useDecideDeemedSupply } from '../api/deemed-supply';
import '../../../i18n/en/gst';

export function DeemedSupplyActions({ lot }: { lot: Ageing['section143'][number] & { slipId: string } }) {
  const { t } = useTranslation();
  const owner = useSelf().data?.role === 'owner';
  const decide = useDecideDeemedSupply();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const draft = () => run(async () => {
    setDownloading(true);
    try { await downloadDraft(lot.slipId); } finally { setDownloading(false); }
  });
  const choose = (decision: 'accept' | 'dismiss' | 'undo') => run(() => decide.mutateAsync({ slipId: lot.slipId, decision }));
  const busy = decide.isPending ? decide.variables?.decision : null;
  const { decision } = lot;
  return (
    <div role="group" aria-label={t('gst.draftActions', { number: lot.number ?? '' })}>
      {decision && (
        <Text size="sm" fw={600}>
          {t(decision.status === 'ACCEPTED' ? 'gst.acceptedOn' : 'gst.dismissedOn', { date: formatDate(decision.on) })}
        </Text>
      )}
      <Group gap="xs" mt={4}>
        <Button size="compact-sm" variant="light" loading={downloading} onClick={() => void draft()}>{t('gst.draftInvoice')}</Button>
        {owner && !decision && (
          <>
            <Button size="compact-sm" loading={busy === 'accept'} disabled={decide.isPending} onClick={() => void choose('accept')}>{t('gst.acceptDraft')}</Button>
            <Button size="compact-sm" variant="default" loading={busy === 'dismiss'} disabled={decide.isPending} onClick={() => void choose('dismiss')}>{t('gst.dismissDraft')}</Button>
          </>
        )}
        {owner && decision && (
          <Button size="compact-sm" variant="subtle" loading={busy === 'undo'} disabled={decide.isPending} onClick={() => void choose('undo')}>{t('gst.undoDraft')}</Button>
        )}
      </Group>
      {error && <Text size="xs" c="red.8" role="alert">{error}</Text>}
    </div>
  );
}
