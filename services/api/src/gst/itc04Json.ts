// ITC-04 as the GST offline tool imports it (docs/gst.md, "ITC-04 JSON", maps every field): the same rows as
// the Excel and CSV (itc04.ts), as the government's JSON layout names them. Field names and period codes
// checked against India Compliance's itc_04 export (gst_india/utils/itc_04) and the GSTN ITC-04 save
// attributes it cites; the code is ours.
//   gstin   our company's GSTIN
//   fp      return period: the period's code and the calendar year of its first day (Q1 13, Q2 14, Q3 15,
//           Q4 16, H1 17, H2 18: Q4 of FY 2026-27 is 162027)
//   m2jw    Table 4, one entry per challan: ctin (the job worker's GSTIN, when registered), jw_stcd (its
//           state), chnum, chdt, flag 'N', itms [{ uqc, qty, desc, txval, goods_ty '8b' (inputs) or '7b' (capital goods) }]
//   table5A Table 5A, one entry per job worker: ctin, jw_stcd, flag 'N', items [{ o_chnum, o_chdt,
//           jw2_chnum, jw2_chdt (the job worker's challan the IN slip records, else the slip's number and
//           date), uqc, qty, desc, lwuqc, lwqty }]
//   table5B Table 5B (an IN slip whose goods went on to another job worker), the same shape as table5A, the job
//           worker named being the one the goods left (the IN slip's party)
//   table5C Table 5C (an IN slip whose goods were sold from the job worker's premises), per job worker, items
//           [{ o_chnum, o_chdt, inum, idt (our sale invoice), uqc, qty, desc, lwuqc, lwqty }]
//   Both keys are written only when the period has such rows, so a file without them is what it was before.
//   Their keys and item fields are as EY's Itc04ItemsDto and a reconstruction of the GSTN tool's fields name them;
//   docs/gst.md, "Tables 5B and 5C", says what is verified and what is not.
// A return needs what the tool requires: our GSTIN, each job worker's state (a GSTIN names it), each
// product's HSN and (Table 4's taxable value) value rate; without them the export is refused with the list.
import { Ajv, type ValidateFunction } from 'ajv';
import { GST_DOCUMENT_NO_MAX, QTY, formatDecimal, formatIsoDate, type ITC04_PERIODS, type Itc04JsonMissing } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import { companyContact } from '../companies/read.ts';
import { declaredNumber } from './declaration.ts';
import { itc04, periodRange, type Itc04, type Received5A } from './itc04.ts';
import schema from './schemas/itc04.schema.json' with { type: 'json' };

type Period = (typeof ITC04_PERIODS)[number];

/** The return period code of the GST offline tool for a quarter or half-year. */
const PERIOD_CODE: Record<Period, string> = { Q1: '13', Q2: '14', Q3: '15', Q4: '16', H1: '17', H2: '18' };

export const itc04ReturnPeriod = (fy: number, period: Period) => `${PERIOD_CODE[period]}${periodRange(fy, period).from.slice(0, 4)}`;

/**
 * An exact decimal (as formatDecimal writes it) as a JSON number: the text parsed back from a number with
 * at most 15 significant digits is the same text, so "296.500" is written 296.5 and nothing is rounded.
 */
const exact = (units: bigint, scale: number) => {
  const text = formatDecimal(units, scale);
  const n = Number(text);
  if (text.replace(/[-.]/g, '').replace(/^0+/, '').length > 15) throw new Error(`ITC-04 JSON: ${text} has more digits than a JSON number keeps`);
  return n;
};
const date = (iso: string) => formatIsoDate(iso);

export interface Itc04JsonFile {
  gstin: string;
  fp: string;
  m2jw: Array<{
    ctin?: string; jw_stcd: string; chnum: string; chdt: string; flag: 'N';
    itms: Array<{ uqc: 'KGS'; qty: number; desc: string; txval: number; goods_ty: '8b' | '7b' }>;
  }>;
  table5A: Array<{
    ctin?: string; jw_stcd: string; flag: 'N';
    items: Array<{ o_chnum: string; o_chdt: string; jw2_chnum: string; jw2_chdt: string; uqc: 'KGS'; qty: number; desc: string; lwuqc?: 'KGS'; lwqty?: number }>;
  }>;
  table5B?: Itc04JsonFile['table5A'];
  table5C?: Array<{
    ctin?: string; jw_stcd: string; flag: 'N';
    items: Array<{ o_chnum: string; o_chdt: string; inum: string; idt: string; uqc: 'KGS'; qty: number; desc: string; lwuqc?: 'KGS'; lwqty?: number }>;
  }>;
}

let compiled: ValidateFunction<Itc04JsonFile> | null = null;

/** Problems of a file against the JSON Schema written from the documented layout (schemas/itc04.schema.json); empty when it conforms. */
export function itc04JsonProblems(file: unknown): string[] {
  // Compiled when first asked, not at every start of the API and of each heavy-work thread.
  const validate = (compiled ??= new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 9 }).compile<Itc04JsonFile>(schema));
  return validate(file) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

