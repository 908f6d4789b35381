// हिन्दी: the dashboard strings; the same keys as en/dashboard.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const dashboard: Catalogue['dashboard'] = {};
