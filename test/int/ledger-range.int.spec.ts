// The party ledger over any dates on the worked example (shared/design/ledger-rules.md): every row's
// share of the receivable, the running balance, and the months' closings reached exactly at their ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { enterWorkedExample, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let party: Party;
let sl2: { id: string; jobWorkItemId: string };

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  ({ party, sl2 } = await enterWorkedExample(api, owner));
});
afterAll(async () => { await api.close(); });

const ledger = (from: string, to: string, token = owner.token) => ok(api, '/party/ledger/v1', { partyId: party.id, from, to }, token);
type Row = { date: string; kind: string; number: string; quantity: string; amount: string; balance: { quantity: string; amount: string } };
const brief = (rows: Row[]) => rows.map((r) => [r.date, r.kind, r.number, r.quantity, r.amount, r.balance.quantity, r.balance.amount]);

describe('party ledger over dates', () => {
  it('April and May: each document in date order, April ends at −54.860 / ₹2,707.50 and May at −0.860 / ₹3,417.50', async () => {
    const l = await ledger('2026-04-01', '2026-05-31');
    expect(l.party).toEqual({ id: party.id, name: 'Shree Textiles' });
    expect(l.opening).toEqual({ quantity: '0.000', amount: '1000.00' });
    // SL-1 alone: net 105.000, loss 2.100, effective 102.900; SL-2 grows the item to 157.000 → 153.860 (−50.960).
    expect(brief(l.rows)).toEqual([
      ['2026-04-03', 'IN_SLIP', 'SL-1', '-102.900', '0.00', '-102.900', '1000.00'],
      ['2026-04-10', 'IN_SLIP', 'SL-2', '-50.960', '0.00', '-153.860', '1000.00'],
      ['2026-04-15', 'OUT_SLIP', 'SL-3', '99.000', '1237.50', '-54.860', '2237.50'],
      ['2026-04-20', 'CASH_RECEIVED', '', '0.000', '-500.00', '-54.860', '1737.50'],
      ['2026-04-25', 'SALE_BILL', 'SB-1', '0.000', '970.00', '-54.860', '2707.50'],
      ['2026-05-02', 'OUT_SLIP', 'SL-4', '54.000', '675.00', '-0.860', '3382.50'],
      ['2026-05-05', 'OUTWARD_JOBWORK_BILL', 'RC-1', '0.000', '-65.00', '-0.860', '3317.50'],
      ['2026-05-06', 'CASH_PAID', '', '0.000', '100.00', '-0.860', '3417.50'],
    ]);
    expect(l.closing).toEqual({ quantity: '-0.860', amount: '3417.50' });
    expect(l.outgoing).toEqual({ quantity: '153.000', amount: '2982.50' });
    expect(l.incoming).toEqual({ quantity: '153.860', amount: '565.00' });
  });

  it('from the middle of a month: the opening folds the earlier days of that month', async () => {
    const l = await ledger('2026-04-12', '2026-04-30');
    expect(l.opening).toEqual({ quantity: '-153.860', amount: '1000.00' });
    expect(l.rows.map((r: Row) => r.number)).toEqual(['SL-3', '', 'SB-1']);
    expect(l.closing).toEqual({ quantity: '-54.860', amount: '2707.50' });
    const may = await ledger('2026-05-01', '2026-05-01');
    expect(may).toMatchObject({ opening: { quantity: '-54.860', amount: '2707.50' }, rows: [], closing: { quantity: '-54.860', amount: '2707.50' } });
    const before = await ledger('2025-01-01', '2025-12-31');
    expect(before).toMatchObject({ opening: { quantity: '0.000', amount: '1000.00' }, rows: [], closing: { quantity: '0.000', amount: '1000.00' } });
    const after = await ledger('2026-06-01', '2026-06-30');
    expect(after).toMatchObject({ opening: { quantity: '-0.860', amount: '3417.50' }, closing: { quantity: '-0.860', amount: '3417.50' } });
  });

  it('after the back-dated SL-2 edit, April ends at −53.880 and May at 0.120', async () => {
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { bagQuantity: '1.250' } }, owner.token);
    const l = await ledger('2026-04-01', '2026-05-31');
    expect(l.rows[1]).toMatchObject({ number: 'SL-2', quantity: '-49.980', balance: { quantity: '-152.880' } });
    expect(l.rows[4].balance).toEqual({ quantity: '-53.880', amount: '2707.50' });
    expect(l.closing).toEqual({ quantity: '0.120', amount: '3417.50' });
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { bagQuantity: '0.250' } }, owner.token);
  });

  it('refuses a reversed range, a bad date, and another company\'s party', async () => {
    const reversed = await call(api, '/party/ledger/v1', { partyId: party.id, from: '2026-05-01', to: '2026-04-01' }, owner.token);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toEqual({ message: 'To date must be on or after the From date', field: 'to' });
    const bad = await call(api, '/party/ledger/v1', { partyId: party.id, from: '01-04-2026', to: '2026-04-30' }, owner.token);
    expect(bad.body.error?.field).toBe('from');
    const other = await registerOwner(api);
    expect((await call(api, '/party/ledger/v1', { partyId: party.id, from: '2026-04-01', to: '2026-04-30' }, other.token)).status).toBe(404);
  });
});
