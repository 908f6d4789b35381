// हिन्दी: the print strings; the same keys as en/print.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const print: Catalogue['print'] = {};
