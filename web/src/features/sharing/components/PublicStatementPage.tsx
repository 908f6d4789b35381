// /s/:token: a party's month statement as its sender shared it, read without an account. Names and
// figures only, laid out for a phone: the balances first, then each document, and the PDF.
import { Box, Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatAmount, formatKg, formatRate, monthName, stateLabel, type SharedStatement } from '@ledger/contract';
import { Balance } from '../../../components/ui/Balance';
import { MoreRows } from '../../../components/ui/MoreRows';
import { usePagedRows } from '../../../lib/paged-rows';
import css from './SharedRows.module.css';
import { PageLoader } from '../../../components/ui/PageLoader';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatPhone } from '../../../lib/format';
import { downloadSharedPdf, useSharedStatement } from '../api/sharing';
import '../../../i18n/en/sharing';

type Row = SharedStatement['rows'][number];
const SIDES = ['Outgoing', 'Incoming'] as const;

/**
 * A balance addressed to the party, the same side and figure the owner reads ('₹2,707.50 due from you',
 * '54.860 KG due to you'; components/ui/Balance, @ledger/contract balance.ts).
 */
function BalanceCard({ label, b, strong, testId }: { label: string; b: SharedStatement['opening']; strong?: boolean; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Balance value={b.amount} unit="amount" reader="party" fw={strong ? 700 : 500} />
      <Balance value={b.quantity} unit="kg" reader="party" size="sm" />
    </Paper>
  );
}

/** One row, in plain elements (SharedRows.module.css): a month can have hundreds. */
function RowCard({ r }: { r: Row }) {
  return (
    <div className={css.row} data-testid="shared-row">
      <div className={css.left}>
        <p className={`${css.sm} ${css.title}`}>{r.document}{r.number ? ` ${r.number}` : ''}</p>
        <p className={css.dim}>{[r.date ? formatDate(r.date) : null, r.particulars || null].filter(Boolean).join(' · ')}</p>
      </div>
      <div className={css.right}>
        {r.quantity !== null && <p className={css.sm}>{formatKg(r.quantity)} KG</p>}
        {r.amount !== null && <p className={css.sm}>{formatAmount(r.amount)}</p>}
        {r.rate !== null && /[1-9]/.test(r.rate) && <p className={css.dim}>{formatRate(r.rate)}</p>}
      </div>
    </div>
  );
}

/** A side's rows a page at a time (lib/paged-rows.ts), with "Show 50 more" under them. */
function SideRows({ rows, listKey }: { rows: Row[]; listKey: string }) {
  const paged = usePagedRows(rows, listKey);
  return (
    <>
      {paged.shown.map((r, i) => <RowCard key={i} r={r} />)}
      <MoreRows paged={paged} />
    </>
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
          <BalanceCard label={t('sharing.carriedIn', { month })} b={s.opening} testId="shared-opening" />
          <BalanceCard label={t('sharing.balanceEnd', { month })} b={s.closing} strong testId="shared-closing" />
        </SimpleGrid>
        <Group gap="xs">
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={pdf.busy}>{t('sharing.downloadPdf')}</Button>
          {pdf.error && <Text size="sm" c="red.8" role="alert">{pdf.error}</Text>}
        </Group>
        {SIDES.map((name) => (
          <Paper key={name} withBorder p="sm" radius="md">
            <Text fw={600}>{name === 'Outgoing' ? t('sharing.sentToYou') : t('sharing.receivedFromYou')}</Text>
            <Divider my={4} />
            {side(name).length === 0 ? <Text size="sm" c="dimmed">{t('sharing.nothingThisMonth')}</Text> : <SideRows rows={side(name)} listKey={`${token}:${name}`} />}
          </Paper>
        ))}
        <Text size="xs" c="dimmed">{t('sharing.footer', { date: formatDate(s.expiresAt), company: s.company.name })}</Text>
      </Stack>
    </Container>
  );
}
