// Party header: name, note (or 'No Note') and the month's closing quantity and amount, each read by its
// side as everywhere else ('To give 54.860 KG', 'To receive ₹2,707.50': components/ui/Balance).
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Balance } from '../../../components/ui/Balance';
import { BUSY_STYLE } from '../../../components/ui/Busy';
import '../../../i18n/en/partyDetail';

interface PartyHeaderProps {
  name: string;
  note: string | null | undefined;
  closingQuantity: string | null;
  closingAmount: string | null;
  /** The figures are the last month's while the chosen month's statement is on its way: dimmed, marked busy. */
  busy?: boolean;
  children?: ReactNode;
}

/** `value` null while loading: the same two lines, blank, so the header keeps its height. */
function HeaderFigure({ kind, value }: { kind: 'Quantity' | 'Amount'; value: string | null }) {
  const { t } = useTranslation();
  const quantity = kind === 'Quantity';
  const testId = `header-${kind.toLowerCase()}`;
  return (
    <Stack gap={0} align="flex-end" aria-hidden={value === null || undefined}>
      <Text size="xs" c="dimmed" data-testid={`${testId}-label`}>
        {quantity ? t('partyDetail.quantity') : t('partyDetail.amount')}
      </Text>
      {value === null ? (
        <Text fw={800} fz="lg">
          {'\u00a0'}
        </Text>
      ) : (
        <Balance value={value} unit={quantity ? 'kg' : 'amount'} fw={800} fz="lg" ta="right" style={{ whiteSpace: 'nowrap' }} testId={testId} />
      )}
    </Stack>
  );
}

export function PartyHeader({ name, note, closingQuantity, closingAmount, busy = false, children }: PartyHeaderProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Title order={1} fz="h2">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {note || t('partyDetail.noNote')}
          </Text>
        </Stack>
        {/* Each reading on one line; on a phone the two stack rather than break mid-figure. */}
        <Group gap="lg" wrap="wrap" justify="flex-end" style={{ rowGap: 4, ...(busy ? BUSY_STYLE : {}) }} aria-busy={busy || undefined}>
          <HeaderFigure kind="Quantity" value={closingQuantity} />
          <HeaderFigure kind="Amount" value={closingAmount} />
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/** The page of a party that is not (or no longer) in the list. */
export function PartyNotFound() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text c="red.8" role="alert">
        {t('partyDetail.partyNotFound')}
      </Text>
      <Anchor component={Link} to="/party">
        {t('partyDetail.backToParties')}
      </Anchor>
    </Stack>
  );
}
