// Cash Received / Cash Paid: party, date, amount and note; an update changes date, amount and note.
import { NOTE_MAX } from '@ledger/contract';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { notify } from '../../../lib/notices';
import { formatAmount } from '../../../lib/format';
import { asDecimal, decimalText } from '../../../lib/decimal-input';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { todayInKolkata } from '../../../lib/date-input';
import type { CashKind, CashReceipt } from '../../documents';
import { kindTitle } from '../../documents';
import { useSaveDocument } from '../api/save-document';
import { issueDateField, noteField } from '../api/form-fields';
import { PartyPicker } from './Pickers';

const cashFormSchema = z.object({
  issueDate: issueDateField,
  amount: decimalText('Amount', 2, { positive: true }),
  note: noteField,
});
type CashFormValues = z.infer<typeof cashFormSchema>;

export interface CashDrawerProps {
  kind: CashKind;
  partyId?: string;
  editing?: CashReceipt;
  onClose: () => void;
}

export function CashDrawer({ kind, partyId: presetParty, editing, onClose }: CashDrawerProps) {
  const { t } = useTranslation();
  const [partyId, setPartyId] = useState<string | null>(presetParty ?? null);
  const save = useSaveDocument();
  const form = useForm<CashFormValues>({
    initialValues: {
      issueDate: editing?.issueDate ?? todayInKolkata(),
      amount: editing?.amount ?? '',
      note: editing?.note ?? '',
    },
    validate: schemaResolver(cashFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const note = values.note.trim();
    try {
      if (editing) {
        const moved = values.issueDate !== editing.issueDate ? { issueDate: values.issueDate } : {};
        await save.mutateAsync({ kind, id: editing.id, body: { amount: asDecimal(values.amount), note, ...moved } });
      } else {
        if (!partyId) return;
        await save.mutateAsync({
          kind,
          id: null,
          body: { partyId, issueDate: values.issueDate, amount: asDecimal(values.amount), ...(note ? { note } : {}) },
        });
      }
      notify(t('entryDrawers.saved', { what: kindTitle({ kind }, t), number: formatAmount(asDecimal(values.amount)), count: 1 }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', formFields(form.getValues()));
    }
  });

  return (
    <FormDrawer
      opened
      title={
        editing
          ? t('entryDrawers.updateTitle', { what: kindTitle({ kind }, t) })
          : t('entryDrawers.addTitle', { what: kindTitle({ kind }, t) })
      }
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      saveDisabled={!editing && !partyId}
      discardQuestion={t('entryDrawers.discard.cash')}
    >
      {editing ? <Text size="sm">{editing.party?.name ?? ''}</Text> : <PartyPicker partyId={partyId} onChange={setPartyId} />}
      <DateField
        label={t('entryDrawers.issueDate')}
        withAsterisk
        description={editing ? t('entryDrawers.receiptDateMoves') : undefined}
        {...form.getInputProps('issueDate')}
      />
      <DecimalInput label={t('entryDrawers.amountRupees')} withAsterisk {...form.getInputProps('amount')} />
      <Textarea label={t('entryDrawers.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}
