// What a gate clerk may do beyond the route builder's table (contract rolesOf; docs/gate.md "The gate clerk"):
// correct only their own slip, within CLERK_CORRECTION_MINUTES of when the server recorded it; see only
// their own slip events in Activity, with no rupee figure in them.
import type { Pool } from 'pg';
import { CLERK_CORRECTION_MINUTES, clerkCorrectableUntil, istTime, type ActivityEvent } from '@ledger/contract';
import { forbidden, coded } from '../http/errors.ts';
import type { CompanyAuth } from '../http/kit.ts';

/** Who wrote a slip and when the server recorded it (its stream's first event), or null when there is no such slip. */
async function slipWriter(pool: Pool, companyId: string, slipId: string): Promise<{ actor: string | null; recordedAt: Date } | null> {
  const { rows } = await pool.query<{ actor: string | null; recorded_at: Date }>(
    `SELECT meta->>'actor' AS actor, recorded_at FROM events
     WHERE company_id = $1 AND stream_id = $2 AND type = 'SlipAdded' ORDER BY stream_version LIMIT 1`,
    [companyId, `slip:${slipId}`],
  );
  return rows[0] ? { actor: rows[0].actor, recordedAt: rows[0].recorded_at } : null;
}

/**
 * The decision on a clerk's correction: 'own' (another's slip: refused), 'window' (past the limit: refused),
 * or 'allowed'. Pure, so the rule is tested with any clock.
 */
export function clerkCorrection(writer: { actor: string | null; recordedAt: Date }, userId: string, now: Date): 'own' | 'window' | 'allowed' {
  if (writer.actor !== userId) return 'own';
  if (now.getTime() > clerkCorrectableUntil(writer.recordedAt).getTime()) return 'window';
  return 'allowed';
}

/** Refuses (403) a clerk's correction of a slip not theirs or past the window; a missing slip is left to the decider (404). */
export async function checkClerkCorrection(pool: Pool, auth: CompanyAuth, slipId: string, now: Date): Promise<void> {
  if (auth.role !== 'clerk') return;
  const writer = await slipWriter(pool, auth.companyId, slipId);
  if (!writer) return;
  const verdict = clerkCorrection(writer, auth.userId, now);
  if (verdict === 'own') throw forbidden('clerkOwnSlip');
  if (verdict === 'window') throw coded(403, 'clerkWindowClosed', { minutes: CLERK_CORRECTION_MINUTES, at: istTime(writer.recordedAt) });
}

/** The slip event fields a clerk's Activity shows: names' ids, numbers, dates and quantities; never a rate or amount. */
const CLERK_SLIP_FIELDS = new Set([
  'slipId', 'itemType', 'subPartyId', 'productId', 'issueDate', 'prefix', 'slipNo', 'challanNo', 'jobWorkerChallanNo', 'jobWorkerChallanDate', 'returns', 'onward', 'onwardPartyId', 'saleInvoiceNo', 'saleInvoiceDate',
  'grossQuantity', 'bagQuantity', 'rejectedQuantity', 'netQuantity', 'note',
]);

/** An Activity event as a clerk sees it: only the whitelisted fields of its payload. */
export const clerkEvent = (e: ActivityEvent): ActivityEvent => ({
  ...e,
  data: Object.fromEntries(Object.entries(e.data).filter(([k]) => CLERK_SLIP_FIELDS.has(k))),
});
