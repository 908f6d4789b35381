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
  DOCUMENT_KIND, FY_FIRST_MONTH, QTY, addDays, challanSerial, challanSerialParts, divRound, documentWords, formatDecimal, formatIsoDate, fyLabel, lastDayOfMonth, stateLabel,
  type Contact, type FyPeriod, type ITC04_PERIODS, fyPeriodMonths, type Itc04Summary, type LanguageCode,
} from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import type { Cell, TableSheet } from '../export/table.ts';
import { fifoByParty, OPENING } from './ageing.ts';
import { declaredDocuments, declaredNumber, type DeclaredDocument } from './declaration.ts';

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

/** The tables an IN slip's rows go to: 5A (came to us), 5B (went on to another job worker), 5C (sold from the job worker's premises). */
export type ReceivedTable = '5A' | '5B' | '5C';

/** A Table 5A, 5B or 5C row as data (the JSON for the GST offline tool reads these; the sheets read the cells). */
export interface Received5A {
  table: ReceivedTable;
  /** The IN slip (its number and date stand for the job worker's challan until one is recorded). */
  received: DeclaredDocument;
  /** The job worker's challan the row names (jobWorkerChallanOf). */
  jobWorker: { no: string; date: string };
  /** Grams, this row's share of the slip's declared quantity and of its losses and wastes. */
  quantity: bigint;
  losses: bigint;
  /** Our original challan: null for the party's opening quantity. */
  original: { challanNo: string; date: string } | null;
  /** 5B: the job worker the goods went on to (null: that party was deleted since). */
  sentOnTo: { id: string; name: string; contact: Contact } | null;
  /** 5C: our sale invoice. */
  invoice: { no: string; date: string } | null;
}

export interface Itc04 {
  from: string;
  to: string;
  table4: Cell[][];
  table5a: Cell[][];
  table5b: Cell[][];
  table5c: Cell[][];
  /** The documents behind Table 4's rows, and Tables 5A, 5B and 5C's rows as data, in the tables' order (by date). */
  sent: DeclaredDocument[];
  received: Received5A[];
  summary: Omit<Itc04Summary, 'jsonMissing'>;
}

