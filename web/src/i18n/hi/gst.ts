// हिन्दी: the gst strings; the same keys as en/gst.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const gst: Catalogue['gst'] = {};
