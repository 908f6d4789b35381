// Party header: name, note (or 'No Note') and the month's closing quantity and amount, each labelled
// Receivable or Payable by its sign and shown without the sign ("Payable -54.860" read as a double negative).
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEGATIVE_COLOR, POSITIVE_COLOR } from '../../../lib/colors';
import { absDecimal, isNegative } from '../../../lib/decimal';
import { formatAmount, formatKg } from '../../../lib/format';

interface PartyHeaderProps {
  name: string;
  note: string | null | undefined;
  closingQuantity: string | null;
  closingAmount: string | null;
  children?: ReactNode;
}

/** `value` null while loading: the same two lines, blank, so the header keeps its height. */
function HeaderFigure({ kind, value }: { kind: 'Quantity' | 'Amount'; value: string | null }) {
  const { t } = useTranslation();
  const quantity = kind === 'Quantity';
  if (value === null) {
    return (
      <Stack gap={0} align="flex-end" aria-hidden>
        <Text size="xs" c="dimmed">
          {quantity ? t('partyDetail.quantity') : t('partyDetail.amount')}
        </Text>
        <Text fw={800} fz="lg">
          {'\u00a0'}
        </Text>
      </Stack>
    );
  }
  const negative = isNegative(value);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" data-testid={`header-${kind.toLowerCase()}-label`}>
        {quantity
          ? t(negative ? 'partyDetail.quantityPayable' : 'partyDetail.quantityReceivable')
          : t(negative ? 'partyDetail.amountPayable' : 'partyDetail.amountReceivable')}
      </Text>
      <Text fw={800} fz="lg" c={negative ? NEGATIVE_COLOR : POSITIVE_COLOR} data-testid={`header-${kind.toLowerCase()}`}>
        {quantity ? `${formatKg(absDecimal(value))} KG` : formatAmount(absDecimal(value))}
      </Text>
    </Stack>
  );
}

export function PartyHeader({ name, note, closingQuantity, closingAmount, children }: PartyHeaderProps) {
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
        <Group gap="lg" wrap="nowrap">
          <HeaderFigure kind="Quantity" value={closingQuantity} />
          <HeaderFigure kind="Amount" value={closingAmount} />
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
