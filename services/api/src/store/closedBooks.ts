// The closed-books rule (ledger-rules "Closed books"), in the one place every command passes: after the
// store has folded a command's events (the reducer records the issue dates of the documents they add,
// change, move or delete, or whose figures they rewrite: Dirty.earliestDate), a command that touched a date
// on or before the books' date, or a party's opening balance while any month is closed, is refused (422)
// before anything is appended. Every document kind, the bulk add, transfers, item rates and the offline
// outbox's resends go through it; no command checks it on its own.
import { formatIsoDate, type LedgerState, type Touched } from '@ledger/projections';
import { AppError, coded } from '../http/errors.ts';

/** The refusal for a command whose fold touched the closed period; null when the books allow it. */
export function closedBooksRefusal(closed: LedgerState['closedBooks'], touched: Touched): AppError | null {
  if (!closed) return null;
  const touchesClosed = touched.earliestDate !== null && touched.earliestDate <= closed.upTo;
  return touchesClosed || touched.openingChanged ? coded(422, 'booksClosed', { date: formatIsoDate(closed.upTo) }) : null;
}

/** Names of request fields a closed-books refusal is shown at, in order: the date, an opening balance, the id. */
const FIELDS = ['issueDate', 'openingReceivableAmount', 'openingReceivableQuantity', 'id'] as const;

/** The path of the first field of `body` named `name` (depth first), or null. */
function pathOf(body: unknown, name: string, prefix = ''): string | null {
  if (!body || typeof body !== 'object') return null;
  const entries = Array.isArray(body) ? body.map((v, i) => [String(i), v] as const) : Object.entries(body);
  for (const [k, v] of entries) if (k === name && v !== undefined) return `${prefix}${k}`;
  for (const [k, v] of entries) {
    const found = pathOf(v, name, `${prefix}${k}.`);
    if (found) return found;
  }
  return null;
}

/**
 * The field a closed-books refusal names, from the request (the route builder adds it, http/kit.ts): the
 * request's date field (`issueDate`, `update.issueDate`, `slips.0.issueDate`), else an opening balance,
 * else the document's id (a delete).
 */
export function closedBooksField(body: unknown): string | undefined {
  for (const name of FIELDS) {
    const found = pathOf(body, name);
    if (found) return found;
  }
  return undefined;
}

/** A closed-books refusal with the request's field, as the route answers it. */
export function withClosedBooksField(err: unknown, body: unknown): unknown {
  if (!(err instanceof AppError) || err.code !== 'booksClosed' || err.field !== undefined) return err;
  return coded(err.status, err.code, err.params, closedBooksField(body));
}
