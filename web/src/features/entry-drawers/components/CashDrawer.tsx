// Cash Received / Cash Paid: party, date, amount and note; an update changes date, amount and note.
import { NOTE_MAX } from '@ledger/contract';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { formatAmount } from '../../../lib/format';
import { kindTitle, type CashKind, type CashReceipt } from '../../documents';
import { cashCheck, cashFormValues, cashRequest, documentBody, type CashFormValues } from '../api/document-forms';
import { PartyPicker } from './Pickers';
import { useDocumentSubmit } from './useDocumentSubmit';
import '../../../i18n/en/entryDrawers';

export interface CashDrawerProps {
  kind: CashKind;
  partyId?: string;
  editing?: CashReceipt;
  onClose: () => void;
}

export function CashDrawer({ kind, partyId: presetParty, editing, onClose }: CashDrawerProps) {
  const { t } = useTranslation();
  const [partyId, setPartyId] = useState<string | null>(presetParty ?? null);
  const form = useForm<CashFormValues>({ initialValues: cashFormValues(editing), validate: cashCheck });
  const submit = useDocumentSubmit(form, {
    kind,
    id: editing?.id ?? null,
    onClose,
    toSave: (values) => {
      const request = cashRequest(values);
      if (!editing && !partyId) return null;
      return { body: { ...(editing ? {} : { partyId }), ...documentBody(request, editing) }, number: formatAmount(request.amount), partyId };
    },
  });
  const title = kindTitle({ kind }, t);

  return (
    <FormDrawer
      opened
      title={editing ? t('entryDrawers.updateTitle', { what: title }) : t('entryDrawers.addTitle', { what: title })}
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
