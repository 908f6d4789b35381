// Endpoints of cash (docs/ledger-api.md "Cash"): cash received (inward) and cash paid (outward) from or
// to a party, each with add, update and delete.
import { z } from 'zod';
import { commandAckSchema, defineEndpoint, pathUnder, type Endpoint } from '../endpoint.ts';
import { pathsByEventValue } from '../documentKinds.ts';
import type { CashDirection } from '../enums.ts';
import { amount, isoDate, noteText, uuid } from '../fields.ts';
import { cashShape } from '../shapes.ts';

/** Each direction's path base (the registry's wire table, documentKinds.ts). */
export const CASH_PATHS = pathsByEventValue('cash') satisfies Record<CashDirection, string>;

/**
 * A cash receipt's own fields as its add takes them (its update takes each alone): the web's cash form checks what
 * is typed with these, so it refuses what the API refuses, with the same messages.
 */
export const cashFields = { amount: amount('Amount', { positive: true }), note: noteText(), issueDate: isoDate('Issue date') };

function directionEndpoints<D extends CashDirection>(direction: D) {
  const base = CASH_PATHS[direction];
  return {
    add: defineEndpoint({
      path: pathUnder(base, '/add/v1'),
      access: 'companyWrite',
      request: z.object({ partyId: uuid('Party'), ...cashFields }),
      response: cashShape,
      command: true,
    }),
    update: defineEndpoint({
      path: pathUnder(base, '/update/v1'),
      access: 'companyWrite',
      request: z.object({ filter: z.object({ id: uuid('Cash receipt') }), update: z.object({ amount: cashFields.amount.optional(), note: cashFields.note.optional(), issueDate: cashFields.issueDate.optional() }) }),
      response: cashShape,
      command: true,
    }),
    remove: defineEndpoint({
      path: pathUnder(base, '/delete/v1'),
      access: 'companyWrite',
      request: z.object({ id: uuid('Cash receipt') }),
      response: commandAckSchema,
      command: true,
    }),
  };
}

export const cashEndpointsByDirection = { INWARD: directionEndpoints('INWARD'), OUTWARD: directionEndpoints('OUTWARD') };

export const cashEndpoints: Record<string, Endpoint> = Object.fromEntries(
  Object.entries(cashEndpointsByDirection).flatMap(([direction, e]) => Object.entries(e).map(([name, endpoint]) => [`${direction}.${name}`, endpoint])),
);
