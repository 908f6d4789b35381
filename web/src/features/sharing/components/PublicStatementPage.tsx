// /s/:token: a party's month statement as its sender shared it, read without an account. Names and
// figures only, laid out for a phone: the balances first, then each document, and the PDF.
import { Box, Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatAmount, formatKg, monthName, stateLabel, type SharedStatement } from '@ledger/contract';
import { PageLoader } from '../../../components/ui/PageLoader';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatPhone } from '../../../lib/format';
import { downloadSharedPdf, useSharedStatement } from '../api/sharing';

type Row = SharedStatement['rows'][number];

/** "₹2,707.50 due from you" / "₹12.00 payable to you", from the sender's side of the ledger. */
function balanceWords(amount: string, quantity: string) {
  const money = amount.startsWith('-') ? `${formatAmount(amount.slice(1))} payable to you` : `${formatAmount(amount)} due from you`;
  const goods = quantity.startsWith('-') ? `${formatKg(quantity.slice(1))} KG of your goods with us` : `${formatKg(quantity)} KG due from you`;
  return { money, goods };
}

function Balance({ label, b, strong }: { label: string; b: SharedStatement['opening']; strong?: boolean }) {
  const w = balanceWords(b.amount, b.quantity);
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
  const { token = '' } = useParams();
  const shared = useSharedStatement(token);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (shared.isPending) return <PageLoader />;
  if (shared.isError) {
    return (
      <Container size="xs" py="xl">
        <Title order={1} fz="h3" mb="sm">Statement not available</Title>
        <Text role="alert">{errorMessage(shared.error)}</Text>
      </Container>
    );
  }
  const s = shared.data;
  const c = s.company.contact;
  const month = monthName(s.month, s.year);
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
            {[c.state ? stateLabel(c.state) : null, c.gstin ? `GSTIN ${c.gstin}` : null, c.phone ? `Phone ${formatPhone(c.phone)}` : null].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <Box>
          <Text fw={600}>Statement for {s.party.name}</Text>
          <Text size="sm">{month}</Text>
        </Box>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Balance label={`Carried in (start of ${month})`} b={s.opening} />
          <Balance label={`Balance (end of ${month})`} b={s.closing} strong />
        </SimpleGrid>
        <Group gap="xs">
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={pdf.busy}>Download PDF</Button>
          {pdf.error && <Text size="sm" c="red.8" role="alert">{pdf.error}</Text>}
        </Group>
        {(['Outgoing', 'Incoming'] as const).map((name) => (
          <Paper key={name} withBorder p="sm" radius="md">
            <Text fw={600}>{name === 'Outgoing' ? 'Sent to you and charged (Outgoing)' : 'Received from you and paid (Incoming)'}</Text>
            <Divider my={4} />
            {side(name).length === 0 ? <Text size="sm" c="dimmed">Nothing this month</Text> : side(name).map((r, i) => <RowCard key={i} r={r} />)}
          </Paper>
        ))}
        <Text size="xs" c="dimmed">This link works until {formatDate(s.expiresAt)}. Shared by {s.company.name} from its job-work ledger.</Text>
      </Stack>
    </Container>
  );
}
