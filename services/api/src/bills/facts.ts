// Everything a bill command's decision needs, in one query.
import { prepared } from '@ledger/projections';
import type { Tx } from '../store/eventStore.ts';
import type { BillCommand, BillFacts } from './decide.ts';

const FACTS_SQL = `SELECT
  (SELECT json_build_object('fullBillNo', full_bill_no, 'quantity', quantity::text, 'workRate', work_rate::text,
                            'saleRate', sale_rate::text, 'note', note, 'issueDate', issue_date::text)
     FROM rm_bill WHERE company_id = $1 AND id = $2 AND kind = $5) AS bill,
  (SELECT json_build_object('isArchived', is_archived) FROM rm_sub_party WHERE company_id = $1 AND id = $3) AS sub_party,
  EXISTS (SELECT 1 FROM rm_product WHERE company_id = $1 AND id = $4) AS product_exists`;

export async function loadBillFacts(tx: Tx, companyId: string, command: BillCommand): Promise<BillFacts> {
  const billId = command.type === 'UpdateBill' ? command.filter.id : command.type === 'DeleteBill' ? command.id : null;
  const add = command.type === 'AddBill' ? command : null;
  const { rows } = await tx.query<{ bill: BillFacts['bill']; sub_party: BillFacts['subParty']; product_exists: boolean }>(
    prepared(FACTS_SQL, [companyId, billId, add?.subPartyId ?? null, add?.productId ?? null, command.kind]),
  );
  const r = rows[0];
  return { bill: r.bill, subParty: r.sub_party, productExists: r.product_exists };
}
