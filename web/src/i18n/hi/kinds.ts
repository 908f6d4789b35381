// हिन्दी: the kinds' words, from the one home of these names (@ledger/contract entryKinds.ts), as en/kinds.ts.
import { entryKindWords } from '@ledger/contract';
import type { Catalogue } from '../types';

export const kinds: Catalogue['kinds'] = entryKindWords('hi');
