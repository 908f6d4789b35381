// The facts a product command is decided on, in one query: whether the product exists and, for a
// delete, how many live entries use it. An add needs none.
import type { Tx } from '../store/eventStore.ts';
import type { ProductCommand, ProductFacts } from './decide.ts';

export async function loadProductFacts(tx: Tx, companyId: string, command: ProductCommand): Promise<ProductFacts> {
  if (command.type === 'AddProduct') return { productExists: false, useCount: 0, hsn: null, valueRate: null };
  const { rows } = await tx.query<{ product_exists: boolean; use_count: string; hsn: string | null; value_rate: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM rm_product WHERE company_id = $1 AND id = $2) AS product_exists,
            (SELECT hsn FROM rm_product WHERE company_id = $1 AND id = $2) AS hsn,
            (SELECT value_rate::text FROM rm_product WHERE company_id = $1 AND id = $2) AS value_rate,
            CASE WHEN $3 THEN (SELECT count(*) FROM rm_slip WHERE company_id = $1 AND product_id = $2)
                            + (SELECT count(*) FROM rm_bill WHERE company_id = $1 AND product_id = $2)
                            + (SELECT count(*) FROM rm_job_work_item i WHERE i.company_id = $1 AND i.product_id = $2
                                 AND NOT EXISTS (SELECT 1 FROM rm_slip s WHERE s.company_id = $1 AND s.job_work_item_id = i.id))
                 ELSE 0 END AS use_count`,
    [companyId, command.productId, command.type === 'DeleteProduct'],
  );
  const r = rows[0];
  return { productExists: r.product_exists, useCount: Number(r.use_count), hsn: r.hsn, valueRate: r.value_rate };
}
