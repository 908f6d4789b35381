// Every event type has exactly one handler: the type of `handlers` catches a missing one, this
// catches a type handled by two concept maps (object spread would silently keep the last one) and a
// handler for a type that no longer exists.
import { describe, expect, it } from 'vitest';
import { eventSchemas } from '../../events.ts';
import { handlers } from '../evolve.ts';
import { billHandlers } from './bills.ts';
import { cashHandlers } from './cash.ts';
import { companyHandlers } from './companies.ts';
import { partyHandlers, subPartyHandlers } from './parties.ts';
import { productHandlers } from './products.ts';
import { slipHandlers } from './slips.ts';
import { noteHandlers } from './notes.ts';
import { deemedSupplyHandlers } from './deemedSupply.ts';

describe('ledger event handlers', () => {
  it('given every concept map, then each event type has exactly one handler', () => {
    const maps = [companyHandlers, productHandlers, partyHandlers, subPartyHandlers, slipHandlers, billHandlers, cashHandlers, noteHandlers, deemedSupplyHandlers];
    const handled = maps.flatMap((map) => Object.keys(map)).sort();
    expect(handled).toEqual(Object.keys(eventSchemas).sort());
    expect(Object.keys(handlers).sort()).toEqual(handled);
    for (const handler of Object.values(handlers)) expect(typeof handler).toBe('function');
  });
});
