// Fold before commit: an invariant of the log is that the projector can fold every stored event.
// A command's new events are folded with the projector's own reducer over the company's current state,
// and the rows the renderer would write are checked against their columns, inside the command's
// transaction and before its COMMIT. A change the projector would refuse is refused instead (422), so
// it never enters the append-only log. See docs/architecture.md, "Invariants of the log".
import type { PoolClient } from 'pg';
import { parseEventData, type LedgerEvent, type NewEvent } from './events.ts';
import { evolve } from './ledger/evolve.ts';
import { emptyCache, render, type Changes, type RenderCache, type Row } from './ledger/render.ts';
import { emptyDirty, emptyState, type LedgerState } from './ledger/state.ts';
import { DATE_COLUMNS, NUMERIC_COLUMNS, SMALLINT_COLUMNS, fitsNumeric } from './columns.ts';
import { readEvents } from './sql/events.ts';

/** Why a change cannot be folded, in words for the owner; thrown by check(). */
export class Unfoldable extends Error {}

/** The first value in rendered rows that its column cannot hold, described; null when all fit. */
export function checkRows(ch: Changes): string | null {
  const check = (table: string, rows: Row[]): string | null => {
    const numeric = NUMERIC_COLUMNS[table] ?? {};
    for (const row of rows) {
      for (const [col, value] of Object.entries(row)) {
        const spec = numeric[col];
        if (spec && typeof value === 'string' && !fitsNumeric(value, spec)) {
          return `${describe(table, col)} would be ${value}, more than the ledger can hold`;
        }
        if (DATE_COLUMNS.has(col) && typeof value === 'string' && !/^(?!0000)\d{4}-\d{2}-\d{2}$/.test(value)) {
          return `the date ${value} cannot be recorded`;
        }
        if (SMALLINT_COLUMNS.has(col) && typeof value === 'number' && (value < 1 || value > 32767)) {
          return `the ${col} ${value} cannot be recorded`;
        }
      }
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
export interface FoldLease { commit(): void }

/**
 * Keeps, per company, the state folded up to the head of the log, and folds each command's events
 * onto it before they are appended. At most `capacity` companies are kept (least recently used go);
 * a company not kept is folded from its events on its next command.
 */
export class FoldGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 64) {}

  /**
   * Folds `events` (to be appended after `headSeq`, recorded at `at`) over the company's state and
   * checks the rows they render. Throws Unfoldable with the reason when the projector could not
   * fold them. Runs inside the command's transaction, under its head lock.
   */
  async check(client: PoolClient, companyId: string, headSeq: number, events: NewEvent[], at: Date): Promise<FoldLease> {
    // Taken out while it is mutated: a refused or rolled-back change must not leave it ahead of the log.
    let entry = this.entries.get(companyId);
    this.entries.delete(companyId);
    if (!entry || entry.state.seq > headSeq) entry = { state: emptyState(companyId), render: emptyCache() };
    if (entry.state.seq < headSeq) {
      const sink = emptyDirty();
      for (;;) {
        const batch = await readEvents(client, companyId, entry.state.seq, 5000, headSeq);
        if (batch.length === 0) break;
        for (const e of batch) evolve(entry.state, e, sink);
        Object.assign(sink, emptyDirty());
      }
      // Another process appended since this state was kept: the derived figures are recomputed.
      entry.render = emptyCache();
    }
    const dirty = emptyDirty();
    const recordedAt = at.toISOString();
    try {
      events.forEach((e, i) => {
        // Exactly what the projector will read back: the JSON text, validated by the event's schema.
        const data = parseEventData(e.type, 1, JSON.parse(JSON.stringify(e.data)));
        evolve(entry.state, { type: e.type, data, seq: headSeq + i + 1, recordedAt } as LedgerEvent, dirty);
      });
      const problem = checkRows(render(entry.state, dirty, entry.render));
      if (problem) throw new Unfoldable(`This change cannot be recorded: ${problem}`);
    } catch (err) {
      if (err instanceof Unfoldable) throw err;
      throw new Unfoldable(`This change cannot be recorded: ${reasonOf(err)}`);
    }
    const kept = entry;
    return {
      commit: () => {
        this.entries.set(companyId, kept);
        if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
      },
    };
  }

  forget(companyId: string): void {
    this.entries.delete(companyId);
  }
}

/** The reducer's message without its "Event N:" prefix (the event was never stored). */
function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/^Event \d+: /, '');
}
