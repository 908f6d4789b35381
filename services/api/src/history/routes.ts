// Audit reads straight from the event store: a document's history and the company's Activity for its
// owner and accountants, and a company's raw event log for admins. Nothing here goes through read models: the events are the record.
import { NOT_VOIDED } from '@ledger/projections';
import { historyEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import { notFoundThing } from '../http/errors.ts';
import type { Route } from '../http/kit.ts';
import { listActivity, listActors } from '../audit/activity.ts';
import { clerkEvent } from '../access/clerk.ts';
import { startVerify, verifyStatus } from '../audit/verify.ts';
import { ENTRY_KIND_OF_EVENT, entryKindOf } from '../audit/partyStreams.ts';

/** Stream kinds that a document id can belong to (`<kind>:<id>`). */
export const DOCUMENT_STREAM_KINDS = ['product', 'party', 'subParty', 'slip', 'item', 'bill', 'cash', 'note'] as const;

interface EventRow {
  seq: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  recorded_at: Date;
  data: Record<string, unknown>;
  actor_id: string | null;
  mobile_no: string | null;
  /** An operator's correction (EventVoided) voided this event: no fold reads it. */
  voided: boolean;
  /** ENTRY_KIND_OF_EVENT (document history only). */
  entry_kind?: string | null;
}

// The actor is a user id (meta.actor); join only when it is one, so odd values never break the cast.
// `extra`: more columns over `e` (the document history adds the entry's kind).
const eventSelect = (extra = '') => `
  SELECT e.seq, e.stream_id, e.stream_version, e.type, e.schema_version, e.recorded_at, e.data,
         e.meta->>'actor' AS actor_id, u.mobile_no,
         NOT ${NOT_VOIDED} AS voided${extra}
  FROM events e
  LEFT JOIN users u ON u.id::text = e.meta->>'actor'`;

const actorOf = (r: EventRow) => ({ id: r.actor_id, mobileNo: r.mobile_no });

/** JSON values compared structurally (payloads are plain JSON). */
function same(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  const kx = Object.keys(x), ky = Object.keys(y);
  if (kx.length !== ky.length) return false;
  return kx.every((k) => same((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]));
}

/**
 * Per event, the payload keys whose value differs from what the stream last said about that key:
 * every key for a stream's first event; for partial payloads (SlipTransferred, deletions, …) only
 * the keys present are compared, each against its most recent earlier value in the same stream.
 * `before` holds those earlier values (a key the stream never mentioned has none).
 */
export function changesOf(
  events: Array<{ streamId: string; data: Record<string, unknown> }>,
): Array<{ changed: string[]; before: Record<string, unknown> }> {
  const known = new Map<string, Map<string, unknown>>();
  return events.map((e) => {
    let last = known.get(e.streamId);
    const first = !last;
    if (!last) known.set(e.streamId, (last = new Map()));
    const changed: string[] = [];
    const before: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(e.data)) {
      if (first || !last.has(k) || !same(last.get(k), v)) {
        changed.push(k);
        if (last.has(k)) before[k] = last.get(k);
      }
      last.set(k, v);
    }
    return { changed, before };
  });
}

export function historyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const knownCompany = async (companyId: string) => {
    const known = await pool.query(
      'SELECT 1 FROM companies WHERE id = $1 UNION ALL SELECT 1 FROM company_head WHERE company_id = $1 LIMIT 1',
      [companyId],
    );
    if (!known.rows.length) throw notFoundThing('Company');
  };

  route(endpoints.documentHistory, async (input, auth) => {
    const streams = DOCUMENT_STREAM_KINDS.map((k) => `${k}:${input.id}`);
    const { rows } = await pool.query<EventRow>(
      `${eventSelect(`, ${ENTRY_KIND_OF_EVENT} AS entry_kind`)} WHERE e.company_id = $1 AND e.stream_id = ANY($2::text[]) ORDER BY e.seq`,
      [auth.companyId, streams],
    );
    if (!rows.length) throw notFoundThing('Document');
    const changes = changesOf(rows.map((r) => ({ streamId: r.stream_id, data: r.data })));
    return rows.map((r, i) => ({
      seq: Number(r.seq),
      type: r.type,
      recordedAt: r.recorded_at.toISOString(),
      actor: actorOf(r),
      changedFields: changes[i].changed,
      before: changes[i].before,
      ...(r.voided ? { voided: true as const } : {}),
      data: r.data,
      entryKind: entryKindOf(r.entry_kind ?? null),
    }));
  });

  route(endpoints.activity, async (input, auth) => {
    // A gate clerk's Activity: their own slip events only, without rates (access/clerk.ts).
    const clerk = auth.role === 'clerk';
    const filter = clerk ? { ...input, actorId: auth.userId, documentKind: 'slip' as const } : input;
    const { events, more } = await listActivity(pool, auth.companyId, filter);
    return { events: clerk ? events.map(clerkEvent) : events, nextBeforeSeq: more ? events[events.length - 1].seq : null };
  });

  route(endpoints.actors, async (_input, auth) => listActors(pool, auth.companyId));

  route(endpoints.verifyStart, async (_input, auth) => startVerify(pool, svc.log, svc.heavy, auth.companyId, {
    // A gate clerk never gets here (the endpoint is not `gate`).
    role: auth.role === 'owner' ? 'owner' : 'accountant', mobileNo: auth.mobileNo,
  }));
  route(endpoints.verifyStatus, async (_input, auth) => verifyStatus(pool, auth.companyId));
  route(endpoints.adminVerifyStart, async (input) => {
    await knownCompany(input.companyId);
    return startVerify(pool, svc.log, svc.heavy, input.companyId, { role: 'admin', mobileNo: null });
  });
  route(endpoints.adminVerifyStatus, async (input) => {
    await knownCompany(input.companyId);
    return verifyStatus(pool, input.companyId);
  });

  route(endpoints.companyEvents, async (input) => {
    await knownCompany(input.companyId);
    // One extra row tells whether there is a next page.
    const { rows } = await pool.query<EventRow>(
      `${eventSelect()} WHERE e.company_id = $1 AND e.seq > $2 ORDER BY e.seq LIMIT $3`,
      [input.companyId, input.afterSeq, input.limit + 1],
    );
    const page = rows.slice(0, input.limit);
    return {
      events: page.map((r) => ({
        seq: Number(r.seq),
        streamId: r.stream_id,
        streamVersion: r.stream_version,
        type: r.type,
        schemaVersion: r.schema_version,
        recordedAt: r.recorded_at.toISOString(),
        actor: actorOf(r),
        ...(r.voided ? { voided: true as const } : {}),
        data: r.data,
      })),
      nextAfterSeq: rows.length > input.limit ? Number(page[page.length - 1].seq) : null,
    };
  });
}
