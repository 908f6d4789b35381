// हिन्दी: the ledger strings; the same keys as en/ledger.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const ledger: Catalogue['ledger'] = {};
