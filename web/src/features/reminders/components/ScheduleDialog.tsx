// "Remind monthly": the owner sets a party's monthly WhatsApp reminder (the day of the month and the message's
// language; docs/sharing.md "Scheduled reminders"). Enter saves; closing after typing asks first (FormModal).
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderDayField, type ReminderSchedule } from '@ledger/contract';
import { FormModal } from '../../../components/ui/FormModal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { issueText } from '../../../lib/local-message';
import { LANGUAGES, type Language } from '../../../i18n';
import { useScheduleReminder } from '../api/reminders';
import { useKeptWhileClosing } from '../../../lib/kept-while-closing';
import '../../../i18n/en/reminders';

interface ScheduleDialogProps {
  party: { id: string; name: string } | null;
  /** The party's schedule now, if any: the form starts from it. */
  current: ReminderSchedule | undefined;
  onClose: () => void;
}

export function ScheduleDialog({ party, current, onClose }: ScheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useScheduleReminder();
  const titled = useKeptWhileClosing(party);
  const [day, setDay] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const [dayError, setDayError] = useState<string | null>(null);

  useEffect(() => {
    if (!party) return;
    save.reset();
    setDayError(null);
    setDay(current ? String(current.day) : '');
    setLanguage(current?.language ?? (i18n.language === 'hi' ? 'hi' : 'en'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [party]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!party) return;
    // The request's own check of the day (1 to 31), said in the chosen language.
    const checked = reminderDayField.safeParse(day === '' ? undefined : Number(day));
    if (!checked.success) {
      setDayError(checked.error.issues.map(issueText)[0] ?? null);
      return;
    }
    save.mutate({ partyId: party.id, day: checked.data, language }, { onSuccess: onClose });
  };
  const serverField = save.error instanceof ApiError ? save.error.field : undefined;

  return (
    <FormModal opened={party !== null} onClose={onClose} title={titled ? t('reminders.scheduleTitle', { name: titled.name }) : ''} centered
      onSubmit={submit} submitting={save.isPending} discardQuestion={t('reminders.discardSchedule')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('reminders.scheduleNote')}</Text>
        <TextInput label={t('reminders.day')} value={day} inputMode="numeric" autoComplete="off" data-autofocus w={160}
          error={dayError ?? (serverField === 'day' ? save.error?.message : undefined)}
          onChange={(e) => { setDay(e.currentTarget.value.replace(/\D/g, '').slice(0, 2)); setDayError(null); }} />
        <div>
          <Text size="sm" fw={500} mb={4} id="reminder-language">{t('reminders.language')}</Text>
          <SegmentedControl aria-labelledby="reminder-language" data={[...LANGUAGES]} value={language} onChange={(v) => setLanguage(v as Language)} />
        </div>
        {save.isError && serverField !== 'day' && <Text size="sm" c="red.8" role="alert">{errorMessage(save.error)}</Text>}
      </Stack>
    </FormModal>
  );
}
