// A document is called by one name on every audit screen (issue 25, item 10): the Activity list, a
// document's history and the statement as of a past moment name a Received Challan "Received Challan" and a
// Delivery Challan "Delivery Challan" (spec section 3: INWARD_JOBWORK_BILL = Delivery Challan,
// OUTWARD_JOBWORK_BILL = Received Challan), in English and in Hindi, added, changed and deleted alike; a
// slip by its direction as it stood at each event; cash by its side. Through HTTP: the server says which
// entry each event is about (`entryKind`), and the screens' own words (web/src/features/audit/api/describe.ts,
// with the real catalogues) turn the answers into the lines the owner reads.
import { createInstance, type TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryKindName, type DocumentKind } from '@ledger/contract';
import { en } from '../../web/src/i18n/en';
import { hi } from '../../web/src/i18n/hi';
import { describeEvent, documentName, type LoggedEvent } from '../../web/src/features/audit/api/describe';
import { ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip, buildSlip, type Party } from '../support/ledger.ts';
import { present } from '../support/present.ts';

async function translator(lng: 'en' | 'hi'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

let api: TestApi;
let owner: Owner;
let party: Party;
let tEn: TFunction;
let tHi: TFunction;
let beforeDocuments: string;
const ids = { received: '', delivery: '', slip: '', cash: '' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Logged = LoggedEvent & { seq: number; documentId: string; documentKind: DocumentKind | null };

beforeAll(async () => {
  [tEn, tHi] = [await translator('en'), await translator('hi')];
  api = await startApi();
  owner = await registerOwner(api, 'Shree Plastics');
  party = await addParty(api, owner, 'Shree Textiles');
  const pipe = await addProduct(api, owner, 'HDPE Pipe');
  await sleep(20);
  beforeDocuments = new Date().toISOString();
  await sleep(20);
  const challan = { subPartyId: party.defaultSubPartyId, productId: pipe, issueDate: '2026-04-14', quantity: '3.000', workRate: '2.00' };
  ids.received = (await ok(api, '/outwardJobWorkBill/add/v2', { ...challan, fullBillNo: 'RC-1' }, owner.token)).id;
  await ok(api, '/outwardJobWorkBill/update/v2', { filter: { id: ids.received }, update: { quantity: '4.000' } }, owner.token);
  ids.delivery = (await ok(api, '/inwardJobWorkBill/add/v2', { ...challan, fullBillNo: 'DC-1' }, owner.token)).id;
  const slip = await addSlip(api, owner, buildSlip({ subPartyId: party.defaultSubPartyId, productId: pipe, itemType: 'IN', issueDate: '2026-04-10' }));
  ids.slip = slip.id;
  await ok(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: slip.id, jobWorkItemId: slip.jobWorkItemId, itemType: 'IN' }, update: { itemType: 'OUT' } }, owner.token);
  ids.cash = (await ok(api, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '50.00', issueDate: '2026-04-20' }, owner.token)).id;
  await ok(api, '/outwardJobWorkBill/delete/v1', { id: ids.received }, owner.token);
});
afterAll(async () => { await api?.close(); });

/** The lines a screen shows for these events, oldest first, in both languages. */
const lines = (events: Logged[], id: string) => {
  const of = events.filter((e) => e.documentId === id || !('documentId' in e)).sort((a, b) => a.seq - b.seq);
  return { en: of.map((e) => describeEvent(e, tEn)), hi: of.map((e) => describeEvent(e, tHi)) };
};

// The names are the one home's (@ledger/contract entryKinds.ts); the English ones are the spec's words.
const name = { hi: (kind: Parameters<typeof entryKindName>[0]) => entryKindName(kind, 'hi') };
const EXPECTED = {
  received: {
    en: ['Received Challan added', 'Received Challan changed', 'Received Challan deleted'],
    hi: [`${name.hi('OUTWARD_JOBWORK_BILL')}: एंट्री जोड़ी गई`, `${name.hi('OUTWARD_JOBWORK_BILL')}: एंट्री बदली गई`, `${name.hi('OUTWARD_JOBWORK_BILL')}: एंट्री हटाई गई`],
  },
  delivery: { en: ['Delivery Challan added'], hi: [`${name.hi('INWARD_JOBWORK_BILL')}: एंट्री जोड़ी गई`] },
  // The slip was an In Slip when it was added, an Out Slip from its transfer on.
  slip: { en: ['In Slip added', 'Slip transferred, now Out Slip'], hi: [`${name.hi('IN_SLIP')}: एंट्री जोड़ी गई`, `स्लिप ट्रांसफर की गई, अब ${name.hi('OUT_SLIP')}`] },
  cash: { en: ['Cash Received added'], hi: [`${name.hi('CASH_RECEIVED')}: एंट्री जोड़ी गई`] },
};

describe('one name for each document on every audit screen', () => {
  it('Activity', async () => {
    const { events } = await ok(api, '/history/activity/list/v1', { partyId: party.id, limit: 500 }, owner.token);
    expect(events.filter((e) => e.documentId === ids.received).map((e) => e.entryKind)).toEqual(['OUTWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL']);
    for (const [doc, id] of Object.entries(ids)) expect(lines(events, id), doc).toEqual(EXPECTED[doc as keyof typeof ids]);
    // The history drawer opened from a row is titled with the document's own name.
    const receivedRow = present(events.find((e) => e.documentId === ids.received), 'an event of the Received Challan');
    expect(documentName(receivedRow, tEn)).toBe('Received Challan');
    expect(documentName(present(events.find((e) => e.documentId === ids.delivery), 'an event of the Delivery Challan'), tHi)).toBe(name.hi('INWARD_JOBWORK_BILL'));
    // Events that are not about an entry keep their own words, never the raw type.
    const partyAdded = present(events.find((e) => e.type === 'PartyAdded'), 'the PartyAdded event');
    expect([partyAdded.entryKind, describeEvent(partyAdded, tEn)]).toEqual([null, 'Party added']);
  });

  it('a document\'s history', async () => {
    for (const [doc, id] of Object.entries(ids)) {
      const history = await ok(api, '/history/document/get/v1', { id }, owner.token);
      expect(lines(history.map((e) => ({ ...e, documentId: id, documentKind: null })), id), doc).toEqual(EXPECTED[doc as keyof typeof ids]);
    }
  });

  it('the statement as of a moment before the documents: what was recorded since', async () => {
    const asOf = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: `${party.id}:2026-04`, asOf: beforeDocuments }, owner.token);
    expect(asOf.between.length).toBe(7);
    for (const [doc, id] of Object.entries(ids)) expect(lines(asOf.between, id), doc).toEqual(EXPECTED[doc as keyof typeof ids]);
  });
});
