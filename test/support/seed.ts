// A company with one of everything, and every endpoint that takes an id, for isolation tests.
import { NOTE_PATHS, kindsOf, type BILL_PATHS, type BillKind, type CASH_PATHS, type CashDirection, type NoteKind } from '@ledger/contract';
import { ok, type Owner, type TestApi } from './api.ts';

export interface Seeded {
  productId: string; partyId: string; subPartyId: string; defaultSubPartyId: string;
  slip: { id: string; jobWorkItemId: string };
  bills: Record<'inwardJobWorkBill' | 'outwardJobWorkBill' | 'saleBill' | 'purchaseBill', string>;
  cash: Record<'inwardCashReceipt' | 'outwardCashReceipt', string>;
  /** One note of each kind (the registry's). */
  notes: Record<NoteKind, string>;
}

export async function seedCompany(api: TestApi, owner: Owner): Promise<Seeded> {
  const t = owner.token;
  const product = await ok(api, '/product/add/v1', { name: 'Victim Product' }, t);
  const party = await ok(api, '/party/add/v1', { name: 'Victim Party', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, t);
  const sub = await ok(api, '/subParty/add/v1', { partyId: party.id, name: 'Victim Unit' }, t);
  const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, t);
  const slip = await ok(api, '/jobWorkItem/slip/add/v2', {
    itemType: 'IN', subPartyId: sub.id, productId: product.id, issueDate: '2026-04-03', slipNo: 1, grossQuantity: 5,
  }, t);
  const bill = async (base: (typeof BILL_PATHS)[BillKind]) =>
    (await ok(api, `${base}/add/v2`, { subPartyId: sub.id, productId: product.id, issueDate: '2026-04-04', fullBillNo: 'B1', quantity: 1, workRate: 1, saleRate: 1 }, t)).id;
  const cash = async (base: (typeof CASH_PATHS)[CashDirection]) => (await ok(api, `${base}/add/v1`, { partyId: party.id, amount: 1, issueDate: '2026-04-05' }, t)).id;
  const note = async (kind: NoteKind) =>
    [kind, (await ok(api, `${NOTE_PATHS[kind]}/add/v1`, { partyId: party.id, fullNoteNo: 'N1', amount: 1, issueDate: '2026-04-06', reason: 'Seed' }, t)).id] as const;
  const notes = Object.fromEntries(await Promise.all(kindsOf('note').map(note))) as Record<NoteKind, string>;
  return {
    notes,
    productId: product.id, partyId: party.id, subPartyId: sub.id, defaultSubPartyId: subs[0].id,
    slip: { id: slip.id, jobWorkItemId: slip.jobWorkItemId },
    bills: {
      inwardJobWorkBill: await bill('/inwardJobWorkBill'), outwardJobWorkBill: await bill('/outwardJobWorkBill'),
      saleBill: await bill('/saleBill'), purchaseBill: await bill('/purchaseBill'),
    },
    cash: { inwardCashReceipt: await cash('/inwardCashReceipt'), outwardCashReceipt: await cash('/outwardCashReceipt') },
  };
}

