// Bill routes, one set per kind from the contract's path table: parse → decide on the folded state → append → answer.
import { randomUUID } from 'node:crypto';
import { billEndpointsByKind, type BillKind } from '@ledger/projections';
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { billJson, documentAnswer } from '../ledger/documentJson.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';
import { billDecider, type BillCommand } from './decide.ts';

const answerSql = (kind: BillKind) => `SELECT ${billJson(kind)}::text AS json
  FROM (SELECT b.*, p.name AS product_name FROM rm_bill b JOIN rm_product p ON p.company_id = b.company_id AND p.id = b.product_id
        WHERE b.company_id = $1 AND b.id = $2 AND b.kind = '${kind}') b
  JOIN rm_sub_party s ON s.company_id = b.company_id AND s.id = b.sub_party_id`;

const billAnswer = (tx: Tx, companyId: string, id: string, kind: BillKind) => documentAnswer(tx, answerSql(kind), [companyId, id], 'Bill');

export function billRoutes(svc: Services, route: Route): void {
  const run = (auth: CompanyAuth, meta: RequestMeta, command: BillCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => billDecider(command, state, { now: svc.now(), newId: randomUUID }));

  for (const [kind, e] of Object.entries(billEndpointsByKind) as Array<[BillKind, (typeof billEndpointsByKind)[BillKind]]>) {
    route(e.add, async (input, auth, meta) => {
      const { result } = await run(auth, meta, { type: 'AddBill', kind, ...input });
      return billAnswer(svc.pool, auth.companyId, result.id, kind);
    });
    route(e.update, async (input, auth, meta) => {
      await run(auth, meta, { type: 'UpdateBill', kind, ...input });
      return billAnswer(svc.pool, auth.companyId, input.filter.id, kind);
    });
    route(e.remove, async (input, auth, meta) => {
      await run(auth, meta, { type: 'DeleteBill', kind, ...input });
      return { id: input.id };
    });
  }
}