export async function itc04(db: Tx, companyId: string, fy: number, period: Period): Promise<Itc04> {
  const { from, to } = periodRange(fy, period);
  const [documents, parties] = await Promise.all([declaredDocuments(db, companyId, {}), fifoByParty(db, companyId, to, null)]);

  // Table 4: what each challan of the period declares, in date order.
  const sent = documents.filter((d) => DOCUMENT_KIND[d.kind].challan === 'sent' && d.date >= from && d.date <= to);
  const table4: Cell[][] = sent.map((d) => [
    jobWorker(d.party.contact), d.challanNo ?? '', d.date, description(d), 'KGS', kg(d.declared.quantity),
    d.declared.value === null ? null : formatDecimal(d.declared.value, 2), d.product.capitalGoods ? 'Capital Goods' : 'Inputs', null, null, null, null,
  ]);

  // Tables 5A, 5B and 5C: each IN slip of the period that settled goods we sent, its declaration shared among the
  // lots it settled (cumulative rounding: the shares add up to the whole when the slip settled only our goods). The
  // slip says which table: goods that came to us are 5A, goods it says went on to another job worker 5B, goods it
  // says were sold from the job worker's premises 5C (docs/gst.md, "Tables 5B and 5C").
  const rows: Array<{ date: string; row: Received5A; opening: boolean; sentNo: string }> = [];
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
      const table: ReceivedTable = d.onward === null ? '5A' : d.onward.kind === 'JOB_WORKER' ? '5B' : '5C';
      let took = 0n;
      for (const m of matches) {
        const before = took;
        took += m.grams;
        const opening = m.sent.id === OPENING;
        rows.push({
          date: d.date, opening, sentNo: declaredNumber(m.sent),
          row: {
            table, received: d, jobWorker: jobWorkerChallanOf(d),
            quantity: share(d.declared.quantity, took) - share(d.declared.quantity, before),
            losses: share(declaredLosses, took) - share(declaredLosses, before),
            original: opening ? null : { challanNo: declaredNumber(m.sent), date: m.sent.date },
            sentOnTo: d.onward?.kind === 'JOB_WORKER' ? d.onward.party : null,
            invoice: d.onward?.kind === 'SOLD' ? d.onward.invoice : null,
          },
        });
      }
    }
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // The form's columns: the job worker, the document the goods left under (the job worker's challan in 5A and 5B,
  // our sale invoice in 5C), the goods, our original challan, nature of job work, losses and wastes; 5B adds the job
  // worker the goods went on to (our column, after the form's).
  const cellsOf = ({ row: r, opening, sentNo }: (typeof rows)[number]): Cell[] => {
    const leftUnder = r.invoice ?? r.jobWorker;
    const cells: Cell[] = [
      jobWorker(r.received.party.contact), leftUnder.no, leftUnder.date, description(r.received), 'KGS', kg(r.quantity),
      opening ? '' : sentNo, opening ? null : r.original?.date ?? null, '', r.losses > 0n ? 'KGS' : '', r.losses > 0n ? kg(r.losses) : null,
    ];
    return r.table === '5B' ? [...cells, r.sentOnTo ? `${r.sentOnTo.name} (${jobWorker(r.sentOnTo.contact)})` : ''] : cells;
  };
  const tableRows = (t: ReceivedTable) => rows.filter((r) => r.row.table === t);
  const [table5a, table5b, table5c] = (['5A', '5B', '5C'] as const).map((t) => tableRows(t).map(cellsOf));

  // The serials: every document of the period with a serial is in Table 4 unless it is now an IN slip;
  // a number of the year's series that no document holds was a deleted document's.
  const held = new Set<number>();
  let last = 0;
  for (const d of documents) {
    const serial = d.challanNo ? challanSerialParts(d.challanNo) : null;
    if (!serial || serial.fy !== fy) continue;
    held.add(serial.n);
    last = Math.max(last, serial.n);
  }
  const missing: Itc04Summary['missing'] = documents
    .flatMap((d) => (DOCUMENT_KIND[d.kind].challan === 'received' && d.challanNo && d.date >= from && d.date <= to
      ? [{ challanNo: d.challanNo, reason: 'NOW_IN_SLIP' as const, number: d.number, date: d.date }]
      : []));
  for (let n = 1; n <= last; n++) if (!held.has(n)) missing.push({ challanNo: challanSerial(fy, n), reason: 'DELETED', number: null, date: null });
  missing.sort((a, b) => (challanSerialParts(a.challanNo)?.n ?? 0) - (challanSerialParts(b.challanNo)?.n ?? 0));

  return {
    from, to, table4, table5a, table5b, table5c, sent, received: rows.map((r) => r.row),
    summary: {
      from, to, table4: table4.length, table5a: table5a.length, table5b: table5b.length, table5c: table5c.length, missing,
      withoutSerial: sent.filter((d) => d.challanNo === null).length,
    },
  };
}

export async function itc04Sheets(
  db: Tx, companyId: string, companyName: string, fy: number, period: Period, lang: LanguageCode,
): Promise<{ table4: TableSheet; table5a: TableSheet; table5b: TableSheet; table5c: TableSheet }> {
  const d = documentWords(lang);
  const { from, to, table4, table5a, table5b, table5c } = await itc04(db, companyId, fy, period);
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
    table5a: { name: 'Table 5A', title: [...title, d('itc04Table5A')], rows: table5a, columns: receivedColumns('Challan No. issued by job worker', 'Challan Date issued by job worker') },
    table5b: {
      name: 'Table 5B', title: [...title, d('itc04Table5B')], rows: table5b,
      columns: [
        ...receivedColumns('Challan No. issued by job worker', 'Challan Date issued by job worker'),
        { header: 'Job worker goods were sent to (GSTIN / State)', kind: 'text', width: 28 },
      ],
    },
    table5c: { name: 'Table 5C', title: [...title, d('itc04Table5C')], rows: table5c, columns: receivedColumns('Invoice No. issued by principal', 'Invoice Date') },
  };
}

/** The columns of Tables 5A, 5B and 5C in the form's order: they differ only in the document the goods left under. */
const receivedColumns = (documentNo: string, documentDate: string): TableSheet['columns'] => [
  { header: 'GSTIN / State of job worker if unregistered', kind: 'text', width: 22 },
  { header: documentNo, kind: 'text', width: 14 }, { header: documentDate, kind: 'date' },
  { header: 'Description of Goods', kind: 'text', width: 28 }, { header: 'UQC', kind: 'text', width: 6 }, { header: 'Quantity', kind: 'kg' },
  { header: 'Original Challan No.', kind: 'text', width: 16 }, { header: 'Original Challan Date', kind: 'date' },
  { header: 'Nature of Job Work', kind: 'text', width: 14 }, { header: 'Losses & Wastes UQC', kind: 'text', width: 8 },
  { header: 'Losses & Wastes Quantity', kind: 'kg' },
];
