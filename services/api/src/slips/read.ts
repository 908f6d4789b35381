// What the slip and item writes answer, built from the documents' one JSON shape (ledger/documentJson.ts),
// and the rate pre-fill and next-number reads.
import { financialYear, prefixOrDefault } from '@ledger/contract';
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

/** The next free numeric slip number of a prefix (none asked: the company's default) in the date's financial year. */
export async function nextSlipNo(tx: Tx, companyId: string, issueDate: string, prefix: string | undefined): Promise<number> {
  let chosen = prefix;
  if (!chosen) {
    const company = await tx.query<{ default_prefix: string | null }>('SELECT default_prefix FROM companies WHERE id = $1', [companyId]);
    chosen = prefixOrDefault(company.rows[0]?.default_prefix);
  }
  const { rows } = await tx.query<{ n: string | null }>(
    `SELECT max(slip_no::numeric) AS n FROM rm_slip WHERE company_id = $1 AND fy = $3 AND slip_no ~ '^[0-9]+$' AND prefix = $2`,
    [companyId, chosen, financialYear(issueDate)],
  );
  return rows[0].n === null ? 1 : Number(rows[0].n) + 1;
}
