// Products as the API answers them: the rm_product row, its one JSON mapper (list and writes), and the
// lookup other concepts use to check a product id (slips, bills).
import type { z } from 'zod';
import type { productShape } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';

export interface ProductRow { id: string; name: string; note: string | null; created_at: Date; updated_at: Date; hsn: string | null; value_rate: string | null; capital_goods: boolean }

type ProductJson = z.input<typeof productShape>;

/** The writes answer the audits; the list when its `include.audits` asks. */
export function productJson(p: ProductRow): Required<ProductJson>;
export function productJson(p: ProductRow, audits: boolean): ProductJson;
export function productJson(p: ProductRow, audits = true): ProductJson {
  return {
    id: p.id,
    name: p.name,
    note: p.note,
    hsn: p.hsn,
    valueRate: p.value_rate,
    capitalGoods: p.capital_goods,
    ...(audits ? { audits: { createdAt: p.created_at.toISOString(), updatedAt: p.updated_at.toISOString() } } : {}),
  };
}

export async function findProduct(tx: Tx, companyId: string, id: string): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>('SELECT *, value_rate::text AS value_rate FROM rm_product WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (!rows.length) throw coded(404, 'notFound', { thing: 'Product' });
  return rows[0];
}

/** By name (case-insensitive), then id; one product when `id` is given. */
export async function listProducts(tx: Tx, companyId: string, id: string | null): Promise<ProductRow[]> {
  const { rows } = await tx.query<ProductRow>(
    'SELECT *, value_rate::text AS value_rate FROM rm_product WHERE company_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY lower(name), id',
    [companyId, id],
  );
  return rows;
}
