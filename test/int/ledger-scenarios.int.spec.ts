// Ledger rules one at a time over HTTP: loss modes, market rate, transfers, date moves, deletes,
// archives, rate changes, slip-number clashes, entries listing and refusals.
import { istDate } from '@ledger/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip, buildSlip, companyMonth, partyMonth, statement, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let product: string;
beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  product = await addProduct(api, owner, 'PP Bags');
});
afterAll(async () => { await api.close(); });

let n = 0;
const freshParty = async (opening?: { quantity?: string; amount?: string }): Promise<Party> => addParty(api, owner, `Party ${++n}`, opening);
let slipNo = 100;
const slip = (p: Party, o: Parameters<typeof buildSlip>[0] extends infer T ? Partial<T> : never) =>
  addSlip(api, owner, buildSlip({ subPartyId: p.defaultSubPartyId, productId: product, slipNo: ++slipNo, ...o }));

describe('loss and rates', () => {
  it('when the loss is exclusive, then it is added on top of the quantity', async () => {
    const p = await freshParty();
    await slip(p, { itemType: 'IN', grossQuantity: '100.000', lossPercentage: '5', isLossInclusive: false });
    const m = await partyMonth(api, owner, p.id, 2026, 4);
    expect(m.stats.closingReceivableQuantity).toBe('-105.000');
  });

  it('when the market rate is counted, then the amount uses work + market rate; otherwise work rate only', async () => {
    const p = await freshParty();
    await slip(p, { itemType: 'OUT', grossQuantity: '10.000', workRate: '2.50', marketRate: '100', includeMarketRate: true });
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats.closingReceivableAmount).toBe('1025.00');
    const q = await freshParty();
    await slip(q, { itemType: 'OUT', grossQuantity: '10.000', workRate: '2.50', marketRate: '100', includeMarketRate: false });
    expect((await partyMonth(api, owner, q.id, 2026, 4)).stats.closingReceivableAmount).toBe('25.00');
  });

  it('when the rate changes mid-month, then the whole item is re-priced and later months carry it', async () => {
    const p = await freshParty();
    const s = await slip(p, { itemType: 'OUT', issueDate: '2026-04-05', grossQuantity: '10.000', workRate: '1.00' });
    await slip(p, { itemType: 'OUT', issueDate: '2026-04-30', grossQuantity: '5.000', workRate: '9.99' }); // same item: rates left alone
    await slip(p, { itemType: 'OUT', issueDate: '2026-05-02', grossQuantity: '1.000', workRate: '1.00' });
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats.closingReceivableAmount).toBe('15.00');
    const item = await ok(api, '/jobWorkItem/update/v2', {
      filter: { id: s.jobWorkItemId, itemType: 'OUT' },
      update: { workRate: '2.00', lossPercentage: '10', isLossInclusive: true, marketRate: '0' },
    }, owner.token);
    expect(item).toMatchObject({ workRate: '2.00', quantity: '15.000', inclusiveLossQuantity: '13.500', amount: '30.00' });
    // The answer's slips are the item's: the month's first and last day, not May's.
    expect((item.slips as Array<{ issueDate: string; grossQuantity: string }>).map((x) => [x.issueDate, x.grossQuantity])).toEqual([['2026-04-05', '10.000'], ['2026-04-30', '5.000']]);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats).toMatchObject({ closingReceivableAmount: '30.00', closingReceivableQuantity: '13.500' });
    expect((await partyMonth(api, owner, p.id, 2026, 5)).stats).toMatchObject({ closingReceivableAmount: '31.00', closingReceivableQuantity: '14.500' });
  });

  it('when slip rates are asked, then the existing item, else the previous one, else zeros', async () => {
    const p = await freshParty();
    const q = { subPartyId: p.defaultSubPartyId, productId: product, itemType: 'OUT' };
    expect((await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2026-04-01' }, owner.token)).source).toBe('none');
    await slip(p, { itemType: 'OUT', issueDate: '2026-04-05', workRate: '7.25', lossPercentage: '1.5' });
    expect(await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2026-04-20' }, owner.token)).toMatchObject({ workRate: '7.25', lossPercentage: '1.50', source: 'item', itemId: expect.any(String) });
    expect(await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2026-06-20' }, owner.token)).toMatchObject({ workRate: '7.25', source: 'previous', itemId: null });
    // Later items of the party that are not this one's line (another product, the other direction, another sub-party) are passed over.
    const other = await addProduct(api, owner, `Other ${n}`);
    const sub = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'Unit 2' }, owner.token);
    await slip(p, { itemType: 'OUT', productId: other, issueDate: '2026-05-05', workRate: '1.10' });
    await slip(p, { itemType: 'IN', issueDate: '2026-05-06', workRate: '2.20' });
    await slip(p, { itemType: 'OUT', subPartyId: sub.id, issueDate: '2026-05-07', workRate: '3.30' });
    expect(await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2026-06-20' }, owner.token)).toMatchObject({ workRate: '7.25', source: 'previous' });
    // Across a year's end, and the month before the first item has none.
    await slip(p, { itemType: 'OUT', issueDate: '2026-12-31', workRate: '8.50' });
    expect(await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2027-01-01' }, owner.token)).toMatchObject({ workRate: '8.50', source: 'previous' });
    expect(await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2026-11-30' }, owner.token)).toMatchObject({ workRate: '7.25', source: 'previous' });
    expect((await ok(api, '/jobWorkItem/rates/get/v1', { ...q, issueDate: '2026-03-31' }, owner.token)).source).toBe('none');
  });
});

describe('moving and removing slips', () => {
  it('when a slip is transferred IN→OUT, then it joins the OUT item with the source rates and keeps its date', async () => {
    const p = await freshParty();
    const s = await slip(p, { itemType: 'IN', issueDate: '2026-04-08', grossQuantity: '20.000', workRate: '3.00' });
    const t = await ok(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: s.id, jobWorkItemId: s.jobWorkItemId, itemType: 'IN' }, update: { itemType: 'OUT' } }, owner.token);
    expect(t).toMatchObject({ itemType: 'OUT', issueDate: '2026-04-08' });
    expect(t.jobWorkItemId).not.toBe(s.jobWorkItemId);
    const st = await statement(api, owner, p.id, 2026, 4);
    const def = st.subPartyMonthStatementList[0];
    expect(def.outJobWorkItemList[0]).toMatchObject({ quantity: '20.000', workRate: '3.00', amount: '60.00' });
    // The emptied IN item is not shown (issue 12: no empty 'No Slips' card left behind).
    expect(def.inJobWorkItemList).toEqual([]);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats).toMatchObject({ closingReceivableQuantity: '20.000', closingReceivableAmount: '60.00' });
    const same = await call(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: s.id, jobWorkItemId: t.jobWorkItemId, itemType: 'OUT' }, update: { itemType: 'OUT' } }, owner.token);
    expect(same.status).toBe(400);
    const stale = await call(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: s.id, jobWorkItemId: s.jobWorkItemId, itemType: 'IN' }, update: { itemType: 'OUT' } }, owner.token);
    expect(stale.status).toBe(404);
  });

  it('when a slip date moves to another month, then both months and everything after are recomputed', async () => {
    const p = await freshParty();
    const s = await slip(p, { itemType: 'OUT', issueDate: '2026-04-08', grossQuantity: '10.000', workRate: '1.00' });
    await slip(p, { itemType: 'OUT', issueDate: '2026-06-08', grossQuantity: '1.000', workRate: '1.00' });
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: { id: s.id, jobWorkItemId: s.jobWorkItemId, itemType: 'OUT' }, update: { issueDate: '2026-05-20' } }, owner.token);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats.closingReceivableQuantity).toBe('0.000');
    expect((await partyMonth(api, owner, p.id, 2026, 5)).stats).toMatchObject({ openingReceivableQuantity: '0.000', closingReceivableQuantity: '10.000', closingReceivableAmount: '10.00' });
    expect((await partyMonth(api, owner, p.id, 2026, 6)).stats.closingReceivableQuantity).toBe('11.000');
    const may = await statement(api, owner, p.id, 2026, 5);
    expect(may.subPartyMonthStatementList[0].outJobWorkItemList[0]).toMatchObject({ workRate: '1.00', quantity: '10.000' });
    // April's item lost its only slip: April's statement shows no item card for it.
    const april = await statement(api, owner, p.id, 2026, 4);
    expect(april.subPartyMonthStatementList[0].outJobWorkItemList).toEqual([]);
  });

  it('when documents are deleted, then balances drop them', async () => {
    const p = await freshParty({ amount: '100.00' });
    const s = await slip(p, { itemType: 'OUT', grossQuantity: '10.000', workRate: '1.00' });
    const bill = await ok(api, '/saleBill/add/v2', { subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2026-04-09', fullBillNo: 'S1', quantity: 1, workRate: 1, saleRate: 9 }, owner.token);
    const cash = await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: 50, issueDate: '2026-04-10' }, owner.token);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats.closingReceivableAmount).toBe('70.00');
    await ok(api, '/jobWorkItem/slip/delete/v2', { id: s.id, jobWorkItemId: s.jobWorkItemId, itemType: 'OUT' }, owner.token);
    await ok(api, '/saleBill/delete/v1', { id: bill.id }, owner.token);
    expect((await call(api, '/purchaseBill/delete/v1', { id: cash.id }, owner.token)).status).toBe(404);
    await ok(api, '/inwardCashReceipt/delete/v1', { id: cash.id }, owner.token);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats).toMatchObject({ closingReceivableAmount: '100.00', closingReceivableQuantity: '0.000' });
  });

  it('when an item is deleted, then its slips go with it', async () => {
    const p = await freshParty();
    const s = await slip(p, { itemType: 'IN', grossQuantity: '4.000' });
    await slip(p, { itemType: 'IN', grossQuantity: '6.000' });
    await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: 1, issueDate: '2026-04-30' }, owner.token);
    await ok(api, '/jobWorkItem/delete/v1', { id: s.jobWorkItemId }, owner.token);
    const st = await statement(api, owner, p.id, 2026, 4);
    expect(st.subPartyMonthStatementList[0].inJobWorkItemList).toEqual([]);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats.closingReceivableQuantity).toBe('0.000');
  });

  it('when the only document of a month is deleted, then the month leaves the party months', async () => {
    const p = await freshParty();
    const c = await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: 1, issueDate: '2026-03-30' }, owner.token);
    expect((await ok(api, '/party/month/list/v1', { partyId: p.id }, owner.token)).at(-1)).toMatchObject({ year: 2026, month: 3 });
    await ok(api, '/inwardCashReceipt/delete/v1', { id: c.id }, owner.token);
    const months = await ok(api, '/party/month/list/v1', { partyId: p.id }, owner.token);
    expect(months.some((m: { month: number; year: number }) => m.year === 2026 && m.month === 3)).toBe(false);
    expect((await call(api, '/party/month/statement/v3', { partyMonthId: `${p.id}:2026-03` }, owner.token)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('when a slip number is reused in the same financial year, then 422 naming it; another FY is fine', async () => {
    const p = await freshParty();
    await slip(p, { issueDate: '2026-04-01', slipNo: 12, prefix: 'GT' });
    const r = await call(api, '/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2027-03-31', slipNo: '012', prefix: 'GT' }), owner.token);
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ message: 'Slip GT-12 already exists in FY 2026-27', field: 'slipNo' });
    await slip(p, { issueDate: '2026-03-31', slipNo: 12, prefix: 'GT' });
  });

  it('when net quantity would be negative, then 400 and nothing is written', async () => {
    const p = await freshParty();
    const r = await call(api, '/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: p.defaultSubPartyId, productId: product, grossQuantity: '1', bagQuantity: '0.5', rejectedQuantity: '0.6' }), owner.token);
    expect(r.status).toBe(400);
    expect(r.body.error?.field).toBe('rejectedQuantity');
    expect((await call(api, '/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: p.defaultSubPartyId, productId: product, grossQuantity: '0' }), owner.token)).body.error?.field).toBe('grossQuantity');
    expect((await call(api, '/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2026-02-30' }), owner.token)).body.error?.field).toBe('issueDate');
    expect((await call(api, '/jobWorkItem/slip/add/v2', { ...buildSlip({ subPartyId: p.defaultSubPartyId, productId: product }), itemType: 'SIDEWAYS' }, owner.token)).body.error).toEqual({ message: 'Invalid item type', field: 'itemType' });
    expect((await partyMonth(api, owner, p.id, 2026, 11)).stats.closingReceivableQuantity).toBe('0.000');
  });

  it('when a product or party is in use, then deleting it is refused with the count', async () => {
    const p = await freshParty();
    const prod = await addProduct(api, owner, 'Used Product');
    await addSlip(api, owner, buildSlip({ subPartyId: p.defaultSubPartyId, productId: prod, slipNo: ++slipNo }));
    await ok(api, '/outwardCashReceipt/add/v1', { partyId: p.id, amount: 1, issueDate: '2026-04-02' }, owner.token);
    const r = await call(api, '/product/delete/v1', { id: prod }, owner.token);
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toBe('Product is used in 1 entry; delete those first');
    const q = await call(api, '/party/delete/v1', { id: p.id }, owner.token);
    expect(q.body.error?.message).toBe('Party has 2 entries; delete them first');
  });

  it('when a sub-party with documents is deleted, then it is archived: hidden from lists, still in statements', async () => {
    const p = await freshParty();
    const sub = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'Unit B' }, owner.token);
    await addSlip(api, owner, buildSlip({ subPartyId: sub.id, productId: product, slipNo: ++slipNo, itemType: 'OUT', workRate: '1' }));
    expect(await ok(api, '/subParty/delete/v1', { id: sub.id }, owner.token)).toEqual({ id: sub.id, archived: true });
    expect((await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token)).map((s: { name: string }) => s.name)).toEqual(['Default']);
    const st = await statement(api, owner, p.id, 2026, 4);
    expect(st.subPartyMonthStatementList.map((s: { subParty: { name: string; isArchived: boolean } }) => [s.subParty.name, s.subParty.isArchived])).toEqual([['Default', false], ['Unit B', true]]);
    const again = await call(api, '/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: sub.id, productId: product, slipNo: ++slipNo }), owner.token);
    expect(again.status).toBe(422);
  });
});

