// Add/Update In or Out Slip: pickers, date, prefix and the refetched next slip number, quantities, rates.
import { normaliseSlipNo, NOTE_MAX, numberFieldLabel, numberFieldName, prefixOrDefault, slipKind, slipNumber, says } from '@ledger/contract';
import { useLanguageCode } from '../../../lib/language';
import { Alert, Button, Checkbox, Group, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { notify } from '../../../lib/notices';
import { asDecimal, decimalText } from '../../../lib/decimal-input';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { useSelf } from '../../session';
import { todayInKolkata } from '../../../lib/date-input';
import type { SlipEditTarget, ItemType } from '../../documents';
import { issueDateField, noteField } from '../api/form-fields';
import { useAddSlip } from '../api/add-slip';
import { useNextSlipNo } from '../api/get-next-slip-no';
import { useSlipRates } from '../api/get-slip-rates';
import { pickRates, ratesRequest, rateValuesOf, sameRates, type RateValues } from '../api/rate-values';
import { useUpdateSlip } from '../api/update-slip';
import { PartyPicker, ProductPicker, SubPartyPicker } from './Pickers';
import { BurnLossChoice } from './BurnLossChoice';

const slipFormSchema = z.object({
  issueDate: issueDateField,
  prefix: z.string().trim().max(10, { error: says('canHaveAtMostChars', { label: 'Prefix', n: 10 }) }),
  slipNo: z.string().trim().min(1, { error: says('required', { label: numberFieldName('SLIP') }) }).max(10, { error: says('canHaveAtMostChars', { label: numberFieldName('SLIP'), n: 10 }) }),
  grossQuantity: decimalText('Gross Quantity', 3, { positive: true }),
  bagQuantity: decimalText('Bag Quantity', 3),
  rejectedQuantity: decimalText('Rejected Quantity', 3),
  workRate: decimalText('Work Rate', 2),
  lossPercentage: decimalText('Loss %', 2, { max: '100' }),
  lossMode: z.enum(['inclusive', 'exclusive']),
  marketRate: decimalText('Market Rate', 2),
  includeMarketRate: z.boolean(),
  note: noteField,
});
type SlipFormValues = z.infer<typeof slipFormSchema>;
export interface SlipDrawerProps {
  itemType: ItemType;
  partyId?: string;
  subPartyId?: string;
  productId?: string;
  editing?: SlipEditTarget;
  onClose: () => void;
}

export function SlipDrawer({ itemType, editing, onClose, ...preset }: SlipDrawerProps) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const self = useSelf();
  const defaultPrefix = prefixOrDefault(self.data?.company?.defaultPrefix);
  const [partyId, setPartyId] = useState<string | null>(preset.partyId ?? null);
  const [subPartyId, setSubPartyId] = useState<string | null>(editing?.subPartyId ?? preset.subPartyId ?? null);
  const [productId, setProductId] = useState<string | null>(editing?.productId ?? preset.productId ?? null);
  const addSlip = useAddSlip();
  const updateSlip = useUpdateSlip();
  const typeLabel = t(`kinds.name.${slipKind(itemType)}`);

  const form = useForm<SlipFormValues>({
    initialValues: editing
      ? {
          issueDate: editing.slip.issueDate,
          prefix: editing.slip.prefix,
          slipNo: editing.slip.slipNo,
          grossQuantity: editing.slip.grossQuantity,
          bagQuantity: editing.slip.bagQuantity,
          rejectedQuantity: editing.slip.rejectedQuantity,
          workRate: '0',
          lossPercentage: '0',
          lossMode: 'inclusive',
          marketRate: '0',
          includeMarketRate: false,
          note: editing.slip.note ?? '',
        }
      : {
          issueDate: todayInKolkata(),
          prefix: defaultPrefix,
          slipNo: '1',
          grossQuantity: '',
          bagQuantity: '0',
          rejectedQuantity: '0',
          workRate: '0',
          lossPercentage: '0',
          lossMode: 'inclusive',
          marketRate: '0',
          includeMarketRate: false,
          note: '',
        },
    validate: schemaResolver(slipFormSchema, { sync: true }),
  });

  const { issueDate, prefix } = form.getValues();
  const nextNo = useNextSlipNo(issueDate, prefix.trim(), !editing);
  useEffect(() => {
    // An existing slip keeps its number; cached numbers for its date must not overwrite it.
    if (!editing && nextNo.data !== undefined) form.setFieldValue('slipNo', String(nextNo.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextNo.data]);

  const rates = useSlipRates(
    !editing && subPartyId && productId && /^\d{4}-\d{2}-\d{2}$/.test(issueDate)
      ? { subPartyId, productId, itemType, issueDate }
      : null,
  );
  // The rates last filled in from the server; rates the owner typed differ from them and are kept when
  // the date or product changes, unless this month's item exists (its rates then show, read-only).
  const filledRates = useRef<RateValues>(pickRates(form.getValues()));
  const [changingItemRates, setChangingItemRates] = useState(false);
  const existingItem = rates.data?.source === 'item' ? rates.data : null;
  useEffect(() => {
    setChangingItemRates(false);
    if (!rates.data) return;
    const next = rateValuesOf(rates.data);
    const current = pickRates(form.getValues());
    const typed = !sameRates(current, filledRates.current);
    filledRates.current = next;
    if (typed && rates.data.source !== 'item') return;
    form.setValues(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rates.data]);

  const ratesLocked = existingItem !== null && !changingItemRates;

  const submit = form.onSubmit(async (values) => {
    if (!subPartyId || !productId) return;
    try {
      if (editing) {
        await updateSlip.mutateAsync({
          filter: { id: editing.slip.id, jobWorkItemId: editing.slip.jobWorkItemId, itemType: editing.slip.itemType },
          update: {
            issueDate: values.issueDate,
            prefix: values.prefix.trim(),
            slipNo: values.slipNo.trim(),
            grossQuantity: asDecimal(values.grossQuantity),
            bagQuantity: asDecimal(values.bagQuantity),
            rejectedQuantity: asDecimal(values.rejectedQuantity),
            note: values.note.trim(),
          },
        });
      } else {
        const note = values.note.trim();
        await addSlip.mutateAsync({
          itemType,
          subPartyId,
          productId,
          issueDate: values.issueDate,
          prefix: values.prefix.trim(),
          slipNo: values.slipNo.trim(),
          grossQuantity: asDecimal(values.grossQuantity),
          bagQuantity: asDecimal(values.bagQuantity),
          rejectedQuantity: asDecimal(values.rejectedQuantity),
          ...ratesRequest(pickRates(values)),
          // The owner chose to change this month's item: every slip of it is re-priced (said above the
          // fields), in the same request as the add, so both are saved or neither.
          changeItemRates: existingItem !== null && changingItemRates,
          ...(note ? { note } : {}),
        });
      }
      const number = slipNumber(values.prefix.trim(), normaliseSlipNo(values.slipNo.trim()));
      notify(t('entryDrawers.saved', { what: typeLabel, number, count: 1 }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', formFields(form.getValues()));
    }
  });

  return (
    <FormDrawer
      opened
      title={editing ? t('entryDrawers.updateTitle', { what: typeLabel }) : t('entryDrawers.addTitle', { what: typeLabel })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      saveDisabled={!subPartyId || !productId}
      discardQuestion={t('entryDrawers.discard.slip')}
    >
      {editing ? (
        <Text size="sm">
          {t('entryDrawers.productColon')} <b>{editing.productName}</b>
        </Text>
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
      <DateField label={t('entryDrawers.issueDate')} withAsterisk {...form.getInputProps('issueDate')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('entryDrawers.prefix')} maxLength={10} {...form.getInputProps('prefix')} />
        <TextInput
          label={numberFieldLabel('SLIP', lang)}
          maxLength={10}
          withAsterisk
          description={nextNo.isFetching ? t('entryDrawers.fetchingNextNumber') : undefined}
          {...form.getInputProps('slipNo')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DecimalInput label={t('entryDrawers.grossKg')} withAsterisk {...form.getInputProps('grossQuantity')} />
        <DecimalInput label={t('entryDrawers.bagKg')} withAsterisk {...form.getInputProps('bagQuantity')} />
        <DecimalInput label={t('entryDrawers.rejectedKg')} withAsterisk {...form.getInputProps('rejectedQuantity')} />
      </SimpleGrid>
      {editing ? (
        <Text size="sm" c="dimmed">
          {t('entryDrawers.ratesBelongToItem')}
        </Text>
      ) : (
        <>
          {existingItem && (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {changingItemRates ? t('entryDrawers.newRatesForItem') : t('entryDrawers.itemHasRates')}
              </Text>
              {!changingItemRates && (
                <Button size="compact-sm" variant="light" onClick={() => setChangingItemRates(true)}>
                  {t('entryDrawers.changeItemRates')}
                </Button>
              )}
            </Group>
          )}
          {existingItem && changingItemRates && (
            <Alert color="yellow" variant="light" title={t('entryDrawers.repricesTitle')} styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}>
              {t('entryDrawers.repricesWarning')}
            </Alert>
          )}
          <SimpleGrid cols={2} spacing="sm">
            <DecimalInput label={t('entryDrawers.workRateKg')} withAsterisk readOnly={ratesLocked} {...form.getInputProps('workRate')} />
            <DecimalInput label={t('entryDrawers.lossPercent')} withAsterisk readOnly={ratesLocked} {...form.getInputProps('lossPercentage')} />
          </SimpleGrid>
          <BurnLossChoice readOnly={ratesLocked} {...form.getInputProps('lossMode')} />
          <DecimalInput
            label={t('entryDrawers.marketRateKg')}
            withAsterisk
            readOnly={ratesLocked}
            description={t('entryDrawers.marketRateHint')}
            {...form.getInputProps('marketRate')}
          />
          <Checkbox
            label={t('entryDrawers.countMarketRate')}
            disabled={ratesLocked}
            {...form.getInputProps('includeMarketRate', { type: 'checkbox' })}
          />
          {rates.data?.source === 'previous' && (
            <Text size="xs" c="dimmed">
              {t('entryDrawers.slipPrefilled')}
            </Text>
          )}
        </>
      )}
      <Textarea label={t('entryDrawers.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}
