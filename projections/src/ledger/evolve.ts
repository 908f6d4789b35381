// The ledger reducer: applies one stored event to a company's state and records what it touched.
// Pure: no I/O, no clock (time comes from the event), so auditors replay it with equal results.
// One small handler per event type, grouped by concept under handlers/.
import type { EventType, LedgerEvent } from '../events.ts';
import { billHandlers } from './handlers/bills.ts';
import { cashHandlers } from './handlers/cash.ts';
import { noteHandlers } from './handlers/notes.ts';
import { companyHandlers } from './handlers/companies.ts';
import type { Handler, Handlers } from './handlers/kit.ts';
import { partyHandlers, subPartyHandlers } from './handlers/parties.ts';
import { productHandlers } from './handlers/products.ts';
import { slipHandlers } from './handlers/slips.ts';
import { deemedSupplyHandlers } from './handlers/deemedSupply.ts';
import type { Dirty, LedgerState } from './state.ts';

export { itemIdFor } from './handlers/slips.ts';
export { nextChallanNo, nextChallanNos, nextSlipNo } from './handlers/kit.ts';

/** Every event type's handler; the type makes a missing one a compile error. */
export const handlers: Handlers<EventType> = {
  ...companyHandlers,
  ...productHandlers,
  ...partyHandlers,
  ...subPartyHandlers,
  ...slipHandlers,
  ...billHandlers,
  ...cashHandlers,
  ...noteHandlers,
  ...deemedSupplyHandlers,
};

export function evolve(s: LedgerState, e: LedgerEvent, dirty: Dirty): void {
  s.seq = e.seq;
  // TypeScript cannot pair handlers[e.type] with e's own type; Handlers<EventType> guarantees it.
  const handler = handlers[e.type] as Handler<EventType> | undefined;
  if (!handler) throw new Error(`Unhandled event ${e.type}`);
  handler(s, e, dirty);
}
