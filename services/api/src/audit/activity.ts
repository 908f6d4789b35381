// The company's events as the Activity screen and the as-of statement list them: each with its
// document and that document's party, filtered by date (Asia/Kolkata), party, document kind and user.
import type { Pool } from 'pg';
import { NOT_VOIDED } from '@ledger/projections';
import { DOCUMENT_KINDS, type ActivityEvent, type DocumentKind } from '@ledger/contract';
import { ENTRY_KIND_OF_EVENT, PARTY_OF_EVENT, SUB_PARENT_CTE, entryKindOf, partyStreamsCte, pastItemStreams } from './partyStreams.ts';

export interface ActivityFilter {
  from?: string | null;
  to?: string | null;
  partyId?: string | null;
  documentKind?: DocumentKind | null;
  actorId?: string | null;
  /** Newest first, older than this seq. */
  beforeSeq?: number | null;
  /** Oldest first, newer than this seq (instead of beforeSeq). */
  afterSeq?: number | null;
  limit: number;
}

interface ActivityRow {
  seq: string;
  stream_id: string;
  type: string;
  recorded_at: Date;
  data: Record<string, unknown>;
  actor_id: string | null;
  mobile_no: string | null;
  voided: boolean;
  party_id: string | null;
  party_name: string | null;
  entry_kind: string | null;
}

const KINDS = new Set<string>(DOCUMENT_KINDS);

/** One page of events and whether more follow (one extra row is read to know). */
export async function listActivity(pool: Pool, companyId: string, f: ActivityFilter): Promise<{ events: ActivityEvent[]; more: boolean }> {
  const values: unknown[] = [companyId];
  const param = (v: unknown) => `$${values.push(v)}`;
  const where: string[] = ['e.company_id = $1'];
  const ctes = [SUB_PARENT_CTE];
  if (f.partyId) {
    ctes.push(partyStreamsCte(`${param(f.partyId)}::text`));
    // Deleted job-work items have no row to say whose they were: their streams come from the slips' events.
    const pastItems = await pastItemStreams(pool, companyId, f.partyId);
    where.push(`(e.stream_id IN (SELECT stream_id FROM party_streams) OR e.stream_id = ANY(${param(pastItems)}::text[]))`);
  }
  if (f.from) where.push(`e.recorded_at >= (${param(f.from)}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (f.to) where.push(`e.recorded_at < (${param(f.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (f.documentKind) where.push(`split_part(e.stream_id, ':', 1) = ${param(f.documentKind)}`);
  if (f.actorId) where.push(`e.meta->>'actor' = ${param(f.actorId)}`);
  const ascending = f.afterSeq !== undefined && f.afterSeq !== null;
  if (ascending) where.push(`e.seq > ${param(f.afterSeq)}`);
  else if (f.beforeSeq) where.push(`e.seq < ${param(f.beforeSeq)}`);
  const { rows } = await pool.query<ActivityRow>(
    `WITH ${ctes.join(',')}, page AS (
       SELECT e.* FROM events e WHERE ${where.join(' AND ')}
       ORDER BY e.seq ${ascending ? 'ASC' : 'DESC'} LIMIT ${param(f.limit + 1)}
     ), placed AS (
       SELECT e.*, ${PARTY_OF_EVENT} AS party_id, ${ENTRY_KIND_OF_EVENT} AS entry_kind FROM page e
     )
     SELECT e.seq, e.stream_id, e.type, e.recorded_at, e.data, e.meta->>'actor' AS actor_id, u.mobile_no, e.entry_kind,
            NOT ${NOT_VOIDED} AS voided, e.party_id, p.name AS party_name
     FROM placed e
     LEFT JOIN users u ON u.id::text = e.meta->>'actor'
     LEFT JOIN rm_party p ON p.company_id = e.company_id AND p.id::text = e.party_id
     ORDER BY e.seq ${ascending ? 'ASC' : 'DESC'}`,
    values,
  );
  const page = rows.slice(0, f.limit);
  return {
    more: rows.length > f.limit,
    events: page.map((r) => {
      const [kind, ...rest] = r.stream_id.split(':');
      return {
        seq: Number(r.seq),
        type: r.type,
        recordedAt: r.recorded_at.toISOString(),
        actor: { id: r.actor_id, mobileNo: r.mobile_no },
        ...(r.voided ? { voided: true as const } : {}),
        data: r.data,
        documentKind: KINDS.has(kind) ? (kind as DocumentKind) : null,
        entryKind: entryKindOf(r.entry_kind),
        documentId: rest.join(':'),
        party: r.party_id ? { id: r.party_id, name: r.party_name } : null,
      };
    }),
  };
}

/** Everyone who recorded an event in the company, by mobile number. */
export async function listActors(pool: Pool, companyId: string): Promise<Array<{ id: string | null; mobileNo: string | null }>> {
  const { rows } = await pool.query<{ id: string; mobile_no: string | null }>(
    `SELECT a.id, u.mobile_no FROM (SELECT DISTINCT meta->>'actor' AS id FROM events WHERE company_id = $1 AND meta ? 'actor') a
     LEFT JOIN users u ON u.id::text = a.id ORDER BY u.mobile_no NULLS LAST, a.id`,
    [companyId],
  );
  return rows.map((r) => ({ id: r.id, mobileNo: r.mobile_no }));
}
