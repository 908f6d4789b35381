// The auditor's replay: folds a company's stored events with the projector's own reducer (evolve)
// into memory, derives each party's month balances with the same figures (partySeries/itemTotals),
// and compares them with the live read models (rm_party_month, rm_party). Read-only: it opens one
// REPEATABLE READ, READ ONLY transaction so the events and the read models are one snapshot.
import type { Pool, PoolClient } from 'pg';
import {
  AMT, QTY, emptyState, foldEvents, formatDecimal, itemTotals, isValidDate, partySeries, readCheckpoint, ymMonth, ymYear,
  type LedgerState,
} from '@ledger/projections';

/** A seq (number) or an Asia/Kolkata calendar date (YYYY-MM-DD): replay stops there. */
export type Until = number | string;

export interface ReplayedMonth {
  partyId: string;
  partyName: string;
  year: number;
  month: number;
  openingQuantity: string;
  openingAmount: string;
  closingQuantity: string;
  closingAmount: string;
  inQuantity: string;
  inAmount: string;
  outQuantity: string;
  outAmount: string;
}

export interface Difference {
  /** The live table that disagrees with the replay. */
  table: 'rm_party_month' | 'rm_party';
  partyId: string;
  partyName: string;
  /** null for rm_party rows. */
  year: number | null;
  month: number | null;
  /** A column name, or 'row' when the whole row is missing on one side. */
  field: string;
  replayed: string | null;
  live: string | null;
}

export interface ReplayResult {
  companyId: string;
  companyName: string | null;
  /** The last seq folded (0 when nothing was). */
  seq: number;
  /** The company's stream head and the ledger projector's checkpoint at the time of the replay. */
  headSeq: number;
  checkpoint: number;
  until: Until | null;
  /** Per party (by name) and month, oldest month first. */
  months: ReplayedMonth[];
  /** Replay vs live read models; empty when `until` is given (nothing to compare against). */
  differences: Difference[];
  compared: boolean;
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** Parses the CLI's --until: digits are a seq, YYYY-MM-DD a date. */
export function parseUntil(value: string): Until {
  if (/^\d+$/.test(value)) return Number(value);
  if (isValidDate(value)) return value;
  throw new Error(`--until must be a seq (digits) or a date YYYY-MM-DD, not "${value}"`);
}

/** The seq to stop at: a seq as given, a date as the last event recorded on or before it in Asia/Kolkata. */
async function untilSeqOf(client: Pick<PoolClient, 'query'>, companyId: string, until: Until): Promise<number> {
  if (typeof until === 'number') return until;
  if (!isValidDate(until)) throw new Error(`until must be a seq or a date YYYY-MM-DD, not "${until}"`);
  // Midnight after that day in Asia/Kolkata, as an instant.
  const end = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000 - IST_OFFSET_MS);
  const { rows } = await client.query<{ seq: string | null }>(
    'SELECT max(seq) AS seq FROM events WHERE company_id = $1 AND recorded_at < $2',
    [companyId, end],
  );
  return Number(rows[0]?.seq ?? 0);
}

const q = (v: bigint) => formatDecimal(v, QTY);
const a = (v: bigint) => formatDecimal(v, AMT);

