// /s/:token: a party's month statement as its sender shared it, read without an account. Names and
// figures only, laid out for a phone: the balances first, then each document, and the PDF.
import { Box, Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatAmount, formatKg, monthName, stateLabel, type SharedStatement } from '@ledger/contract';
import { PageLoader } from '../../../components/ui/PageLoader';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatPhone } from '../../../lib/format';
import { downloadSharedPdf, useSharedStatement } from '../api/sharing';

type Row = SharedStatement['rows'][number];
const SIDES = ['Outgoing', 'Incoming'] as const;

/** "₹2,707.50 due from you" / "₹12.00 payable to you", from the sender's side of the ledger. */
function balanceWords(amount: string, quantity: string, t: TFunction) {
  const money = amount.startsWith('-') ? t('sharing.payableToYou', { amount: formatAmount(amount.slice(1)) }) : t('sharing.dueFromYou', { amount: formatAmount(amount) });
  const goods = quantity.startsWith('-') ? t('sharing.goodsWithUs', { kg: formatKg(quantity.slice(1)) }) : t('sharing.goodsDueFromYou', { kg: formatKg(quantity) });
  return { money, goods };
}

function Balance({ label, b, strong }: { label: string; b: SharedStatement['opening']; strong?: boolean }) {
  const { t } = useTranslation();
  const w = balanceWords(b.amount, b.quantity, t);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={strong ? 700 : 500}>{w.money}</Text>
      <Text size="sm">{w.goods}</Text>
    </Paper>
  );
}

function RowCard({ r }: { r: Row }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" py={6}>
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>{r.document}{r.number ? ` ${r.number}` : ''}</Text>
        <Text size="xs" c="dimmed">{[r.date ? formatDate(r.date) : null, r.particulars || null].filter(Boolean).join(' · ')}</Text>
      </Box>
      <Box ta="right" style={{ flexShrink: 0 }}>
        {r.quantity !== null && <Text size="sm">{formatKg(r.quantity)} KG</Text>}
        {r.amount !== null && <Text size="sm">{formatAmount(r.amount)}</Text>}
        {r.rate !== null && <Text size="xs" c="dimmed">@ {formatAmount(r.rate)}/KG</Text>}
      </Box>
    </Group>
  );
}

export function PublicStatementPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const shared = useSharedStatement(token);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (shared.isPending) return <PageLoader />;
  if (shared.isError) {
    return (
      <Container size="xs" py="xl">
        <Title order={1} fz="h3" mb="sm">{t('sharing.notAvailable')}</Title>
        <Text role="alert">{errorMessage(shared.error)}</Text>
      </Container>
    );
  }
  const s = shared.data;
  const c = s.company.contact;
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const month = monthName(s.month, s.year, language);
  const side = (name: Row['side']) => s.rows.filter((r) => r.side === name);
  const download = async () => {
    setPdf({ busy: true, error: null });
    try {
      await downloadSharedPdf(token);
      setPdf({ busy: false, error: null });
    } catch (e) {
      setPdf({ busy: false, error: errorMessage(e) });
    }
  };
  return (
    <Container size="sm" py="md" px="sm" component="main">
      <Stack gap="md">
        <Box>
          <Title order={1} fz="h3">{s.company.name}</Title>
          {c.address && <Text size="sm" c="dimmed">{c.address}</Text>}
          <Text size="xs" c="dimmed">
            {[c.state ? stateLabel(c.state, language) : null, c.gstin ? t('sharing.gstin', { gstin: c.gstin }) : null, c.phone ? t('sharing.phone', { phone: formatPhone(c.phone) }) : null].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <Box>
          <Text fw={600}>{t('sharing.statementFor', { name: s.party.name })}</Text>
          <Text size="sm">{month}</Text>
        </Box>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Balance label={t('sharing.carriedIn', { month })} b={s.opening} />
          <Balance label={t('sharing.balanceEnd', { month })} b={s.closing} strong />
        </SimpleGrid>
        <Group gap="xs">
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={pdf.busy}>{t('sharing.downloadPdf')}</Button>
          {pdf.error && <Text size="sm" c="red.8" role="alert">{pdf.error}</Text>}
        </Group>
        {SIDES.map((name) => (
          <Paper key={name} withBorder p="sm" radius="md">
            <Text fw={600}>{name === 'Outgoing' ? t('sharing.sentToYou') : t('sharing.receivedFromYou')}</Text>
            <Divider my={4} />
            {side(name).length === 0 ? <Text size="sm" c="dimmed">{t('sharing.nothingThisMonth')}</Text> : side(name).map((r, i) => <RowCard key={i} r={r} />)}
          </Paper>
        ))}
        <Text size="xs" c="dimmed">{t('sharing.footer', { date: formatDate(s.expiresAt), company: s.company.name })}</Text>
      </Stack>
    </Container>
  );
}