describe('reads', () => {
  it('when entries are listed, then only the included types of that month and party come back', async () => {
    const p = await freshParty();
    await slip(p, { itemType: 'IN', issueDate: '2026-07-03', grossQuantity: '5.000', lossPercentage: '2', note: 'gate 1' });
    await slip(p, { itemType: 'OUT', issueDate: '2026-07-04', grossQuantity: '3.000' });
    await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2026-07-05', fullBillNo: 'DC-9', quantity: 2, workRate: 4 }, owner.token);
    await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: '12.50', issueDate: '2026-07-06', note: 'upi' }, owner.token);
    const e = await ok(api, '/unified/month/entries/get/v1', {
      filter: { year: 2026, month: 7, partyId: p.id },
      include: { inJobWorkItemSlips: true, inJobWorkBills: true, inCashReceipts: true },
    }, owner.token);
    expect(e.inJobWorkItemSlipList).toHaveLength(1);
    expect(e.inJobWorkItemSlipList[0]).toMatchObject({ grossQuantity: '5.000', note: 'gate 1', jobWorkItem: { lossPercentage: '2.00', product: { name: 'PP Bags' }, subParty: { isDefault: true, party: { id: p.id } } } });
    expect(e.outJobWorkItemSlipList).toEqual([]);
    expect(e.inJobWorkBillList[0]).toMatchObject({ fullBillNo: 'DC-9', quantity: '2.000', workRate: '4.00' });
    expect(e.inCashReceiptList[0]).toMatchObject({ amount: '12.50', note: 'upi', party: { name: expect.any(String) } });
    const bad = await call(api, '/unified/month/entries/get/v1', { filter: { year: 2026, month: 13 } }, owner.token);
    expect(bad.body.error?.field).toBe('filter.month');
  });

  it('when a month note is set, then the statement shows it; an empty note clears it', async () => {
    const p = await freshParty();
    const st = await statement(api, owner, p.id, 2026, 11);
    const id = st.subPartyMonthStatementList[0].subPartyMonth.id;
    expect((await ok(api, '/subParty/month/update/v2', { filter: { id }, update: { note: 'rate agreed' } }, owner.token)).note).toBe('rate agreed');
    expect((await statement(api, owner, p.id, 2026, 11)).subPartyMonthStatementList[0].subPartyMonth.note).toBe('rate agreed');
    expect((await ok(api, '/subParty/month/update/v2', { filter: { id }, update: { note: '' } }, owner.token)).note).toBeNull();
  });

  it('when months are listed, then they run newest first to the current month, carrying balances', async () => {
    const p = await freshParty({ quantity: '1.000', amount: '2.00' });
    await slip(p, { itemType: 'OUT', issueDate: '2026-02-10', grossQuantity: '1.000' });
    const months = await ok(api, '/party/month/list/v1', { partyId: p.id }, owner.token);
    const today = istDate(new Date());
    expect(months[0]).toMatchObject({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
    expect(months[months.length - 1]).toMatchObject({ year: 2026, month: 2, stats: { openingReceivableQuantity: '1.000', closingReceivableQuantity: '2.000' } });
    expect(months[0].stats).toMatchObject({ openingReceivableQuantity: '2.000', closingReceivableQuantity: '2.000', closingReceivableAmount: '2.00' });
  });

  it('per company month, party quantity movements sum to minus the stock movement', async () => {
    const list = await ok(api, '/company/month/list/v2', {}, owner.token);
    const parties = await ok(api, '/party/list/v1', {}, owner.token);
    for (const m of list) {
      let movement = 0n;
      for (const party of parties) {
        const pm = (await ok(api, '/party/month/list/v1', { partyId: party.id }, owner.token)).find((x: { year: number; month: number }) => x.year === m.year && x.month === m.month);
        if (pm) movement += BigInt(pm.stats.closingReceivableQuantity.replace('.', '')) - BigInt(pm.stats.openingReceivableQuantity.replace('.', ''));
      }
      const stock = BigInt(m.stats.closingStockQuantity.replace('.', '')) - BigInt(m.stats.openingStockQuantity.replace('.', ''));
      expect({ month: m.id, sum: movement + stock }).toEqual({ month: m.id, sum: 0n });
    }
    expect((await companyMonth(api, owner, 2026, 4)).closingStockQuantity).toBeDefined();
  });

  it('when a slip add is retried with its Idempotency-Key, then it counts once', async () => {
    const p = await freshParty();
    const body = buildSlip({ subPartyId: p.defaultSubPartyId, productId: product, slipNo: ++slipNo, itemType: 'OUT', grossQuantity: '7.000' });
    const a = await addSlip(api, owner, body, { 'Idempotency-Key': 'bulk-row-1' });
    const b = await addSlip(api, owner, body, { 'Idempotency-Key': 'bulk-row-1' });
    expect(b.id).toBe(a.id);
    expect((await partyMonth(api, owner, p.id, 2026, 4)).stats.closingReceivableQuantity).toBe('7.000');
  });
});

