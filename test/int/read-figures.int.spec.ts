// The figures the screens show, answered by the server (issue 11): item loss, effective quantity and
// amount rate; slip amounts; a sub-party month's Out − In; Entries rows' number, particulars, burn loss
// and amount; and months after the last projected one carried forward the same way by every read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip, companyMonth, enterWorkedExample, partyMonth, statement, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let party: Party;

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  ({ party } = await enterWorkedExample(api, owner));
});
afterAll(async () => { await api.close(); });

const entries = (month: number, include: Record<string, boolean>) =>
  ok(api, '/unified/month/entries/get/v1', { filter: { year: 2026, month, partyId: party.id }, include }, owner.token);

describe('figures the server answers', () => {
  it('a job-work item carries its burn loss, effective quantity, amount rate and each slip amount', async () => {
    const [def] = (await statement(api, owner, party.id, 2026, 4)).subPartyMonthStatementList;
    expect(def.inJobWorkItemList[0]).toMatchObject({ lossQuantity: '3.140', effectiveQuantity: '153.860', amountRate: '0.00' });
    expect(def.inJobWorkItemList[0].slips.map((s: { amount: string }) => s.amount)).toEqual(['0.00', '0.00']);
    expect(def.outJobWorkItemList[0]).toMatchObject({ lossQuantity: '0.000', effectiveQuantity: '99.000', amountRate: '12.50' });
    expect(def.outJobWorkItemList[0].slips.map((s: { amount: string }) => s.amount)).toEqual(['1237.50']);
  });

  it('an exclusive loss is added on top; a counted market rate is in the amount rate', async () => {
    const p = await addParty(api, owner, 'Exclusive Co');
    const product = await addProduct(api, owner, 'LDPE Film');
    await addSlip(api, owner, {
      itemType: 'OUT', subPartyId: p.defaultSubPartyId, productId: product, issueDate: '2026-04-08', slipNo: 101, grossQuantity: '33.333',
      workRate: '1.25', lossPercentage: '1.5', isLossInclusive: false, marketRate: '2.10', includeMarketRate: true,
    });
    const item = (await statement(api, owner, p.id, 2026, 4)).subPartyMonthStatementList[0].outJobWorkItemList[0];
    expect(item).toMatchObject({ quantity: '33.333', exclusiveLossQuantity: '33.833', lossQuantity: '0.500', effectiveQuantity: '33.833', amountRate: '3.35' });
    expect(item.slips[0].amount).toBe('41.67'); // 33.333 × 1.25 = 41.66625
  });

  it("a sub-party month answers its Out − In, in the statement and the month note's answer", async () => {
    const [def] = (await statement(api, owner, party.id, 2026, 4)).subPartyMonthStatementList;
    expect(def.subPartyMonth.outMinusIn).toEqual({ totalQuantity: '-54.860', totalAmount: '2207.50' });
    const noted = await ok(api, '/subParty/month/update/v2', { filter: { id: def.subPartyMonth.id }, update: { note: 'checked' } }, owner.token);
    expect(noted).toMatchObject({ note: 'checked', outMinusIn: { totalQuantity: '-54.860', totalAmount: '2207.50' } });
    const [empty] = (await statement(api, owner, party.id, 2026, 9)).subPartyMonthStatementList;
    expect(empty.subPartyMonth.outMinusIn).toEqual({ totalQuantity: '0.000', totalAmount: '0.00' });
  });

  it('Entries rows carry their number, particulars, burn loss and amount', async () => {
    const april = await entries(4, { inJobWorkItemSlips: true, outJobWorkItemSlips: true, saleBills: true, inCashReceipts: true });
    expect(april.inJobWorkItemSlipList.map((s) => [s.number, s.particulars, s.burnLoss, s.amount]))
      .toEqual([['SL-1', 'HDPE Granules', '2.110', '0.00'], ['SL-2', 'HDPE Granules', '1.045', '0.00']]);
    expect(april.outJobWorkItemSlipList[0]).toMatchObject({ number: 'SL-3', particulars: 'HDPE Pipe', burnLoss: '0.000', amount: '1237.50' });
    // A Sale Bill reads in Entries at its sale rate: 10.000 × 95.00.
    expect(april.saleBillList[0]).toMatchObject({ particulars: 'HDPE Pipe', amount: '950.00' });
    expect(april.inCashReceiptList[0]).toMatchObject({ particulars: 'Shree Textiles', amount: '500.00' });
    const may = await entries(5, { outJobWorkBills: true });
    expect(may.outJobWorkBillList[0]).toMatchObject({ fullBillNo: 'RC-1', particulars: 'HDPE Pipe', amount: '65.00' });
  });

  it('a prefixed slip number reads prefix-number', async () => {
    const product = await addProduct(api, owner, 'PP Granules');
    await addSlip(api, owner, { itemType: 'IN', subPartyId: party.defaultSubPartyId, productId: product, issueDate: '2026-04-28', slipNo: 7, prefix: 'GT', grossQuantity: '1.000' });
    const april = await entries(4, { inJobWorkItemSlips: true });
    expect(april.inJobWorkItemSlipList.map((s: { number: string }) => s.number)).toContain('GT-7');
  });

  it('every read carries a month after the last projected one the same way', async () => {
    const may = await partyMonth(api, owner, party.id, 2026, 5);
    const carried = { openingReceivableQuantity: may.stats.closingReceivableQuantity, openingReceivableAmount: may.stats.closingReceivableAmount,
      closingReceivableQuantity: may.stats.closingReceivableQuantity, closingReceivableAmount: may.stats.closingReceivableAmount,
      in: { quantity: '0.000', amount: '0.00' }, out: { quantity: '0.000', amount: '0.00' } };
    expect((await partyMonth(api, owner, party.id, 2026, 6)).stats).toEqual(carried);
    expect((await statement(api, owner, party.id, 2026, 6)).partyMonth).toEqual({ id: `${party.id}:2026-06`, month: 6, year: 2026, stats: carried });
    const companyMay = await companyMonth(api, owner, 2026, 5);
    expect(await companyMonth(api, owner, 2026, 6)).toEqual({
      ...companyMay, openingStockQuantity: companyMay.closingStockQuantity, inSlipAmount: '0.00', outSlipAmount: '0.00',
    });
  });
});
