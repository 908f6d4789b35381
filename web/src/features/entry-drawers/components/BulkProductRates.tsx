// The rates of one product in the bulk slip drawer, pre-filled like the single slip form: this month's
// item's rates (shown, not editable: they belong to the item, changed on the party page), else the
// previous month's or the defaults, which the owner may change before the new item is started.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { formatAmount } from '../../../lib/format';
import { useSlipRates, type Rates, type RatesInput } from '../api/get-slip-rates';
import { draftProblems, type RateDraft } from '../api/bulk-form';
import { rateValuesOf, type RateValues } from '../api/rate-values';
import { BurnLossChoice } from './BurnLossChoice';
import '../../../i18n/en/entryDrawers';

const lossModeOf = (value: string): RateValues['lossMode'] => (value === 'exclusive' ? 'exclusive' : 'inclusive');
const draftOf = (rates: Rates): RateDraft => ({ ...rateValuesOf(rates), source: rates.source, typed: false });

interface BulkProductRatesProps {
  productName: string;
  query: RatesInput | null;
  draft: RateDraft | undefined;
  disabled: boolean;
  onChange: (draft: RateDraft) => void;
}

export function BulkProductRates({ productName, query, draft, disabled, onChange }: BulkProductRatesProps) {
  const { t } = useTranslation();
  const rates = useSlipRates(query);
  useEffect(() => {
    if (!rates.data || disabled) return;
    if (draft?.typed && rates.data.source !== 'item') {
      onChange({ ...draft, source: rates.data.source, marketRate: rates.data.marketRate, includeMarketRate: rates.data.includeMarketRate });
    } else onChange(draftOf(rates.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rates.data]);

  const problems = draft ? draftProblems(draft) : {};
  const change = (patch: Partial<RateDraft>) => draft && onChange({ ...draft, ...patch, typed: true });

  return (
    <Paper withBorder p="xs" radius="sm" component="fieldset" aria-label={t('entryDrawers.ratesOf', { product: productName })}>
      <Stack gap="xs">
        <Text size="sm" fw={600} component="legend">
          {t('entryDrawers.ratesOf', { product: productName })}
        </Text>
        {!draft ? (
          <Text size="sm" c="dimmed">
            {query ? t('entryDrawers.loadingRates') : t('entryDrawers.chooseSubPartyAndDate')}
          </Text>
        ) : draft.source === 'item' ? (
          <Text size="sm">
            {t('entryDrawers.itemRatesSummary', {
              workRate: formatAmount(draft.workRate),
              loss: draft.lossPercentage,
              mode: draft.lossMode === 'exclusive' ? t('entryDrawers.modeExclusive') : t('entryDrawers.modeInclusive'),
            })}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={2} spacing="xs">
              <DecimalInput
                label={t('entryDrawers.workRateKg')}
                withAsterisk
                value={draft.workRate}
                disabled={disabled}
                error={problems.workRate}
                onChange={(workRate) => change({ workRate })}
              />
              <DecimalInput
                label={t('entryDrawers.lossPercent')}
                withAsterisk
                value={draft.lossPercentage}
                disabled={disabled}
                error={problems.lossPercentage}
                onChange={(lossPercentage) => change({ lossPercentage })}
              />
            </SimpleGrid>
            <BurnLossChoice
              value={draft.lossMode}
              disabled={disabled}
              onChange={(value) => change({ lossMode: lossModeOf(value) })}
            />
            {draft.source === 'previous' && (
              <Text size="xs" c="dimmed">
                {t('entryDrawers.bulkPrefilled')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
