// Builders for ledger documents over HTTP, shared by the integration tests and the property test.
import { ok, type Owner, type TestApi } from './api.ts';

export interface Party { id: string; defaultSubPartyId: string }

export async function addParty(api: TestApi, owner: Owner, name: string, opening: { quantity?: string; amount?: string } = {}): Promise<Party> {
  const p = await ok(api, '/party/add/v1', {
    name, openingReceivableQuantity: opening.quantity ?? '0', openingReceivableAmount: opening.amount ?? '0',
  }, owner.token);
  const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token);
  return { id: p.id, defaultSubPartyId: subs[0].id };
}

export async function addProduct(api: TestApi, owner: Owner, name: string): Promise<string> {
  return (await ok(api, '/product/add/v1', { name }, owner.token)).id;
}

export interface SlipInput {
  itemType: 'IN' | 'OUT'; subPartyId: string; productId: string; issueDate: string; slipNo: string | number;
  grossQuantity: string; bagQuantity?: string; rejectedQuantity?: string; prefix?: string;
  workRate?: string; lossPercentage?: string; marketRate?: string; isLossInclusive?: boolean; includeMarketRate?: boolean; note?: string;
}

export const buildSlip = (overrides: Partial<SlipInput> & Pick<SlipInput, 'subPartyId' | 'productId'>): SlipInput => ({
  itemType: 'IN', issueDate: '2026-04-03', slipNo: 1, grossQuantity: '10.000', ...overrides,
});

export async function addSlip(api: TestApi, owner: Owner, slip: SlipInput, headers?: Record<string, string>) {
  return ok(api, '/jobWorkItem/slip/add/v2', slip, owner.token, headers);
}

export async function partyMonths(api: TestApi, owner: Owner, partyId: string) {
  return ok<Array<{ id: string; year: number; month: number; stats: Record<string, any> }>>(api, '/party/month/list/v1', { partyId }, owner.token);
}

export async function partyMonth(api: TestApi, owner: Owner, partyId: string, year: number, month: number) {
  const m = (await partyMonths(api, owner, partyId)).find((x) => x.year === year && x.month === month);
  if (!m) throw new Error(`no month ${year}-${month}`);
  return m;
}

export async function statement(api: TestApi, owner: Owner, partyId: string, year: number, month: number) {
  return ok(api, '/party/month/statement/v3', { partyMonthId: `${partyId}:${year}-${String(month).padStart(2, '0')}` }, owner.token);
}

export async function companyMonth(api: TestApi, owner: Owner, year: number, month: number) {
  const list = await ok<Array<{ year: number; month: number; stats: Record<string, string> }>>(api, '/company/month/list/v2', {}, owner.token);
  const m = list.find((x) => x.year === year && x.month === month);
  if (!m) throw new Error(`no company month ${year}-${month}`);
  return m.stats;
}
