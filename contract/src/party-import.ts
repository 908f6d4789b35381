// The party import's sheet (docs/import.md): the template's columns, a row as the sheet holds it (text, checked by
// party-import-check.ts with the parties' and products' own field rules), and a row as it will be saved. The
// template, the file readers (services/api/src/imports) and the preview screen all read the columns here.
import { z } from 'zod';
import { IMPORT_CELL_MAX, IMPORT_ROWS_MAX } from './limits.ts';
import { says } from './i18n/messages.ts';
import { contactShape } from './gst.ts';
import { idShape, kg, rateText, rupees } from './shapes.ts';

/** The Parties sheet's columns, in the template's order: the request's key and the heading the template writes. */
export const PARTY_COLUMNS = [
  { key: 'name', header: 'Party name' },
  { key: 'subParties', header: 'Sub-parties' },
  { key: 'phone', header: 'Phone' },
  { key: 'address', header: 'Address' },
  { key: 'state', header: 'State' },
  { key: 'gstin', header: 'GSTIN' },
  { key: 'openingQuantity', header: 'Opening KG' },
  { key: 'openingAmount', header: 'Opening ₹' },
] as const;
/** The Products sheet's columns. */
export const PRODUCT_COLUMNS = [
  { key: 'name', header: 'Product name' },
  { key: 'hsn', header: 'HSN' },
  { key: 'valueRate', header: 'Value rate' },
] as const;
export const IMPORT_SHEETS = { parties: 'Parties', products: 'Products' } as const;

/** Sub-parties in one cell are separated by commas or semicolons. */
export const SUB_PARTY_SEPARATOR = /[,;]/;

const cell = z
  .string({ error: says('mustBeText', { label: 'Cell' }) })
  .max(IMPORT_CELL_MAX, { error: says('atMostChars', { label: 'Cell', n: IMPORT_CELL_MAX }) })
  .default('');
/** The sheet's row number (the headings are row 1), for the preview and a refusal to name. */
const rowNo = z.number({ error: says('wholeNumber', { label: 'Row' }) }).int({ error: says('wholeNumber', { label: 'Row' }) })
  .min(1, { error: says('range', { label: 'Row', min: 1, max: 1_048_576 }) }).max(1_048_576, { error: says('range', { label: 'Row', min: 1, max: 1_048_576 }) });

const cells = <K extends string>(columns: ReadonlyArray<{ key: K }>) =>
  Object.fromEntries(columns.map((c) => [c.key, cell])) as Record<K, typeof cell>;

/** A Parties row as the sheet holds it: every cell as text. */
export const partyRowInput = z.object({ row: rowNo, ...cells(PARTY_COLUMNS) });
export type PartyRowInput = z.output<typeof partyRowInput>;
/** A Products row as the sheet holds it. */
export const productRowInput = z.object({ row: rowNo, ...cells(PRODUCT_COLUMNS) });
export type ProductRowInput = z.output<typeof productRowInput>;

const rows = <T extends z.ZodType>(row: T) =>
  z.array(row, { error: says('wrongType', { label: 'Rows' }) })
    .max(IMPORT_ROWS_MAX, { error: says('importTooManyRows', { n: IMPORT_ROWS_MAX }) })
    .default([]);
/** The rows of an import: the preview's rows as the owner confirms them. */
export const importRowsRequest = z.object({ parties: rows(partyRowInput), products: rows(productRowInput) });

/** A party as the import will save it. */
export const importedPartyShape = z.strictObject({
  name: z.string(),
  subParties: z.array(z.string()),
  openingReceivableQuantity: kg,
  openingReceivableAmount: rupees,
  contact: contactShape,
});
export type ImportedParty = z.infer<typeof importedPartyShape>;
/** A product as the import will save it. */
export const importedProductShape = z.strictObject({ name: z.string(), hsn: z.string().nullable(), valueRate: rateText.nullable() });
export type ImportedProduct = z.infer<typeof importedProductShape>;

/** A row as the sheet held it, in an answer (every cell as text). */
const answeredCells = <K extends string>(columns: ReadonlyArray<{ key: K }>) =>
  z.strictObject({ row: z.number().int(), ...(Object.fromEntries(columns.map((c) => [c.key, z.string()])) as Record<K, z.ZodString>) });

/** What is wrong with a row: the column's key and the message, in the request's language. */
const rowErrorShape = z.strictObject({ field: z.string(), message: z.string() });

/** The preview's answer: each row as the sheet has it, as it will be saved (null when it has errors), and its errors. */
export const importPreviewShape = z.strictObject({
  parties: z.array(z.strictObject({ input: answeredCells(PARTY_COLUMNS), saved: importedPartyShape.nullable(), errors: z.array(rowErrorShape) })),
  products: z.array(z.strictObject({ input: answeredCells(PRODUCT_COLUMNS), saved: importedProductShape.nullable(), errors: z.array(rowErrorShape) })),
  /** Rows with at least one error (nothing is saved while any is). */
  badRows: z.number().int(),
  /** The sums of the good party rows' opening balances (what the Parties totals will grow by). */
  totals: z.strictObject({ openingReceivableQuantity: kg, openingReceivableAmount: rupees }),
});

/** The import's answer: what it recorded, in row order (decided by the command, so a retry answers the same). */
export const importResultShape = z.strictObject({
  parties: z.array(z.strictObject({ id: idShape, name: z.string() })),
  products: z.array(z.strictObject({ id: idShape, name: z.string() })),
});
