// हिन्दी: the entryDrawers strings; the same keys as en/entryDrawers.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const entryDrawers: Catalogue['entryDrawers'] = {};
