// The e-way bill portal's bulk-generation JSON (docs/gst.md "E-way bill JSON"): one bill per document, for
// OUT slips and Delivery Challans sent to job workers (O, 4 Job Work) and IN slips of goods they return
// (I, 6 Job Work Returns), each a delivery challan (CHL). Quantities and values are what the challan
// declares (declaration.ts, the projector's figures), never recomputed here. Every document is checked
// against the portal's limits and required fields first; a file is made only when none has a problem,
// and is held to the layout's JSON Schema (eway-bill.schema.json) before it leaves. Runs in a worker
// thread (offload/tasks.ts).
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import { DOCUMENT_KIND, EWAY, QTY, AMT, addDays, daysBetween, formatDecimal, type EwayDocument, pinOf, said, type Contact, type EwayTransport, type Said } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import { declaredDocuments, declaredNumber, type DeclaredDocument } from './declaration.ts';

const schema = createRequire(import.meta.url)('./eway-bill.schema.json') as object;
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
let compiled: ValidateFunction | null = null;
/** The file checked against the layout's schema (the test reads the same schema); compiled when first asked, not at every start. */
const validEwayFile = () => (compiled ??= ajv.compile(schema));

/** A party or the company as a bill's from/to block. */
interface Place { gstin: string; name: string; addr1: string; addr2: string; place: string; pin: number; state: number }

export interface EwayItem { itemNo: number; productName: string; productDesc: string; hsnCode: number; quantity: number; qtyUnit: string; taxableAmount: number; cgstRate: number; sgstRate: number; igstRate: number; cessRate: number; cessNonAdvol: number }

/** The outcome handed back from the thread: the file, what is wrong per document, or the ids not found. */
export type EwayOutcome =
  | { kind: 'file'; json: string; documents: number }
  | { kind: 'problems'; documents: { id: string; document: string; problems: Said[] }[] }
  | { kind: 'notFound' };

/** DD/MM/YYYY, as the layout writes dates. */
const slashDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const num = (units: bigint, scale: number) => Number(formatDecimal(units, scale));

/** The address without its PIN, in the layout's two lines of 120 and its place (the last part, 50). */
function addressLines(address: string | null, pin: string | null): { addr1: string; addr2: string; place: string } {
  const text = (pin ? (address ?? '').replace(new RegExp(`[\\s,-]*${pin}\\b`), '') : address ?? '').replace(/\s+/g, ' ').trim();
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  return { addr1: text.slice(0, 120), addr2: text.slice(120, 240), place: (parts[parts.length - 1] ?? '').slice(0, 50) };
}

/** What keeps a contact off a bill: GSTIN, state, PIN (ours or the party's). */
function contactProblems(contact: Contact, whose: { party: string } | null): Said[] {
  const out: Said[] = [];
  const key = (company: 'missingCompanyGstin' | 'ewayCompanyState' | 'ewayCompanyPin', party: 'ewayPartyGstin' | 'missingPartyState' | 'ewayPartyPin') =>
    said(whose ? party : company, whose ?? {}).params;
  if (!contact.gstin) out.push(key('missingCompanyGstin', 'ewayPartyGstin'));
  if (!contact.state) out.push(key('ewayCompanyState', 'missingPartyState'));
  if (!pinOf(contact.address)) out.push(key('ewayCompanyPin', 'ewayPartyPin'));
  return out;
}

const place = (name: string, c: Contact): Place => {
  const pin = pinOf(c.address);
  return { gstin: c.gstin ?? '', name: name.slice(0, 100), ...addressLines(c.address, pin), pin: Number(pin), state: Number(c.state) };
};

/** The portal's limits on one bill: items in it and the document's age on `today` (Asia/Kolkata). */
export function billLimitProblems(date: string, items: number, today: string): Said[] {
  const out: Said[] = [];
  if (daysBetween(date, today) > EWAY.maxAgeDays) out.push(said('ewayTooOld', { date: `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`, n: EWAY.maxAgeDays }).params);
  if (items > EWAY.maxItems) out.push(said('ewayTooManyItems', { n: items, max: EWAY.maxItems }).params);
  return out;
}

function documentProblems(d: DeclaredDocument, company: Contact, today: string): Said[] {
  return [
    ...contactProblems(company, null),
    ...contactProblems(d.party.contact, { party: d.party.name }),
    ...(d.product.hsn ? [] : [said('missingHsn', { product: d.product.name }).params]),
    ...(d.declared.value === null ? [said('missingValueRate', { product: d.product.name }).params] : []),
    ...(d.declared.quantity > 0n ? [] : [said('ewayNoQuantity').params]),
    ...billLimitProblems(d.date, 1, today),
  ];
}

