// The log's invariant (the projector can fold every stored event), canonical input at the edge,
// Idempotency-Key binding, and the operator's repair of a ledger written before the invariant held.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerProjector, NUMERIC_COLUMNS, readCheckpoint } from '@ledger/projections';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct } from '../support/ledger.ts';
import { appendEvents, IDEMPOTENCY_KEY_REUSED } from '../../services/api/src/store/eventStore.ts';
import { RepairRefused, findStuckEvent, voidStuckEvent } from '../../services/api/src/store/repair.ts';
import { replayCompany } from '../../scripts/replay-lib.ts';

const LEDGER_NEEDS_REPAIR =
  'This ledger cannot take changes until support repairs it (an old entry cannot be processed); nothing you sent was saved. Please contact support.';
const LEDGER_NEEDS_REPAIR_HI =
  'जब तक सपोर्ट इस खाते को ठीक नहीं करता, इसमें बदलाव दर्ज नहीं हो सकते (एक पुरानी एंट्री प्रोसेस नहीं हो पा रही); आपका भेजा कुछ भी सेव नहीं हुआ। कृपया सपोर्ट से संपर्क करें।';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api.close(); });

async function head(companyId: string): Promise<{ seq: number; events: number; checkpoint: number }> {
  const { rows } = await api.svc.pool.query<{ seq: string; events: string; checkpoint: string }>(
    `SELECT h.seq, (SELECT count(*) FROM events WHERE company_id = $1) AS events,
            (SELECT seq FROM projection_checkpoint WHERE company_id = $1 AND projector = 'ledger') AS checkpoint
     FROM company_head h WHERE company_id = $1`,
    [companyId],
  );
  return { seq: Number(rows[0].seq), events: Number(rows[0].events), checkpoint: Number(rows[0].checkpoint) };
}

const command = (owner: Owner) => ({ companyId: owner.companyId, actor: owner.userId, requestId: 'test', idempotencyKey: null });

describe('fold before commit', () => {
  it('when a command decides an event the projector cannot fold, then 422 with the reason and nothing is stored', async () => {
    const owner = await registerOwner(api, 'Guarded Co');
    const before = await head(owner.companyId);
    const missing = '11111111-2222-4333-8444-555555555555';
    await expect(api.svc.store.execute(command(owner), async () => ({
      events: [{ type: 'PartyUpdated', streamId: `party:${missing}`, data: {
        partyId: missing, name: 'Ghost', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00',
      } }],
      result: {},
    }))).rejects.toMatchObject({ status: 422, message: `This change cannot be recorded: party ${missing} not found` });
    expect(await head(owner.companyId)).toEqual(before);
    // The company still takes writes, and the projector is at the head.
    await addParty(api, owner, 'Still Writable');
    const after = await head(owner.companyId);
    expect(after.seq).toBe(before.seq + 1);
    expect(after.checkpoint).toBe(after.seq);
  });

  it('when the rows an event renders would overflow a read-model column, then 422 naming the figure and nothing is stored', async () => {
    const owner = await registerOwner(api, 'Overflow Co');
    const party = await addParty(api, owner, 'Big Party');
    const productId = await addProduct(api, owner, 'Yarn');
    const before = await head(owner.companyId);
    // The event schema takes any digits; the edge would refuse this, the guard is the net under it.
    const slipId = '21111111-2222-4333-8444-555555555555';
    await expect(api.svc.store.execute(command(owner), async () => ({
      events: [{ type: 'SlipAdded', streamId: `slip:${slipId}`, data: {
        slipId, itemType: 'IN', subPartyId: party.defaultSubPartyId, productId, issueDate: '2026-04-03', prefix: 'SL', slipNo: '1',
        grossQuantity: '999999999999.999', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null,
        rates: { workRate: '99999999.99', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false },
        challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
      } }],
      result: {},
    }))).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/^This change cannot be recorded: the (party's|item's) (closing )?amount would be -?\d+\.\d{2}, more than the ledger can hold$/) });
    expect(await head(owner.companyId)).toEqual(before);
  });

  it('when read-model columns are declared, then the limits table matches the database', async () => {
    const { rows } = await api.svc.pool.query<{ table_name: string; column_name: string; numeric_precision: number; numeric_scale: number }>(
      `SELECT table_name, column_name, numeric_precision, numeric_scale FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name LIKE 'rm\\_%' AND table_name NOT LIKE '%\\_shadow' AND data_type = 'numeric'`,
    );
    const declared: Record<string, Record<string, { precision: number; scale: number }>> = {};
    for (const r of rows) (declared[r.table_name] ??= {})[r.column_name] = { precision: r.numeric_precision, scale: r.numeric_scale };
    expect(declared).toEqual(NUMERIC_COLUMNS);
  });
});

