// Cash routes, one set per direction from the contract's path table: parse → decide on the folded state → append → answer.
import { randomUUID } from 'node:crypto';
import { cashEndpointsByDirection, type CashDirection } from '@ledger/projections';
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { cashJson, documentAnswer } from '../ledger/documentJson.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';
import { cashDecider, type CashCommand } from './decide.ts';

const ANSWER_SQL = `SELECT ${cashJson('k', 'p')}::text AS json FROM rm_cash k JOIN rm_party p ON p.company_id = k.company_id AND p.id = k.party_id
  WHERE k.company_id = $1 AND k.id = $2 AND k.direction = $3`;

const cashAnswer = (tx: Tx, companyId: string, id: string, direction: CashDirection) => documentAnswer(tx, ANSWER_SQL, [companyId, id, direction], 'Cash receipt');

export function cashRoutes(svc: Services, route: Route): void {
  const run = (auth: CompanyAuth, meta: RequestMeta, command: CashCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => cashDecider(command, state, { now: svc.now(), newId: randomUUID }));

  for (const [direction, e] of Object.entries(cashEndpointsByDirection) as Array<[CashDirection, (typeof cashEndpointsByDirection)[CashDirection]]>) {
    route(e.add, async (input, auth, meta) => {
      const { result } = await run(auth, meta, { type: 'AddCash', direction, ...input });
      return cashAnswer(svc.pool, auth.companyId, result.id, direction);
    });
    route(e.update, async (input, auth, meta) => {
      await run(auth, meta, { type: 'UpdateCash', direction, ...input });
      return cashAnswer(svc.pool, auth.companyId, input.filter.id, direction);
    });
    route(e.remove, async (input, auth, meta) => {
      await run(auth, meta, { type: 'DeleteCash', direction, ...input });
      return { id: input.id };
    });
  }
}
