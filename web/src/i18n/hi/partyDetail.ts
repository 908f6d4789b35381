// हिन्दी: the partyDetail strings; the same keys as en/partyDetail.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const partyDetail: Catalogue['partyDetail'] = {};
