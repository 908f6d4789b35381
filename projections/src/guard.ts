// Fold before commit: an invariant of the log is that the projector can fold every stored event.
// A command's new events are folded with the projector's own reducer over the company's current state,
// and the rows the renderer would write are checked against their columns, inside the command's
// transaction and before its COMMIT. A change the projector would refuse is refused instead (422), so
// it never enters the append-only log. See docs/architecture.md, "Invariants of the log".
import type { PoolClient } from 'pg';
import { latestVersion, type LedgerEvent, type NewEvent } from './events.ts';
import { readPayload } from './payload-check.ts';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, render, type Changes, type RenderCache, type Row } from './ledger/render.ts';
import { discardDirty, emptyDirty, emptyState, type Dirty, type LedgerState } from './ledger/state.ts';
import { DATE_COLUMNS, NUMERIC_COLUMNS, SMALLINT_COLUMNS, fitsNumeric, type NumericColumn } from './columns.ts';
import { readEvents } from './sql/events.ts';

/** Why a change cannot be folded, in words for the owner; thrown by check(). */
export class Unfoldable extends Error {
  constructor(readonly problem: string) {
    super(`This change cannot be recorded: ${problem}`);
  }
}

/**
 * The projector cannot fold the event at `seq` (only a ledger written before fold-before-commit can
 * hold one): it stays stopped there, and the company's commands with it, until an operator voids the
 * event (docs/operations.md).
 */
export class ProjectionStuck extends Error {
  constructor(readonly companyId: string, readonly seq: number, readonly reason: string) {
    super(`Event ${seq} of company ${companyId} cannot be projected: ${reason}`);
  }
}

/** One column that can refuse a value: a numeric of its capacity, a date, or a smallint. */
type ColumnCheck = { col: string; numeric: NumericColumn | null; date: boolean; smallint: boolean };

/**
 * The columns of each table that can refuse a value, in its rows' own column order (a table's rows are all made by
 * one function, so they share it; that order is taken from the first row seen), so that the first problem found is
 * the one a look at every column of the row finds first. Any such column that row lacks follows, so a row of
 * another shape is still checked whole.
 */
const columnChecks = new Map<string, ColumnCheck[]>();

function checksFor(table: string, row: Row): ColumnCheck[] {
  let checks = columnChecks.get(table);
  if (!checks) {
    const numeric = NUMERIC_COLUMNS[table] ?? {};
    const candidates = new Set([...Object.keys(numeric), ...DATE_COLUMNS, ...SMALLINT_COLUMNS]);
    const first = Object.keys(row).filter((col) => candidates.has(col));
    checks = [...new Set([...first, ...candidates])]
      .map((col) => ({ col, numeric: numeric[col] ?? null, date: DATE_COLUMNS.has(col), smallint: SMALLINT_COLUMNS.has(col) }));
    columnChecks.set(table, checks);
  }
  return checks;
}

const DATE_TEXT = /^(?!0000)\d{4}-\d{2}-\d{2}$/;

/** What in a rendered row of `table` its column cannot hold, described; null when it all fits. */
export function rowProblem(table: string, row: Row): string | null {
  // Only the columns that can refuse a value (a rebuild checks every row it writes: ~190,000 per 100,000 events).
  const checks = checksFor(table, row);
  for (let i = 0; i < checks.length; i++) {
    const { col, numeric, date, smallint } = checks[i];
    const value = row[col];
    if (numeric && typeof value === 'string' && !fitsNumeric(value, numeric)) {
      return `${describe(table, col)} would be ${value}, more than the ledger can hold`;
    }
    if (date && typeof value === 'string' && !DATE_TEXT.test(value)) {
      return `the date ${value} cannot be recorded`;
    }
    if (smallint && typeof value === 'number' && (value < 1 || value > 32767)) {
      return `the ${col} ${value} cannot be recorded`;
    }
  }
  return null;
}

/** The first value in rendered rows that its column cannot hold, described; null when all fit. */
export function checkRows(ch: Changes): string | null {
  const check = (table: string, rows: Row[]): string | null => {
    for (const row of rows) {
      const found = rowProblem(table, row);
      if (found) return found;
    }
    return null;
  };
  for (const [table, rows] of Object.entries(ch.upserts)) {
    const found = check(table, rows);
    if (found) return found;
  }
  return (
    check('rm_party_month', ch.partyMonths.flatMap((p) => p.rows)) ??
    check('rm_sub_party_month', ch.subPartyMonths.flatMap((p) => p.rows)) ??
    check('rm_company_month', ch.companyMonths?.rows ?? [])
  );
}

const TABLE_WORDS: Record<string, string> = {
  rm_party: "the party's", rm_job_work_item: "the item's", rm_slip: "the slip's", rm_bill: "the bill's",
  rm_cash: "the cash entry's", rm_party_month: "the party's monthly", rm_sub_party_month: "the sub-party's monthly",
  rm_company_month: "the company's monthly",
};
const describe = (table: string, col: string) => `${TABLE_WORDS[table] ?? table} ${col.replace(/_/g, ' ')}`;

interface Entry { state: LedgerState; render: RenderCache }

/**
 * What check() hands back: commit() once the transaction has committed keeps the folded state for the
 * next command. Without it (refused, rolled back) the company is folded again from the log next time.
 */
