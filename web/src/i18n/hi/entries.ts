// हिन्दी: the entries strings; the same keys as en/entries.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const entries: Catalogue['entries'] = {};
