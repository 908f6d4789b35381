// Product routes: parse (the contract) → decide on the folded state → append; adds and renames answer the
// product as it is now.
import { randomUUID } from 'node:crypto';
import { productsEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { productDecider, type ProductCommand } from './decide.ts';
import { findProduct, listProducts, productJson } from './read.ts';

export function productRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const run = (auth: CompanyAuth, meta: RequestMeta, command: ProductCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => productDecider(command, state, { now: svc.now(), newId: randomUUID }));

  route(endpoints.list, async (input, auth) => {
    const rows = await listProducts(pool, auth.companyId, input.filter?.id ?? null);
    // A gate clerk sees no value rate (₹/KG): it answers null, as for a product without one (docs/gate.md).
    return rows.map((p) => {
      const json = productJson(p, Boolean(input.include?.audits));
      return auth.role === 'clerk' ? { ...json, valueRate: null } : json;
    });
  });

  route(endpoints.add, async (input, auth, meta) => {
    const { result } = await run(auth, meta, { type: 'AddProduct', name: input.name, note: input.note, gst: { hsn: input.hsn, valueRate: input.valueRate, capitalGoods: input.capitalGoods } });
    return productJson(await findProduct(pool, auth.companyId, result.id));
  });

  route(endpoints.update, async (input, auth, meta) => {
    const productId = input.filter.id;
    await run(auth, meta, { type: 'RenameProduct', productId, name: input.update.name, gst: { hsn: input.update.hsn, valueRate: input.update.valueRate, capitalGoods: input.update.capitalGoods } });
    return productJson(await findProduct(pool, auth.companyId, productId));
  });

  route(endpoints.delete, async (input, auth, meta) => {
    await run(auth, meta, { type: 'DeleteProduct', productId: input.id });
    return { id: input.id };
  });
}
