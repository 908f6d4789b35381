// Add/Update In or Out Slip: pickers, date, prefix and the refetched next slip number (useSlipFills), quantities,
// rates (SlipRatesFields), note. Checked by the slip request's own fields (api/slip-form.ts), saved by useSlipSubmit.
import { NOTE_MAX, PREFIX_MAX, SLIP_NO_MAX, numberFieldLabel, prefixOrDefault, slipKind } from '@ledger/contract';
import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { useLanguageCode } from '../../../lib/language';
import type { ItemType, SlipEditTarget, SlipPrefill } from '../../documents';
import { useSelf } from '../../session';
import { slipCheck, slipFormValues, type SlipFormValues } from '../api/slip-form';
import { EntryPickers, usePicks } from './EntryPickers';
import { JobWorkerChallanFields } from './JobWorkerChallanFields';
import { NamedReturnsFields } from './NamedReturnsFields';
import { OnwardFields } from './OnwardFields';
import { SlipRatesFields } from './SlipRatesFields';
import { useNextNumberFill, useRateFill } from './useSlipFills';
import { useSlipSubmit } from './useSlipSubmit';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';

export interface SlipDrawerProps {
  itemType: ItemType;
  partyId?: string;
  subPartyId?: string;
  productId?: string;
  editing?: SlipEditTarget;
  /** A new slip's quantities and note to start from. */
  prefill?: SlipPrefill;
  onClose: () => void;
}

export function SlipDrawer({ itemType, editing, prefill, onClose, partyId, subPartyId, productId }: SlipDrawerProps) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const self = useSelf();
  const picks = usePicks({ partyId, subPartyId: editing?.subPartyId ?? subPartyId, productId: editing?.productId ?? productId });
  const typeLabel = t(`kinds.name.${slipKind(itemType)}`);
  const form = useForm<SlipFormValues>({
    initialValues: slipFormValues(editing, prefixOrDefault(self.data?.company?.defaultPrefix), prefill),
    validate: slipCheck,
  });
  const nextNo = useNextNumberFill(form, !editing);
  const slipNoProps = form.getInputProps('slipNo');
  // A gate clerk sees no rates and sends none that count: the server starts the item with the owner's last (docs/gate.md).
  const clerk = self.data?.role === 'clerk';
  const fill = useRateFill(form, editing || clerk ? null : { subPartyId: picks.subPartyId, productId: picks.productId, itemType });
  const submit = useSlipSubmit(form, { itemType, editing, picks, fill, onClose });

  return (
    <FormDrawer
      opened
      title={editing ? t('entryDrawers.updateTitle', { what: typeLabel }) : t('entryDrawers.addTitle', { what: typeLabel })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      saveDisabled={!picks.subPartyId || !picks.productId}
      discardQuestion={t('entryDrawers.discard.slip')}
    >
      {editing ? (
        <Text size="sm">
          {t('entryDrawers.productColon')} <b>{editing.productName}</b>
        </Text>
      ) : (
        <EntryPickers picks={picks} withProduct />
      )}
      <DateField label={t('entryDrawers.issueDate')} withAsterisk {...form.getInputProps('issueDate')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('entryDrawers.prefix')} maxLength={PREFIX_MAX} {...form.getInputProps('prefix')} />
        <TextInput
          label={numberFieldLabel('SLIP', lang)}
          maxLength={SLIP_NO_MAX}
          withAsterisk
          description={nextNo.fetching ? t('entryDrawers.fetchingNextNumber') : undefined}
          {...slipNoProps}
          onBlur={(event) => {
            slipNoProps.onBlur?.(event);
            nextNo.onBlur();
          }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DecimalInput label={t('entryDrawers.grossKg')} withAsterisk {...form.getInputProps('grossQuantity')} />
        <DecimalInput label={t('entryDrawers.bagKg')} withAsterisk {...form.getInputProps('bagQuantity')} />
        <DecimalInput label={t('entryDrawers.rejectedKg')} withAsterisk {...form.getInputProps('rejectedQuantity')} />
      </SimpleGrid>
      {itemType === 'IN' && <JobWorkerChallanFields form={form} />}
      {itemType === 'IN' && <NamedReturnsFields form={form} subPartyId={picks.subPartyId} productId={picks.productId} editingSlipId={editing?.slip.id} />}
      {itemType === 'IN' && <OnwardFields form={form} partyId={picks.partyId} />}
      {clerk ? null : editing ? (
        <Text size="sm" c="dimmed">
          {t('entryDrawers.ratesBelongToItem')}
        </Text>
      ) : (
        <SlipRatesFields form={form} fill={fill} />
      )}
      <Textarea label={t('entryDrawers.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}