/** What the return needs and the ledger does not have, each named once, in the order found. */
export function itc04JsonMissing(gstin: string | null, data: Pick<Itc04, 'sent' | 'received'>): Itc04JsonMissing[] {
  const missing: Itc04JsonMissing[] = [];
  const seen = new Set<string>();
  const add = (m: Itc04JsonMissing) => {
    const key = `${m.kind}:${m.id ?? ''}:${m.name ?? ''}`;
    if (!seen.has(key)) missing.push(m), seen.add(key);
  };
  if (!gstin) add({ kind: 'COMPANY_GSTIN', id: null, name: null });
  const docs = [...data.sent.map((d) => ({ d, valued: true })), ...data.received.filter((r) => r.original).map((r) => ({ d: r.received, valued: false }))];
  for (const { d, valued } of docs) {
    if (!d.party.contact.state) add({ kind: 'PARTY_STATE', id: d.party.id, name: d.party.name });
    if (!d.product.hsn) add({ kind: 'PRODUCT_HSN', id: d.product.id, name: d.product.name });
    if (valued && d.declared.value === null) add({ kind: 'PRODUCT_VALUE_RATE', id: d.product.id, name: d.product.name });
  }
  // Table 5B names the job worker the goods went on to as well (the Excel and CSV show it): its state is needed too.
  for (const r of data.received) {
    if (r.original && r.sentOnTo && !r.sentOnTo.contact.state) add({ kind: 'PARTY_STATE', id: r.sentOnTo.id, name: r.sentOnTo.name });
  }
  // Every challan number the file carries (ours in Table 4 and as 5A-5C's original, the job worker's in 5A/5B) is
  // one the tool takes: a longer one (a typed Delivery Challan number, a long slip prefix) is named with its party.
  const long = (party: { id: string }, no: string) => {
    if (no.length > GST_DOCUMENT_NO_MAX) add({ kind: 'DOCUMENT_NUMBER_LONG', id: party.id, name: no });
  };
  for (const d of data.sent) long(d.party, declaredNumber(d));
  for (const r of data.received) {
    if (!r.original) continue;
    long(r.received.party, r.original.challanNo);
    if (r.table !== '5C') long(r.received.party, r.jobWorker.no);
  }
  return missing;
}

export type Itc04JsonAnswer = { missing: Itc04JsonMissing[] } | { missing: []; fileName: string; text: string };

/**
 * The file, or what it lacks. Runs in a worker thread (offload/tasks.ts). Table 5A rows that settled a
 * party's opening quantity have no challan of ours to name and are left out (docs/gst.md).
 */
export async function itc04Json(db: Tx, companyId: string, fy: number, period: Period): Promise<Itc04JsonAnswer> {
  const [data, contact] = await Promise.all([itc04(db, companyId, fy, period), companyContact(db, companyId)]);
  const missing = itc04JsonMissing(contact.gstin, data);
  if (missing.length > 0 || !contact.gstin) return { missing };
  const desc = (p: { name: string; hsn: string | null }) => `${p.name} (HSN ${p.hsn ?? ''})`;
  const worker = (c: { gstin: string | null; state: string | null }) => ({ ...(c.gstin ? { ctin: c.gstin } : {}), jw_stcd: c.state ?? '' });

  const m2jw: Itc04JsonFile['m2jw'] = data.sent.map((d) => ({
    ...worker(d.party.contact), chnum: declaredNumber(d), chdt: date(d.date), flag: 'N',
    itms: [{ uqc: 'KGS', qty: exact(d.declared.quantity, QTY), desc: desc(d.product), txval: exact(d.declared.value ?? 0n, 2), goods_ty: d.product.capitalGoods ? '7b' : '8b' }],
  }));

  // Tables 5A, 5B and 5C: one entry per job worker (the party the goods left), in the order first met.
  const perWorker = <Item>(table: Received5A['table'], item: (r: Received5A) => Item) => {
    const byWorker = new Map<string, { ctin?: string; jw_stcd: string; flag: 'N'; items: Item[] }>();
    for (const r of data.received) {
      if (!r.original || r.table !== table) continue;
      const p = r.received.party;
      let entry = byWorker.get(p.id);
      if (!entry) byWorker.set(p.id, (entry = { ...worker(p.contact), flag: 'N', items: [] }));
      entry.items.push(item(r));
    }
    return [...byWorker.values()];
  };
  const goods = (r: Received5A) => ({
    uqc: 'KGS' as const, qty: exact(r.quantity, QTY), desc: desc(r.received.product),
    ...(r.losses > 0n ? { lwuqc: 'KGS' as const, lwqty: exact(r.losses, QTY) } : {}),
  });
  const original = (r: Received5A) => ({ o_chnum: r.original?.challanNo ?? '', o_chdt: date(r.original?.date ?? '') });
  const challanItem = (r: Received5A) => ({ ...original(r), jw2_chnum: r.jobWorker.no, jw2_chdt: date(r.jobWorker.date), ...goods(r) });
  const table5A = perWorker('5A', challanItem);
  const table5B = perWorker('5B', challanItem);
  const table5C = perWorker('5C', (r) => ({ ...original(r), inum: r.invoice?.no ?? '', idt: date(r.invoice?.date ?? ''), ...goods(r) }));

  const fp = itc04ReturnPeriod(fy, period);
  const file: Itc04JsonFile = {
    gstin: contact.gstin, fp, m2jw, table5A, ...(table5B.length ? { table5B } : {}), ...(table5C.length ? { table5C } : {}),
  };
  const problems = itc04JsonProblems(file);
  if (problems.length) throw new Error(`ITC-04 JSON does not match its schema: ${problems.join('; ')}`);
  return { missing: [], fileName: `ITC-04-Gov-${contact.gstin}-${fp}.json`, text: JSON.stringify(file) };
}
