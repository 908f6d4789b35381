// हिन्दी: the settings strings; the same keys as en/settings.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const settings: Catalogue['settings'] = {};