/** Every party's month series of a folded state, parties by name, months oldest first. */
export function monthsOf(state: LedgerState): ReplayedMonth[] {
  const memo = new Map<string, ReturnType<typeof itemTotals>>();
  const totals = (item: Parameters<typeof itemTotals>[1]) => {
    let t = memo.get(item.id);
    if (!t) memo.set(item.id, (t = itemTotals(state, item)));
    return t;
  };
  const parties = [...state.parties.values()].sort((x, y) => x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
  const out: ReplayedMonth[] = [];
  for (const p of parties) {
    for (const m of partySeries(state, p, totals).months) {
      out.push({
        partyId: p.id, partyName: p.name, year: ymYear(m.ym), month: ymMonth(m.ym),
        openingQuantity: q(m.openingQuantity), openingAmount: a(m.openingAmount),
        closingQuantity: q(m.closingQuantity), closingAmount: a(m.closingAmount),
        inQuantity: q(m.inQuantity), inAmount: a(m.inAmount), outQuantity: q(m.outQuantity), outAmount: a(m.outAmount),
      });
    }
  }
  return out;
}

const MONTH_FIELDS = [
  ['openingQuantity', 'opening_quantity'], ['openingAmount', 'opening_amount'],
  ['closingQuantity', 'closing_quantity'], ['closingAmount', 'closing_amount'],
  ['inQuantity', 'in_quantity'], ['inAmount', 'in_amount'],
  ['outQuantity', 'out_quantity'], ['outAmount', 'out_amount'],
] as const;

type LiveMonth = Record<(typeof MONTH_FIELDS)[number][1], string> & { party_id: string; year: number; month: number };
interface LiveParty { id: string; name: string; opening_quantity: string; opening_amount: string; closing_quantity: string; closing_amount: string }

/** Compares the replayed months and party stats with the live read models. */
async function diffLive(client: Pick<PoolClient, 'query'>, state: LedgerState, months: ReplayedMonth[]): Promise<Difference[]> {
  const companyId = state.companyId;
  const diffs: Difference[] = [];
  const live = await client.query<LiveMonth>(
    `SELECT party_id, year, month, opening_quantity, opening_amount, closing_quantity, closing_amount,
            in_quantity, in_amount, out_quantity, out_amount
     FROM rm_party_month WHERE company_id = $1 ORDER BY party_id, year, month`,
    [companyId],
  );
  const liveParties = await client.query<LiveParty>(
    'SELECT id, name, opening_quantity, opening_amount, closing_quantity, closing_amount FROM rm_party WHERE company_id = $1',
    [companyId],
  );
  const liveNames = new Map(liveParties.rows.map((r) => [r.id, r.name]));
  const nameOf = (partyId: string) => state.parties.get(partyId)?.name ?? liveNames.get(partyId) ?? partyId;
  const key = (partyId: string, year: number, month: number) => `${partyId}|${year}|${month}`;

  const liveByKey = new Map(live.rows.map((r) => [key(r.party_id, Number(r.year), Number(r.month)), r]));
  for (const m of months) {
    const k = key(m.partyId, m.year, m.month);
    const row = liveByKey.get(k);
    liveByKey.delete(k);
    const at = { table: 'rm_party_month' as const, partyId: m.partyId, partyName: m.partyName, year: m.year, month: m.month };
    if (!row) { diffs.push({ ...at, field: 'row', replayed: 'present', live: null }); continue; }
    for (const [field, column] of MONTH_FIELDS) {
      if (m[field] !== row[column]) diffs.push({ ...at, field: column, replayed: m[field], live: row[column] });
    }
  }
  for (const row of liveByKey.values()) {
    diffs.push({
      table: 'rm_party_month', partyId: row.party_id, partyName: nameOf(row.party_id),
      year: Number(row.year), month: Number(row.month), field: 'row', replayed: null, live: 'present',
    });
  }

  // rm_party: the opening values and the closing stats (the last month's closing).
  const lastMonth = new Map<string, ReplayedMonth>();
  for (const m of months) lastMonth.set(m.partyId, m);
  const liveById = new Map(liveParties.rows.map((r) => [r.id, r]));
  for (const p of [...state.parties.values()].sort((x, y) => x.name.localeCompare(y.name))) {
    const row = liveById.get(p.id);
    liveById.delete(p.id);
    const at = { table: 'rm_party' as const, partyId: p.id, partyName: p.name, year: null, month: null };
    if (!row) { diffs.push({ ...at, field: 'row', replayed: 'present', live: null }); continue; }
    const last = lastMonth.get(p.id);
    const expected: Array<[string, string]> = [
      ['name', p.name],
      ['opening_quantity', q(p.openingQuantity)], ['opening_amount', a(p.openingAmount)],
      ['closing_quantity', last?.closingQuantity ?? q(p.openingQuantity)],
      ['closing_amount', last?.closingAmount ?? a(p.openingAmount)],
    ];
    for (const [column, value] of expected) {
      const liveValue = row[column as keyof LiveParty];
      if (value !== liveValue) diffs.push({ ...at, field: column, replayed: value, live: liveValue });
    }
  }
  for (const row of liveById.values()) {
    diffs.push({ table: 'rm_party', partyId: row.id, partyName: row.name, year: null, month: null, field: 'row', replayed: null, live: 'present' });
  }
  return diffs;
}

/**
 * Replays one company. Without `until`, folds every event and diffs the result against the live
 * read models; with `until` (a seq, or a YYYY-MM-DD date in Asia/Kolkata) it stops there and
 * compares nothing (the live tables hold the present, not that moment).
 */
export async function replayCompany(pool: Pool, companyId: string, until?: Until | null): Promise<ReplayResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const head = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
    const company = await client.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
    if (!head.rows.length && !company.rows.length) throw new Error(`Unknown company ${companyId}`);
    const headSeq = Number(head.rows[0]?.seq ?? 0);
    const checkpoint = await readCheckpoint(client, companyId);
    const untilSeq = until === undefined || until === null ? Number.MAX_SAFE_INTEGER : await untilSeqOf(client, companyId, until);
    const state = emptyState(companyId);
    await foldEvents(client, state, untilSeq);
    const months = monthsOf(state);
    const compared = until === undefined || until === null;
    const differences = compared ? await diffLive(client, state, months) : [];
    await client.query('COMMIT');
    return {
      companyId, companyName: company.rows[0]?.name ?? null, seq: state.seq, headSeq, checkpoint,
      until: until ?? null, months, differences, compared,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Every company with a stream head, oldest first. */
export async function listCompanies(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ company_id: string }>(
    `SELECT h.company_id FROM company_head h LEFT JOIN companies c ON c.id = h.company_id
     ORDER BY c.created_at NULLS LAST, h.company_id`,
  );
  return rows.map((r) => r.company_id);
}

// ---- Text output ---------------------------------------------------------------------------------

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthLabel = (year: number, month: number): string => `${MONTH_NAMES[month - 1]} ${year}`;

/** en-IN grouping of a fixed-scale decimal string: "-123456.50" → "-1,23,456.50". */
export function groupInr(value: string): string {
  const negative = value.startsWith('-');
  const [whole, frac] = (negative ? value.slice(1) : value).split('.');
  let grouped = whole;
  if (whole.length > 3) {
    const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    grouped = `${head},${whole.slice(-3)}`;
  }
  return (negative ? '-' : '') + grouped + (frac !== undefined ? `.${frac}` : '');
}

function table(headers: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatResult(r: ReplayResult): string {
  const out: string[] = [];
  const title = `Company ${r.companyName ?? '(unnamed)'} (${r.companyId})`;
  out.push(title);
  out.push(
    (r.seq > 0 ? `Replayed events 1..${r.seq}` : 'No events replayed') +
      (r.until !== null ? ` (until ${r.until})` : '') +
      `; stream head ${r.headSeq}, ledger projector checkpoint ${r.checkpoint}`,
  );
  out.push('');
  if (r.months.length === 0) out.push('No parties.');
  else {
    out.push(table(
      ['Party', 'Month', 'Opening qty (KG)', 'Opening ₹', 'Closing qty (KG)', 'Closing ₹'],
      r.months.map((m) => [
        m.partyName, monthLabel(m.year, m.month),
        groupInr(m.openingQuantity), groupInr(m.openingAmount), groupInr(m.closingQuantity), groupInr(m.closingAmount),
      ]),
      new Set([2, 3, 4, 5]),
    ));
  }
  out.push('');
  if (!r.compared) {
    out.push('Not compared with the live read models (--until replays a past moment).');
  } else if (r.differences.length === 0) {
    out.push('No differences from the live read models (rm_party_month, rm_party).');
  } else {
    out.push(`${r.differences.length} difference(s) from the live read models:`);
    out.push(table(
      ['Table', 'Party', 'Month', 'Field', 'Replayed', 'Live'],
      r.differences.map((d) => [
        d.table, d.partyName, d.year !== null && d.month !== null ? monthLabel(d.year, d.month) : '-',
        d.field, d.replayed ?? '(missing)', d.live ?? '(missing)',
      ]),
      new Set([4, 5]),
    ));
    if (r.checkpoint !== r.seq) {
      out.push(`Note: the projector checkpoint (${r.checkpoint}) is not at the replayed seq (${r.seq}); the read models may simply be behind.`);
    }
  }
  return out.join('\n');
}
