// The worked example of shared/design/ledger-rules.md, entered over HTTP; every bold figure asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { companyMonth, enterWorkedExample, partyMonth, statement, type Party } from '../support/ledger.ts';

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

describe('ledger rules worked example', () => {
  it('April closes at −54.860 KG and ₹2,707.50', async () => {
    const april = await partyMonth(api, owner, party.id, 2026, 4);
    expect(april.stats).toMatchObject({
      openingReceivableQuantity: '0.000', openingReceivableAmount: '1000.00',
      closingReceivableQuantity: '-54.860', closingReceivableAmount: '2707.50',
    });
  });

  it('the April IN item has quantity 157.000, loss 3.140, effective 153.860, amount 0.00', async () => {
    const st = await statement(api, owner, party.id, 2026, 4);
    const [def] = st.subPartyMonthStatementList;
    expect(def.subParty.isDefault).toBe(true);
    expect(def.inJobWorkItemList).toHaveLength(1);
    expect(def.inJobWorkItemList[0]).toMatchObject({
      quantity: '157.000', inclusiveLossQuantity: '153.860', exclusiveLossQuantity: '160.140', amount: '0.00',
      lossPercentage: '2.00', isLossInclusive: true, product: { name: 'HDPE Granules' },
    });
    expect(def.inJobWorkItemList[0].slips.map((s: { netQuantity: string }) => s.netQuantity)).toEqual(['105.000', '52.000']);
    expect(def.outJobWorkItemList[0]).toMatchObject({ quantity: '99.000', exclusiveLossQuantity: '99.000', amount: '1237.50', workRate: '12.50' });
    expect(def.saleBillList[0]).toMatchObject({ amount: '970.00', saleRate: '95.00' });
    expect(st.inCashList[0]).toMatchObject({ amount: '500.00', type: 'INWARD_CASH' });
    expect(def.subPartyMonth.stats).toEqual({
      in: { totalQuantity: '153.860', totalAmount: '0.00' },
      out: { totalQuantity: '99.000', totalAmount: '2207.50' },
    });
  });

  it('May closes at −0.860 KG and ₹3,417.50', async () => {
    const may = await partyMonth(api, owner, party.id, 2026, 5);
    expect(may.stats).toMatchObject({
      openingReceivableQuantity: '-54.860', openingReceivableAmount: '2707.50',
      closingReceivableQuantity: '-0.860', closingReceivableAmount: '3417.50',
    });
  });

  it('company stock after April is 54.860; the party is payable 54.860 KG', async () => {
    const april = await companyMonth(api, owner, 2026, 4);
    expect(april).toMatchObject({
      openingStockQuantity: '0.000', closingStockQuantity: '54.860',
      closingPayableQuantity: '54.860', closingReceivableQuantity: '0.000',
      closingReceivableAmount: '2707.50', closingPayableAmount: '0.00',
      inSlipAmount: '0.00', outSlipAmount: '1237.50',
    });
  });

  it('next slip number for SL is 5 on 10-05-2026 and 1 on 31-03-2026', async () => {
    expect(await ok(api, '/itemSlip/nextNo/get/v1', { issueDate: '2026-05-10', prefix: 'SL' }, owner.token)).toEqual({ nextSlipNo: 5 });
    expect(await ok(api, '/itemSlip/nextNo/get/v1', { issueDate: '2026-03-31', prefix: 'SL' }, owner.token)).toEqual({ nextSlipNo: 1 });
  });

  it('after SL-2 bag becomes 1.250, April closes at −53.880 and May at 0.120, amounts unchanged', async () => {
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { bagQuantity: '1.250' } }, owner.token);
    const st = await statement(api, owner, party.id, 2026, 4);
    expect(st.subPartyMonthStatementList[0].inJobWorkItemList[0]).toMatchObject({ quantity: '156.000', inclusiveLossQuantity: '152.880' });
    expect((await partyMonth(api, owner, party.id, 2026, 4)).stats).toMatchObject({ closingReceivableQuantity: '-53.880', closingReceivableAmount: '2707.50' });
    expect((await partyMonth(api, owner, party.id, 2026, 5)).stats).toMatchObject({ closingReceivableQuantity: '0.120', closingReceivableAmount: '3417.50' });
    // The balance carries forward to the current month and the party list.
    const parties = await ok(api, '/party/list/v1', { include: { stats: true } }, owner.token);
    expect(parties[0].stats).toEqual({ closingReceivableQuantity: '0.120', closingReceivableAmount: '3417.50' });
  });
});
