// The party-month statement in one SQL statement that returns the response JSON itself: one round
// trip and no per-row objects in Node (the statement is the owner's most frequent read). Decimals are
// numeric::text, so they keep their fixed scale; timestamps are ISO 8601 UTC with milliseconds.
// The party month's own figures come back as the projected row they read from, and the route carries
// them forward (carryForward.ts) like every other read of month figures.
import { KIND_WIRE, eventValue, isFamily, statementKindsAt, unhandledKind, type BillKind, type ItemType, type KindAt } from '@ledger/contract';
import { billJson, itemJson, partyDocumentJson } from '../ledger/documentJson.ts';
import { subPartyMonthJson } from './monthJson.ts';

const items = (type: ItemType) => `(SELECT coalesce(json_agg(${itemJson({ slipsFrom: 'slips' })}
  ORDER BY lower(i.product_name), i.id), '[]'::json) FROM items i WHERE i.sub_party_id = s.id AND i.item_type = '${type}')`;

const bills = (kind: BillKind) => `(SELECT coalesce(json_agg(${billJson(kind)}
  ORDER BY b.issue_date, b.full_bill_no, b.id), '[]'::json) FROM bills b WHERE b.sub_party_id = s.id AND b.kind = '${kind}')`;

const partyDocuments = (kind: KindAt<'party'>) => `(SELECT coalesce(json_agg(${partyDocumentJson(kind)}
  ORDER BY k.issue_date, k.id), '[]'::json) FROM cash k, party p WHERE k.kind = '${kind}')`;

// Each kind's list under its wire name (documentKinds.ts KIND_WIRE), in the statement's order: a sub-party's
// documents in its entry, the party's (cash, notes) as columns named by their lists (statementJson.ts reads them).
const subPartyLists = statementKindsAt('subParty').map((kind) => {
  const list = isFamily('slip')(kind) ? items(eventValue(kind)) : isFamily('bill')(kind) ? bills(eventValue(kind)) : unhandledKind(kind);
  return `'${KIND_WIRE[kind].statementList}', ${list}`;
}).join(',\n      ');
const partyLists = statementKindsAt('party').map((kind) => `${partyDocuments(kind)}::text AS "${KIND_WIRE[kind].statementList}"`).join(',\n  ');

/**
 * $1 company, $2 party, $3 year, $4 month, $5 first day, $6 first day of next month, $7 'YYYY-MM'.
 * Returns one row: found (party exists and the month is one of its months); the projected party
 * month the figures read from (the month itself, or the last one when the month is later) as text
 * columns; and the JSON of the statement's other parts.
 */
export const STATEMENT_SQL = `
WITH party AS (
  SELECT * FROM rm_party WHERE company_id = $1 AND id = $2
), pm AS (
  SELECT * FROM rm_party_month WHERE company_id = $1 AND party_id = $2 AND year = $3 AND month = $4
), last_pm AS (
  SELECT * FROM rm_party_month WHERE company_id = $1 AND party_id = $2 ORDER BY year DESC, month DESC LIMIT 1
), month_row AS (
  SELECT * FROM pm
  UNION ALL
  SELECT * FROM last_pm WHERE NOT EXISTS (SELECT 1 FROM pm) AND last_pm.year * 12 + last_pm.month < $3 * 12 + $4
), subs AS (
  SELECT * FROM rm_sub_party WHERE company_id = $1 AND party_id = $2
), slips AS (
  SELECT * FROM rm_slip WHERE company_id = $1 AND party_id = $2 AND issue_date >= $5 AND issue_date < $6
), items AS (
  SELECT i.*, pr.name AS product_name FROM rm_job_work_item i JOIN rm_product pr ON pr.company_id = i.company_id AND pr.id = i.product_id
  WHERE i.company_id = $1 AND i.party_id = $2 AND i.year = $3 AND i.month = $4
    -- An item whose slips all moved to another month or were deleted is not shown (no empty "No Slips" card).
    AND EXISTS (SELECT 1 FROM slips x WHERE x.job_work_item_id = i.id)
), bills AS (
  SELECT b.*, pr.name AS product_name FROM rm_bill b JOIN rm_product pr ON pr.company_id = b.company_id AND pr.id = b.product_id
  WHERE b.company_id = $1 AND b.party_id = $2 AND b.issue_date >= $5 AND b.issue_date < $6
), cash AS (
  SELECT * FROM rm_cash WHERE company_id = $1 AND party_id = $2 AND issue_date >= $5 AND issue_date < $6
), spm AS (
  SELECT * FROM rm_sub_party_month WHERE company_id = $1 AND party_id = $2 AND year = $3 AND month = $4
)
SELECT EXISTS (SELECT 1 FROM party) AND EXISTS (SELECT 1 FROM month_row) AS found,
  m.year, m.month, m.opening_quantity::text, m.opening_amount::text, m.closing_quantity::text, m.closing_amount::text,
  m.in_quantity::text, m.in_amount::text, m.out_quantity::text, m.out_amount::text,
  (SELECT json_build_object('id', p.id, 'name', p.name,
      'details', json_build_object('note', p.note, 'openingReceivableQuantity', p.opening_quantity::text, 'openingReceivableAmount', p.opening_amount::text),
      'stats', json_build_object('closingReceivableQuantity', p.closing_quantity::text, 'closingReceivableAmount', p.closing_amount::text),
      'contact', json_build_object('phone', p.phone, 'address', p.address, 'state', p.state, 'gstin', p.gstin))
    FROM party p)::text AS party,
  (SELECT coalesce(json_agg(json_build_object(
      'subParty', json_build_object('id', s.id, 'name', s.name, 'isDefault', s.is_default, 'isArchived', s.is_archived),
      'subPartyMonth', ${subPartyMonthJson({ m: 'sm', id: `s.id || ':' || $7`, year: '$3', month: '$4' })},
      ${subPartyLists}
    ) ORDER BY s.is_default DESC, lower(s.name), s.id), '[]'::json)
    FROM subs s LEFT JOIN spm sm ON sm.sub_party_id = s.id
    -- Archived sub-parties stay in the statements of the months that hold their documents.
    WHERE NOT s.is_archived OR EXISTS (SELECT 1 FROM items i WHERE i.sub_party_id = s.id) OR EXISTS (SELECT 1 FROM bills b WHERE b.sub_party_id = s.id)
  )::text AS sub_party_statements,
  ${partyLists}
FROM (SELECT 1) one LEFT JOIN month_row m ON true`;
