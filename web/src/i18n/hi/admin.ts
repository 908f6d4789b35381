// हिन्दी: the admin strings; the same keys as en/admin.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const admin: Catalogue['admin'] = {};