describe('correcting the date of a cash receipt, bill or challan (issue 12)', () => {
  it('when a cash receipt, a sale bill and a challan move from April to May, then both months and the months after carry forward', async () => {
    const p = await freshParty({ amount: '100.00' });
    const cash = await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: '40.00', issueDate: '2026-04-10' }, owner.token);
    const bill = await ok(api, '/saleBill/add/v2', { subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2026-04-12', fullBillNo: 'S-9', quantity: '2.000', workRate: '1.00', saleRate: '9.00' }, owner.token);
    const challan = await ok(api, '/outwardJobWorkBill/add/v2', { subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2026-04-14', fullBillNo: 'RC-1', quantity: '3.000', workRate: '2.00' }, owner.token);
    await ok(api, '/outwardCashReceipt/add/v1', { partyId: p.id, amount: '1.00', issueDate: '2026-06-01' }, owner.token);
    const aprilBefore = (await partyMonth(api, owner, p.id, 2026, 4)).stats;

    const movedCash = await ok(api, '/inwardCashReceipt/update/v1', { filter: { id: cash.id }, update: { issueDate: '2026-05-03' } }, owner.token);
    expect(movedCash).toMatchObject({ issueDate: '2026-05-03', amount: '40.00' });
    const movedBill = await ok(api, '/saleBill/update/v2', { filter: { id: bill.id }, update: { issueDate: '2026-05-04' } }, owner.token);
    expect(movedBill).toMatchObject({ issueDate: '2026-05-04', fullBillNo: 'S-9', quantity: '2.000' });
    await ok(api, '/outwardJobWorkBill/update/v2', { filter: { id: challan.id }, update: { issueDate: '2026-05-05', note: 'moved' } }, owner.token);

    // April had only these documents: it is gone (the party starts in May, from its opening balance); May
    // has the three documents; June's opening is May's closing.
    await expect(partyMonth(api, owner, p.id, 2026, 4)).rejects.toThrow('no month 2026-4');
    const may = (await partyMonth(api, owner, p.id, 2026, 5)).stats;
    const june = (await partyMonth(api, owner, p.id, 2026, 6)).stats;
    expect(may).toMatchObject({ openingReceivableAmount: '100.00', closingReceivableAmount: aprilBefore.closingReceivableAmount, closingReceivableQuantity: aprilBefore.closingReceivableQuantity });
    expect(june.openingReceivableAmount).toBe(may.closingReceivableAmount);
    const mayStatement = await statement(api, owner, p.id, 2026, 5);
    expect(mayStatement.inCashList.map((c: { id: string }) => c.id)).toEqual([cash.id]);
    expect(mayStatement.subPartyMonthStatementList[0].saleBillList.map((b: { id: string }) => b.id)).toEqual([bill.id]);
    expect(mayStatement.subPartyMonthStatementList[0].outJobWorkBillList[0]).toMatchObject({ id: challan.id, note: 'moved' });
  });

  it('when the corrected date is not a date or outside the window, then 400 names issueDate and nothing moves', async () => {
    const p = await freshParty();
    const cash = await ok(api, '/inwardCashReceipt/add/v1', { partyId: p.id, amount: '5.00', issueDate: '2026-04-10' }, owner.token);
    for (const issueDate of ['2026-02-30', '1999-12-31', '10-04-2026', 20260410]) {
      const res = await call(api, '/inwardCashReceipt/update/v1', { filter: { id: cash.id }, update: { issueDate } }, owner.token);
      expect(res.status, String(issueDate)).toBe(400);
      expect(res.body.error?.field).toBe('update.issueDate');
    }
    expect((await statement(api, owner, p.id, 2026, 4)).inCashList.map((c: { id: string }) => c.id)).toEqual([cash.id]);
  });
});
