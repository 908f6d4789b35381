// The party-month statement in one SQL statement that returns the response JSON itself: one round
// trip and no per-row objects in Node (the statement is the owner's most frequent read). Decimals are
// numeric::text, so they keep their fixed scale; timestamps are ISO 8601 UTC with milliseconds.
import { billHasSaleRate, type BillKind } from '@ledger/contract';

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const subPartyRef = `json_build_object('id', s.id, 'name', s.name, 'isDefault', s.is_default)`;

const slipJson = `json_build_object(
  'id', sl.id, 'issueDate', sl.issue_date::text, 'prefix', sl.prefix, 'slipNo', sl.slip_no,
  'grossQuantity', sl.gross_quantity::text, 'bagQuantity', sl.bag_quantity::text,
  'rejectedQuantity', sl.rejected_quantity::text, 'netQuantity', sl.net_quantity::text, 'note', sl.note,
  'createdAt', ${iso('sl.created_at')}, 'modifiedAt', ${iso('sl.modified_at')},
  'itemType', sl.item_type, 'jobWorkItemId', sl.job_work_item_id)`;

const items = (type: 'IN' | 'OUT') => `(SELECT coalesce(json_agg(json_build_object(
  'id', i.id, 'itemType', i.item_type, 'year', i.year, 'month', i.month,
  'product', json_build_object('id', i.product_id, 'name', i.product_name),
  'workRate', i.work_rate::text, 'lossPercentage', i.loss_percentage::text, 'marketRate', i.market_rate::text,
  'isLossInclusive', i.is_loss_inclusive, 'includeMarketRate', i.include_market_rate,
  'quantity', i.quantity::text, 'inclusiveLossQuantity', i.inclusive_loss_quantity::text,
  'exclusiveLossQuantity', i.exclusive_loss_quantity::text, 'amount', i.amount::text,
  'slips', (SELECT coalesce(json_agg(${slipJson} ORDER BY sl.issue_date, sl.prefix, sl.slip_no, sl.id), '[]'::json)
            FROM slips sl WHERE sl.job_work_item_id = i.id),
  'subPartyMonth', json_build_object('subParty', ${subPartyRef})
) ORDER BY lower(i.product_name), i.id), '[]'::json) FROM items i WHERE i.sub_party_id = s.id AND i.item_type = '${type}')`;

const bills = (kind: BillKind) => {
  const sale = billHasSaleRate(kind);
  return `(SELECT coalesce(json_agg(json_build_object(
  'id', b.id, 'type', b.kind, 'issueDate', b.issue_date::text, 'fullBillNo', b.full_bill_no,
  'product', json_build_object('id', b.product_id, 'name', b.product_name),
  'quantity', b.quantity::text, 'workRate', b.work_rate::text,${sale ? ` 'saleRate', b.sale_rate::text,` : ''}
  'amount', b.amount::text, 'note', b.note, 'subParty', ${subPartyRef}
) ORDER BY b.issue_date, b.full_bill_no, b.id), '[]'::json) FROM bills b WHERE b.sub_party_id = s.id AND b.kind = '${kind}')`;
};

const cash = (direction: 'INWARD' | 'OUTWARD') => `(SELECT coalesce(json_agg(json_build_object(
  'id', k.id, 'type', '${direction}_CASH', 'issueDate', k.issue_date::text, 'amount', k.amount::text, 'note', k.note,
  'party', json_build_object('id', p.id, 'name', p.name)
) ORDER BY k.issue_date, k.id), '[]'::json) FROM cash k, party p WHERE k.direction = '${direction}')`;

const zeroQ = `'0.000'`;
const zeroA = `'0.00'`;

/**
 * $1 company, $2 party, $3 year, $4 month, $5 first day, $6 first day of next month, $7 party month id,
 * $8 'YYYY-MM'. Returns one row: found (party exists and the month is one of its months) and the JSON.
 */
