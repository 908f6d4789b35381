// Parties with their opening receivable balances; every party is born with a default sub-party.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../context.ts';
import { notFound, refused } from '../http/errors.ts';
import { amount, optionalText, quantity, requiredText, uuid } from '@ledger/contract';
import type { Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';

export interface PartyRow {
  id: string;
  name: string;
  note: string | null;
  opening_quantity: string;
  opening_amount: string;
  closing_quantity: string;
  closing_amount: string;
  default_sub_party_id: string;
}

export const partyDto = (p: PartyRow, include: { details?: boolean; stats?: boolean } = { details: true, stats: true }) => ({
  id: p.id,
  name: p.name,
  ...(include.details
    ? { details: { note: p.note, openingReceivableQuantity: p.opening_quantity, openingReceivableAmount: p.opening_amount } }
    : {}),
  ...(include.stats ? { stats: { closingReceivableQuantity: p.closing_quantity, closingReceivableAmount: p.closing_amount } } : {}),
});

export async function findParty(tx: Tx, companyId: string, id: string): Promise<PartyRow> {
  const { rows } = await tx.query<PartyRow>('SELECT * FROM rm_party WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (!rows.length) throw notFound('Party not found');
  return rows[0];
}

async function assertNameFree(tx: Tx, companyId: string, name: string, exceptId: string | null): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM rm_party WHERE company_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3)',
    [companyId, name, exceptId],
  );
  if (rows.length) throw refused('Party with this name already exists', 'name');
}

/** Live documents of a party: slips, bills and challans, cash receipts. */
export async function partyEntryCount(tx: Tx, companyId: string, partyId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM rm_slip WHERE company_id = $1 AND party_id = $2)
          + (SELECT count(*) FROM rm_bill WHERE company_id = $1 AND party_id = $2)
          + (SELECT count(*) FROM rm_cash WHERE company_id = $1 AND party_id = $2) AS n`,
    [companyId, partyId],
  );
  return Number(rows[0].n);
}

const name = requiredText('Party name', 50);
const note = optionalText('Note', 1000);
const openingQuantity = quantity('Opening receivable quantity', { signed: true });
const openingAmount = amount('Opening receivable amount', { signed: true });

export function partyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(
    '/party/list/v1',
    'companyRead',
    z.object({
      filter: z.object({ id: uuid('Party').optional() }).optional(),
      include: z.object({ details: z.boolean().optional(), stats: z.boolean().optional() }).optional(),
    }),
    async (input, auth) => {
      const { rows } = await pool.query<PartyRow>(
        'SELECT * FROM rm_party WHERE company_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY lower(name), id',
        [auth.companyId, input.filter?.id ?? null],
      );
      if (input.filter?.id && !rows.length) throw notFound('Party not found');
      return rows.map((p) => partyDto(p, input.include ?? {}));
    },
  );

  route(
    '/party/add/v1',
    'companyWrite',
    z.object({
      name,
      note,
      openingReceivableQuantity: openingQuantity.prefault('0'),
      openingReceivableAmount: openingAmount.prefault('0'),
    }),
    async (input, auth, meta) => {
      const { result } = await runCommand(svc, auth, meta, async (tx) => {
        await assertNameFree(tx, auth.companyId, input.name, null);
        const partyId = randomUUID();
        return {
          events: [{
            type: 'PartyAdded',
            streamId: `party:${partyId}`,
            data: {
              partyId, defaultSubPartyId: randomUUID(), name: input.name, note: input.note,
              openingReceivableQuantity: input.openingReceivableQuantity, openingReceivableAmount: input.openingReceivableAmount,
            },
          }],
          result: { id: partyId },
        };
      });
      return partyDto(await findParty(pool, auth.companyId, result.id));
    },
  );

  route(
    '/party/update/v1',
    'companyWrite',
    z.object({
      filter: z.object({ id: uuid('Party') }),
      update: z.object({
        name: name.optional(),
        note: note.optional(),
        openingReceivableQuantity: openingQuantity.optional(),
        openingReceivableAmount: openingAmount.optional(),
      }),
    }),
    async (input, auth, meta) => {
      const partyId = input.filter.id;
      const u = input.update;
      await runCommand(svc, auth, meta, async (tx) => {
        const p = await findParty(tx, auth.companyId, partyId);
        const newName = u.name ?? p.name;
        if (newName.toLowerCase() !== p.name.toLowerCase()) await assertNameFree(tx, auth.companyId, newName, partyId);
        return {
          events: [{
            type: 'PartyUpdated',
            streamId: `party:${partyId}`,
            data: {
              partyId, name: newName, note: u.note === undefined ? p.note : u.note,
              openingReceivableQuantity: u.openingReceivableQuantity ?? p.opening_quantity,
              openingReceivableAmount: u.openingReceivableAmount ?? p.opening_amount,
            },
          }],
          result: { id: partyId },
        };
      });
      return partyDto(await findParty(pool, auth.companyId, partyId));
    },
  );

  route('/party/delete/v1', 'companyWrite', z.object({ id: uuid('Party') }), async (input, auth, meta) => {
    await runCommand(svc, auth, meta, async (tx) => {
      await findParty(tx, auth.companyId, input.id);
      const n = await partyEntryCount(tx, auth.companyId, input.id);
      if (n > 0) throw refused(`Party has ${n} ${n === 1 ? 'entry' : 'entries'}; delete them first`);
      return { events: [{ type: 'PartyDeleted', streamId: `party:${input.id}`, data: { partyId: input.id } }], result: { id: input.id } };
    });
    return { id: input.id };
  });
}
