// A new slip's rates: work rate, loss % and its burn-loss choice, market rate and whether it counts. When this
// month's item exists its rates show read-only, and the owner may choose to change them (every slip of the item is
// then re-priced, said above the fields).
import { Alert, Button, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import type { SlipFormValues } from '../api/slip-form';
import { BurnLossChoice } from './BurnLossChoice';
import type { RateFill } from './useSlipFills';
import '../../../i18n/en/entryDrawers';

export function SlipRatesFields({ form, fill }: { form: UseFormReturnType<SlipFormValues>; fill: RateFill }) {
  const { t } = useTranslation();
  const { locked } = fill;
  return (
    <>
      {fill.itemExists && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {fill.changing ? t('entryDrawers.newRatesForItem') : t('entryDrawers.itemHasRates')}
          </Text>
          {!fill.changing && (
            <Button size="compact-sm" variant="light" onClick={fill.startChanging}>
              {t('entryDrawers.changeItemRates')}
            </Button>
          )}
        </Group>
      )}
      {fill.itemExists && fill.changing && (
        <Alert color="yellow" variant="light" title={t('entryDrawers.repricesTitle')} styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}>
          {t('entryDrawers.repricesWarning')}
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <DecimalInput label={t('entryDrawers.workRateKg')} withAsterisk readOnly={locked} {...form.getInputProps('workRate')} />
        <DecimalInput label={t('entryDrawers.lossPercent')} withAsterisk readOnly={locked} {...form.getInputProps('lossPercentage')} />
      </SimpleGrid>
      <BurnLossChoice readOnly={locked} {...form.getInputProps('lossMode')} />
      <DecimalInput
        label={t('entryDrawers.marketRateKg')}
        withAsterisk
        readOnly={locked}
        description={t('entryDrawers.marketRateHint')}
        {...form.getInputProps('marketRate')}
      />
      <Checkbox label={t('entryDrawers.countMarketRate')} disabled={locked} {...form.getInputProps('includeMarketRate', { type: 'checkbox' })} />
      {fill.source === 'previous' && (
        <Text size="xs" c="dimmed">
          {t('entryDrawers.slipPrefilled')}
        </Text>
      )}
    </>
  );
}
