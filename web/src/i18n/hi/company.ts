// हिन्दी: the company strings; the same keys as en/company.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const company: Catalogue['company'] = {};
