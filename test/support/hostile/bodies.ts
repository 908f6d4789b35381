// A valid base body for every API path, built from the fixture's current ids, and what a 2xx does to
// the fixture: which session it ends and which spare document it destroys. The campaign fails when a
// route in the registry has no entry here, so a new endpoint cannot escape the hostile inputs.
import { ADMIN } from '../api.ts';
import { NOTE_PATHS, kindsOf } from '@ledger/contract';
import type { BillKind, CashKind, HostileFixture, IdentityName, NoteKind, SlipRef, Stale } from './fixture.ts';

export interface EndpointSpec {
  body(fx: HostileFixture): unknown;
  /** Whose token the call normally carries (default: A for user and company calls, admin for admin calls). */
  as?: IdentityName;
  /** A 2xx ends the session whose token was sent (logout, password change, erasure, company creation). */
  consumes?: boolean;
  /** What a 2xx changes in the fixture: spares to re-create, targets that moved. */
  onAccepted?(fx: HostileFixture, data: unknown): void;
}

const stale = (s: Stale) => (fx: HostileFixture) => { fx.stale.add(s); };
const slipOf = (data: unknown): SlipRef | null => {
  const d = data as Partial<SlipRef> | null;
  return d && typeof d.id === 'string' && typeof d.jobWorkItemId === 'string' && (d.itemType === 'IN' || d.itemType === 'OUT')
    ? { id: d.id, jobWorkItemId: d.jobWorkItemId, itemType: d.itemType } : null;
};
const filterOf = (s: SlipRef) => ({ id: s.id, jobWorkItemId: s.jobWorkItemId, itemType: s.itemType });
const doc = (fx: HostileFixture) => ({ subPartyId: fx.ids.subPartyId, productId: fx.ids.productId, issueDate: '2026-04-03' });
const pwChange = (fx: HostileFixture) => ({ currentPassword: fx.S.password, newPassword: fx.S.password, confirmPassword: fx.S.password });

function billSpecs(kind: BillKind, addV: string, updateV: string): Record<string, EndpointSpec> {
  const sale = kind === 'saleBill' || kind === 'purchaseBill';
  return {
    [`/${kind}/add/${addV}`]: { body: (fx) => ({ ...doc(fx), fullBillNo: `HB-${fx.next()}`, quantity: '12.125', workRate: '3.50', saleRate: '20.25', note: 'hostile' }) },
    [`/${kind}/update/${updateV}`]: {
      body: (fx) => ({ filter: { id: fx.ids.bills[kind] }, update: { note: 'edited', fullBillNo: `HU-${fx.next()}`, quantity: '2.5', workRate: '1.25', issueDate: '2026-04-05', ...(sale ? { saleRate: '4' } : {}) } }),
    },
    [`/${kind}/delete/v1`]: { body: (fx) => ({ id: fx.spares.bill[kind] }), onAccepted: stale(`spareBill:${kind}`) },
  };
}

function cashSpecs(kind: CashKind): Record<string, EndpointSpec> {
  return {
    [`/${kind}/add/v1`]: { body: (fx) => ({ partyId: fx.ids.partyId, amount: '250.75', note: 'hostile', issueDate: '2026-04-12' }) },
    [`/${kind}/update/v1`]: { body: (fx) => ({ filter: { id: fx.ids.cash[kind] }, update: { amount: '3.25', note: 'edited', issueDate: '2026-04-13' } }) },
    [`/${kind}/delete/v1`]: { body: (fx) => ({ id: fx.spares.cash[kind] }), onAccepted: stale(`spareCash:${kind}`) },
  };
}

function noteSpecs(kind: NoteKind): Record<string, EndpointSpec> {
  const base = NOTE_PATHS[kind];
  return {
    [`${base}/add/v1`]: {
      body: (fx) => ({ partyId: fx.ids.partyId, fullNoteNo: `HN-${fx.next()}`, amount: '99.50', reason: 'hostile', note: 'n', issueDate: '2026-04-14', adjustsId: fx.ids.slip.id }),
    },
    [`${base}/update/v1`]: { body: (fx) => ({ filter: { id: fx.ids.notes[kind] }, update: { amount: '7.25', reason: 'edited', issueDate: '2026-04-15', adjustsId: null } }) },
    [`${base}/delete/v1`]: { body: (fx) => ({ id: fx.spares.note[kind] }), onAccepted: stale(`spareNote:${kind}`) },
  };
}

