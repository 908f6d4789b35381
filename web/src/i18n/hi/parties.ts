// हिन्दी: the parties strings; the same keys as en/parties.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const parties: Catalogue['parties'] = {};
