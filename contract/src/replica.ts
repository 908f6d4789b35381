// Reads from a streaming replica (docs/operations.md "Read replica"): which endpoints read from it, and the
// write position (a Postgres WAL LSN, `16/B374D848`) a write answers and a later read sends back, so the read
// waits until the replica has replayed the write (read-your-writes). Browser-safe, no zod: the web's api-client
// keeps the newest position it was given by these rules.
import type { Endpoint } from './endpoint.ts';

/** On a write's answer: the primary's WAL position once the write (and its projection) is visible. On a read: the newest the caller has seen. */
export const LSN_HEADER = 'X-Ledger-Lsn';
/** On a read's answer: which database answered it, `replica` or `primary` (the standby was behind past the bound, or down). */
export const READ_SOURCE_HEADER = 'X-Ledger-Read';

const LSN_FORMAT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** A WAL position as Postgres writes it (`hi/lo`, hex), as one number; null when the text is not one. */
export function lsnValue(text: string): bigint | null {
  const m = LSN_FORMAT.exec(text);
  return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : null;
}

/** The later of two positions (a text that is not a position counts as none). */
export function laterLsn(a: string | null, b: string | null): string | null {
  const av = a === null ? null : lsnValue(a);
  const bv = b === null ? null : lsnValue(b);
  if (av === null) return bv === null ? null : b;
  if (bv === null) return a;
  return bv > av ? b : a;
}

/**
 * Whether an endpoint reads from the replica when one is configured: a company's read (statements, lists, Entries,
 * exports, reports), unless it is marked `primary` (it writes, or must see its own write at once). Commands, account
 * and admin calls, logins and every token check read and write the primary.
 */
export const readsReplica = (e: Pick<Endpoint, 'access' | 'command' | 'primary'>): boolean =>
  !e.command && e.access === 'companyRead' && e.primary !== true;
