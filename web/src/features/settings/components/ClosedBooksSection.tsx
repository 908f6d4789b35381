// Settings → Closed books: whether the books are closed and up to which day, who closed or reopened them, when and
// why; "Close books…" (the owner, or an accountant granted it) and "Reopen…" (the owner, with a reason), each in a
// dialog that asks before typed work is thrown away. The rule itself is the server's (store/closedBooks.ts).
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeBooksFields, reopenBooksFields } from '@ledger/contract';
import { DateField } from '../../../components/ui/DateField';
import { FormModal } from '../../../components/ui/FormModal';
import { todayInKolkata } from '../../../lib/date-input';
import { errorMessage, showSubmitError } from '../../../lib/form-errors';
import { formatDate, formatPhone, formatTimestamp } from '../../../lib/format';
import { localText } from '../../../lib/local-message';
import { notify } from '../../../lib/notices';
import { requestResolver, typedDate, typedText } from '../../../lib/request-check';
import { useBooks, useCloseBooks, useReopenBooks } from '../api/books';
import { SettingsSection } from './SettingsSection';
import '../../../i18n/en/settings';

const closeReadings = (v: { upTo: string; reason: string }) => ({ upTo: typedDate(v.upTo), reason: typedText(v.reason) });
const closeCheck = requestResolver(closeBooksFields, closeReadings);
const reopenCheck = requestResolver({ reason: reopenBooksFields.reason }, (v: { reason: string }) => ({ reason: typedText(v.reason) }));

function CloseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useCloseBooks();
  const form = useForm({ initialValues: { upTo: todayInKolkata(), reason: '' }, validate: closeCheck });
  const submit = form.onSubmit(async (values) => {
    try {
      const { upTo, reason } = closeReadings(values);
      const books = await close.mutateAsync({ upTo: upTo.value, ...(reason.value ? { reason: reason.value } : {}) });
      notify(localText('booksClosed', { date: formatDate(books.closedUpTo ?? upTo.value) }));
      form.reset();
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'reason', ['upTo', 'reason']);
    }
  });
  return (
    <FormModal opened={opened} onClose={onClose} title={t('settings.closeBooks')} onSubmit={submit} submitting={form.submitting} discardQuestion={t('settings.discardClose')} centered>
      <Text size="sm">{t('settings.closeBooksWarning')}</Text>
      <DateField label={t('settings.closeUpTo')} withAsterisk data-autofocus {...form.getInputProps('upTo')} />
      <TextInput label={t('settings.booksReason')} {...form.getInputProps('reason')} />
    </FormModal>
  );
}

function ReopenDialog({ opened, onClose, upTo }: { opened: boolean; onClose: () => void; upTo: string }) {
  const { t } = useTranslation();
  const reopen = useReopenBooks();
  const form = useForm({ initialValues: { reason: '' }, validate: reopenCheck });
  const submit = form.onSubmit(async (values) => {
    try {
      await reopen.mutateAsync({ upTo: null, reason: typedText(values.reason).value });
      notify(t('settings.booksReopened'));
      form.reset();
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'reason', ['reason']);
    }
  });
  return (
    <FormModal opened={opened} onClose={onClose} title={t('settings.reopenBooks')} onSubmit={submit} submitting={form.submitting} discardQuestion={t('settings.discardReopen')} centered>
      <Text size="sm">{t('settings.reopenWarning', { date: formatDate(upTo) })}</Text>
      <TextInput label={t('settings.booksReason')} withAsterisk data-autofocus {...form.getInputProps('reason')} />
    </FormModal>
  );
}

export function ClosedBooksSection() {
  const { t } = useTranslation();
  const books = useBooks(true);
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const b = books.data;
  return (
    <SettingsSection title={t('settings.closedBooks')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('settings.closedBooksIntro')}</Text>
        {books.isError && <Text size="sm" c="red.8" role="alert">{errorMessage(books.error)}</Text>}
        {b && (
          <>
            <Text fw={600} data-testid="books-state">
              {b.closedUpTo ? localText('booksClosed', { date: formatDate(b.closedUpTo) }) : t('settings.booksOpen')}
            </Text>
            <Group gap="xs">
              {b.canClose && <Button onClick={() => setDialog('close')}>{t('settings.closeBooksButton')}</Button>}
              {b.canReopen && b.closedUpTo && <Button variant="default" onClick={() => setDialog('reopen')}>{t('settings.reopenButton')}</Button>}
            </Group>
            {b.log.length > 0 && (
              <List size="sm" spacing={4} aria-label={t('settings.booksLog')}>
                {b.log.slice(0, 10).map((entry) => (
                  <List.Item key={entry.at}>
                    {entry.action === 'closed'
                      ? t('settings.booksLogClosed', { date: formatDate(entry.upTo ?? ''), by: entry.by ? formatPhone(entry.by) : '', at: formatTimestamp(entry.at) })
                      : t('settings.booksLogReopened', { by: entry.by ? formatPhone(entry.by) : '', at: formatTimestamp(entry.at) })}
                    {entry.reason ? ` · ${entry.reason}` : ''}
                  </List.Item>
                ))}
              </List>
            )}
            <CloseDialog opened={dialog === 'close'} onClose={() => setDialog(null)} />
            {b.closedUpTo && <ReopenDialog opened={dialog === 'reopen'} onClose={() => setDialog(null)} upTo={b.closedUpTo} />}
          </>
        )}
      </Stack>
    </SettingsSection>
  );
}
