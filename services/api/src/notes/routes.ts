// Note routes, one set per note kind from the contract's path table: parse → decide on the folded state → append → answer.
import { randomUUID } from 'node:crypto';
import { DOCUMENT_KIND, documentsEn, noteEndpointsByKind, type NoteKind } from '@ledger/contract';
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { documentAnswer, noteJson } from '../ledger/documentJson.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';
import { noteDecider, type NoteCommand } from './decide.ts';

const ANSWER_SQL = `SELECT ${noteJson('k', 'p')}::text AS json FROM rm_cash k JOIN rm_party p ON p.company_id = k.company_id AND p.id = k.party_id
  WHERE k.company_id = $1 AND k.id = $2 AND k.kind = $3`;

const noteAnswer = (tx: Tx, companyId: string, id: string, kind: NoteKind) =>
  documentAnswer(tx, ANSWER_SQL, [companyId, id, kind], documentsEn[DOCUMENT_KIND[kind].label.name]);

export function noteRoutes(svc: Services, route: Route): void {
  const run = (auth: CompanyAuth, meta: RequestMeta, command: NoteCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => noteDecider(command, state, { now: svc.now(), newId: randomUUID }));

  for (const [kind, e] of Object.entries(noteEndpointsByKind) as Array<[NoteKind, (typeof noteEndpointsByKind)[NoteKind]]>) {
    route(e.add, async (input, auth, meta) => {
      const { result } = await run(auth, meta, { type: 'AddNote', kind, ...input });
      return noteAnswer(svc.pool, auth.companyId, result.id, kind);
    });
    route(e.update, async (input, auth, meta) => {
      await run(auth, meta, { type: 'UpdateNote', kind, ...input });
      return noteAnswer(svc.pool, auth.companyId, input.filter.id, kind);
    });
    route(e.remove, async (input, auth, meta) => {
      await run(auth, meta, { type: 'DeleteNote', kind, ...input });
      return { id: input.id };
    });
  }
}
