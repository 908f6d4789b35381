// हिन्दी: the audit strings; the same keys as en/audit.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const audit: Catalogue['audit'] = {};
