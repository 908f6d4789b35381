// "Verify this company" (projections/src/verify.ts): the worked example of the ledger rules, entered
// over HTTP, folds to exactly the rows of every live read model; rows changed behind the projector's
// back are reported with their table, key, column and both values; the auditor's replay shows them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginVerify, compareWithLive, emptyState, foldAll, verifyCompany, type VerifyDifference } from '@ledger/projections';
import { registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { enterWorkedExample, type Party } from '../support/ledger.ts';
import { formatResult, replayCompany } from '../../scripts/replay-lib.ts';

let api: TestApi;
let owner: Owner;
let party: Party;
let slip: { id: string; jobWorkItemId: string };

async function headSeq(companyId: string): Promise<number> {
  const { rows } = await api.svc.pool.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
  return Number(rows[0].seq);
}

/** In server mode the worker projects asynchronously: wait until the checkpoint reaches the head. */
async function projected(companyId: string): Promise<number> {
  const head = await headSeq(companyId);
  for (let i = 0; i < 200; i++) {
    const { rows } = await api.svc.pool.query<{ seq: string }>(
      `SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = 'ledger'`, [companyId]);
    if (Number(rows[0]?.seq ?? -1) === head) return head;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`company ${companyId} not projected up to ${head}`);
}

const one = async <T extends Record<string, unknown>>(sql: string, values: unknown[]): Promise<T> =>
  (await api.svc.pool.query<T>(sql, values)).rows[0];

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  ({ party, sl2: slip } = await enterWorkedExample(api, owner));
});
afterAll(async () => { await api.close(); });