describe('canonical input', () => {
  it('when an id arrives in upper case, then it is stored lower-case and the company stays writable', async () => {
    const owner = await registerOwner(api, 'Case Co');
    const party = await addParty(api, owner, 'Case Party');
    await ok(api, '/party/update/v1', { filter: { id: party.id.toUpperCase() }, update: { name: 'Renamed' } }, owner.token);
    const { rows } = await api.svc.pool.query<{ data: { partyId: string } }>(
      `SELECT data FROM events WHERE company_id = $1 AND type = 'PartyUpdated'`, [owner.companyId],
    );
    expect(rows.map((r) => r.data.partyId)).toEqual([party.id]);
    await ok(api, '/inwardCashReceipt/add/v1', { partyId: party.id.toUpperCase(), amount: '5', issueDate: '2026-04-03' }, owner.token);
    const h = await head(owner.companyId);
    expect(h.checkpoint).toBe(h.seq);
    const list = await ok(api, '/party/list/v1', {}, owner.token);
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Renamed']);
  });

  it('when a date is outside 01-01-2000 … one year ahead, then 400 saying the window', async () => {
    const owner = await registerOwner(api, 'Date Co');
    const party = await addParty(api, owner, 'Date Party');
    for (const issueDate of ['0000-01-01', '1999-12-31', '9999-12-31']) {
      const r = await call(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '5', issueDate }, owner.token);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ field: 'issueDate', message: expect.stringMatching(/^Issue date must be between 01-01-2000 and \d{2}-\d{2}-\d{4}$/) });
    }
    const month = await call(api, '/subParty/month/update/v2', { filter: { id: `${party.defaultSubPartyId}:9999-12` }, update: { note: 'x' } }, owner.token);
    expect(month.status).toBe(400);
    const bad = await call(api, '/party/month/statement/v3', { partyMonthId: `${party.id}:2026-13` }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('partyMonthId');
  });

  it('when numbers exceed the business limits or carry more than 15 significant digits, then 400 saying the limit', async () => {
    const owner = await registerOwner(api, 'Limit Co');
    const party = await addParty(api, owner, 'Limit Party');
    const productId = await addProduct(api, owner, 'Film');
    const slip = { itemType: 'IN', subPartyId: party.defaultSubPartyId, productId, issueDate: '2026-04-03', slipNo: 1 };
    const big = await call(api, '/jobWorkItem/slip/add/v2', { ...slip, grossQuantity: '999999999999.999', workRate: '99999999.99' }, owner.token);
    expect(big).toMatchObject({ status: 400, body: { error: { field: 'grossQuantity', message: 'Gross quantity must be at most 1,00,00,000 KG' } } });
    const rate = await call(api, '/jobWorkItem/slip/add/v2', { ...slip, grossQuantity: '10', workRate: '100000.01' }, owner.token);
    expect(rate).toMatchObject({ status: 400, body: { error: { field: 'workRate', message: 'Work rate must be at most ₹1,00,000 per KG' } } });
    const imprecise = await call(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: 0.30000000000000004, issueDate: '2026-04-03' }, owner.token);
    expect(imprecise).toMatchObject({ status: 400, body: { error: { field: 'amount', message: expect.stringContaining('15 significant digits') } } });
    // At the limits everything still folds.
    await ok(api, '/jobWorkItem/slip/add/v2', { ...slip, grossQuantity: '10000000', workRate: '100000', marketRate: '100000', includeMarketRate: true }, owner.token);
    const h = await head(owner.companyId);
    expect(h.checkpoint).toBe(h.seq);
  });

  it('when a decimal is 100,000 characters long, then it is refused at once', async () => {
    const owner = await registerOwner(api, 'Long Co');
    const party = await addParty(api, owner, 'Long Party');
    const started = performance.now();
    const r = await call(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: `0.${'0'.repeat(100_000)}1`, issueDate: '2026-04-03' }, owner.token);
    const ms = performance.now() - started;
    expect(r.status).toBe(400);
    expect(r.body.error?.field).toBe('amount');
    console.log(`longest decimal (100,003 characters) refused in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1000);
  });
});

describe('Idempotency-Key', () => {
  it('when a key is reused with a different body, then 422; with the same body, then the first result', async () => {
    const owner = await registerOwner(api, 'Key Co');
    const party = await addParty(api, owner, 'Key Party');
    const headers = { 'Idempotency-Key': 'cash-1' };
    const body = { partyId: party.id, amount: '10', issueDate: '2026-04-03' };
    const first = await ok(api, '/inwardCashReceipt/add/v1', body, owner.token, headers);
    // The same request, written differently (key order, number vs string, upper-case id): the same request.
    const again = await ok(api, '/inwardCashReceipt/add/v1', { issueDate: '2026-04-03', amount: 10, partyId: party.id.toUpperCase() }, owner.token, headers);
    expect(again.id).toBe(first.id);
    const before = await head(owner.companyId);
    const other = await call(api, '/inwardCashReceipt/add/v1', { ...body, amount: '11' }, owner.token, headers);
    expect(other).toMatchObject({ status: 422, body: { error: { message: IDEMPOTENCY_KEY_REUSED } } });
    const elsewhere = await call(api, '/outwardCashReceipt/add/v1', body, owner.token, headers);
    expect(elsewhere.status).toBe(422);
    expect(await head(owner.companyId)).toEqual(before);
  });
});

describe('repairing a ledger written before fold-before-commit', () => {
  it('when an event the projector refuses is in the log, then writes answer 409 until an operator voids it; history and replay show the correction', async () => {
    const owner = await registerOwner(api, 'Legacy Co');
    const party = await addParty(api, owner, 'Legacy Party');
    // The old way: an upper-case id stored as is (appended without the guard, as the old API did).
    const client = await api.svc.pool.connect();
    let poisonSeq: number;
    try {
      await client.query('BEGIN');
      const h = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1 FOR UPDATE', [owner.companyId]);
      poisonSeq = await appendEvents(client, command(owner), Number(h.rows[0].seq), [{
        type: 'PartyUpdated', streamId: `party:${party.id.toUpperCase()}`,
        data: { partyId: party.id.toUpperCase(), name: 'Shouted', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' },
      }], {}, new Date());
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    api.svc.projection.forget(owner.companyId);

    // Bricked: every write is refused with a clear message, nothing is appended.
    const refused = await call(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '5', issueDate: '2026-04-03' }, owner.token);
    expect(refused).toMatchObject({ status: 409, body: { error: { message: LEDGER_NEEDS_REPAIR } } });
    // Asked in Hindi, the refusal (English-only before it had a catalogue key) is written in Hindi from its code.
    const inHindi = await call(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '5', issueDate: '2026-04-03' }, owner.token, { 'accept-language': 'hi' });
    expect(inHindi).toMatchObject({ status: 409, body: { error: { message: LEDGER_NEEDS_REPAIR_HI } } });
    expect((await head(owner.companyId)).seq).toBe(poisonSeq);

    // The operator finds the event, and only that event can be voided, with a reason.
    const c2 = await api.svc.pool.connect();
    try {
      expect(await findStuckEvent(c2, owner.companyId)).toMatchObject({ seq: poisonSeq, type: 'PartyUpdated', reason: `party ${party.id.toUpperCase()} not found` });
    } finally {
      c2.release();
    }
    await expect(voidStuckEvent(api.svc.pool, { companyId: owner.companyId, seq: poisonSeq - 1, reason: 'upper-case id', operator: 'ops' })).rejects.toBeInstanceOf(RepairRefused);
    await expect(voidStuckEvent(api.svc.pool, { companyId: owner.companyId, seq: poisonSeq, reason: '', operator: 'ops' })).rejects.toBeInstanceOf(RepairRefused);

    // Through the operator's command, as an operator would run it.
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/repair.ts', '--company', owner.companyId, '--database-url', api.db.url,
      '--void', String(poisonSeq), '--reason', 'id stored in upper case by the old API', '--operator', 'asha'], { encoding: 'utf8' });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain(`voided event ${poisonSeq} (PartyUpdated`);
    expect(cli.stdout).toContain(`projected up to event ${poisonSeq + 1}`);
    api.svc.projection.forget(owner.companyId);

    // Writable again, the projector at the head, the party as it was before the voided event.
    await ok(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '5', issueDate: '2026-04-03' }, owner.token);
    const h = await head(owner.companyId);
    expect(h.checkpoint).toBe(h.seq);
    expect((await ok(api, '/party/list/v1', {}, owner.token)).map((p: { name: string }) => p.name)).toEqual(['Legacy Party']);

    // History of the party shows the correction with who and why; the voided event is flagged.
    const history = await ok(api, '/history/document/get/v1', { id: party.id }, owner.token);
    const correction = history.find((e: { type: string }) => e.type === 'EventVoided');
    expect(correction).toMatchObject({ seq: poisonSeq + 1, data: { voidedSeq: poisonSeq, voidedType: 'PartyUpdated', reason: 'id stored in upper case by the old API' }, actor: { id: 'operator:asha' } });
    const admin = (await ok(api, '/admin/login/v1', { username: 'admin', password: 'admin-pass-1' })).token;
    const log = await ok(api, '/admin/company/events/list/v1', { companyId: owner.companyId }, admin);
    expect(log.events.find((e: { seq: number }) => e.seq === poisonSeq)).toMatchObject({ voided: true });

    // Replay folds the same log (skipping the voided event) and agrees with the live read models.
    const replay = await replayCompany(api.svc.pool, owner.companyId);
    expect(replay.differences).toEqual([]);
    expect(replay.seq).toBe(h.seq);
    const checkpoint = await (async () => { const c = await api.svc.pool.connect(); try { return await readCheckpoint(c, owner.companyId); } finally { c.release(); } })();
    expect(checkpoint).toBe(h.seq);
    // A fresh projector (a rebuild's path) folds it too.
    await expect(new LedgerProjector(api.svc.pool).catchUp(owner.companyId)).resolves.toBe(h.seq);
  });
});
