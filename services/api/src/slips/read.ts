// What the slip and item writes answer, built from the documents' one JSON shape (ledger/documentJson.ts).
import { clerkCorrectableUntil, slipNumber, type MySlip, type ReturnableSlip, type ScannedSlip } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import { documentAnswer, itemJson, slipJson, subPartyRefJson } from '../ledger/documentJson.ts';

const SLIP_ANSWER = `SELECT ${slipJson('sl')}::text AS json FROM rm_slip sl WHERE sl.company_id = $1 AND sl.id = $2`;

// The item's slips are among its party's slips of its month (as the statement finds them: rm_slip_party_idx).
const ITEM_SLIPS = `(SELECT * FROM rm_slip WHERE company_id = $1 AND party_id = i.party_id
  AND issue_date >= make_date(i.year, i.month, 1) AND issue_date < (make_date(i.year, i.month, 1) + interval '1 month')::date)`;

const ITEM_ANSWER = `SELECT ${itemJson({ slipsFrom: ITEM_SLIPS })}::text AS json
  FROM (SELECT i.*, p.name AS product_name FROM rm_job_work_item i
        JOIN rm_product p ON p.company_id = i.company_id AND p.id = i.product_id
        WHERE i.company_id = $1 AND i.id = $2) i
  JOIN rm_sub_party s ON s.company_id = i.company_id AND s.id = i.sub_party_id`;

export const slipAnswer = (tx: Tx, companyId: string, id: string) => documentAnswer(tx, SLIP_ANSWER, [companyId, id], 'Slip');
export const itemAnswer = (tx: Tx, companyId: string, id: string) => documentAnswer(tx, ITEM_ANSWER, [companyId, id], 'Job work item');

/** A slip's version: its stream's last (null when the company has no such slip, now or before). */
export async function slipVersion(tx: Tx, companyId: string, id: string): Promise<number | null> {
  const { rows } = await tx.query<{ v: number | null }>(
    'SELECT max(stream_version) AS v FROM events WHERE company_id = $1 AND stream_id = $2', [companyId, `slip:${id}`]);
  return rows[0].v;
}

/** The slips a user wrote (their SlipAdded events), as they are now, newest first; deleted ones are gone from rm_slip. */
export async function mySlips(tx: Tx, companyId: string, userId: string, limit: number): Promise<MySlip[]> {
  const { rows } = await tx.query<{ json: ScannedSlip; recorded_at: Date }>(
    `SELECT json_build_object('slip', ${slipJson('sl')}, 'party', json_build_object('id', p.id, 'name', p.name),
       'subParty', ${subPartyRefJson('s')}, 'product', json_build_object('id', pr.id, 'name', pr.name)) AS json, e.recorded_at
     FROM events e
     JOIN rm_slip sl ON sl.company_id = e.company_id AND sl.id = (e.data->>'slipId')::uuid
     JOIN rm_party p ON p.company_id = sl.company_id AND p.id = sl.party_id
     JOIN rm_sub_party s ON s.company_id = sl.company_id AND s.id = sl.sub_party_id
     JOIN rm_product pr ON pr.company_id = sl.company_id AND pr.id = sl.product_id
     WHERE e.company_id = $1 AND e.type = 'SlipAdded' AND e.meta->>'actor' = $2
     ORDER BY e.seq DESC LIMIT $3`,
    [companyId, userId, limit],
  );
  return rows.map((r) => ({ ...r.json, recordedAt: r.recorded_at.toISOString(), correctableUntil: clerkCorrectableUntil(r.recorded_at).toISOString() }));
}

/** A scanned slip as it is now (contract scannedSlipShape): the slip, its party, sub-party and product; null when gone. */
export async function scannedSlip(tx: Tx, companyId: string, id: string): Promise<ScannedSlip | null> {
  const { rows } = await tx.query<{ json: ScannedSlip }>(
    `SELECT json_build_object('slip', ${slipJson('sl')}, 'party', json_build_object('id', p.id, 'name', p.name),
       'subParty', ${subPartyRefJson('s')}, 'product', json_build_object('id', pr.id, 'name', pr.name)) AS json
     FROM rm_slip sl
     JOIN rm_party p ON p.company_id = sl.company_id AND p.id = sl.party_id
     JOIN rm_sub_party s ON s.company_id = sl.company_id AND s.id = sl.sub_party_id
     JOIN rm_product pr ON pr.company_id = sl.company_id AND pr.id = sl.product_id
     WHERE sl.company_id = $1 AND sl.id = $2`,
    [companyId, id],
  );
  return rows[0]?.json ?? null;
}

/**
 * The OUT slips of a party and product, dated up to `issueDate`, that an IN slip may name as returned, with the KG each
 * still has open: its net less what IN slips (but `exceptSlipId`) name of it (rm_slip.named_returns), oldest first.
 */
export async function returnableSlips(
  tx: Tx, companyId: string, q: { partyId: string; productId: string; issueDate: string; exceptSlipId: string | null },
): Promise<ReturnableSlip[]> {
  const { rows } = await tx.query<{ id: string; prefix: string; slip_no: string; issue_date: string; challan_no: string | null; open: string }>(
    `WITH named AS (
       SELECT split_part(x, '=', 1) AS sent, sum(split_part(x, '=', 2)::numeric) AS kg
       FROM rm_slip s, unnest(string_to_array(s.named_returns, ' ')) AS x
       WHERE s.company_id = $1 AND s.party_id = $2 AND s.named_returns IS NOT NULL AND ($5::uuid IS NULL OR s.id <> $5)
       GROUP BY 1)
     SELECT o.id, o.prefix, o.slip_no, o.issue_date::text AS issue_date, o.challan_no, (o.net_quantity - COALESCE(n.kg, 0))::numeric(20,3)::text AS open
     FROM rm_slip o LEFT JOIN named n ON n.sent = o.id::text
     WHERE o.company_id = $1 AND o.party_id = $2 AND o.product_id = $3 AND o.item_type = 'OUT' AND o.issue_date <= $4
       AND o.net_quantity - COALESCE(n.kg, 0) > 0
     ORDER BY o.issue_date, o.prefix, o.slip_no`,
    [companyId, q.partyId, q.productId, q.issueDate, q.exceptSlipId],
  );
  return rows.map((r) => ({ id: r.id, number: slipNumber(r.prefix, r.slip_no), issueDate: r.issue_date, challanNo: r.challan_no, open: r.open }));
}
