// Sub-parties: the default one is fixed; a named one with documents is archived on delete,
// one without documents is removed (ledger rules, "Deleting").
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../context.ts';
import { notFound, refused } from '../http/errors.ts';
import { optionalText, requiredText, uuid } from '@ledger/contract';
import type { Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';
import { findParty } from './parties.ts';

export interface SubPartyRow {
  id: string;
  party_id: string;
  name: string;
  note: string | null;
  is_default: boolean;
  is_archived: boolean;
  party_name: string;
}

export const subPartyDto = (s: SubPartyRow, include: { details?: boolean; party?: boolean } = { details: true, party: true }) => ({
  id: s.id,
  name: s.name,
  isDefault: s.is_default,
  isArchived: s.is_archived,
  ...(include.details ? { details: { note: s.note } } : {}),
  ...(include.party ? { party: { id: s.party_id, name: s.party_name } } : {}),
});

const SELECT = `SELECT s.*, p.name AS party_name FROM rm_sub_party s JOIN rm_party p ON p.company_id = s.company_id AND p.id = s.party_id`;

export async function findSubParty(tx: Tx, companyId: string, id: string): Promise<SubPartyRow> {
  const { rows } = await tx.query<SubPartyRow>(`${SELECT} WHERE s.company_id = $1 AND s.id = $2`, [companyId, id]);
  if (!rows.length) throw notFound('Sub party not found');
  return rows[0];
}

async function assertNameFree(tx: Tx, companyId: string, partyId: string, name: string, exceptId: string | null) {
  const { rows } = await tx.query(
    `SELECT 1 FROM rm_sub_party WHERE company_id = $1 AND party_id = $2 AND lower(name) = lower($3)
       AND NOT is_archived AND ($4::uuid IS NULL OR id <> $4)`,
    [companyId, partyId, name, exceptId],
  );
  if (rows.length) throw refused('Sub party with this name already exists', 'name');
}

const name = requiredText('Sub party name', 50);
const note = optionalText('Note', 1000);

export function subPartyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(
    '/subParty/list/v1',
    'companyRead',
    z.object({
      filter: z.object({ partyId: uuid('Party').optional(), id: uuid('Sub party').optional(), includeArchived: z.boolean().optional() }).optional(),
      include: z.object({ details: z.boolean().optional(), party: z.boolean().optional() }).optional(),
    }),
    async (input, auth) => {
      const f = input.filter ?? {};
      const { rows } = await pool.query<SubPartyRow>(
        `${SELECT} WHERE s.company_id = $1 AND ($2::uuid IS NULL OR s.party_id = $2) AND ($3::uuid IS NULL OR s.id = $3)
           AND ($4 OR NOT s.is_archived OR s.id = $3)
         ORDER BY lower(p.name), p.id, s.is_default DESC, lower(s.name), s.id`,
        [auth.companyId, f.partyId ?? null, f.id ?? null, Boolean(f.includeArchived)],
      );
      return rows.map((s) => subPartyDto(s, input.include ?? {}));
    },
  );

  route('/subParty/add/v1', 'companyWrite', z.object({ partyId: uuid('Party'), name, note }), async (input, auth, meta) => {
    const { result } = await runCommand(svc, auth, meta, async (tx) => {
      await findParty(tx, auth.companyId, input.partyId);
      await assertNameFree(tx, auth.companyId, input.partyId, input.name, null);
      const subPartyId = randomUUID();
      return {
        events: [{ type: 'SubPartyAdded', streamId: `subParty:${subPartyId}`, data: { subPartyId, partyId: input.partyId, name: input.name, note: input.note } }],
        result: { id: subPartyId },
      };
    });
    return subPartyDto(await findSubParty(pool, auth.companyId, result.id));
  });

  route(
    '/subParty/update/v1',
    'companyWrite',
    z.object({ filter: z.object({ id: uuid('Sub party') }), update: z.object({ name: name.optional(), note: note.optional() }) }),
    async (input, auth, meta) => {
      const id = input.filter.id;
      await runCommand(svc, auth, meta, async (tx) => {
        const s = await findSubParty(tx, auth.companyId, id);
        if (s.is_default) throw refused('The default sub party cannot be changed');
        const newName = input.update.name ?? s.name;
        if (newName.toLowerCase() !== s.name.toLowerCase()) await assertNameFree(tx, auth.companyId, s.party_id, newName, id);
        return {
          events: [{
            type: 'SubPartyUpdated', streamId: `subParty:${id}`,
            data: { subPartyId: id, name: newName, note: input.update.note === undefined ? s.note : input.update.note },
          }],
          result: { id },
        };
      });
      return subPartyDto(await findSubParty(pool, auth.companyId, id));
    },
  );

  route('/subParty/delete/v1', 'companyWrite', z.object({ id: uuid('Sub party') }), async (input, auth, meta) => {
    const { result } = await runCommand(svc, auth, meta, async (tx) => {
      const s = await findSubParty(tx, auth.companyId, input.id);
      if (s.is_default) throw refused('The default sub party cannot be deleted');
      if (s.is_archived) throw notFound('Sub party not found');
      const { rows } = await tx.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM rm_job_work_item WHERE company_id = $1 AND sub_party_id = $2)
              + (SELECT count(*) FROM rm_bill WHERE company_id = $1 AND sub_party_id = $2) AS n`,
        [auth.companyId, input.id],
      );
      const archived = Number(rows[0].n) > 0;
      return {
        events: [archived
          ? { type: 'SubPartyArchived', streamId: `subParty:${input.id}`, data: { subPartyId: input.id } }
          : { type: 'SubPartyRemoved', streamId: `subParty:${input.id}`, data: { subPartyId: input.id } }],
        result: { id: input.id, archived },
      };
    });
    return result;
  });
}
