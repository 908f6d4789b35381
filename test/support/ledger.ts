// Builders for ledger documents over HTTP, shared by the integration tests and the property test.
import type { RequestOf, slipsEndpoints } from '@ledger/contract';
import { ok, type Owner, type TestApi } from './api.ts';

export interface Party { id: string; defaultSubPartyId: string }

export async function addParty(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, name: string, opening: { quantity?: string; amount?: string } = {}): Promise<Party> {
  const p = await ok(api, '/party/add/v1', {
    name, openingReceivableQuantity: opening.quantity ?? '0', openingReceivableAmount: opening.amount ?? '0',
  }, owner.token);
  const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token);
  return { id: p.id, defaultSubPartyId: subs[0].id };
}

export async function addProduct(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, name: string): Promise<string> {
  return (await ok(api, '/product/add/v1', { name }, owner.token)).id;
}

/** The slip add's request body, as the contract types it. */
export type SlipInput = RequestOf<typeof slipsEndpoints.add>;

export const buildSlip = (overrides: Partial<SlipInput> & Pick<SlipInput, 'subPartyId' | 'productId'>): SlipInput => ({
  itemType: 'IN', issueDate: '2026-04-03', slipNo: 1, grossQuantity: '10.000', ...overrides,
});

export async function addSlip(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, slip: SlipInput, headers?: Record<string, string>) {
  return ok(api, '/jobWorkItem/slip/add/v2', slip, owner.token, headers);
}

export async function partyMonths(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, partyId: string) {
  return ok(api, '/party/month/list/v1', { partyId }, owner.token);
}

export async function partyMonth(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, partyId: string, year: number, month: number) {
  const m = (await partyMonths(api, owner, partyId)).find((x) => x.year === year && x.month === month);
  if (!m) throw new Error(`no month ${year}-${month}`);
  return m;
}

export async function statement(api: TestApi, owner: Owner, partyId: string, year: number, month: number) {
  return ok(api, '/party/month/statement/v3', { partyMonthId: `${partyId}:${year}-${String(month).padStart(2, '0')}` }, owner.token);
}

export async function companyMonth(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, year: number, month: number) {
  const list = await ok(api, '/company/month/list/v2', {}, owner.token);
  const m = list.find((x) => x.year === year && x.month === month);
  if (!m) throw new Error(`no company month ${year}-${month}`);
  return m.stats;
}

/**
 * The worked example of shared/design/ledger-rules.md, entered over HTTP (without the back-dated edit).
 * `afterApril` runs between the April and the May documents.
 */
export async function enterWorkedExample(api: Pick<TestApi, 'url'>, owner: Pick<Owner, 'token'>, afterApril: () => Promise<void> = async () => undefined) {
  const party = await addParty(api, owner, 'Shree Textiles', { quantity: '0.000', amount: '1000.00' });
  const granules = await addProduct(api, owner, 'HDPE Granules');
  const pipe = await addProduct(api, owner, 'HDPE Pipe');
  const sub = party.defaultSubPartyId;
  const inRates = { workRate: '0', lossPercentage: '2', isLossInclusive: true };
  await addSlip(api, owner, { itemType: 'IN', subPartyId: sub, productId: granules, issueDate: '2026-04-03', slipNo: 1, grossQuantity: '105.500', bagQuantity: '0.500', ...inRates });
  const sl2 = await addSlip(api, owner, { itemType: 'IN', subPartyId: sub, productId: granules, issueDate: '2026-04-10', slipNo: 2, grossQuantity: '52.250', bagQuantity: '0.250', ...inRates });
  await addSlip(api, owner, { itemType: 'OUT', subPartyId: sub, productId: pipe, issueDate: '2026-04-15', slipNo: 3, grossQuantity: '100.300', bagQuantity: '0.300', rejectedQuantity: '1.000', workRate: '12.50', lossPercentage: '0' });
  await ok(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '500.00', issueDate: '2026-04-20' }, owner.token);
  await ok(api, '/saleBill/add/v2', { subPartyId: sub, productId: pipe, issueDate: '2026-04-25', fullBillNo: 'SB-1', quantity: '10.000', workRate: '2.00', saleRate: '95.00' }, owner.token);
  await afterApril();
  await addSlip(api, owner, { itemType: 'OUT', subPartyId: sub, productId: pipe, issueDate: '2026-05-02', slipNo: 4, grossQuantity: '54.000', workRate: '12.50' });
  await ok(api, '/outwardJobWorkBill/add/v2', { subPartyId: sub, productId: pipe, issueDate: '2026-05-05', fullBillNo: 'RC-1', quantity: '20.000', workRate: '3.25' }, owner.token);
  await ok(api, '/outwardCashReceipt/add/v1', { partyId: party.id, amount: '100.00', issueDate: '2026-05-06' }, owner.token);
  return { party, sl2: sl2 as { id: string; jobWorkItemId: string } };
}
