// Sub-party routes: parse (the contract) → decide on the folded state → append; adds and updates answer the
// sub-party as it is now, deletes whether it was archived (read once the delete is projected).
import { randomUUID } from 'node:crypto';
import { subPartiesEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { subPartyDecider, type SubPartyCommand } from './decide.ts';
import { findSubParty, isArchived, listSubParties, subPartyJson } from './read.ts';

export function subPartyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const run = (auth: CompanyAuth, meta: RequestMeta, command: SubPartyCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => subPartyDecider(command, state, { now: svc.now(), newId: randomUUID }));

  route(endpoints.list, async (input, auth) => {
    const rows = await listSubParties(pool, auth.companyId, input.filter ?? {});
    return rows.map((s) => subPartyJson(s, input.include ?? {}));
  });

  route(endpoints.add, async (input, auth, meta) => {
    const { result } = await run(auth, meta, { type: 'AddSubParty', partyId: input.partyId, name: input.name, note: input.note });
    return subPartyJson(await findSubParty(pool, auth.companyId, result.id));
  });

  route(endpoints.update, async (input, auth, meta) => {
    const subPartyId = input.filter.id;
    await run(auth, meta, { type: 'UpdateSubParty', subPartyId, update: input.update });
    return subPartyJson(await findSubParty(pool, auth.companyId, subPartyId));
  });

  route(endpoints.restore, async (input, auth, meta) => {
    await run(auth, meta, { type: 'RestoreSubParty', subPartyId: input.id });
    return subPartyJson(await findSubParty(pool, auth.companyId, input.id));
  });

  route(endpoints.delete, async (input, auth, meta) => {
    await run(auth, meta, { type: 'DeleteSubParty', subPartyId: input.id });
    return { id: input.id, archived: await isArchived(pool, auth.companyId, input.id) };
  });
}
