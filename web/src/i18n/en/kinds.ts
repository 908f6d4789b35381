// What each kind of entry is called (name), its badge (a slip's IN or OUT), the hint said beside some names,
// and the directions' words: read from the one home of these names, @ledger/contract entryKinds.ts, which
// the server's files read too. Nothing is written here; phrases around a name are templates elsewhere in
// the catalogue ("Add {{what}}", "{{kind}} added").
import { entryKindWords } from '@ledger/contract';
import { english } from '../english';

export const kinds = english('kinds', entryKindWords('en'));
