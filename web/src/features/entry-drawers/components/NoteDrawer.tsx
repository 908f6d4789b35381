// A note (Debit Note, Credit Note: ledger rules, "Debit and credit notes"): party, number, date, amount, reason, the
// slip or bill of that party it adjusts (this month's or last month's, or none) and a note. An update changes all but
// the party; the link is sent only when it was changed, so a note whose document was deleted keeps naming it.
import {
  NOTE_MAX, NUMBER_MAX, REASON_MAX, KIND_WIRE, adjustsText, documentWords, kindsOf, numberFieldLabel, numberFieldName, says, slipNumber, type EntryKind,
} from '@ledger/contract';
import { Select, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { asDecimal, decimalText } from '../../../lib/decimal-input';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { todayInKolkata } from '../../../lib/date-input';
import { schemaResolver } from '../../../lib/form-resolver';
import { formatDate } from '../../../lib/format';
import { useLanguageCode } from '../../../lib/language';
import { notify } from '../../../lib/notices';
import { kindTitle, type NoteKind, type PartyNote } from '../../documents';
import { useStatement, type Statement } from '../../statement';
import { useSaveDocument } from '../api/save-document';
import { documentNumberField, issueDateField, noteField } from '../api/form-fields';
import { PartyPicker } from './Pickers';

const noteFormSchema = (numberName: string) =>
  z.object({
    issueDate: issueDateField,
    fullNoteNo: documentNumberField(numberName),
    amount: decimalText('Amount', 2, { positive: true }),
    reason: z.string().trim().min(1, { error: says('required', { label: 'Reason' }) }).max(REASON_MAX, { error: says('canHaveAtMostChars', { label: 'Reason', n: REASON_MAX }) }),
    note: noteField,
  });
type NoteFormValues = z.infer<ReturnType<typeof noteFormSchema>>;

/** The party month ids of a date's month and the month before ('<party>:2026-04'). */
function monthsAround(partyId: string, isoDate: string): [string, string] {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const prev = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return [`${partyId}:${isoDate.slice(0, 7)}`, `${partyId}:${prev}`];
}

interface Choice { value: string; label: string }

/** The slips and bills of a statement, as a note's link picker lists them: 'Out Slip SL-7 · 03-04-2026'. */
function documentsOf(statement: Statement | undefined, name: (kind: EntryKind) => string): Choice[] {
  if (!statement) return [];
  const choices: Choice[] = [];
  for (const entry of statement.subPartyMonthStatementList) {
    for (const kind of kindsOf('slip')) {
      for (const item of entry[KIND_WIRE[kind].statementList]) {
        for (const s of item.slips) choices.push({ value: s.id, label: `${name(kind)} ${slipNumber(s.prefix, s.slipNo)} · ${formatDate(s.issueDate)} · ${item.product.name}` });
      }
    }
    for (const kind of kindsOf('bill')) {
      for (const b of entry[KIND_WIRE[kind].statementList]) choices.push({ value: b.id, label: `${name(kind)} ${b.fullBillNo} · ${formatDate(b.issueDate)} · ${b.product.name}` });
    }
  }
  return choices;
}

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
  const save = useSaveDocument();
  const title = kindTitle({ kind }, t);
  const form = useForm<NoteFormValues>({
    initialValues: {
      issueDate: editing?.issueDate ?? todayInKolkata(),
      fullNoteNo: editing?.fullNoteNo ?? '',
      amount: editing?.amount ?? '',
      reason: editing?.reason ?? '',
      note: editing?.note ?? '',
    },
    validate: schemaResolver(noteFormSchema(numberFieldName(kind)), { sync: true }),
  });

  // The party's slips and bills of the note's month and the month before, to link.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(form.values.issueDate) ? form.values.issueDate : todayInKolkata();
  const [thisMonth, lastMonth] = partyId ? monthsAround(partyId, date) : [null, null];
  const current = useStatement(thisMonth);
  const previous = useStatement(lastMonth);
  const name = (k: EntryKind): string => t(`kinds.name.${k}`);
  const choices = [...documentsOf(current.data, name), ...documentsOf(previous.data, name)];
  // The linked document as the note recorded it, when it is not among this month's and last month's (or is deleted).
  if (editing?.adjusts && adjustsId === editing.adjusts.id && !choices.some((c) => c.value === adjustsId)) {
    choices.unshift({ value: editing.adjusts.id, label: adjustsText(editing.adjusts, d) });
  }

  const submit = form.onSubmit(async (values) => {
    const note = values.note.trim();
    const fields = { fullNoteNo: values.fullNoteNo.trim(), amount: asDecimal(values.amount), reason: values.reason.trim() };
    try {
      if (editing) {
        const moved = values.issueDate !== editing.issueDate ? { issueDate: values.issueDate } : {};
        const relinked = adjustsId !== (editing.adjusts?.id ?? null) ? { adjustsId } : {};
        await save.mutateAsync({ kind, id: editing.id, body: { ...fields, note, ...moved, ...relinked } });
      } else {
        if (!partyId) return;
        await save.mutateAsync({
          kind,
          id: null,
          body: { partyId, issueDate: values.issueDate, ...fields, ...(note ? { note } : {}), ...(adjustsId ? { adjustsId } : {}) },
        });
      }
      notify(t('entryDrawers.saved', { what: title, number: fields.fullNoteNo, count: 1 }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', formFields(form.getValues()));
    }
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
      <Select
        label={d('noteAdjusts')}
        description={t('entryDrawers.adjustsHint')}
        placeholder={t('entryDrawers.adjustsNone')}
        data={choices}
        value={adjustsId}
        onChange={setAdjustsId}
        clearable
        searchable
        disabled={!partyId}
        nothingFoundMessage={t('entryDrawers.adjustsNothing')}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea label={t('entryDrawers.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}
