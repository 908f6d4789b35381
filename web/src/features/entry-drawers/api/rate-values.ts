// A job-work item's rates as the slip, bulk and item forms hold them (typed text and a burn-loss
// choice), read from the server's rates and turned back into the fields its requests take.
import { slipRateFields } from '@ledger/contract';
import { asDecimal, readDecimal } from '../../../lib/decimal-input';
import { toScaled } from '../../../lib/decimal';
import type { Rates } from './get-slip-rates';
import { requestResolver, typedDecimal } from '../../../lib/request-check';

export interface RateValues {
  workRate: string;
  lossPercentage: string;
  lossMode: 'inclusive' | 'exclusive';
  marketRate: string;
  includeMarketRate: boolean;
}

/** The rates as the API reads and takes them (a slip add, an item update, an item, the rates endpoint). */
export type ServerRates = Pick<Rates, 'workRate' | 'lossPercentage' | 'isLossInclusive' | 'marketRate' | 'includeMarketRate'>;

/** An item's (or the rates endpoint's) rates as form values. */
export const rateValuesOf = (rates: ServerRates): RateValues => ({
  workRate: rates.workRate,
  lossPercentage: rates.lossPercentage,
  lossMode: rates.isLossInclusive ? 'inclusive' : 'exclusive',
  marketRate: rates.marketRate,
  includeMarketRate: rates.includeMarketRate,
});

/** Just the rate fields of a larger form's values. */
export const pickRates = ({ workRate, lossPercentage, lossMode, marketRate, includeMarketRate }: RateValues): RateValues => ({
  workRate, lossPercentage, lossMode, marketRate, includeMarketRate,
});

/** The rate fields of a slip add or an item update (/jobWorkItem/update/v2). */
export const ratesRequest = (values: RateValues): ServerRates => ({
  workRate: asDecimal(values.workRate),
  lossPercentage: asDecimal(values.lossPercentage),
  isLossInclusive: values.lossMode === 'inclusive',
  marketRate: asDecimal(values.marketRate),
  includeMarketRate: values.includeMarketRate,
});

const { workRate, lossPercentage, marketRate } = slipRateFields;

/** A rates form's check: the rates' own request fields (a new slip's and an item update's), by their codes. */
export const ratesCheck = requestResolver({ workRate, lossPercentage, marketRate }, (values: RateValues) => ({
  workRate: typedDecimal(values.workRate),
  lossPercentage: typedDecimal(values.lossPercentage),
  marketRate: typedDecimal(values.marketRate),
}));

/** Same rates whatever the digits look like ('8' and '8.00', '1,000' and '1000.00'). */
export function sameRates(a: RateValues, b: RateValues): boolean {
  const same = (x: string, y: string) => {
    const [rx, ry] = [readDecimal(x, { scale: 2 }), readDecimal(y, { scale: 2 })];
    return rx.ok && ry.ok ? toScaled(rx.value, 2) === toScaled(ry.value, 2) : x.trim() === y.trim();
  };
  return same(a.workRate, b.workRate) && same(a.lossPercentage, b.lossPercentage) && same(a.marketRate, b.marketRate)
    && a.lossMode === b.lossMode && a.includeMarketRate === b.includeMarketRate;
}
