// /reminders, Balances to collect (docs/sharing.md): the parties to chase, with the party list's figures; the owner
// opens each one's WhatsApp message (balance in figures and words, a new statement link) and marks it sent,
// or sets a monthly reminder the app sends itself (ScheduleDialog; the "Monthly reminders" list turns one off).
// An accountant reads the lists. Cards at every width: a phone is where the owner sends from.
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBellOff, IconBrandWhatsapp, IconCalendarRepeat, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REMINDER_DAYS_DEFAULT, istDate, readBalance, reminderText, type ReminderRow, type ReminderSchedule } from '@ledger/contract';
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
import { LANGUAGES } from '../../../i18n';
import { useMarkSent, useReminderMessage, useReminderSchedules, useReminders, useUnscheduleReminder } from '../api/reminders';
import { ScheduleDialog } from './ScheduleDialog';
import { useKeptWhileClosing } from '../../../lib/kept-while-closing';
import '../../../i18n/en/common';
import '../../../i18n/en/reminders';

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

const languageName = (code: string) => LANGUAGES.find((l) => l.value === code)?.label ?? code;
/** YYYY-MM as the screens write a month: MM-YYYY. */
const shownMonth = (period: string) => `${period.slice(5, 7)}-${period.slice(0, 4)}`;

function ReminderCard({ row, schedule, onWhatsApp, onMarkSent, onSchedule, marking }: {
  row: ReminderRow; schedule: ReminderSchedule | undefined; onWhatsApp: (row: ReminderRow) => void; onMarkSent: (row: ReminderRow) => void;
  onSchedule: (row: ReminderRow) => void; marking: boolean;
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
      {schedule && (
        <Text size="xs" mt={4}>{t('reminders.monthlyOn', { day: schedule.day, language: languageName(schedule.language) })}</Text>
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
          <Button size="xs" variant="default" leftSection={<IconCalendarRepeat size={16} aria-hidden />}
            aria-label={t('reminders.scheduleNamed', { name: row.party.name })} onClick={() => onSchedule(row)}>
            {t('reminders.schedule')}
          </Button>
        </Group>
        {!row.phone && <Text id={noMobileId} size="xs" c="dimmed" mt={4}>{t('reminders.noMobile')}</Text>}
      </Writable>
    </Paper>
  );
}

/** The monthly reminders set, each with its latest month and, for the owner, "Turn off". */
function ScheduledList() {
  const { t } = useTranslation();
  const schedules = useReminderSchedules();
  const off = useUnscheduleReminder();
  const lastLine = (s: ReminderSchedule) => {
    const d = s.lastDelivery;
    if (!d) return null;
    return t(`reminders.lastDelivery.${d.status}`, { month: shownMonth(d.period), date: d.at ? formatDate(istDate(d.at)) : '' });
  };
  return (
    <Stack gap="xs" mt="xl" component="section" aria-labelledby="monthly-reminders">
      <Title order={2} size="h4" id="monthly-reminders">{t('reminders.scheduled')}</Title>
      {schedules.isPending && <TableSkeleton rows={2} />}
      {schedules.isError && <Text c="red.8" role="alert">{errorMessage(schedules.error)}</Text>}
      {schedules.data?.length === 0 && <Text size="sm" c="dimmed">{t('reminders.scheduledNone')}</Text>}
      {schedules.data && schedules.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-label={t('reminders.scheduled')}>
          {schedules.data.map((s) => (
            <Paper key={s.party.id} withBorder radius="md" p="sm" role="listitem" aria-label={s.party.name}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={partyPath(s.party.id)} fw={600}>{s.party.name}</Anchor>
                  <Text size="sm">{t('reminders.monthlyOn', { day: s.day, language: languageName(s.language) })}</Text>
                  {s.lastDelivery && <Text size="xs" c="dimmed">{lastLine(s)}</Text>}
                </Stack>
                <Writable>
                  <Button size="xs" variant="default" color="red" leftSection={<IconBellOff size={16} aria-hidden />}
                    loading={off.isPending && off.variables === s.party.id}
                    aria-label={t('reminders.turnOffNamed', { name: s.party.name })} onClick={() => off.mutate(s.party.id)}>
                    {t('reminders.turnOff')}
                  </Button>
                </Writable>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {off.isError && <Text c="red.8" role="alert">{errorMessage(off.error)}</Text>}
    </Stack>
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
  const titled = useKeptWhileClosing(open);
  const [scheduling, setScheduling] = useState<ReminderRow | null>(null);
  const schedules = useReminderSchedules();
  const scheduleOf = (partyId: string) => schedules.data?.find((s) => s.party.id === partyId);

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
  const text = made ? reminderText(made.message, sharedUrl(made.token)) : '';

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
            <ReminderCard key={row.party.id} row={row} schedule={scheduleOf(row.party.id)} onWhatsApp={openWhatsApp} onSchedule={setScheduling}
              onMarkSent={(r) => markSent.mutate(r.party.id)} marking={markSent.isPending && markSent.variables === row.party.id} />
          ))}
        </SimpleGrid>
      )}
      {markSent.isError && <Text c="red.8" role="alert" mt="sm">{errorMessage(markSent.error)}</Text>}
      <ScheduledList />
      <ScheduleDialog party={scheduling?.party ?? null} current={scheduling ? scheduleOf(scheduling.party.id) : undefined} onClose={() => setScheduling(null)} />

      <Modal opened={open !== null} onClose={closeMessage} fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common.close') }}
        title={titled ? t('reminders.messageTitle', { name: titled.party.name }) : ''}>
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
