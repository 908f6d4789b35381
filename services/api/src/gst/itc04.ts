// ITC-04 (Rule 45(3), CGST Rules): the rows of Table 4 (inputs sent for job work: our OUT slips with their
// delivery challan) and Table 5A (received back from the same job worker: our IN slips, each matched
// first-in-first-out to the OUT slips it settles, naming their original challan), for a quarter or a
// half-year. Columns in FORM GST ITC-04's order (docs/gst.md maps them), their headers, UQC ('KGS') and
// type of goods ('Inputs') as the GST offline utility writes them, in English whatever the language; the
// title lines above the table are in the request's language.
import { QTY, RATE, amountOf, documentWords, formatDecimal, formatIsoDate, parseDecimal, stateLabel, type ITC04_PERIODS, type LanguageCode } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import type { Cell, TableSheet } from '../export/table.ts';
import { fifoByPartyProduct } from './ageing.ts';

type Period = (typeof ITC04_PERIODS)[number];

/** First and last day of a period of the financial year starting 1 April `fy`. */
export function periodRange(fy: number, period: Period): { from: string; to: string } {
  const start = { Q1: [fy, 4], Q2: [fy, 7], Q3: [fy, 10], Q4: [fy + 1, 1], H1: [fy, 4], H2: [fy, 10] }[period];
  const months = period.startsWith('Q') ? 3 : 6;
  const from = `${start[0]}-${String(start[1]).padStart(2, '0')}-01`;
  const end = new Date(Date.UTC(start[0], start[1] - 1 + months, 0)).toISOString().slice(0, 10);
  return { from, to: end };
}

interface PartyGst { gstin: string | null; state: string | null }
interface ProductGst { hsn: string | null; value_rate: string | null }

/**
 * The job worker as ITC-04 names them: the GSTIN, or the state when unregistered, in English in every
 * language, as the GST offline utility's state list spells it (like the table's headers, docs/gst.md).
 */
const jobWorker = (p: PartyGst | undefined) => p?.gstin ?? (p?.state ? stateLabel(p.state) : '');
const description = (name: string, p: ProductGst | undefined) => (p?.hsn ? `${name} (HSN ${p.hsn})` : name);
const kg = (grams: bigint) => formatDecimal(grams, QTY);

export async function itc04Sheets(
  db: Tx, companyId: string, companyName: string, fy: number, period: Period, lang: LanguageCode,
): Promise<{ table4: TableSheet; table5a: TableSheet }> {
  const d = documentWords(lang);
  const { from, to } = periodRange(fy, period);
  const [groups, parties, products] = await Promise.all([
    fifoByPartyProduct(db, companyId, to, null),
    db.query<PartyGst & { id: string }>('SELECT id, gstin, state FROM rm_party WHERE company_id = $1', [companyId]),
    db.query<ProductGst & { id: string }>('SELECT id, hsn, value_rate::text FROM rm_product WHERE company_id = $1', [companyId]),
  ]);
  const party = new Map(parties.rows.map((p) => [p.id, p]));
  const product = new Map(products.rows.map((p) => [p.id, p]));
  const t4: Cell[][] = [];
  const t5: Cell[][] = [];
  for (const g of groups) {
    const pr = product.get(g.product.id);
    const sent = new Map<string, { date: string; challanNo: string | null; grams: bigint }>();
    const seen = new Set<string>();
    // Table 4: every OUT slip of the period, whole (open or since settled).
    for (const lot of [...g.fifo.open.filter((l) => l.direction === 'WITH_PARTY').map((l) => l.from), ...g.fifo.matches.map((m) => m.sent)]) {
      if (seen.has(lot.id) || lot.date < from || lot.date > to) continue;
      seen.add(lot.id);
      sent.set(lot.id, { date: lot.date, challanNo: lot.challanNo, grams: lot.grams });
    }
    for (const [, s] of [...sent].sort((a, b) => (a[1].date < b[1].date ? -1 : a[1].date > b[1].date ? 1 : 0))) {
      const value = pr?.value_rate ? formatDecimal(amountOf(s.grams, parseDecimal(pr.value_rate, RATE)!), 2) : null;
      t4.push([jobWorker(party.get(g.party.id)), s.challanNo ?? '', s.date, description(g.product.name, pr), 'KGS', kg(s.grams), value, 'Inputs', null, null, null, null]);
    }
    // Table 5A: what came back in the period, against the challan it was sent on.
    for (const m of g.fifo.matches) {
      if (m.received.date < from || m.received.date > to) continue;
      t5.push([jobWorker(party.get(g.party.id)), m.received.number, m.received.date, description(g.product.name, pr), 'KGS', kg(m.grams),
        m.sent.challanNo ?? m.sent.number, m.sent.date, '', '', null]);
    }
  }
  const range = d('dateRange', { from: formatIsoDate(from), to: formatIsoDate(to) });
  const title = [companyName, d('itc04Period', { fy: `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`, period, range })];
  const rate = (header: string) => ({ header, kind: 'rate' as const });
  return {
    table4: {
      name: 'Table 4', title: [...title, d('itc04Table4')], rows: t4,
      columns: [
        { header: 'GSTIN / State of job worker if unregistered', kind: 'text', width: 22 }, { header: 'Challan No.', kind: 'text', width: 16 },
        { header: 'Challan Date', kind: 'date' }, { header: 'Description of Goods', kind: 'text', width: 28 }, { header: 'UQC', kind: 'text', width: 6 },
        { header: 'Quantity', kind: 'kg' }, { header: 'Taxable Value', kind: 'inr' }, { header: 'Type of Goods', kind: 'text', width: 10 },
        rate('Central Tax Rate (%)'), rate('State/UT Tax Rate (%)'), rate('Integrated Tax Rate (%)'), rate('Cess'),
      ],
    },
    table5a: {
      name: 'Table 5A', title: [...title, d('itc04Table5A')], rows: t5,
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
