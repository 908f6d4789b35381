// The fold's given for handler specs (challans, the job worker's challan, named returns): a company with one party
// (its default sub-party) and one product, and `fold`, which evolves a list of events from an empty state.
import type { LedgerEvent } from '../../events.ts';
import { evolve } from '../evolve.ts';
import { discardDirty, emptyState } from '../state.ts';

/** A fixed uuid by number. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const [party, sub, product] = [id(1), id(2), id(3)];

/** The company, its product and its party: the events every spec starts from. */
export const base = [
  { type: 'CompanyCreated', data: { name: 'Acme', defaultPrefix: null } },
  { type: 'ProductAdded', data: { productId: product, name: 'Pipe', note: null } },
  { type: 'PartyAdded', data: { partyId: party, defaultSubPartyId: sub, name: 'P', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' } },
];

/** The state after folding `events` in order (seq 1, 2, …), all recorded at one instant. */
export function fold(events: Array<{ type: string; data: object }>) {
  const state = emptyState(id(99));
  events.forEach((e, i) => evolve(state, { ...e, seq: i + 1, recordedAt: '2026-11-23T06:30:00.000Z' } as LedgerEvent, discardDirty()));
  return state;
}
