// Party routes: parse (the contract) → decide on the folded state → append; writes answer the party as it is
// now, so they wait for the read model (or answer pending past the bound).
import { randomUUID } from 'node:crypto';
import { partiesEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import { coded } from '../http/errors.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { partyDecider, type PartyCommand } from './decide.ts';
import { findParty, listParties, partyJson } from './read.ts';

export function partyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const run = (auth: CompanyAuth, meta: RequestMeta, command: PartyCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => partyDecider(command, state, { now: svc.now(), newId: randomUUID }));

  route(endpoints.list, async (input, auth) => {
    const id = input.filter?.id ?? null;
    const rows = await listParties(pool, auth.companyId, id);
    if (id && !rows.length) throw coded(404, 'notFound', { thing: 'Party' });
    // A gate clerk gets names (and contact) only: details and stats carry rupee figures (docs/gate.md).
    const include = auth.role === 'clerk' ? { contact: input.include?.contact } : (input.include ?? {});
    return rows.map((p) => partyJson(p, include));
  });

  route(endpoints.add, async (input, auth, meta) => {
    const { name, note, openingReceivableQuantity, openingReceivableAmount, contact } = input;
    const { result } = await run(auth, meta, { type: 'AddParty', name, note, openingReceivableQuantity, openingReceivableAmount, contact });
    return partyJson(await findParty(pool, auth.companyId, result.id));
  });

  route(endpoints.update, async (input, auth, meta) => {
    const partyId = input.filter.id;
    await run(auth, meta, { type: 'UpdateParty', partyId, update: input.update });
    return partyJson(await findParty(pool, auth.companyId, partyId));
  });

  route(endpoints.delete, async (input, auth, meta) => {
    await run(auth, meta, { type: 'DeleteParty', partyId: input.id });
    return { id: input.id };
  });
}
