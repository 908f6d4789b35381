// A note (Debit Note, Credit Note: ledger rules, "Debit and credit notes"): party, number, date, amount, reason, the
// slip or bill of that party it adjusts (NoteAdjustsSelect) and a note. An update changes all but the party; the link
// is sent only when it was changed, so a note whose document was deleted keeps naming it.
import { NOTE_MAX, NUMBER_MAX, REASON_MAX, documentWords, numberFieldLabel } from '@ledger/contract';
import { Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { useLanguageCode } from '../../../lib/language';
import { kindTitle, type NoteKind, type PartyNote } from '../../documents';
import { documentBody, noteCheck, noteFormValues, noteRequest, type NoteFormValues } from '../api/document-forms';
import { NoteAdjustsSelect } from './NoteAdjustsSelect';
import { PartyPicker } from './Pickers';
import { useDocumentSubmit } from './useDocumentSubmit';
import '../../../i18n/en/entryDrawers';

export interface NoteDrawerProps {
  kind: NoteKind;
  partyId?: string;
  editing?: PartyNote;
  onClose: () => void;
}

export function NoteDrawer({ kind, partyId: presetParty, editing, onClose }: NoteDrawerProps) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const d = documentWords(lang);
  const [partyId, setPartyId] = useState<string | null>(editing?.party.id ?? presetParty ?? null);
  const [adjustsId, setAdjustsId] = useState<string | null>(editing?.adjusts?.id ?? null);
  const title = kindTitle({ kind }, t);
  const form = useForm<NoteFormValues>({ initialValues: noteFormValues(editing), validate: noteCheck(kind) });
  const submit = useDocumentSubmit(form, {
    kind,
    id: editing?.id ?? null,
    onClose,
    toSave: (values) => {
      const request = noteRequest(values);
      if (!editing && !partyId) return null;
      const link = editing
        ? adjustsId !== (editing.adjusts?.id ?? null) ? { adjustsId } : {}
        : adjustsId ? { adjustsId } : {};
      return { body: { ...(editing ? {} : { partyId }), ...documentBody(request, editing), ...link }, number: request.fullNoteNo };
    },
  });

  return (
    <FormDrawer
      opened
      title={editing ? t('entryDrawers.updateTitle', { what: title }) : t('entryDrawers.addTitle', { what: title })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      saveDisabled={!editing && !partyId}
      discardQuestion={t('entryDrawers.discard.note')}
    >
      {editing ? (
        <Text size="sm">{editing.party.name}</Text>
      ) : (
        <PartyPicker
          partyId={partyId}
          onChange={(value) => {
            setPartyId(value);
            setAdjustsId(null);
          }}
        />
      )}
      <DateField
        label={t('entryDrawers.issueDate')}
        withAsterisk
        description={editing ? t('entryDrawers.receiptDateMoves') : undefined}
        {...form.getInputProps('issueDate')}
      />
      <TextInput label={numberFieldLabel(kind, lang)} maxLength={NUMBER_MAX} withAsterisk {...form.getInputProps('fullNoteNo')} />
      <DecimalInput label={t('entryDrawers.amountRupees')} withAsterisk {...form.getInputProps('amount')} />
      <TextInput label={d('noteReason')} maxLength={REASON_MAX} withAsterisk {...form.getInputProps('reason')} />
      <NoteAdjustsSelect partyId={partyId} issueDate={form.values.issueDate} editing={editing} value={adjustsId} onChange={setAdjustsId} />
      <Textarea label={t('entryDrawers.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}
