// Endpoints of products (docs/ledger-api.md "Products"): list, add, rename, delete (refused while
// documents use the product).
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { noteText, rate, requiredText, uuid } from '../fields.ts';
import { idShape, instantShape, noteShape, rateText } from '../shapes.ts';
import { said, says } from '../i18n/messages.ts';
import { HSN_TYPED_MAX, NAME_MAX } from '../limits.ts';

/** A product: `audits` when the list's `include.audits` asks for it, and always from the writes. */
export const productShape = z.strictObject({
  id: idShape,
  name: z.string(),
  note: noteShape,
  /** HSN code (4, 6 or 8 digits) for delivery challans and ITC-04; null when not set. */
  hsn: z.string().nullable(),
  /** Value of goods per KG (₹/KG) on delivery challans; null when not set. */
  valueRate: rateText.nullable(),
  /** Capital goods (machinery, moulds sent out): Section 143 gives them three years to come back, inputs one. */
  capitalGoods: z.boolean(),
  audits: z.strictObject({ createdAt: instantShape, updatedAt: instantShape }).optional(),
});
export type Product = z.infer<typeof productShape>;

const name = requiredText('Product name', NAME_MAX);

/** An HSN code: 4, 6 or 8 digits (spaces dropped); empty or null clears it. */
const hsn = z
  .string({ error: says('mustBeText', { label: 'HSN code' }) })
  .max(HSN_TYPED_MAX, { error: says('hsn') })
  .nullish()
  .transform((v, ctx) => {
    const digits = (v ?? '').replace(/\s+/g, '');
    if (!digits) return null;
    if (!/^\d{4}(\d{2}){0,2}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', ...said('hsn') });
      return z.NEVER;
    }
    return digits;
  });
const valueRate = rate('Value rate').nullable();
const capitalGoods = z.boolean({ error: says('trueFalse', { label: 'Capital goods' }) });
/** A product's fields as its add and update take them (the product forms check with them). */
export const productFields = { name, note: noteText(), hsn, valueRate, capitalGoods };
/** The GST fields: a field left out keeps its value; null clears HSN or value rate. */
const gst = { hsn: hsn.optional(), valueRate: valueRate.optional(), capitalGoods: capitalGoods.optional() };

const list = defineEndpoint({
  path: '/product/list/v1',
  access: 'companyRead',
  request: z.object({ filter: z.object({ id: uuid('Product').optional() }).optional(), include: z.object({ audits: z.boolean().optional() }).optional() }),
  // By name (case-insensitive), then id.
  response: z.array(productShape),
  command: false,
  gate: true,
  revalidate: true,
});

const add = defineEndpoint({
  path: '/product/add/v1',
  access: 'companyWrite',
  request: z.object({ name, note: productFields.note, ...gst }),
  response: productShape.required(),
  command: true,
});

const update = defineEndpoint({
  path: '/product/update/v1',
  access: 'companyWrite',
  request: z.object({ filter: z.object({ id: uuid('Product') }), update: z.object({ name, ...gst }) }),
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