export const BASE: Record<string, EndpointSpec> = {
  // identity
  '/user/register/v1': { body: (fx) => ({ mobileNo: fx.mobile(), password: 'pw-new-1', confirmPassword: 'pw-new-1' }) },
  '/user/mobile/verify/v1': { body: (fx) => ({ mobileNo: fx.P.mobileNo, otp: fx.otp(fx.P.mobileNo) }), onAccepted: stale('P') },
  '/user/login/v1': { body: (fx) => ({ mobileNo: fx.A.mobileNo, password: fx.A.password }) },
  '/user/self/get/v1': { body: () => ({ include: { company: true } }) },
  '/user/logout/v1': { body: () => ({}), as: 'S', consumes: true },
  '/user/password/update/v1': { body: pwChange, as: 'S', consumes: true },
  '/user/password/reset/v1': { body: (fx) => ({ mobileNo: fx.S.mobileNo, newPassword: fx.S.password, confirmPassword: fx.S.password }) },
  '/user/password/reset/verify/v1': { body: (fx) => ({ mobileNo: fx.S.mobileNo, otp: fx.otp(fx.S.mobileNo) }), onAccepted: stale('S') },
  // companies and admin
  '/company/create/v1': { body: () => ({ name: 'Hostile New Co' }), as: 'U', consumes: true },
  '/unified/month/entries/export/v1': { body: (fx) => ({ filter: { year: 2026, month: 4, partyId: fx.ids.partyId }, include: { inJobWorkItemSlips: true, saleBills: true, inCashReceipts: true }, format: 'xlsx' }) },
  '/challan/pdf/v1': { body: (fx) => ({ id: fx.ids.bills.inwardJobWorkBill, confirmMissingCompanyDetails: true }) },
  '/report/ewayBill/documents/v1': { body: (fx) => ({ partyId: fx.ids.partyId }) },
  '/report/ewayBill/export/v1': { body: (fx) => ({ ids: [fx.ewaySlipId], transport: { transMode: '1', distance: 300, vehicleNo: 'GJ05AB4321', transporterId: '24AAACC1206D1ZM', transporterName: 'Hostile Roadways', transDocNo: 'LR-1', transDocDate: '2026-04-03' } }) },
  '/report/ageing/v1': { body: (fx) => ({ asOf: '2026-12-31', partyId: fx.ids.partyId }) },
  '/report/section143/draft/v1': { body: (fx) => ({ slipId: fx.deemedSlipId }) },
  // A choice made is made: the next base request takes a new lot past its limit.
  '/report/section143/decide/v1': { body: (fx) => ({ slipId: fx.deemedSlipId, decision: 'accept' }), onAccepted: stale('deemedSlip') },
  '/report/itc04/v1': { body: () => ({ fy: 2026, period: 'Q1' }) },
  '/report/itc04/export/v1': { body: () => ({ fy: 2026, period: 'Q1', format: 'csv', table: '5A' }) },
  '/report/tally/export/v1': { body: () => ({ fy: 2026, period: 'MAY' }) },
  '/party/ledger/v1': { body: (fx) => ({ partyId: fx.ids.partyId, from: '2026-04-01', to: '2026-05-31' }) },
  '/party/ledger/export/v1': { body: (fx) => ({ partyId: fx.ids.partyId, from: '2026-04-01', to: '2026-05-31', format: 'csv' }) },
  '/party/month/statement/export/v1': { body: (fx) => ({ partyMonthId: `${fx.ids.partyId}:2026-04`, format: 'xlsx' }) },
  '/jobWorkItem/slip/pdf/v1': { body: (fx) => ({ slipIds: [fx.targets.slip.id] }) },
  '/party/month/share/add/v1': { body: (fx) => ({ partyMonthId: `${fx.ids.partyId}:2026-04`, days: 7 }) },
  '/party/share/list/v1': { body: (fx) => ({ partyId: fx.ids.partyId }) },
  // The spare party's links: withdrawing A's party's would end the link the public bodies use.
  '/party/share/revoke/v1': { body: (fx) => ({ partyId: fx.spares.party }) },
  '/party/reminders/list/v1': { body: () => ({ minAmount: '100', days: 30 }) },
  '/party/reminders/message/v1': { body: (fx) => ({ partyId: fx.ids.partyId }) },
  '/party/reminders/sent/v1': { body: (fx) => ({ partyId: fx.ids.partyId }) },
  '/party/reminders/schedule/list/v1': { body: () => ({}) },
  '/party/reminders/schedule/set/v1': { body: (fx) => ({ partyId: fx.ids.partyId, day: 5, language: 'hi' }) },
  '/party/reminders/schedule/off/v1': { body: (fx) => ({ partyId: fx.ids.partyId }) },
  '/public/statement/v1': { body: (fx) => ({ token: fx.shareToken }) },
  '/public/statement/pdf/v1': { body: (fx) => ({ token: fx.shareToken }) },
  '/company/contact/get/v1': { body: () => ({}) },
  // The address ends with its PIN: the e-way bill's base request needs ours.
  '/company/contact/update/v1': { body: () => ({ phone: '9876543210', address: 'Ring Road, Surat 395002', state: '24', gstin: '24AAACC1206D1ZM' }) },
  '/company/self/update/v1': { body: (fx) => ({ update: { name: `Acme Hostile ${fx.next()}`, defaultPrefix: 'HX' } }) },
  '/company/self/delete/v1': { body: (fx) => ({ password: fx.S.password }), as: 'S', consumes: true },
  '/company/list/v1': { body: () => ({ include: { userVerifiedMobile: true } }) },
  '/company/expiresAt/update/v1': {
    body: (fx) => ({ filter: { id: fx.T.companyId }, update: { expiresAt: '2099-01-01T00:00:00.000Z' } }),
    onAccepted: stale('expiry'),
  },
  '/company/stats/refresh/v1': { body: (fx) => ({ companyId: fx.T.companyId }) },
  '/company/stats/refresh/status/v1': { body: (fx) => ({ companyId: fx.T.companyId }) },
  '/company/support/v1': { body: () => ({}) },
  '/admin/login/v1': { body: () => ({ ...ADMIN }) },
  '/admin/logout/v1': { body: () => ({}), as: 'adminS', consumes: true },
  '/admin/company/events/list/v1': { body: (fx) => ({ companyId: fx.A.companyId, afterSeq: 0, limit: 5 }) },
  '/history/document/get/v1': { body: (fx) => ({ id: fx.ids.productId }) },
  '/history/activity/list/v1': { body: (fx) => ({ partyId: fx.ids.partyId, documentKind: 'slip', from: '2026-01-01', to: '2099-12-31', limit: 20 }) },
  '/history/actor/list/v1': { body: () => ({}) },
  '/company/verify/start/v1': { body: () => ({}) },
  '/company/verify/status/v1': { body: () => ({}) },
  '/admin/company/verify/start/v1': { body: (fx) => ({ companyId: fx.T.companyId }) },
  '/admin/company/verify/status/v1': { body: (fx) => ({ companyId: fx.T.companyId }) },
  // accountant access
  '/company/accountant/list/v1': { body: () => ({}) },
  '/company/accountant/add/v1': { body: (fx) => ({ mobileNo: fx.mobile() }) },
  '/company/accountant/closeBooks/update/v1': { body: (fx) => ({ id: fx.spares.grant, closeBooks: true }) },
  // Closed books: a close far back leaves the campaign's April documents open; an accepted close (a mutated one may
  // reach April) is reopened when the fixture heals. hostile.int.spec.ts closes up to today on purpose.
  '/company/books/get/v1': { body: () => ({}) },
  '/company/books/close/v1': {
    body: () => ({ upTo: '2000-01-31', reason: 'hostile' }),
    // Only a close that reaches the fixture's documents (2026) needs undoing.
    onAccepted: (fx, data) => { if (((data as { closedUpTo: string | null }).closedUpTo ?? '') >= '2026-01-01') fx.stale.add('books'); },
  },
  '/company/books/reopen/v1': { body: () => ({ upTo: null, reason: 'hostile' }) },
  '/company/accountant/revoke/v1': { body: (fx) => ({ id: fx.spares.grant }), onAccepted: stale('spareGrant') },
  '/itemSlip/mine/list/v1': { body: () => ({ limit: 5 }) },
  '/company/clerk/list/v1': { body: () => ({}) },
  '/company/clerk/add/v1': { body: (fx) => ({ mobileNo: fx.mobile() }) },
  '/company/clerk/revoke/v1': { body: (fx) => ({ id: fx.spares.clerkGrant }), onAccepted: stale('spareClerkGrant') },
  '/user/company/list/v1': { body: () => ({}) },
  '/user/company/select/v1': { body: (fx) => ({ companyId: fx.A.companyId }) },
  // master data
  '/product/list/v1': { body: (fx) => ({ filter: { id: fx.ids.productId }, include: { audits: true } }) },
  '/product/add/v1': { body: (fx) => ({ name: `Hostile Product ${fx.next()}`, note: 'hostile', hsn: '3917', valueRate: '120.50' }) },
  '/product/update/v1': { body: (fx) => ({ filter: { id: fx.ids.productId }, update: { name: `Victim Product ${fx.next()}`, hsn: '39172300', valueRate: 99 } }) },
  '/product/delete/v1': { body: (fx) => ({ id: fx.spares.product }), onAccepted: stale('spareProduct') },
  '/party/list/v1': { body: (fx) => ({ filter: { id: fx.ids.partyId }, include: { details: true, stats: true, contact: true } }) },
  '/party/add/v1': {
    body: (fx) => ({
      name: `Hostile Party ${fx.next()}`, note: 'hostile', openingReceivableQuantity: '1.500', openingReceivableAmount: '-2.25',
      contact: { phone: '+91 98765 43210', address: 'Plot 4, GIDC', state: '24', gstin: '24AAACC1206D1ZM' },
    }),
  },
  '/party/update/v1': {
    body: (fx) => ({ filter: { id: fx.ids.partyId }, update: { name: `Victim Party ${fx.next()}`, note: 'edited', openingReceivableQuantity: '0', openingReceivableAmount: 10, contact: { phone: '9876543210', gstin: '27AAPFU0939F1ZV' } } }),
  },
  '/party/delete/v1': { body: (fx) => ({ id: fx.spares.party }), onAccepted: stale('spareParty') },
  '/party/import/template/v1': { body: () => ({}) },
  '/party/import/preview/v1': {
    body: (fx) => ({ content: Buffer.from(`Party name,Sub-parties,Opening ₹\r\nHostile Sheet ${fx.next()},North; South,"1,250.50"\r\n`).toString('base64') }),
  },
  '/party/import/v1': {
    body: (fx) => ({
      parties: [{ row: 2, name: `Hostile Import ${fx.next()}`, subParties: 'North; South', phone: '', address: 'Ring Road', state: '24', gstin: '', openingQuantity: '12.5', openingAmount: '1,250.50' }],
      products: [{ row: 2, name: `Hostile Stock ${fx.next()}`, hsn: '5205', valueRate: '12.5' }],
    }),
  },
  '/subParty/list/v1': { body: (fx) => ({ filter: { partyId: fx.ids.partyId, id: fx.ids.subPartyId, includeArchived: true }, include: { details: true, party: true } }) },
  '/subParty/add/v1': { body: (fx) => ({ partyId: fx.ids.partyId, name: `Hostile Unit ${fx.next()}`, note: 'hostile' }) },
  '/subParty/update/v1': { body: (fx) => ({ filter: { id: fx.ids.subPartyId }, update: { name: `Victim Unit ${fx.next()}`, note: 'edited' } }) },
  '/subParty/delete/v1': { body: (fx) => ({ id: fx.spares.subParty }), onAccepted: stale('spareSubParty') },
  '/subParty/restore/v1': { body: (fx) => ({ id: fx.spares.archivedSubParty }), onAccepted: stale('archivedSubParty') },
  // slips and items
  '/itemSlip/code/get/v1': { body: (fx) => ({ id: fx.targets.slip.id }) },
  '/itemSlip/scan/v1': { body: (fx) => ({ code: fx.slipCode }) },
  '/itemSlip/returnable/list/v1': {
    body: (fx) => ({ subPartyId: fx.ids.subPartyId, productId: fx.ids.productId, issueDate: '2026-04-03', exceptSlipId: fx.targets.slip.id }),
  },
  '/itemSlip/nextNo/get/v1': { body: () => ({ issueDate: '2026-04-03', prefix: 'HS' }) },
  '/jobWorkItem/rates/get/v1': { body: (fx) => ({ subPartyId: fx.ids.subPartyId, productId: fx.ids.productId, itemType: 'IN', issueDate: '2026-04-03' }) },
  '/jobWorkItem/slip/add/v2': {
    body: (fx) => ({
      itemType: 'OUT', ...doc(fx), prefix: 'HS', slipNo: fx.next(), grossQuantity: '10.500', bagQuantity: '0.25', rejectedQuantity: 0,
      workRate: '2.50', marketRate: 0, lossPercentage: '1.5', isLossInclusive: true, includeMarketRate: false, note: 'hostile',
    }),
  },
  '/jobWorkItem/slip/bulkAdd/v1': {
    body: (fx) => ({
      itemType: 'IN', subPartyId: fx.ids.subPartyId, issueDate: '2026-04-03', prefix: 'HB',
      rows: [
        { productId: fx.ids.productId, grossQuantity: '4.250', bagQuantity: '0.25', rejectedQuantity: 0, note: 'hostile' },
        { productId: fx.ids.productId, grossQuantity: 3 },
      ],
      rates: [{ productId: fx.ids.productId, workRate: '2.50', lossPercentage: '1.5', isLossInclusive: false }],
    }),
  },
  '/jobWorkItem/slip/update/v2': {
    body: (fx) => ({
      filter: filterOf(fx.targets.slip),
      update: {
        note: 'edited', grossQuantity: '6', bagQuantity: '0.5', rejectedQuantity: '0', returns: [{ slipId: fx.returnedSlipId, quantity: '0.5' }],
        // Sold from the job worker's premises (ITC-04 5C): the campaign bends the onward fields too.
        onward: 'SOLD', saleInvoiceNo: 'HS/1', saleInvoiceDate: '2026-04-03',
      },
    }),
    onAccepted: (fx, data) => { fx.targets.slip = slipOf(data) ?? fx.targets.slip; },
  },
  '/jobWorkItem/slip/transfer/v1': {
    body: (fx) => ({ filter: filterOf(fx.targets.transferSlip), update: { itemType: fx.targets.transferSlip.itemType === 'IN' ? 'OUT' : 'IN' } }),
    onAccepted: (fx, data) => { fx.targets.transferSlip = slipOf(data) ?? fx.targets.transferSlip; },
  },
  '/jobWorkItem/slip/delete/v2': { body: (fx) => filterOf(fx.spares.slip), onAccepted: stale('spareSlip') },
  '/jobWorkItem/update/v2': {
    body: (fx) => ({ filter: fx.targets.item, update: { workRate: '2.75', lossPercentage: '1.25', isLossInclusive: false, marketRate: '30', includeMarketRate: true } }),
  },
  '/jobWorkItem/delete/v1': { body: (fx) => ({ id: fx.spares.item }), onAccepted: stale('spareItem') },
  // bills, challans, cash, months
  ...billSpecs('inwardJobWorkBill', 'v2', 'v2'),
  ...billSpecs('outwardJobWorkBill', 'v2', 'v2'),
  ...billSpecs('saleBill', 'v2', 'v2'),
  ...billSpecs('purchaseBill', 'v2', 'v2'),
  ...cashSpecs('inwardCashReceipt'),
  ...cashSpecs('outwardCashReceipt'),
  ...Object.assign({}, ...kindsOf('note').map(noteSpecs)) as Record<string, EndpointSpec>,
  '/subParty/month/update/v2': { body: (fx) => ({ filter: { id: `${fx.ids.subPartyId}:2026-04` }, update: { note: 'month note' } }) },
  // reads
  '/company/month/list/v2': { body: () => ({}) },
  '/party/month/list/v1': { body: (fx) => ({ partyId: fx.ids.partyId }) },
  '/party/month/statement/v3': { body: (fx) => ({ partyMonthId: `${fx.ids.partyId}:2026-04` }) },
  '/party/month/statement/asOf/v1': { body: (fx) => ({ partyMonthId: `${fx.ids.partyId}:2026-04`, asOf: new Date().toISOString() }) },
  '/unified/month/entries/get/v1': {
    body: (fx) => ({
      filter: { year: 2026, month: 4, partyId: fx.ids.partyId },
      include: {
        inJobWorkItemSlips: true, outJobWorkItemSlips: true, saleBills: true, purchaseBills: true,
        inJobWorkBills: true, outJobWorkBills: true, inCashReceipts: true, outCashReceipts: true, debitNotes: true, creditNotes: true,
      },
    }),
  },
};
