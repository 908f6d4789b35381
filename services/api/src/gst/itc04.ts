// ITC-04 (Rule 45(3), CGST Rules) for a quarter or a half-year, at what each challan declares
// (declaration.ts):
//   Table 4 (inputs sent for job work): every OUT slip and every Delivery Challan document dated in the
//   period, one row each, at its declared quantity and value.
//   Table 5A (received back from the same job worker): our IN slips dated in the period, each matched
//   first-in-first-out (fifo.ts, on the balances' figures) to the lots it settled; its declared quantity
//   and losses and wastes are shared among those lots in proportion to the KG each took. The challan
//   "issued by job worker" is the one the IN slip records (jobWorkerChallan), else the slip's own number and date.
// And the serial check: every Rule 55 serial of the period is in Table 4 once, or is named with the reason.
// Columns in FORM GST ITC-04's order (docs/gst.md maps them), their headers, UQC ('KGS') and type of goods
// ('Inputs') as the GST offline utility writes them, in English whatever the language; the title lines
// above the table are in the request's language.
import {
  DOCUMENT_KIND, FY_FIRST_MONTH, QTY, addDays, divRound, documentWords, formatDecimal, formatIsoDate, fyLabel, lastDayOfMonth, stateLabel,
  type Contact, type FyPeriod, type ITC04_PERIODS, fyPeriodMonths, type Itc04Summary, type LanguageCode,
} from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import type { Cell, TableSheet } from '../export/table.ts';
import { fifoByParty, OPENING } from './ageing.ts';
import { declaredDocuments, type DeclaredDocument } from './declaration.ts';

type Period = (typeof ITC04_PERIODS)[number];

/** First and last day of a period (a quarter, a half-year or a month) of the financial year starting 1 April `fy`. */
export function periodRange(fy: number, period: FyPeriod): { from: string; to: string } {
  // Months counted from the financial year's first; lastDayOfMonth takes a month past 12 into the next year.
  const { first, months } = fyPeriodMonths(period);
  const start = FY_FIRST_MONTH + first;
  return { from: addDays(lastDayOfMonth(fy, start - 1), 1), to: lastDayOfMonth(fy, start - 1 + months) };
}

/**
 * The job worker as ITC-04 names them: the GSTIN, or the state when unregistered, in English in every
 * language, as the GST offline utility's state list spells it (like the table's headers, docs/gst.md).
 */
const jobWorker = (c: Contact) => c.gstin ?? (c.state ? stateLabel(c.state) : '');
const description = (d: DeclaredDocument) => (d.product.hsn ? `${d.product.name} (HSN ${d.product.hsn})` : d.product.name);
const kg = (grams: bigint) => formatDecimal(grams, QTY);

/** The job worker's challan a Table 5A row names: the one the IN slip records, else the slip's own number and date. */
export const jobWorkerChallanOf = (d: DeclaredDocument): { no: string; date: string } => d.jobWorkerChallan ?? { no: d.number, date: d.date };

/** A Table 5A row as data (the JSON for the GST offline tool reads these; the sheets read the cells). */
export interface Received5A {
  /** The IN slip (its number and date stand for the job worker's challan until one is recorded). */
  received: DeclaredDocument;
  /** The job worker's challan the row names (jobWorkerChallanOf). */
  jobWorker: { no: string; date: string };
  /** Grams, this row's share of the slip's declared quantity and of its losses and wastes. */
  quantity: bigint;
  losses: bigint;
  /** Our original challan: null for the party's opening quantity. */
  original: { challanNo: string; date: string } | null;
}

export interface Itc04 {
  from: string;
  to: string;
  table4: Cell[][];
  table5a: Cell[][];
  /** The documents behind Table 4's rows, and Table 5A's rows as data, in the tables' order. */
  sent: DeclaredDocument[];
  received: Received5A[];
  summary: Omit<Itc04Summary, 'jsonMissing'>;
}

/** A serial's number within its financial year (DC/2026-27/7 → 7), with the year's label. */
const SERIAL = /^DC\/(\d{4}-\d{2})\/(\d+)$/;

