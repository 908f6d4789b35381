// हिन्दी: the products strings; the same keys as en/products.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const products: Catalogue['products'] = {};
