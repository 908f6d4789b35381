// Ledger handlers for deemed supply (Section 143, docs/gst.md "Deemed supply"): the owner's choice on the
// draft tax invoice of an OUT slip's goods still with the job worker past their limit. The choice is kept
// on the slip (its row shows it on the Section 143 list); no balance, figure or date changes, so no month
// is recomputed and the closed-books rule sees no date touched.
import { istDate } from '@ledger/contract';
import type { Dirty, LedgerState } from '../state.ts';
import { must, type Handlers } from './kit.ts';

const choose = (s: LedgerState, slipId: string, seq: number, dirty: Dirty, choice: { status: 'ACCEPTED' | 'DISMISSED'; on: string } | null) => {
  const slip = must(s.slips.get(slipId), `slip ${slipId}`, seq);
  slip.deemedSupply = choice;
  dirty.slips.add(slip.id);
};

export const deemedSupplyHandlers: Handlers<'DeemedSupplyAccepted' | 'DeemedSupplyDismissed' | 'DeemedSupplyUndone'> = {
  DeemedSupplyAccepted: (s, e, dirty) => choose(s, e.data.slipId, e.seq, dirty, { status: 'ACCEPTED', on: istDate(e.recordedAt) }),
  DeemedSupplyDismissed: (s, e, dirty) => choose(s, e.data.slipId, e.seq, dirty, { status: 'DISMISSED', on: istDate(e.recordedAt) }),
  DeemedSupplyUndone: (s, e, dirty) => choose(s, e.data.slipId, e.seq, dirty, null),
};
