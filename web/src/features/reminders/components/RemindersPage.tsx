// /reminders, Balances to collect (docs/sharing.md): the parties to chase, with the party list's figures; the owner
// opens each one's WhatsApp message (balance in figures and words, a new statement link) and marks it sent.
// An accountant reads the list. Cards at every width: a phone is where the owner sends from.
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBrandWhatsapp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REMINDER_DAYS_DEFAULT, istDate, readBalance, type ReminderRow } from '@ledger/contract';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Writable } from '../../../components/ui/ReadOnly';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { ApiError } from '../../../lib/api-client';
import { asDecimal } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatDate, formatKg, formatPhone } from '../../../lib/format';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { partyPath } from '../../../lib/party-url';
import { POSITIVE_COLOR } from '../../../lib/colors';
import { sharedUrl, whatsAppUrl } from '../../sharing';
import { useMarkSent, useReminderMessage, useReminders } from '../api/reminders';

const receiving = (signed: string): string | null => {
  const { side, magnitude } = readBalance(signed);
  return side === 'receive' ? magnitude : null;
};

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" fw={600} c={value === null ? undefined : POSITIVE_COLOR}>{value ?? '-'}</Text>
    </div>
  );
}

function ReminderCard({ row, onWhatsApp, onMarkSent, marking }: {
  row: ReminderRow; onWhatsApp: (row: ReminderRow) => void; onMarkSent: (row: ReminderRow) => void; marking: boolean;
}) {
  const { t } = useTranslation();
  const amount = receiving(row.closingReceivableAmount);
  const kg = receiving(row.closingReceivableQuantity);
  const noMobileId = `no-mobile-${row.party.id}`;
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={row.party.name}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={partyPath(row.party.id)} fw={600}>{row.party.name}</Anchor>
          {row.phone && <Text size="xs" c="dimmed">{formatPhone(row.phone)}</Text>}
        </Stack>
        {row.lastSent && (
          <Badge color="teal.9" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t('reminders.sent', { date: formatDate(istDate(row.lastSent.at)) })}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="xs" mt="xs">
        <Figure label={t('reminders.amountToReceive')} value={amount === null ? null : formatAmount(amount)} />
        <Figure label={t('reminders.kgWithThem')} value={kg === null ? null : formatKg(kg)} />
      </SimpleGrid>
      {row.oldestOpen && row.daysOpen !== null && (
        <Text size="xs" c="dimmed" mt={4}>{t('reminders.since', { date: formatDate(row.oldestOpen), n: row.daysOpen })}</Text>
      )}
      <Writable>
        <Group gap="xs" mt="xs">
          <Button size="xs" color="teal.9" leftSection={<IconBrandWhatsapp size={16} aria-hidden />} disabled={!row.phone}
            aria-label={t('reminders.whatsAppNamed', { name: row.party.name })} aria-describedby={row.phone ? undefined : noMobileId}
            onClick={() => onWhatsApp(row)}>
            {t('reminders.whatsApp')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconCheck size={16} aria-hidden />} loading={marking}
            aria-label={t('reminders.markSentNamed', { name: row.party.name })} onClick={() => onMarkSent(row)}>
            {t('reminders.markSent')}
          </Button>
        </Group>
        {!row.phone && <Text id={noMobileId} size="xs" c="dimmed" mt={4}>{t('reminders.noMobile')}</Text>}
      </Writable>
    </Paper>
  );
}

export function RemindersPage() {
  const { t } = useTranslation();
  const isPhone = useMatchesQuery(PHONE_QUERY);
  const [minAmountText, setMinAmountText] = useState('');
  const [daysText, setDaysText] = useState(String(REMINDER_DAYS_DEFAULT));
  // A request per pause in typing, not per key.
  const [filter] = useDebouncedValue({ minAmount: asDecimal(minAmountText) || '0', days: daysText.trim() === '' ? 0 : Number(daysText) }, 300);
  const list = useReminders(filter);
  const message = useReminderMessage();
  const markSent = useMarkSent();
  const [open, setOpen] = useState<ReminderRow | null>(null);

  const openWhatsApp = (row: ReminderRow) => {
    setOpen(row);
    message.mutate(row.party.id);
  };
  // A filter the server refuses (400 with its field) says so under that field.
  const fieldError = (field: keyof typeof filter) => (list.error instanceof ApiError && list.error.field === field ? list.error.message : undefined);
  const amountError = fieldError('minAmount');
  const daysError = fieldError('days');
  const closeMessage = () => { setOpen(null); message.reset(); };
  const made = message.data;
  const text = made ? `${made.message}\n${sharedUrl(made.token)}` : '';

  return (
    <>
      <PageHeader title={t('reminders.title')} />
      <Text size="sm" c="dimmed" mb="sm">{t('reminders.intro')}</Text>
      <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
        <DecimalInput label={t('reminders.minAmount')} value={minAmountText} onChange={setMinAmountText} placeholder="0" w={220}
          leftSection="₹" error={amountError} />
        <TextInput label={t('reminders.days')} value={daysText} inputMode="numeric" w={220} error={daysError}
          onChange={(e) => setDaysText(e.currentTarget.value.replace(/\D/g, ''))} />
      </Group>
      {list.isPending && <TableSkeleton />}
      {list.isError && !amountError && !daysError && <Text c="red.8" role="alert">{errorMessage(list.error)}</Text>}
      {list.data?.length === 0 && <Text c="dimmed">{t('reminders.none')}</Text>}
      {list.data && list.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-label={t('reminders.title')}>
          {list.data.map((row) => (
            <ReminderCard key={row.party.id} row={row} onWhatsApp={openWhatsApp}
              onMarkSent={(r) => markSent.mutate(r.party.id)} marking={markSent.isPending && markSent.variables === row.party.id} />
          ))}
        </SimpleGrid>
      )}
      {markSent.isError && <Text c="red.8" role="alert" mt="sm">{errorMessage(markSent.error)}</Text>}

      <Modal opened={open !== null} onClose={closeMessage} fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common.close') }}
        title={open ? t('reminders.messageTitle', { name: open.party.name }) : ''}>
        <Stack gap="sm">
          {message.isPending && <TableSkeleton rows={2} />}
          {message.isError && <Text c="red.8" role="alert">{errorMessage(message.error)}</Text>}
          {made && open && (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="reminder-message">{text}</Text>
              <Alert color="gray" variant="light" p="xs"><Text size="xs">{t('reminders.messageNote')}</Text></Alert>
              <Group gap="xs">
                <Button component="a" href={whatsAppUrl(made.phone, text)} target="_blank" rel="noopener noreferrer" color="teal.9"
                  leftSection={<IconBrandWhatsapp size={16} aria-hidden />}>
                  {t('reminders.openWhatsApp')}
                </Button>
                <Button variant="default" leftSection={<IconCheck size={16} aria-hidden />} loading={markSent.isPending}
                  onClick={() => markSent.mutate(open.party.id, { onSuccess: closeMessage })}>
                  {t('reminders.markSent')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
