// Products: list, add, rename, delete (refused while documents use the product).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../context.ts';
import { notFound, refused } from '../http/errors.ts';
import { optionalText, requiredText, uuid } from '@ledger/contract';
import type { Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';

interface ProductRow { id: string; name: string; note: string | null; created_at: Date; updated_at: Date }

const productDto = (p: ProductRow, audits: boolean) => ({
  id: p.id,
  name: p.name,
  note: p.note,
  ...(audits ? { audits: { createdAt: p.created_at.toISOString(), updatedAt: p.updated_at.toISOString() } } : {}),
});

export async function findProduct(tx: Tx, companyId: string, id: string): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>('SELECT * FROM rm_product WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (!rows.length) throw notFound('Product not found');
  return rows[0];
}

/** How many live entries use the product: slips, bills and challans, and job-work items left without slips. */
async function usesOf(tx: Tx, companyId: string, productId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM rm_slip WHERE company_id = $1 AND product_id = $2)
          + (SELECT count(*) FROM rm_bill WHERE company_id = $1 AND product_id = $2)
          + (SELECT count(*) FROM rm_job_work_item i WHERE i.company_id = $1 AND i.product_id = $2
               AND NOT EXISTS (SELECT 1 FROM rm_slip s WHERE s.company_id = $1 AND s.job_work_item_id = i.id)) AS n`,
    [companyId, productId],
  );
  return Number(rows[0].n);
}

const name = requiredText('Product name', 50);

export function productRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(
    '/product/list/v1',
    'companyRead',
    z.object({ filter: z.object({ id: uuid('Product').optional() }).optional(), include: z.object({ audits: z.boolean().optional() }).optional() }),
    async (input, auth) => {
      const { rows } = await pool.query<ProductRow>(
        `SELECT * FROM rm_product WHERE company_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY lower(name), id`,
        [auth.companyId, input.filter?.id ?? null],
      );
      return rows.map((p) => productDto(p, Boolean(input.include?.audits)));
    },
  );

  route('/product/add/v1', 'companyWrite', z.object({ name, note: optionalText('Note', 1000) }), async (input, auth, meta) => {
    const { result } = await runCommand(svc, auth, meta, async () => {
      const productId = randomUUID();
      return {
        events: [{ type: 'ProductAdded', streamId: `product:${productId}`, data: { productId, name: input.name, note: input.note } }],
        result: { id: productId },
      };
    });
    return productDto(await findProduct(pool, auth.companyId, result.id), true);
  });

  route(
    '/product/update/v1',
    'companyWrite',
    z.object({ filter: z.object({ id: uuid('Product') }), update: z.object({ name }) }),
    async (input, auth, meta) => {
      const productId = input.filter.id;
      await runCommand(svc, auth, meta, async (tx) => {
        await findProduct(tx, auth.companyId, productId);
        return {
          events: [{ type: 'ProductUpdated', streamId: `product:${productId}`, data: { productId, name: input.update.name } }],
          result: { id: productId },
        };
      });
      return productDto(await findProduct(pool, auth.companyId, productId), true);
    },
  );

  route('/product/delete/v1', 'companyWrite', z.object({ id: uuid('Product') }), async (input, auth, meta) => {
    await runCommand(svc, auth, meta, async (tx) => {
      await findProduct(tx, auth.companyId, input.id);
      const uses = await usesOf(tx, auth.companyId, input.id);
      if (uses > 0) throw refused(`Product is used in ${uses} ${uses === 1 ? 'entry' : 'entries'}; delete those first`);
      return { events: [{ type: 'ProductDeleted', streamId: `product:${input.id}`, data: { productId: input.id } }], result: { id: input.id } };
    });
    return { id: input.id };
  });
}