export async function itc04(db: Tx, companyId: string, fy: number, period: Period): Promise<Itc04> {
  const { from, to } = periodRange(fy, period);
  const [documents, parties] = await Promise.all([declaredDocuments(db, companyId, {}), fifoByParty(db, companyId, to, null)]);

  // Table 4: what each challan of the period declares, in date order.
  const sent = documents.filter((d) => DOCUMENT_KIND[d.kind].challan === 'sent' && d.date >= from && d.date <= to);
  const table4: Cell[][] = sent.map((d) => [
    jobWorker(d.party.contact), d.challanNo ?? '', d.date, description(d), 'KGS', kg(d.declared.quantity),
    d.declared.value === null ? null : formatDecimal(d.declared.value, 2), d.product.capitalGoods ? 'Capital Goods' : 'Inputs', null, null, null, null,
  ]);

  // Table 5A: each IN slip of the period that settled goods we sent, its declaration shared among the lots
  // it settled (cumulative rounding: the shares add up to the whole when the slip settled only our goods).
  const table5a: Array<{ date: string; cells: Cell[]; row: Received5A }> = [];
  for (const p of parties) {
    const byReceived = new Map<string, typeof p.fifo.matches>();
    for (const m of p.fifo.matches) {
      if (m.received.date < from || m.received.date > to) continue;
      byReceived.set(m.received.id, [...(byReceived.get(m.received.id) ?? []), m]);
    }
    for (const [id, matches] of byReceived) {
      const d = p.documents.get(id);
      const declaredLosses = d?.declared.losses;
      if (!d || declaredLosses === null || declaredLosses === undefined) throw new Error(`ITC-04: the received document ${id} is no IN slip of the party's`);
      const whole = matches[0].received.grams;
      const share = (v: bigint, upTo: bigint) => divRound(v * upTo, whole);
      let took = 0n;
      for (const m of matches) {
        const before = took;
        took += m.grams;
        const quantity = share(d.declared.quantity, took) - share(d.declared.quantity, before);
        const losses = share(declaredLosses, took) - share(declaredLosses, before);
        const opening = m.sent.id === OPENING;
        const theirs = jobWorkerChallanOf(d);
        table5a.push({
          date: d.date,
          row: { received: d, jobWorker: theirs, quantity, losses, original: opening ? null : { challanNo: m.sent.challanNo ?? m.sent.number, date: m.sent.date } },
          cells: [
            jobWorker(d.party.contact), theirs.no, theirs.date, description(d), 'KGS', kg(quantity),
            opening ? '' : m.sent.challanNo ?? m.sent.number, opening ? null : m.sent.date, '', losses > 0n ? 'KGS' : '', losses > 0n ? kg(losses) : null,
          ],
        });
      }
    }
  }
  table5a.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  // The serials: every document of the period with a serial is in Table 4 unless it is now an IN slip;
  // a number of the year's series that no document holds was a deleted document's.
  const year = fyLabel(fy);
  const held = new Set<number>();
  let last = 0;
  for (const d of documents) {
    const m = d.challanNo ? SERIAL.exec(d.challanNo) : null;
    if (!m || m[1] !== year) continue;
    held.add(Number(m[2]));
    last = Math.max(last, Number(m[2]));
  }
  const missing: Itc04Summary['missing'] = documents
    .flatMap((d) => (DOCUMENT_KIND[d.kind].challan === 'received' && d.challanNo && d.date >= from && d.date <= to
      ? [{ challanNo: d.challanNo, reason: 'NOW_IN_SLIP' as const, number: d.number, date: d.date }]
      : []));
  for (let n = 1; n <= last; n++) if (!held.has(n)) missing.push({ challanNo: `DC/${year}/${n}`, reason: 'DELETED', number: null, date: null });
  missing.sort((a, b) => Number(SERIAL.exec(a.challanNo)?.[2] ?? 0) - Number(SERIAL.exec(b.challanNo)?.[2] ?? 0));

  return {
    from, to, table4, table5a: table5a.map((r) => r.cells), sent, received: table5a.map((r) => r.row),
    summary: {
      from, to, table4: table4.length, table5a: table5a.length, missing,
      withoutSerial: sent.filter((d) => d.challanNo === null).length,
    },
  };
}

export async function itc04Sheets(
  db: Tx, companyId: string, companyName: string, fy: number, period: Period, lang: LanguageCode,
): Promise<{ table4: TableSheet; table5a: TableSheet }> {
  const d = documentWords(lang);
  const { from, to, table4, table5a } = await itc04(db, companyId, fy, period);
  const range = d('dateRange', { from: formatIsoDate(from), to: formatIsoDate(to) });
  const title = [companyName, d('itc04Period', { fy: fyLabel(fy), period, range })];
  const rate = (header: string) => ({ header, kind: 'rate' as const });
  return {
    table4: {
      name: 'Table 4', title: [...title, d('itc04Table4')], rows: table4,
      columns: [
        { header: 'GSTIN / State of job worker if unregistered', kind: 'text', width: 22 }, { header: 'Challan No.', kind: 'text', width: 16 },
        { header: 'Challan Date', kind: 'date' }, { header: 'Description of Goods', kind: 'text', width: 28 }, { header: 'UQC', kind: 'text', width: 6 },
        { header: 'Quantity', kind: 'kg' }, { header: 'Taxable Value', kind: 'inr' }, { header: 'Type of Goods', kind: 'text', width: 10 },
        rate('Central Tax Rate (%)'), rate('State/UT Tax Rate (%)'), rate('Integrated Tax Rate (%)'), rate('Cess'),
      ],
    },
    table5a: {
      name: 'Table 5A', title: [...title, d('itc04Table5A')], rows: table5a,
      columns: [
        { header: 'GSTIN / State of job worker if unregistered', kind: 'text', width: 22 },
        { header: 'Challan No. issued by job worker', kind: 'text', width: 14 }, { header: 'Challan Date issued by job worker', kind: 'date' },
        { header: 'Description of Goods', kind: 'text', width: 28 }, { header: 'UQC', kind: 'text', width: 6 }, { header: 'Quantity', kind: 'kg' },
        { header: 'Original Challan No.', kind: 'text', width: 16 }, { header: 'Original Challan Date', kind: 'date' },
        { header: 'Nature of Job Work', kind: 'text', width: 14 }, { header: 'Losses & Wastes UQC', kind: 'text', width: 8 },
        { header: 'Losses & Wastes Quantity', kind: 'kg' },
      ],
    },
  };
}