export const STATEMENT_SQL = `
WITH party AS (
  SELECT * FROM rm_party WHERE company_id = $1 AND id = $2
), pm AS (
  SELECT * FROM rm_party_month WHERE company_id = $1 AND party_id = $2 AND year = $3 AND month = $4
), last_pm AS (
  SELECT * FROM rm_party_month WHERE company_id = $1 AND party_id = $2 ORDER BY year DESC, month DESC LIMIT 1
), month_row AS (
  SELECT opening_quantity::text AS oq, opening_amount::text AS oa, closing_quantity::text AS cq, closing_amount::text AS ca,
         in_quantity::text AS iq, in_amount::text AS ia, out_quantity::text AS xq, out_amount::text AS xa FROM pm
  UNION ALL
  -- A month after the last projected one: the balance carried forward, nothing moved.
  SELECT closing_quantity::text, closing_amount::text, closing_quantity::text, closing_amount::text, ${zeroQ}, ${zeroA}, ${zeroQ}, ${zeroA}
  FROM last_pm WHERE NOT EXISTS (SELECT 1 FROM pm) AND last_pm.year * 12 + last_pm.month < $3 * 12 + $4
), subs AS (
  SELECT * FROM rm_sub_party WHERE company_id = $1 AND party_id = $2
), items AS (
  SELECT i.*, pr.name AS product_name FROM rm_job_work_item i JOIN rm_product pr ON pr.company_id = i.company_id AND pr.id = i.product_id
  WHERE i.company_id = $1 AND i.party_id = $2 AND i.year = $3 AND i.month = $4
), slips AS (
  SELECT * FROM rm_slip WHERE company_id = $1 AND party_id = $2 AND issue_date >= $5 AND issue_date < $6
), bills AS (
  SELECT b.*, pr.name AS product_name FROM rm_bill b JOIN rm_product pr ON pr.company_id = b.company_id AND pr.id = b.product_id
  WHERE b.company_id = $1 AND b.party_id = $2 AND b.issue_date >= $5 AND b.issue_date < $6
), cash AS (
  SELECT * FROM rm_cash WHERE company_id = $1 AND party_id = $2 AND issue_date >= $5 AND issue_date < $6
), spm AS (
  SELECT * FROM rm_sub_party_month WHERE company_id = $1 AND party_id = $2 AND year = $3 AND month = $4
)
SELECT EXISTS (SELECT 1 FROM party) AND EXISTS (SELECT 1 FROM month_row) AS found, json_build_object(
  'party', (SELECT json_build_object('id', p.id, 'name', p.name,
      'details', json_build_object('note', p.note, 'openingReceivableQuantity', p.opening_quantity::text, 'openingReceivableAmount', p.opening_amount::text),
      'stats', json_build_object('closingReceivableQuantity', p.closing_quantity::text, 'closingReceivableAmount', p.closing_amount::text))
    FROM party p),
  'partyMonth', (SELECT json_build_object('id', $7::text, 'month', $4::int, 'year', $3::int, 'stats', json_build_object(
      'openingReceivableQuantity', m.oq, 'openingReceivableAmount', m.oa, 'closingReceivableQuantity', m.cq, 'closingReceivableAmount', m.ca,
      'in', json_build_object('quantity', m.iq, 'amount', m.ia), 'out', json_build_object('quantity', m.xq, 'amount', m.xa)))
    FROM month_row m),
  'subPartyMonthStatementList', (SELECT coalesce(json_agg(json_build_object(
      'subParty', json_build_object('id', s.id, 'name', s.name, 'isDefault', s.is_default, 'isArchived', s.is_archived),
      'subPartyMonth', json_build_object('id', s.id || ':' || $8, 'month', $4::int, 'year', $3::int, 'note', sm.note, 'stats', json_build_object(
        'in', json_build_object('totalQuantity', coalesce(sm.in_quantity::text, ${zeroQ}), 'totalAmount', coalesce(sm.in_amount::text, ${zeroA})),
        'out', json_build_object('totalQuantity', coalesce(sm.out_quantity::text, ${zeroQ}), 'totalAmount', coalesce(sm.out_amount::text, ${zeroA})))),
      'inJobWorkItemList', ${items('IN')},
      'outJobWorkItemList', ${items('OUT')},
      'inJobWorkBillList', ${bills('INWARD_JOBWORK_BILL')},
      'outJobWorkBillList', ${bills('OUTWARD_JOBWORK_BILL')},
      'saleBillList', ${bills('SALE_BILL')},
      'purchaseBillList', ${bills('PURCHASE_BILL')}
    ) ORDER BY s.is_default DESC, lower(s.name), s.id), '[]'::json)
    FROM subs s LEFT JOIN spm sm ON sm.sub_party_id = s.id
    -- Archived sub-parties stay in the statements of the months that hold their documents.
    WHERE NOT s.is_archived OR EXISTS (SELECT 1 FROM items i WHERE i.sub_party_id = s.id) OR EXISTS (SELECT 1 FROM bills b WHERE b.sub_party_id = s.id)),
  'inCashList', ${cash('INWARD')},
  'outCashList', ${cash('OUTWARD')}
)::text AS statement`;
