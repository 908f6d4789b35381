// /gate: a gate clerk's screen (docs/gate.md "The gate clerk"): add an In or Out slip, scan one, and the slips they
// wrote with Print (the slip PDF with its QR code) and, within CLERK_CORRECTION_MINUTES of writing it, Correct.
// No rupee figure is asked for or shown here: the server starts a new item with the owner's last rates.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconPlus, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { istTime, slipKind, slipNumber } from '@ledger/contract';
import { PageHeader } from '../../../components/ui/PageHeader';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatKg } from '../../../lib/format';
import { partyAndSubParty } from '../../../lib/sub-party';
import { downloadSlipPdf } from '../../../lib/slip-pdf';
import type { EntryRequest } from '../../documents';
import { LazyEntryDrawerHost } from '../../entry-drawers';
import { useMySlips, type MySlip } from '../api/my-slips';
import '../../../i18n/en/gate';
import '../../../i18n/en/kinds';

export function GatePage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<EntryRequest | null>(null);
  const mine = useMySlips();
  return (
    <>
      <PageHeader title={t('gate.clerkTitle')} />
      <Stack gap="md" maw={640}>
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRequest({ kind: 'IN_SLIP' })}>
            {t('gate.addSlip', { kind: t('kinds.name.IN_SLIP') })}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRequest({ kind: 'OUT_SLIP' })}>
            {t('gate.addSlip', { kind: t('kinds.name.OUT_SLIP') })}
          </Button>
          <Button variant="light" component={Link} to="/scan" leftSection={<IconQrcode size={16} aria-hidden />}>
            {t('gate.scanSlip')}
          </Button>
        </Group>
        <Title order={2} size="h4">{t('gate.mySlips')}</Title>
        {mine.isPending && <Text c="dimmed">{t('gate.loading')}</Text>}
        {mine.isError && <Text c="red.8" role="alert">{errorMessage(mine.error)}</Text>}
        {mine.data?.length === 0 && <Text size="sm">{t('gate.noSlips')}</Text>}
        {mine.data?.map((m) => <MySlipCard key={m.slip.id} mine={m} onCorrect={setRequest} />)}
      </Stack>
      <LazyEntryDrawerHost request={request} onClose={() => setRequest(null)} />
    </>
  );
}

function MySlipCard({ mine, onCorrect }: { mine: MySlip; onCorrect: (request: EntryRequest) => void }) {
  const { t } = useTranslation();
  const { slip, party, subParty, product } = mine;
  const kind = slipKind(slip.itemType);
  const number = slipNumber(slip.prefix, slip.slipNo);
  // The server's clock decides; this only says whether to offer it (a refusal past the limit names it).
  const correctable = Date.now() < Date.parse(mine.correctableUntil);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-slip">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{t('gate.slipTitle', { kind: t(`kinds.name.${kind}`), number })}</Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{formatDate(slip.issueDate)}</Text>
        </Group>
        <Text size="sm">
          {partyAndSubParty(party, subParty)} · {product.name}
        </Text>
        <Text size="sm">{t('gate.netKg', { kg: formatKg(slip.netQuantity) })}</Text>
        {correctable && <Text size="xs" c="dimmed">{t('gate.correctUntil', { time: istTime(mine.correctableUntil) })}</Text>}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" leftSection={<IconFileTypePdf size={14} aria-hidden />} onClick={() => downloadSlipPdf([slip.id])} aria-label={t('gate.printSlip', { number })}>
            {t('gate.print')}
          </Button>
          {correctable && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('gate.correctSlip', { number })}
              onClick={() => onCorrect({ kind, editing: { slip, productId: product.id, productName: product.name, subPartyId: subParty.id } })}
            >
              {t('gate.correct')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