/** [path, body] of every endpoint that addresses a document by id. */
export function idEndpoints(s: Seeded): Array<[string, unknown]> {
  const slipFilter = { id: s.slip.id, jobWorkItemId: s.slip.jobWorkItemId, itemType: 'IN' };
  const doc = { subPartyId: s.subPartyId, productId: s.productId, issueDate: '2026-04-03' };
  const list: Array<[string, unknown]> = [
    ['/product/update/v1', { filter: { id: s.productId }, update: { name: 'x' } }],
    ['/product/delete/v1', { id: s.productId }],
    ['/party/list/v1', { filter: { id: s.partyId } }],
    ['/party/update/v1', { filter: { id: s.partyId }, update: { name: 'x' } }],
    ['/party/update/v1', { filter: { id: s.partyId }, update: { openingReceivableAmount: 5 } }],
    ['/party/delete/v1', { id: s.partyId }],
    ['/party/month/list/v1', { partyId: s.partyId }],
    ['/party/month/statement/v3', { partyMonthId: `${s.partyId}:2026-04` }],
    ['/party/reminders/message/v1', { partyId: s.partyId }],
    ['/party/reminders/schedule/set/v1', { partyId: s.partyId, day: 5, language: 'en' }],
    ['/party/reminders/schedule/off/v1', { partyId: s.partyId }],
    ['/subParty/add/v1', { partyId: s.partyId, name: 'x' }],
    ['/subParty/update/v1', { filter: { id: s.subPartyId }, update: { name: 'x' } }],
    ['/subParty/delete/v1', { id: s.subPartyId }],
    ['/subParty/delete/v1', { id: s.defaultSubPartyId }],
    ['/subParty/update/v1', { filter: { id: s.defaultSubPartyId }, update: { name: 'x' } }],
    ['/subParty/month/update/v2', { filter: { id: `${s.subPartyId}:2026-04` }, update: { note: 'x' } }],
    ['/jobWorkItem/rates/get/v1', { subPartyId: s.subPartyId, productId: s.productId, itemType: 'IN', issueDate: '2026-04-03' }],
    ['/jobWorkItem/slip/add/v2', { ...doc, itemType: 'OUT', slipNo: 99, grossQuantity: 1 }],
    ['/jobWorkItem/slip/update/v2', { filter: slipFilter, update: { note: 'x' } }],
    ['/jobWorkItem/slip/transfer/v1', { filter: slipFilter, update: { itemType: 'OUT' } }],
    ['/jobWorkItem/slip/delete/v2', slipFilter],
    ['/jobWorkItem/update/v2', { filter: { id: s.slip.jobWorkItemId, itemType: 'IN' }, update: { workRate: 1, lossPercentage: 1, isLossInclusive: true, marketRate: 0 } }],
    ['/jobWorkItem/delete/v1', { id: s.slip.jobWorkItemId }],
    ['/unified/month/entries/get/v1', { filter: { year: 2026, month: 4, partyId: s.partyId }, include: { inJobWorkItemSlips: true } }],
    ['/unified/month/entries/get/v1', { filter: { year: 2026, month: 4, subPartyId: s.subPartyId }, include: { inJobWorkItemSlips: true } }],
  ];
  for (const [base, id] of Object.entries(s.bills)) {
    list.push([`/${base}/add/v2`, { ...doc, fullBillNo: 'X', quantity: 1, workRate: 1, saleRate: 1 }]);
    list.push([`/${base}/update/v2`, { filter: { id }, update: { note: 'x' } }]);
    list.push([`/${base}/delete/v1`, { id }]);
  }
  for (const [base, id] of Object.entries(s.cash)) {
    list.push([`/${base}/add/v1`, { partyId: s.partyId, amount: 1, issueDate: '2026-04-03' }]);
    list.push([`/${base}/update/v1`, { filter: { id }, update: { note: 'x' } }]);
    list.push([`/${base}/delete/v1`, { id }]);
  }
  for (const [kind, id] of Object.entries(s.notes) as Array<[NoteKind, string]>) {
    list.push([`${NOTE_PATHS[kind]}/add/v1`, { partyId: s.partyId, fullNoteNo: 'X', amount: 1, issueDate: '2026-04-03', reason: 'x' }]);
    list.push([`${NOTE_PATHS[kind]}/add/v1`, { partyId: s.partyId, fullNoteNo: 'Y', amount: 1, issueDate: '2026-04-03', reason: 'x', adjustsId: s.slip.id }]);
    list.push([`${NOTE_PATHS[kind]}/update/v1`, { filter: { id }, update: { note: 'x' } }]);
    list.push([`${NOTE_PATHS[kind]}/delete/v1`, { id }]);
  }
  return list;
}
