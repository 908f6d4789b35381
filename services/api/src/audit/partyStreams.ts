// Which event streams belong to a party: its own, its sub-parties', and those of every slip, bill and
// cash receipt recorded for it. Documents never change party, so the event that created a stream says
// whose it is (the indexes of migration 1763800000005 find those events).
//
// SQL fragments over $1 = company id and the party id as text at `$party`.

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
  UNION SELECT stream_id FROM events WHERE company_id = $1 AND type = 'CashAdded' AND data->>'partyId' = ${party}
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
  WHEN split_part(e.stream_id, ':', 1) = 'cash' THEN (SELECT f.data->>'partyId' FROM events f
    WHERE f.company_id = e.company_id AND f.stream_id = e.stream_id AND f.stream_version = 1)
  WHEN split_part(e.stream_id, ':', 1) = 'subParty' THEN (SELECT sp.party_id FROM sub_parent sp WHERE sp.sub_id = split_part(e.stream_id, ':', 2) LIMIT 1)
  -- A slip's or bill's first event names its sub-party, whose party it is.
  WHEN split_part(e.stream_id, ':', 1) IN ('slip', 'bill') THEN (SELECT sp.party_id FROM events f JOIN sub_parent sp ON sp.sub_id = f.data->>'subPartyId'
    WHERE f.company_id = e.company_id AND f.stream_id = e.stream_id AND f.stream_version = 1 LIMIT 1)
  WHEN split_part(e.stream_id, ':', 1) = 'item' THEN (SELECT i.party_id::text FROM rm_job_work_item i WHERE i.company_id = e.company_id
    AND i.id::text = split_part(e.stream_id, ':', 2))
END`;
