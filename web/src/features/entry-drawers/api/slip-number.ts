// A slip's printed number: prefix-slipNo, or the bare number without a prefix.
import type { Slip } from './schemas';

export const slipNumber = (slip: Pick<Slip, 'prefix' | 'slipNo'>) => (slip.prefix ? `${slip.prefix}-${slip.slipNo}` : slip.slipNo);