describe('verifyCompany', () => {
  it('folds every event and finds every read model equal to the replay', async () => {
    const head = await projected(owner.companyId);
    const progress: Array<[number, number]> = [];
    const r = await verifyCompany(api.svc.pool, owner.companyId, (done, total) => { progress.push([done, total]); });
    expect(r).toMatchObject({ companyId: owner.companyId, events: head, checkpoint: head, differences: [] });
    expect(r.truncated).toBeUndefined();
    expect(r.ms).toBeGreaterThanOrEqual(0);
    expect(progress.at(-1)).toEqual([head, head]);
    for (const table of ['rm_party', 'rm_sub_party', 'rm_product', 'rm_job_work_item', 'rm_slip', 'rm_bill', 'rm_cash',
      'rm_party_month', 'rm_sub_party_month', 'rm_company_month']) {
      expect(r.compared[table], table).toBeGreaterThan(0);
    }
    // The counts are the live tables' counts too (all of them agree).
    const live = await one<{ n: string }>('SELECT count(*) AS n FROM rm_slip WHERE company_id = $1', [owner.companyId]);
    expect(r.compared.rm_slip).toBe(Number(live.n));
    expect(r.compared.rm_slip).toBe(4);
    expect(r.compared.rm_bill).toBe(2);
    expect(r.compared.rm_cash).toBe(2);
  });

  it('reports each row changed behind its back with table, key, field, replayed and live values', async () => {
    const c = owner.companyId;
    const sub = party.defaultSubPartyId;
    const cash = await one<{ id: string; created_at: string }>(
      `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM rm_cash WHERE company_id = $1 AND direction = 'INWARD'`, [c]);
    const april = await one<{ in_amount: string }>(
      'SELECT in_amount FROM rm_sub_party_month WHERE company_id = $1 AND sub_party_id = $2 AND year = 2026 AND month = 4', [c, sub]);
    const intruder = randomUUID();

    await api.svc.pool.query('UPDATE rm_slip SET net_quantity = net_quantity + 1 WHERE company_id = $1 AND id = $2', [c, slip.id]);
    await api.svc.pool.query('DELETE FROM rm_company_month WHERE company_id = $1 AND year = 2026 AND month = 5', [c]);
    await api.svc.pool.query(
      `UPDATE rm_sub_party_month SET note = 'tampered', in_amount = in_amount + 0.01
       WHERE company_id = $1 AND sub_party_id = $2 AND year = 2026 AND month = 4`, [c, sub]);
    await api.svc.pool.query(`UPDATE rm_cash SET created_at = created_at + interval '1 microsecond' WHERE company_id = $1 AND id = $2`, [c, cash.id]);
    await api.svc.pool.query('UPDATE rm_sub_party SET is_archived = NOT is_archived WHERE company_id = $1 AND id = $2', [c, sub]);
    await api.svc.pool.query(
      `INSERT INTO rm_product (company_id, id, name, note, created_at, updated_at) VALUES ($1, $2, 'Ghost', NULL, now(), now())`, [c, intruder]);

    const expected: VerifyDifference[] = [
      { table: 'rm_product', key: { id: intruder }, field: 'row', replayed: null, live: 'present' },
      { table: 'rm_sub_party', key: { id: sub }, field: 'is_archived', replayed: 'false', live: 'true' },
      { table: 'rm_slip', key: { id: slip.id }, field: 'net_quantity', replayed: '52.000', live: '53.000' },
      { table: 'rm_cash', key: { id: cash.id }, field: 'created_at', replayed: cash.created_at, live: cash.created_at.replace('Z', '001Z') },
      { table: 'rm_sub_party_month', key: { sub_party_id: sub, year: '2026', month: '4' }, field: 'note', replayed: null, live: 'tampered' },
      {
        table: 'rm_sub_party_month', key: { sub_party_id: sub, year: '2026', month: '4' }, field: 'in_amount',
        replayed: april.in_amount, live: (Number(april.in_amount) + 0.01).toFixed(2),
      },
      { table: 'rm_company_month', key: { year: '2026', month: '5' }, field: 'row', replayed: 'present', live: null },
    ];
    const r = await verifyCompany(api.svc.pool, c);
    expect(r.differences).toEqual(expected);
    expect(r.truncated).toBeUndefined();
    expect(r.checkpoint).toBe(r.events);

    // The cap: with room for two, the first two and `truncated`.
    const client = await api.svc.pool.connect();
    try {
      await beginVerify(client);
      const state = emptyState(c);
      await foldAll(client, state, 0);
      const capped = await compareWithLive(client, state, 2);
      expect(capped.differences).toEqual(expected.slice(0, 2));
      expect(capped.truncated).toBe(true);
      await client.query('COMMIT');
    } finally {
      client.release();
    }

    // The auditor's replay shows the same differences, with the party and month of each row.
    const replay = await replayCompany(api.svc.pool, c);
    expect(replay.differences).toHaveLength(expected.length);
    expect(replay.tables).toMatchObject({ rm_slip: 4, rm_company_month: r.compared.rm_company_month });
    expect(replay.differences).toContainEqual({
      table: 'rm_slip', partyId: party.id, partyName: 'Shree Textiles', year: null, month: null,
      field: 'net_quantity', replayed: '52.000', live: '53.000', key: { id: slip.id },
    });
    expect(replay.differences).toContainEqual({
      table: 'rm_company_month', partyId: null, partyName: null, year: 2026, month: 5,
      field: 'row', replayed: 'present', live: null, key: { year: '2026', month: '5' },
    });
    expect(replay.differences).toContainEqual({
      table: 'rm_product', partyId: null, partyName: null, year: null, month: null,
      field: 'row', replayed: null, live: 'present', key: { id: intruder },
    });
    const text = formatResult(replay);
    expect(text).toMatch(/7 difference\(s\) from the live read models \(10 tables/);
    expect(text).toMatch(new RegExp(`rm_slip\\s+Shree Textiles\\s+-\\s+net_quantity\\s+52\\.000\\s+53\\.000\\s+id ${slip.id}`));
    expect(text).toMatch(/rm_company_month\s+-\s+May 2026\s+row\s+present\s+\(missing\)/);
    expect(text).toMatch(new RegExp(`rm_sub_party_month\\s+Shree Textiles\\s+April 2026\\s+note\\s+\\(null\\)\\s+tampered\\s+sub_party_id ${sub}`));
  });

  // Events stored straight into the log of a company no projector has seen (no company_head, no checkpoint).
  const insert = (c: string, seq: number, streamId: string, type: string, data: unknown) => api.svc.pool.query(
    `INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, recorded_at)
     VALUES ($1, $2, $3, 1, $4, 1, $5, '{"actor":"test"}', '2026-04-01T04:00:00Z')`,
    [c, seq, streamId, type, JSON.stringify(data)],
  );

  it('reports differences while the projector is behind, and names the event the reducer refuses', async () => {
    // The replay has rows the live tables lack.
    const c = randomUUID();
    const productId = randomUUID();
    await insert(c, 1, `company:${c}`, 'CompanyCreated', { name: 'Unprojected Co', defaultPrefix: null });
    await insert(c, 2, `product:${productId}`, 'ProductAdded', { productId, name: 'HDPE Pipe', note: null });
    const behind = await verifyCompany(api.svc.pool, c);
    expect(behind).toMatchObject({ events: 2, checkpoint: null, compared: { rm_product: 1, rm_company_month: 1 } });
    expect(behind.differences).toEqual([
      { table: 'rm_product', key: { id: productId }, field: 'row', replayed: 'present', live: null },
      { table: 'rm_company_month', key: { year: '2026', month: '4' }, field: 'row', replayed: 'present', live: null },
    ]);

    const ghost = randomUUID();
    await insert(c, 3, `party:${ghost}`, 'PartyUpdated', {
      partyId: ghost, name: 'Nobody', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00',
    });
    await expect(verifyCompany(api.svc.pool, c)).rejects.toThrow(/event 3 \(PartyUpdated\)/);
  });

  it('names a stored event whose payload cannot be read', async () => {
    const c = randomUUID();
    await insert(c, 1, `company:${c}`, 'CompanyCreated', { name: 'Garbled Co', defaultPrefix: null });
    await insert(c, 2, 'product:x', 'ProductAdded', { productId: 'not-a-uuid', name: 'HDPE Pipe', note: null });
    await expect(verifyCompany(api.svc.pool, c)).rejects.toThrow(/event 2 \(ProductAdded\): it cannot be read/);
  });

  it('after a verify stopped by an event (unreadable, or refused by the reducer), its connection goes back to the pool whole', async () => {
    // One connection: a connection left in the middle of its COPY would be the one the next query gets.
    const pool = new pg.Pool({ connectionString: api.db.url, max: 1 });
    try {
      for (const [bad, expected] of [
        [{ type: 'ProductAdded', data: { productId: 'not-a-uuid', name: 'HDPE Pipe', note: null } }, /event 302 \(ProductAdded\): it cannot be read/],
        [{ type: 'PartyUpdated', data: { partyId: randomUUID(), name: 'Nobody', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' } },
          /event 302 \(PartyUpdated\): the reducer refuses it/],
      ] as const) {
        const c = randomUUID();
        await insert(c, 1, `company:${c}`, 'CompanyCreated', { name: 'Stopped Co', defaultPrefix: null });
        // Events before and after the one that stops it (~4 MB of COPY after it), so that the stream is far from its end there.
        const products = (from: number, to: number) => api.svc.pool.query(
          `INSERT INTO events (company_id, seq, stream_id, stream_version, type, schema_version, data, meta, recorded_at)
           SELECT $1, s, 'product:' || s, 1, 'ProductAdded', 1, jsonb_build_object('productId', gen_random_uuid(), 'name', 'P' || s, 'note', repeat('n', 100)),
                  '{"actor":"test"}', '2026-04-01T04:00:00Z'
           FROM generate_series($2::int, $3::int) AS s`,
          [c, from, to]);
        await products(2, 301);
        await insert(c, 302, `x:${c}`, bad.type, bad.data);
        await products(303, 20_302);
        await expect(verifyCompany(pool, c)).rejects.toThrow(expected);
        expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      }
    } finally {
      await pool.end();
    }
  });
});
