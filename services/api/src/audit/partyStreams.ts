// Which event streams belong to a party: its own, its sub-parties', and those of every slip, bill, cash
// receipt and note recorded for it. Documents never change party, so the event that created a stream says
// whose it is (the indexes of migration 1763800000005 find those events).
//
// SQL fragments over $1 = company id and the party id as text at `$party`.
import type { Pool } from 'pg';
import { NOT_VOIDED, itemIdFor, ymOfDate, type ItemType } from '@ledger/projections';
import { ENTRY_KINDS, KIND_WIRE, kindsOf, type EntryKind, type Family } from '@ledger/contract';

/** CTE bodies `party_subs` (sub-party ids) and `party_streams` (stream ids), for a WITH clause. */
export const partyStreamsCte = (party: string) => `
party_subs AS (
  SELECT data->>'subPartyId' AS id FROM events WHERE company_id = $1 AND type = 'SubPartyAdded' AND data->>'partyId' = ${party}
  UNION SELECT data->>'defaultSubPartyId' FROM events WHERE company_id = $1 AND type = 'PartyAdded' AND data->>'partyId' = ${party}
), party_streams AS (
  SELECT 'party:' || ${party} AS stream_id
  UNION SELECT 'subParty:' || id FROM party_subs
  UNION SELECT stream_id FROM events WHERE company_id = $1 AND type IN ('SlipAdded', 'BillAdded')
    AND data->>'subPartyId' IN (SELECT id FROM party_subs)
  UNION SELECT stream_id FROM events WHERE company_id = $1 AND type IN ('CashAdded', 'NoteAdded') AND data->>'partyId' = ${party}
  UNION SELECT 'item:' || id FROM rm_job_work_item WHERE company_id = $1 AND party_id::text = ${party}
)`;

/** CTE body `sub_parent`: every sub-party id of the company with its party id (default sub-parties too). */
export const SUB_PARENT_CTE = `
sub_parent AS (
  SELECT data->>'subPartyId' AS sub_id, data->>'partyId' AS party_id FROM events WHERE company_id = $1 AND type = 'SubPartyAdded'
  UNION ALL SELECT data->>'defaultSubPartyId', data->>'partyId' FROM events WHERE company_id = $1 AND type = 'PartyAdded'
)`;

/**
 * SQL: the party id (text) of the document whose stream event `e` belongs to, given `sub_parent`.
 * A job-work item's party comes from its read-model row (its events carry only its id).
 */
export const PARTY_OF_EVENT = `CASE
  WHEN split_part(e.stream_id, ':', 1) = 'party' THEN split_part(e.stream_id, ':', 2)
  WHEN split_part(e.stream_id, ':', 1) IN ('cash', 'note') THEN (SELECT f.data->>'partyId' FROM events f
    WHERE f.company_id = e.company_id AND f.stream_id = e.stream_id AND f.stream_version = 1)
  WHEN split_part(e.stream_id, ':', 1) = 'subParty' THEN (SELECT sp.party_id FROM sub_parent sp WHERE sp.sub_id = split_part(e.stream_id, ':', 2) LIMIT 1)
  -- A slip's or bill's first event names its sub-party, whose party it is.
  WHEN split_part(e.stream_id, ':', 1) IN ('slip', 'bill') THEN (SELECT sp.party_id FROM events f JOIN sub_parent sp ON sp.sub_id = f.data->>'subPartyId'
    WHERE f.company_id = e.company_id AND f.stream_id = e.stream_id AND f.stream_version = 1 LIMIT 1)
  WHEN split_part(e.stream_id, ':', 1) = 'item' THEN (SELECT i.party_id::text FROM rm_job_work_item i WHERE i.company_id = e.company_id
    AND i.id::text = split_part(e.stream_id, ':', 2))
END`;

/**
 * The streams of a party's job-work items that no longer exist (an item deleted with its slips has no
 * read-model row to name its party): every item its slips ever belonged to, from the slips' own events.
 * An item's id is derived from (sub-party, product, month, direction), so it is computed here.
 */
export async function pastItemStreams(db: Pick<Pool, 'query'>, companyId: string, partyId: string): Promise<string[]> {
  const { rows } = await db.query<{ stream_id: string; type: string; data: Record<string, string> }>(
    `WITH ${partyStreamsCte('$2::text')}
     SELECT e.stream_id, e.type, e.data FROM events e
     WHERE e.company_id = $1 AND e.type IN ('SlipAdded', 'SlipUpdated', 'SlipTransferred')
       AND e.stream_id IN (SELECT stream_id FROM party_streams) AND ${NOT_VOIDED}
     ORDER BY e.seq`,
    [companyId, partyId],
  );
  const slips = new Map<string, { sub: string; product: string; type: ItemType; date: string }>();
  const items = new Set<string>();
  for (const r of rows) {
    const was = slips.get(r.stream_id);
    const now = r.type === 'SlipAdded'
      ? { sub: r.data.subPartyId, product: r.data.productId, type: r.data.itemType as ItemType, date: r.data.issueDate }
      : was && { ...was, date: r.data.issueDate ?? was.date, type: (r.type === 'SlipTransferred' ? r.data.itemType : was.type) as ItemType };
    if (!now) continue;
    slips.set(r.stream_id, now);
    items.add(`item:${itemIdFor(now.sub, now.product, ymOfDate(now.date), now.type)}`);
  }
  return [...items];
}

/** SQL: the kind of a document of `family` whose event is `k`, by the registry's wire table (documentKinds.ts KIND_WIRE). */
function kindCase(family: Family): string {
  const kinds = kindsOf(family);
  const field = KIND_WIRE[kinds[0]].event.field;
  return `CASE k.data->>'${field}' ${kinds.map((kind) => `WHEN '${KIND_WIRE[kind].event.value}' THEN '${kind}'`).join(' ')} END`;
}

/**
 * SQL: which entry the slip, bill or cash event `e` is about, as the ledger names its kinds (EntryKind:
 * IN_SLIP, OUT_SLIP, the bill's kind, CASH_RECEIVED, CASH_PAID), so that every audit screen names a document
 * the way the statement and the ledger do. A bill's kind and a cash receipt's direction are said by the
 * stream's first event; a slip's direction by the latest event of its stream up to `e` that says it
 * (SlipAdded, then each SlipTransferred). Null for every other stream. Reads by (company, stream, version).
 */
/** Which event of a document's stream says its kind: a bill's and a cash receipt's first; a slip's latest up to `e` that says it. */
const KIND_SAID_BY = {
  slip: `k.stream_version <= e.stream_version AND k.data ? '${KIND_WIRE.OUT_SLIP.event.field}' ORDER BY k.stream_version DESC LIMIT 1`,
  bill: 'k.stream_version = 1',
  cash: 'k.stream_version = 1',
  note: 'k.stream_version = 1',
} as const satisfies Record<Family, string>;

export const ENTRY_KIND_OF_EVENT = `CASE split_part(e.stream_id, ':', 1)
  ${(Object.keys(KIND_SAID_BY) as Family[]).map((family) => `WHEN '${family}' THEN (SELECT ${kindCase(family)} FROM events k
    WHERE k.company_id = e.company_id AND k.stream_id = e.stream_id AND ${KIND_SAID_BY[family]})`).join('\n  ')}
END`;

const KINDS = new Set<string>(ENTRY_KINDS);

/** ENTRY_KIND_OF_EVENT's text as the contract's kind (anything else, null). */
export const entryKindOf = (text: string | null): EntryKind | null => (text !== null && KINDS.has(text) ? (text as EntryKind) : null);
