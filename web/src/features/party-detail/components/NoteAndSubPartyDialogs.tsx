// Month note dialog ('Update Note' / 'Add Note') and the add/update sub-party dialog; closing either with
// typed changes asks first (FormModal).
import { NAME_MAX, NOTE_MAX, says } from '@ledger/contract';
import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { FormModal } from '../../../components/ui/FormModal';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showSubmitError } from '../../../lib/form-errors';
import { noteField, useSaveSubParty, useUpdateMonthNote } from '../../entry-drawers';
import type { SubParty } from '../../entry-drawers';
import '../../../i18n/en/partyDetail';

export function MonthNoteDialog({ target, onClose }: { target: { id: string; note: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMonthNote();
  const form = useForm({ initialValues: { note: '' }, validate: schemaResolver(z.object({ note: noteField }), { sync: true }) });
  useEffect(() => {
    if (target) form.setValues({ note: target.note });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  const title = target?.note ? t('partyDetail.updateNote') : t('partyDetail.addNote');
  const submit = form.onSubmit(async (values) => {
    if (!target) return;
    try {
      await update.mutateAsync({ id: target.id, note: values.note });
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note');
    }
  });
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={title}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={t('partyDetail.discardNote')}
    >
      <Textarea label={t('partyDetail.monthNote')} maxLength={NOTE_MAX} autosize minRows={3} data-autofocus {...form.getInputProps('note')} />
    </FormModal>
  );
}

const subPartyFormSchema = z.object({
  name: z.string().trim().min(1, { error: says('required', { label: 'Name' }) }).max(NAME_MAX, { error: says('canHaveAtMostChars', { label: 'Name', n: NAME_MAX }) }),
  note: noteField,
});

interface SubPartyDialogProps {
  /** 'new' adds; a sub-party updates; null is closed. */
  target: SubParty | 'new' | null;
  partyId: string;
  onClose: () => void;
}

export function SubPartyDialog({ target, partyId, onClose }: SubPartyDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSubParty();
  const form = useForm({ initialValues: { name: '', note: '' }, validate: schemaResolver(subPartyFormSchema, { sync: true }) });
  useEffect(() => {
    if (target === 'new') form.setValues({ name: '', note: '' });
    else if (target) form.setValues({ name: target.name, note: target.details?.note ?? '' });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  const submit = form.onSubmit(async (values) => {
    if (!target) return;
    try {
      await save.mutateAsync({ id: target === 'new' ? null : target.id, partyId, name: values.name, note: values.note });
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note');
    }
  });
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target === 'new' ? t('partyDetail.addSubParty') : t('partyDetail.updateSubParty')}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={t('partyDetail.discardSubParty')}
    >
      <TextInput label={t('partyDetail.name')} withAsterisk maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <Textarea label={t('partyDetail.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormModal>
  );
}
