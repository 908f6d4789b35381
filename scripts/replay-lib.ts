// The auditor's replay: folds a company's stored events with the projector's own reducer (evolve)
// into memory, derives each party's month balances with the same figures (partySeries/itemTotals),
// and, without --until, compares every read model with the live tables through verifyCompany's
// comparison (projections/src/verify.ts). Read-only: one REPEATABLE READ, READ ONLY transaction, so
// the events and the read models are one snapshot.
import type { Pool, PoolClient } from 'pg';
import {
  ALL_TABLES, AMT, QTY, beginVerify, emptyState, foldEvents, formatDecimal, itemTotals, isValidDate, partySeries, readCheckpoint,
  verifyOnClient, ymMonth, ymYear, type LedgerState, type TableName, type VerifyDifference,
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
  /** The live table that disagrees with the replay (any read model, ALL_TABLES). */
  table: TableName;
  /** The row's party; null for rm_product and rm_company_month rows, or when no side knows it. */
  partyId: string | null;
  partyName: string | null;
  /** The row's month, for the month tables (rm_party_month, rm_sub_party_month, rm_company_month); else null. */
  year: number | null;
  month: number | null;
  /** A column name, or 'row' when the whole row is missing on one side. */
  field: string;
  replayed: string | null;
  live: string | null;
  /**
   * The row's primary key except company_id, as text; absent for rm_party_month and rm_party,
   * whose rows partyId, year and month already name.
   */
  key?: Record<string, string>;
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
  /** Set when there were more than MAX_DIFFERENCES (1,000) differences; only the first are listed. */
  truncated?: true;
  compared: boolean;
  /** Per read model, the replayed rows compared with the live table; null when `until` is given. */
  tables: Record<string, number> | null;
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

const PARTY_TABLES = new Set<string>(['rm_party_month', 'rm_party']);

/**
 * verifyCompany's differences in the replay's shape: each row's party (from the folded state, else
 * from the live row) and month, and for tables other than rm_party_month/rm_party its key. Ordered by
 * table (ALL_TABLES), party name, month.
 */
async function toDifferences(client: Pick<PoolClient, 'query'>, state: LedgerState, diffs: VerifyDifference[]): Promise<Difference[]> {
  const companyId = state.companyId;
  const liveParties = await client.query<{ id: string; name: string }>('SELECT id, name FROM rm_party WHERE company_id = $1', [companyId]);
  const liveNames = new Map(liveParties.rows.map((r) => [r.id, r.name]));
  const nameOf = (partyId: string | null) =>
    partyId === null ? null : state.parties.get(partyId)?.name ?? liveNames.get(partyId) ?? partyId;
  /** The party of a row from the folded state; undefined when the replay does not have that row. */
  const replayedParty = (table: string, key: Record<string, string>): string | null | undefined => {
    switch (table) {
      case 'rm_party': return key.id;
      case 'rm_party_month': return key.party_id;
      case 'rm_product': case 'rm_company_month': return null;
      case 'rm_sub_party': return state.subParties.get(key.id)?.partyId;
      case 'rm_sub_party_month': return state.subParties.get(key.sub_party_id)?.partyId;
      case 'rm_job_work_item': return state.items.get(key.id)?.partyId;
      case 'rm_slip': {
        const slip = state.slips.get(key.id);
        return slip && state.items.get(slip.itemId)?.partyId;
      }
      case 'rm_bill': return state.bills.get(key.id)?.partyId;
      case 'rm_cash': return state.cash.get(key.id)?.partyId;
      default: return undefined;
    }
  };
  // Rows the replay does not have: their party from the live row, one query per table.
  const missing = new Map<string, { column: string; ids: Set<string> }>();
  for (const d of diffs) {
    if (replayedParty(d.table, d.key) !== undefined) continue;
    const column = d.table === 'rm_sub_party_month' ? 'sub_party_id' : 'id';
    const m = missing.get(d.table) ?? { column, ids: new Set<string>() };
    m.ids.add(d.key[column]);
    missing.set(d.table, m);
  }
  const liveParty = new Map<string, string>();
  for (const [table, { column, ids }] of missing) {
    const { rows } = await client.query<{ k: string; party_id: string }>(
      `SELECT DISTINCT ${column}::text AS k, party_id::text AS party_id FROM ${table} WHERE company_id = $1 AND ${column} = ANY($2::uuid[])`,
      [companyId, [...ids]],
    );
    for (const r of rows) liveParty.set(`${table}|${r.k}`, r.party_id);
  }
  const order = new Map<string, number>(ALL_TABLES.map((t, i) => [t, i]));
  const out = diffs.map((d): Difference => {
    let partyId = replayedParty(d.table, d.key);
    if (partyId === undefined) partyId = liveParty.get(`${d.table}|${d.key[d.table === 'rm_sub_party_month' ? 'sub_party_id' : 'id']}`) ?? null;
    const hasMonth = d.key.year !== undefined && d.key.month !== undefined;
    const base = {
      table: d.table as TableName, partyId, partyName: nameOf(partyId),
      year: hasMonth ? Number(d.key.year) : null, month: hasMonth ? Number(d.key.month) : null,
      field: d.field, replayed: d.replayed, live: d.live,
    };
    return PARTY_TABLES.has(d.table) ? base : { ...base, key: d.key };
  });
  return out.sort((x, y) => (order.get(x.table) ?? 99) - (order.get(y.table) ?? 99)
    || (x.partyName ?? '').localeCompare(y.partyName ?? '')
    || (x.year ?? 0) * 12 + (x.month ?? 0) - ((y.year ?? 0) * 12 + (y.month ?? 0)));
}

/**
 * Replays one company. Without `until`, folds every event and compares every read model with the
 * live tables (verifyOnClient, the work of verifyCompany, in this transaction); with `until` (a seq,
 * or a YYYY-MM-DD date in Asia/Kolkata) it stops there and compares nothing (the live tables hold
 * the present, not that moment).
 */
export async function replayCompany(pool: Pool, companyId: string, until?: Until | null): Promise<ReplayResult> {
  const client = await pool.connect();
  const compared = until === undefined || until === null;
  try {
    // The comparison needs its temp tables, created before the transaction turns READ ONLY.
    if (compared) await beginVerify(client);
    else await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const head = await client.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [companyId]);
    const company = await client.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
    if (!head.rows.length && !company.rows.length) throw new Error(`Unknown company ${companyId}`);
    const headSeq = Number(head.rows[0]?.seq ?? 0);
    const checkpoint = await readCheckpoint(client, companyId);
    let state: LedgerState;
    let differences: Difference[] = [];
    let tables: Record<string, number> | null = null;
    let truncated = false;
    if (compared) {
      const verified = await verifyOnClient(client, companyId);
      state = verified.state;
      differences = await toDifferences(client, state, verified.result.differences);
      tables = verified.result.compared;
      truncated = verified.result.truncated === true;
    } else {
      state = emptyState(companyId);
      await foldEvents(client, state, await untilSeqOf(client, companyId, until));
    }
    const months = monthsOf(state);
    await client.query('COMMIT');
    return {
      companyId, companyName: company.rows[0]?.name ?? null, seq: state.seq, headSeq, checkpoint,
      until: until ?? null, months, differences, ...(truncated ? { truncated: true as const } : {}), compared, tables,
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

/** "10 tables, 1,89,380 replayed rows" (en-IN), or the old pair when the tables are not known. */
function comparedSummary(r: ReplayResult): string {
  if (!r.tables) return 'rm_party_month, rm_party';
  const rows = Object.values(r.tables).reduce((n, c) => n + c, 0);
  return `${Object.keys(r.tables).length} tables, ${groupInr(String(rows))} replayed rows`;
}

/** The key columns that Party and Month do not already show, e.g. "id 5f0c…" or "sub_party_id 1a2b…". */
function rowLabel(d: Difference): string {
  if (!d.key) return '';
  return Object.entries(d.key)
    .filter(([column]) => column !== 'year' && column !== 'month' && !(column === 'party_id' && d.partyId !== null))
    .map(([column, value]) => `${column} ${value}`)
    .join(', ');
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
    out.push(`No differences from the live read models (${comparedSummary(r)}).`);
  } else {
    out.push(r.truncated
      ? `More than ${r.differences.length} differences from the live read models (${comparedSummary(r)}); the first ${r.differences.length}:`
      : `${r.differences.length} difference(s) from the live read models (${comparedSummary(r)}):`);
    out.push(table(
      ['Table', 'Party', 'Month', 'Field', 'Replayed', 'Live', 'Row'],
      r.differences.map((d) => [
        d.table, d.partyName ?? '-', d.year !== null && d.month !== null ? monthLabel(d.year, d.month) : '-',
        d.field, d.replayed ?? (d.field === 'row' ? '(missing)' : '(null)'), d.live ?? (d.field === 'row' ? '(missing)' : '(null)'), rowLabel(d),
      ]),
      new Set([4, 5]),
    ));
    if (r.checkpoint !== r.seq) {
      out.push(`Note: the projector checkpoint (${r.checkpoint}) is not at the replayed seq (${r.seq}); the read models may simply be behind.`);
    }
  }
  return out.join('\n');
}
