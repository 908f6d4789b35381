// Cash received (inward) and cash paid (outward): money between us and a party.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CashDirection } from '@ledger/projections';
import type { Services } from '../context.ts';
import { amount, isoDate, optionalText, uuid } from '@ledger/contract';
import type { Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { findParty } from '../parties/read.ts';
import { cashDto, findCash } from './dto.ts';

const KINDS: Array<{ base: string; direction: CashDirection }> = [
  { base: '/inwardCashReceipt', direction: 'INWARD' },
  { base: '/outwardCashReceipt', direction: 'OUTWARD' },
];

const money = amount('Amount', { positive: true });

export function cashRoutes(svc: Services, route: Route): void {
  for (const { base, direction } of KINDS) {
    route(
      `${base}/add/v1`,
      'companyWrite',
      z.object({ partyId: uuid('Party'), amount: money, note: optionalText('Note', 1000), issueDate: isoDate('Issue date') }),
      async (input, auth, meta) => {
        const { result } = await runCommand(svc, auth, meta, async (tx) => {
          await findParty(tx, auth.companyId, input.partyId);
          const cashId = randomUUID();
          return {
            events: [{
              type: 'CashAdded', streamId: `cash:${cashId}`,
              data: { cashId, direction, partyId: input.partyId, issueDate: input.issueDate, amount: input.amount, note: input.note },
            }],
            result: { id: cashId },
          };
        });
        return cashDto(await findCash(svc.pool, auth.companyId, result.id, direction));
      },
    );

    route(
      `${base}/update/v1`,
      'companyWrite',
      z.object({ filter: z.object({ id: uuid('Cash receipt') }), update: z.object({ amount: money.optional(), note: optionalText('Note', 1000).optional() }) }),
      async (input, auth, meta) => {
        const id = input.filter.id;
        await runCommand(svc, auth, meta, async (tx) => {
          const c = await findCash(tx, auth.companyId, id, direction);
          return {
            events: [{
              type: 'CashUpdated', streamId: `cash:${id}`,
              data: { cashId: id, amount: input.update.amount ?? c.amount, note: input.update.note === undefined ? c.note : input.update.note },
            }],
            result: { id },
          };
        });
        return cashDto(await findCash(svc.pool, auth.companyId, id, direction));
      },
    );

    route(`${base}/delete/v1`, 'companyWrite', z.object({ id: uuid('Cash receipt') }), async (input, auth, meta) => {
      await runCommand(svc, auth, meta, async (tx) => {
        await findCash(tx, auth.companyId, input.id, direction);
        return { events: [{ type: 'CashDeleted', streamId: `cash:${input.id}`, data: { cashId: input.id } }], result: { id: input.id } };
      });
      return { id: input.id };
    });
  }
}
