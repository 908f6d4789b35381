// What the slip and item writes answer, built from the documents' one JSON shape (ledger/documentJson.ts).
import type { Tx } from '../store/eventStore.ts';
import { documentAnswer, itemJson, slipJson } from '../ledger/documentJson.ts';

const SLIP_ANSWER = `SELECT ${slipJson('sl')}::text AS json FROM rm_slip sl WHERE sl.company_id = $1 AND sl.id = $2`;

const ITEM_ANSWER = `SELECT ${itemJson({ slipsFrom: '(SELECT * FROM rm_slip WHERE company_id = $1)' })}::text AS json
  FROM (SELECT i.*, p.name AS product_name FROM rm_job_work_item i
        JOIN rm_product p ON p.company_id = i.company_id AND p.id = i.product_id
        WHERE i.company_id = $1 AND i.id = $2) i
  JOIN rm_sub_party s ON s.company_id = i.company_id AND s.id = i.sub_party_id`;

export const slipAnswer = (tx: Tx, companyId: string, id: string) => documentAnswer(tx, SLIP_ANSWER, [companyId, id], 'Slip');
export const itemAnswer = (tx: Tx, companyId: string, id: string) => documentAnswer(tx, ITEM_ANSWER, [companyId, id], 'Job work item');
