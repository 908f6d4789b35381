// Item dialog: the job-work item's rate form (/jobWorkItem/update/v2) and its slip table. Closing it with
// rates typed and not yet updated asks first (useDiscardGuard, as every form's drawer and dialog).
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useDiscardGuard } from '../../../components/ui/DiscardGuard';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { ratesCheck, ratesRequest, rateValuesOf, useUpdateItem, BurnLossChoice, type RateValues } from '../../entry-drawers';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { formatAmount, formatKg } from '../../../lib/format';
import { itemTypeKey, type ItemEntry } from '../../statement';
import type { StatementActions } from './actions';
import { SlipTable } from './SlipTable';
import { RowMenuProvider } from '../../../components/ui/RowMenu';
import { Writable } from '../../../components/ui/ReadOnly';
import { useKeptWhileClosing } from '../../../lib/kept-while-closing';
import '../../../i18n/en/common';
import '../../../i18n/en/partyDetail';

/** The item's rates (checked by the rates' own request fields: ratesCheck); `note` holds a refusal no rate field owns. */
type RateFormValues = RateValues & { note: string };

function RateForm({ entry, onSaved }: { entry: ItemEntry; onSaved: () => void }) {
  const { t } = useTranslation();
  const { item } = entry;
  // Shown once the server accepted the rates (the statement may still be reloading), until the next keystroke.
  const [savedShown, setSavedShown] = useState(false);
  const update = useUpdateItem(() => {
    onSaved();
    setSavedShown(true);
  });
  const form = useForm<RateFormValues>({
    initialValues: { ...rateValuesOf(item), note: '' },
    validate: ratesCheck,
    onValuesChange: () => setSavedShown(false),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({
        filter: { id: item.id, itemType: item.itemType },
        update: ratesRequest(values),
      });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', formFields(form.getValues()));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DecimalInput label={t('partyDetail.workRateLabel')} withAsterisk {...form.getInputProps('workRate')} />
          <DecimalInput label={t('partyDetail.lossPercent')} withAsterisk {...form.getInputProps('lossPercentage')} />
          <DecimalInput label={t('partyDetail.marketRateLabel')} withAsterisk {...form.getInputProps('marketRate')} />
        </SimpleGrid>
        <BurnLossChoice {...form.getInputProps('lossMode')} />
        <Checkbox
          label={t('partyDetail.countMarketRate')}
          description={t('partyDetail.countMarketRateDescription')}
          {...form.getInputProps('includeMarketRate', { type: 'checkbox' })}
        />
        {form.errors.note && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.note}
          </Text>
        )}
        <Group justify="flex-end">
          <Text size="sm" c="green.9" role="status">
            {savedShown ? t('partyDetail.ratesSaved') : ''}
          </Text>
          <Button type="submit" loading={form.submitting}>
            {t('partyDetail.updateRates')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `hidden`: a dialog or drawer it opened (Add Slip, a slip's Edit or Delete) is in front. It stays mounted
 * meanwhile, so rates typed and not yet updated are still there when it shows again.
 */
export function ItemDialog({ entry, hidden, onClose, actions }: { entry: ItemEntry | null; hidden: boolean; onClose: () => void; actions: StatementActions }) {
  const { t } = useTranslation();
  const item = entry?.item;
  const titled = useKeptWhileClosing(item ?? null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const guard = useDiscardGuard({ opened: entry !== null, onClose, anchor: contentRef, question: t('partyDetail.discardRates') });
  return (
    <>
      <Modal
        opened={entry !== null && !hidden}
        keepMounted
        onClose={guard.requestClose}
        closeOnEscape={false}
        title={titled ? `${t(itemTypeKey(titled.itemType))} · ${titled.product.name}` : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {entry && item && (
          <Stack gap="md" ref={contentRef}>
            {!entry.subParty.isDefault && <Text size="sm">{t('partyDetail.subPartyName', { name: entry.subParty.name })}</Text>}
            <Text size="sm">
              {t('partyDetail.quantityAndAmount', { quantity: formatKg(item.quantity), amount: formatAmount(item.amount) })}
            </Text>
            <Writable>
              <div {...guard.fieldsProps}>
                <RateForm key={`${item.id}:${item.workRate}:${item.lossPercentage}:${item.marketRate}`} entry={entry} onSaved={guard.saved} />
              </div>
            </Writable>
            {/* The dialog's slips have their own row menu, in front of the dialog. */}
            <RowMenuProvider>
              <SlipTable entry={entry} actions={actions} />
            </RowMenuProvider>
            <Writable>
              <Group justify="flex-end">
                <Button variant="light" onClick={() => actions.addSlip(entry)}>
                  {t('partyDetail.addSlip')}
                </Button>
              </Group>
            </Writable>
          </Stack>
        )}
      </Modal>
      {guard.prompt}
    </>
  );
}