export interface FoldLease {
  commit(): void;
  /**
   * The read-model rows the command's events render, as the projector would write them. Complete only
   * when the fold was opened `current` (the read models held every event up to the head); then writing
   * them with the command (projectWithCommand) is the whole projection of its events.
   */
  readonly changes: Changes;
  /** What the events touched that the closed-books rule reads (Dirty's earliestDate and openingChanged). */
  readonly touched: Touched;
}

/** The earliest document date the events touched (old or new), and whether a party's opening balance changed. */
export type Touched = Pick<Dirty, 'earliestDate' | 'openingChanged'>;

/** The company's state at the head of its log, opened under the head lock for one command. */
export interface OpenFold {
  /** What the command decides on (docs/architecture.md, "Commands"). Read it; never change it. */
  readonly state: Readonly<LedgerState>;
  /** The read models held every event up to the head when this was opened (the projector was not behind). */
  readonly current: boolean;
  /**
   * Folds the command's events (to be appended after the head, recorded at `at`) and checks the rows
   * they render. Throws Unfoldable with the reason when the projector could not fold them.
   */
  fold(events: NewEvent[], at: Date): FoldLease;
}

/**
 * Keeps, per company, the state folded up to the head of the log: commands decide on it, and fold
 * their events onto it before they are appended. At most `capacity` companies are kept (least recently
 * used go); a company not kept is folded from its events on its next command.
 */
export class FoldGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 64) {}

  /**
   * The company's state at `headSeq`, folding what this process has not seen. Events after the
   * projector's `checkpoint` are not yet in the read models: their rows are checked as the projector
   * will check them, so a log holding an event the projector refuses (one stored before
   * fold-before-commit) stops the command (ProjectionStuck) instead of growing behind it. Runs inside
   * the command's transaction, under its head lock.
   */
  async open(client: PoolClient, companyId: string, headSeq: number, checkpoint = headSeq): Promise<OpenFold> {
    // Taken out while it is folded: a failure must not leave it ahead of the log or half-folded.
    let entry = this.entries.get(companyId);
    this.entries.delete(companyId);
    if (!entry || entry.state.seq > headSeq) entry = { state: emptyState(companyId), render: emptyCache() };
    if (entry.state.seq < headSeq) {
      await foldStored(client, entry.state, Math.min(checkpoint, headSeq), discardDirty());
      if (entry.state.seq < headSeq) {
        // Appended but not yet projected (a worker is behind): folded and checked, not waited for.
        const dirty = emptyDirty();
        await foldStored(client, entry.state, headSeq, dirty);
        const problem = checkRows(render(entry.state, dirty, emptyCache()));
        if (problem) throw new ProjectionStuck(companyId, entry.state.seq, problem);
      }
      // Another process appended since this state was kept: the derived figures are recomputed.
      entry.render = emptyCache();
    }
    // Kept at the head while the command decides: a refused decision changes nothing.
    this.keep(companyId, entry);
    const opened = entry;
    return {
      state: opened.state,
      current: checkpoint >= headSeq,
      fold: (events, at) => {
        this.entries.delete(companyId);
        const dirty = emptyDirty();
        const recordedAt = at.toISOString();
        let changes: Changes;
        try {
          events.forEach((e, i) => {
            // Exactly what the projector will read back: the JSON text, validated by the event's schema.
            const data = readPayload(e.type, latestVersion(e.type), JSON.parse(JSON.stringify(e.data)));
            evolve(opened.state, { type: e.type, data, seq: headSeq + i + 1, recordedAt } as LedgerEvent, dirty);
          });
          changes = render(opened.state, dirty, opened.render);
          const problem = checkRows(changes);
          if (problem) throw new Unfoldable(problem);
        } catch (err) {
          if (err instanceof Unfoldable) throw err;
          throw new Unfoldable(reasonOf(err));
        }
        return { commit: () => this.keep(companyId, opened), changes, touched: { earliestDate: dirty.earliestDate, openingChanged: dirty.openingChanged } };
      },
    };
  }

  /** Opens the company's state at `headSeq` and folds `events` onto it (see open and OpenFold.fold). */
  async check(client: PoolClient, companyId: string, headSeq: number, events: NewEvent[], at: Date): Promise<FoldLease> {
    return (await this.open(client, companyId, headSeq)).fold(events, at);
  }

  forget(companyId: string): void {
    this.entries.delete(companyId);
  }

  private keep(companyId: string, entry: Entry): void {
    this.entries.delete(companyId);
    this.entries.set(companyId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** Folds stored events after state.seq up to `untilSeq`; one that fails stops the command (ProjectionStuck). */
async function foldStored(client: PoolClient, state: LedgerState, untilSeq: number, dirty: Dirty): Promise<void> {
  for (;;) {
    const batch = await readEvents(client, state.companyId, state.seq, 5000, untilSeq);
    if (batch.length === 0) return;
    for (const e of batch) {
      try {
        evolve(state, e, dirty);
      } catch (err) {
        throw new ProjectionStuck(state.companyId, e.seq, (err as Error).message);
      }
    }
  }
}

/** The reducer's message without its "Event N:" prefix (the event was never stored). */
function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/^Event \d+: /, '');
}
