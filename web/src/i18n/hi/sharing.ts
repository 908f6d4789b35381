// हिन्दी: the sharing strings; the same keys as en/sharing.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const sharing: Catalogue['sharing'] = {};
