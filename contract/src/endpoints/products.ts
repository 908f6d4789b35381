// Endpoints of products (docs/ledger-api.md "Products"): list, add, rename, delete (refused while
// documents use the product).
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { optionalText, requiredText, uuid } from '../fields.ts';
import { idShape, instantShape, noteShape } from '../shapes.ts';

/** A product: `audits` when the list's `include.audits` asks for it, and always from the writes. */
export const productShape = z.strictObject({
  id: idShape,
  name: z.string(),
  note: noteShape,
  audits: z.strictObject({ createdAt: instantShape, updatedAt: instantShape }).optional(),
});
export type Product = z.infer<typeof productShape>;

const name = requiredText('Product name', 50);

const list = defineEndpoint({
  path: '/product/list/v1',
  access: 'companyRead',
  request: z.object({ filter: z.object({ id: uuid('Product').optional() }).optional(), include: z.object({ audits: z.boolean().optional() }).optional() }),
  // By name (case-insensitive), then id.
  response: z.array(productShape),
  command: false,
});

const add = defineEndpoint({
  path: '/product/add/v1',
  access: 'companyWrite',
  request: z.object({ name, note: optionalText('Note', 1000) }),
  response: productShape.required(),
  command: true,
});

const update = defineEndpoint({
  path: '/product/update/v1',
  access: 'companyWrite',
  request: z.object({ filter: z.object({ id: uuid('Product') }), update: z.object({ name }) }),
  response: productShape.required(),
  command: true,
});

const remove = defineEndpoint({
  path: '/product/delete/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Product') }),
  response: z.strictObject({ id: idShape }),
  command: true,
});

export const productsEndpoints = { list, add, update, delete: remove } satisfies Record<string, Endpoint>;
