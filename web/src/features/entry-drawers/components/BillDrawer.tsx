// Delivery/Received Challan and Sale/Purchase Bill: add (with pickers) or update (date, number, quantity, rates, note).
import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { notify } from '../../../lib/notices';
import { asDecimal, decimalText } from '../../../lib/decimal-input';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { todayInKolkata } from '../../../lib/date-input';
import { NOTE_MAX, NUMBER_MAX, numberFieldLabel, numberFieldName } from '@ledger/contract';
import { useLanguageCode } from '../../../lib/language';
import { isSaleOrPurchase, type BillKind, kindTitle } from '../../documents';
import { useSaveDocument } from '../api/save-document';
import { documentNumberField, issueDateField, noteField } from '../api/form-fields';
import type { Bill, JobWorkBill } from '../../documents';
import { PartyPicker, ProductPicker, SubPartyPicker } from './Pickers';

const billFormSchema = (withSaleRate: boolean, saleRateLabel: string, numberName: string) =>
  z.object({
    issueDate: issueDateField,
    fullBillNo: documentNumberField(numberName),
    quantity: decimalText('Quantity', 3, { positive: true }),
    workRate: decimalText('Labour Rate', 2),
    saleRate: withSaleRate ? decimalText(saleRateLabel, 2) : z.string(),
    note: noteField,
  });

interface BillFormValues {
  issueDate: string;
  fullBillNo: string;
  quantity: string;
  workRate: string;
  saleRate: string;
  note: string;
}

export interface BillDrawerProps {
  kind: BillKind;
  partyId?: string;
  subPartyId?: string;
  editing?: JobWorkBill | Bill;
  onClose: () => void;
}

export function BillDrawer({ kind, partyId: presetParty, subPartyId: presetSubParty, editing, onClose }: BillDrawerProps) {
  const { t } = useTranslation();
  const withSaleRate = isSaleOrPurchase(kind);
  // The validation messages name the field in English (zod); the label is translated.
  const saleRateLabel = kind === 'SALE_BILL' ? 'Sale Rate (₹/KG)' : 'Purchase Rate (₹/KG)';
  const [partyId, setPartyId] = useState<string | null>(presetParty ?? null);
  const [subPartyId, setSubPartyId] = useState<string | null>(presetSubParty ?? null);
  const [productId, setProductId] = useState<string | null>(null);
  const save = useSaveDocument();
  const title = kindTitle({ kind }, t);
  const lang = useLanguageCode();

  const form = useForm<BillFormValues>({
    initialValues: {
      issueDate: editing?.issueDate ?? todayInKolkata(),
      fullBillNo: editing?.fullBillNo ?? '',
      quantity: editing?.quantity ?? '',
      workRate: editing?.workRate ?? '0',
      saleRate: editing && 'saleRate' in editing ? editing.saleRate : '0',
      note: editing?.note ?? '',
    },
    validate: schemaResolver(billFormSchema(withSaleRate, saleRateLabel, numberFieldName(kind)), { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const note = values.note.trim();
    const numbers = {
      fullBillNo: values.fullBillNo.trim(),
      quantity: asDecimal(values.quantity),
      workRate: asDecimal(values.workRate),
      ...(withSaleRate ? { saleRate: asDecimal(values.saleRate) } : {}),
    };
    try {
      if (editing) {
        const moved = values.issueDate !== editing.issueDate ? { issueDate: values.issueDate } : {};
        await save.mutateAsync({ kind, id: editing.id, body: { ...numbers, note, ...moved } });
      } else {
        if (!subPartyId || !productId) return;
        await save.mutateAsync({
          kind,
          id: null,
          body: { subPartyId, productId, issueDate: values.issueDate, ...numbers, ...(note ? { note } : {}) },
        });
      }
      notify(t('entryDrawers.saved', { what: title, number: numbers.fullBillNo, count: 1 }));
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
      saveDisabled={!editing && (!subPartyId || !productId)}
      discardQuestion={withSaleRate ? t('entryDrawers.discard.bill') : t('entryDrawers.discard.challan')}
    >
      {editing ? (
        <Text size="sm">{editing.product.name}</Text>
      ) : (
        <>
          <PartyPicker
            partyId={partyId}
            onChange={(value) => {
              setPartyId(value);
              setSubPartyId(null);
            }}
          />
          <SubPartyPicker partyId={partyId} subPartyId={subPartyId} onChange={setSubPartyId} />
          <ProductPicker productId={productId} onChange={setProductId} />
        </>
      )}
      <DateField
        label={t('entryDrawers.issueDate')}
        withAsterisk
        description={editing ? t('entryDrawers.documentDateMoves') : undefined}
        {...form.getInputProps('issueDate')}
      />
      <TextInput label={numberFieldLabel(kind, lang)} maxLength={NUMBER_MAX} withAsterisk {...form.getInputProps('fullBillNo')} />
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
