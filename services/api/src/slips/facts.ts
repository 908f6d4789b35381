// Everything a slip or item command's decision needs, in one round trip (the gate's slip adds are the
// hottest write). The number check is made for the number the command would give: the prefix asked
// for (null keeps the slip's, '' the company default), the slip number and date asked for or kept.
import { DEFAULT_PREFIX, financialYear, prepared } from '@ledger/projections';
import type { Tx } from '../store/eventStore.ts';
import type { SlipCommand, SlipFacts, StoredSlip } from './decide.ts';

const FACTS_SQL = `
WITH c AS (
  SELECT coalesce(nullif(default_prefix, ''), '${DEFAULT_PREFIX}') AS default_prefix FROM companies WHERE id = $1
), s AS (
  SELECT * FROM rm_slip WHERE company_id = $1 AND id = $2
), cand AS (
  SELECT CASE WHEN $5::text IS NULL THEN s.prefix WHEN $5 = '' THEN c.default_prefix ELSE $5 END AS prefix,
         coalesce($6::text, s.slip_no) AS slip_no,
         coalesce($7::smallint, s.fy) AS fy
  FROM c LEFT JOIN s ON true
)
SELECT c.default_prefix,
  (SELECT json_build_object(
     'id', id, 'jobWorkItemId', job_work_item_id, 'itemType', item_type, 'issueDate', issue_date::text, 'prefix', prefix,
     'slipNo', slip_no, 'grossQuantity', gross_quantity::text, 'bagQuantity', bag_quantity::text,
     'rejectedQuantity', rejected_quantity::text, 'note', note) FROM s) AS slip,
  (SELECT json_build_object('itemType', item_type, 'includeMarketRate', include_market_rate)
     FROM rm_job_work_item WHERE company_id = $1 AND id = $3) AS item,
  (SELECT json_build_object('isArchived', is_archived) FROM rm_sub_party WHERE company_id = $1 AND id = $4) AS sub_party,
  EXISTS (SELECT 1 FROM rm_product WHERE company_id = $1 AND id = $8) AS product_exists,
  -- The financial year of the date asked for ($7, contract financialYear), or the slip's own as projected.
  EXISTS (SELECT 1 FROM rm_slip x, cand WHERE x.company_id = $1 AND x.prefix = cand.prefix AND x.slip_no = cand.slip_no
            AND x.fy = cand.fy AND ($2::uuid IS NULL OR x.id <> $2)) AS number_taken
FROM c`;

interface Row {
  default_prefix: string; slip: StoredSlip | null; item: SlipFacts['item']; sub_party: SlipFacts['subParty'];
  product_exists: boolean; number_taken: boolean;
}

/** What the loader looks up for each command: ids, and the number the command would give. */
function lookups(command: SlipCommand) {
  const none = { slipId: null, itemId: null, subPartyId: null, productId: null, prefix: null, slipNo: null, issueDate: null };
  switch (command.type) {
    case 'AddSlip':
      return { ...none, subPartyId: command.subPartyId, productId: command.productId, prefix: command.prefix ?? '', slipNo: command.slipNo, issueDate: command.issueDate };
    case 'UpdateSlip':
      return { ...none, slipId: command.filter.id, prefix: command.update.prefix ?? null, slipNo: command.update.slipNo ?? null, issueDate: command.update.issueDate ?? null };
    case 'TransferSlip':
      return { ...none, slipId: command.filter.id, issueDate: command.update.issueDate ?? null };
    case 'DeleteSlip':
      return { ...none, slipId: command.id };
    case 'ChangeItemRates':
      return { ...none, itemId: command.filter.id };
    case 'DeleteItem':
      return { ...none, itemId: command.id };
  }
}

export async function loadSlipFacts(tx: Tx, companyId: string, command: SlipCommand): Promise<SlipFacts> {
  const l = lookups(command);
  const { rows } = await tx.query<Row>(prepared(FACTS_SQL, [
    companyId, l.slipId, l.itemId, l.subPartyId, l.prefix, l.slipNo, l.issueDate === null ? null : financialYear(l.issueDate), l.productId,
  ]));
  const r = rows[0];
  return {
    slip: r.slip, item: r.item, subParty: r.sub_party, productExists: r.product_exists,
    defaultPrefix: r.default_prefix, numberTaken: r.number_taken,
  };
}
