// Delivery/Received Challan and Sale/Purchase Bill: add (with pickers) or update (date, number, quantity, rates, note).
import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { NOTE_MAX, NUMBER_MAX, numberFieldLabel } from '@ledger/contract';
import { useLanguageCode } from '../../../lib/language';
import { isSaleOrPurchase, kindTitle, type Bill, type BillKind, type JobWorkBill } from '../../documents';
import { billCheck, billFormValues, billRequest, documentBody, type BillFormValues } from '../api/document-forms';
import { EntryPickers, usePicks } from './EntryPickers';
import { JobWorkerChallanFields } from './JobWorkerChallanFields';
import { useDocumentSubmit } from './useDocumentSubmit';
import '../../../i18n/en/entryDrawers';

export interface BillDrawerProps {
  kind: BillKind;
  partyId?: string;
  subPartyId?: string;
  editing?: JobWorkBill | Bill;
  onClose: () => void;
}

export function BillDrawer({ kind, partyId, subPartyId, editing, onClose }: BillDrawerProps) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const withSaleRate = isSaleOrPurchase(kind);
  const picks = usePicks({ partyId, subPartyId });
  const title = kindTitle({ kind }, t);
  const form = useForm<BillFormValues>({ initialValues: billFormValues(editing), validate: billCheck(kind) });
  const submit = useDocumentSubmit(form, {
    kind,
    id: editing?.id ?? null,
    onClose,
    toSave: (values) => {
      const request = billRequest(values, withSaleRate);
      const owner = editing ? {} : { subPartyId: picks.subPartyId, productId: picks.productId };
      if (!editing && (!picks.subPartyId || !picks.productId)) return null;
      return { body: { ...owner, ...documentBody(request, editing) }, number: request.fullBillNo, partyId: picks.partyId };
    },
  });

  return (
    <FormDrawer
      opened
      title={editing ? t('entryDrawers.updateTitle', { what: title }) : t('entryDrawers.addTitle', { what: title })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      saveDisabled={!editing && (!picks.subPartyId || !picks.productId)}
      discardQuestion={withSaleRate ? t('entryDrawers.discard.bill') : t('entryDrawers.discard.challan')}
    >
      {editing ? <Text size="sm">{editing.product.name}</Text> : <EntryPickers picks={picks} withProduct />}
      <DateField
        label={t('entryDrawers.issueDate')}
        withAsterisk
        description={editing ? t('entryDrawers.documentDateMoves') : undefined}
        {...form.getInputProps('issueDate')}
      />
      <TextInput label={numberFieldLabel(kind, lang)} maxLength={NUMBER_MAX} withAsterisk {...form.getInputProps('fullBillNo')} />
      {kind === 'OUTWARD_JOBWORK_BILL' && <JobWorkerChallanFields form={form} />}
      <DecimalInput label={t('entryDrawers.quantityKg')} withAsterisk {...form.getInputProps('quantity')} />
      <SimpleGrid cols={withSaleRate ? 2 : 1} spacing="sm">
        <DecimalInput label={t('entryDrawers.labourRateKg')} withAsterisk {...form.getInputProps('workRate')} />
        {withSaleRate && (
          <DecimalInput label={kind === 'SALE_BILL' ? t('entryDrawers.saleRateKg') : t('entryDrawers.purchaseRateKg')} withAsterisk {...form.getInputProps('saleRate')} />
        )}
      </SimpleGrid>
      <Textarea label={t('entryDrawers.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}