function bill(d: DeclaredDocument, company: { name: string; contact: Contact }, t: EwayTransport) {
  const sent = DOCUMENT_KIND[d.kind].challan === 'sent';
  const ours = place(company.name, company.contact);
  const theirs = place(d.party.name, d.party.contact);
  const [from, to] = sent ? [ours, theirs] : [theirs, ours];
  const value = num(d.declared.value ?? 0n, AMT);
  const hsn = Number(d.product.hsn);
  const items: EwayItem[] = [{
    itemNo: 1, productName: d.product.name.slice(0, 100), productDesc: (d.note ?? d.product.name).slice(0, 100), hsnCode: hsn,
    quantity: num(d.declared.quantity, QTY), qtyUnit: EWAY.qtyUnit, taxableAmount: value, cgstRate: 0, sgstRate: 0, igstRate: 0, cessRate: 0, cessNonAdvol: 0,
  }];
  return {
    userGstin: ours.gstin,
    supplyType: sent ? EWAY.supplyType.sent : EWAY.supplyType.received,
    subSupplyType: sent ? EWAY.subSupplyType.sent : EWAY.subSupplyType.received,
    subSupplyDesc: '',
    docType: EWAY.docType,
    docNo: declaredNumber(d),
    docDate: slashDate(d.date),
    transType: EWAY.transType,
    fromGstin: from.gstin, fromTrdName: from.name, fromAddr1: from.addr1, fromAddr2: from.addr2, fromPlace: from.place,
    fromPincode: from.pin, fromStateCode: from.state, actualFromStateCode: from.state,
    toGstin: to.gstin, toTrdName: to.name, toAddr1: to.addr1, toAddr2: to.addr2, toPlace: to.place,
    toPincode: to.pin, toStateCode: to.state, actualToStateCode: to.state,
    // A job-work challan carries no tax: the value is the goods' taxable value (the declaration's).
    totalValue: value, cgstValue: 0, sgstValue: 0, igstValue: 0, cessValue: 0, TotNonAdvolVal: 0, OthValue: 0, totInvValue: value,
    transMode: Number(t.transMode), transDistance: t.distance,
    transporterName: t.transporterName ?? '', transporterId: t.transporterId ?? '',
    transDocNo: t.transDocNo ?? '', transDocDate: t.transDocDate ? slashDate(t.transDocDate) : '',
    vehicleNo: t.vehicleNo ?? '', vehicleType: t.vehicleNo ? 'R' : '',
    mainHsnCode: hsn,
    itemList: items,
  };
}

/** The bulk file for the documents `ids` (in date order), or why not. */
export async function ewayBillFile(
  db: Tx, companyId: string, ids: string[], transport: EwayTransport, today: string, company: { name: string; contact: Contact },
): Promise<EwayOutcome> {
  const wanted = new Set(ids);
  const docs: DeclaredDocument[] = [];
  for (const id of wanted) docs.push(...(await declaredDocuments(db, companyId, { id })).filter(travelsToOrFromUs));
  if (docs.length !== wanted.size) return { kind: 'notFound' };
  docs.sort((a, b) => a.date.localeCompare(b.date));
  const problems = docs.map((d) => ({ id: d.id, document: declaredNumber(d), problems: documentProblems(d, company.contact, today) })).filter((d) => d.problems.length);
  if (problems.length) return { kind: 'problems', documents: problems };
  const file = { version: EWAY.version, billLists: docs.map((d) => bill(d, company, transport)) };
  const valid = validEwayFile();
  if (!valid(file)) throw new Error(`e-way bill file breaks its schema: ${ajv.errorsText(valid.errors)}`);
  return { kind: 'file', json: `${JSON.stringify(file, null, 2)}\n`, documents: docs.length };
}

/**
 * Goods an e-way bill of ours carries: sent to a job worker, or returned by one to us. An IN slip whose goods went on
 * to another job worker or were sold from the job worker's premises (ITC-04 5B/5C) never travelled back to us.
 */
const travelsToOrFromUs = (d: DeclaredDocument) => d.onward === null;

/** The documents of the last 180 days on `today`, newest first (the portal takes no older). */
export async function ewayDocuments(db: Tx, companyId: string, partyId: string | null, today: string): Promise<EwayDocument[]> {
  const docs = (await declaredDocuments(db, companyId, { partyId, from: addDays(today, -EWAY.maxAgeDays), upTo: today })).filter(travelsToOrFromUs);
  return docs.reverse().map((d) => ({
    id: d.id, direction: DOCUMENT_KIND[d.kind].challan === 'sent' ? 'sent' : 'received', document: declaredNumber(d), number: d.number, date: d.date,
    party: { id: d.party.id, name: d.party.name }, product: { id: d.product.id, name: d.product.name },
    quantity: formatDecimal(d.declared.quantity, QTY), value: d.declared.value === null ? null : formatDecimal(d.declared.value, AMT),
  }));
}
