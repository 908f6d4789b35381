// The party import's row checks (docs/import.md), pure, run by the preview and again by the import's decision:
// every cell is read by the field rule its party or product form uses (partyFields, subPartyFields, contactRequest,
// productFields), figures through the one reading of Indian grouping (grouping.ts); names must be new to the
// company and to the sheet. Nothing here is a copy of a field's rule: a rule changed there changes here.
import type { z } from 'zod';
import { partyFields } from './endpoints/parties.ts';
import { productFields } from './endpoints/products.ts';
import { subPartyFields } from './endpoints/subParties.ts';
import { GST_STATES, contactRequest } from './gst.ts';
import { readDecimal } from './grouping.ts';
import { saidOf, type Said } from './i18n/messages.ts';
import { PARTY_COLUMNS, PRODUCT_COLUMNS, SUB_PARTY_SEPARATOR, type ImportedParty, type ImportedProduct, type PartyRowInput, type ProductRowInput } from './party-import.ts';

/** One problem of a row: the column's key and the message by its key and parts. */
export interface RowProblem { field: string; said: Said }
export interface RowCheck<Saved> { saved: Saved | null; errors: RowProblem[] }
export interface ImportCheck { parties: Array<RowCheck<ImportedParty>>; products: Array<RowCheck<ImportedProduct>> }

/** The names the company already has (parties' are unique per company, ignoring case; products' are checked too, so a second import doubles nothing). */
export interface ExistingNames { partyNames: Iterable<string>; productNames: Iterable<string> }

const headerOf = (columns: ReadonlyArray<{ key: string; header: string }>, key: string) => columns.find((c) => c.key === key)?.header ?? key;
const fold = (name: string) => name.trim().toLowerCase();

/** Parses one value with its field's schema; a refusal is kept under the column's key. */
function read<T>(schema: z.ZodType<T>, value: unknown, key: string, errors: RowProblem[]): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    errors.push({ field: key, said: saidOf(issue) ?? { code: 'wrongType', params: { label: key } } });
    break;
  }
  return undefined;
}

/** A figure as the sheet writes it: grouped (1,00,000.50) or plain; commas in the wrong places are named as such. */
function figure<T>(schema: z.ZodType<T>, text: string, key: string, label: string, errors: RowProblem[]): T | undefined {
  const reading = readDecimal(text, { scale: Number.MAX_SAFE_INTEGER, negative: true });
  if (!reading.ok && reading.problem === 'grouping') {
    errors.push({ field: key, said: { code: 'groupCommas', params: { label } } });
    return undefined;
  }
  return read(schema, reading.ok ? reading.value : text.trim(), key, errors);
}

/** A state as a sheet names it: its GST code ('24', '7') or its name in English or Hindi; anything else as written, for the field to refuse. */
function stateCode(text: string): string {
  const t = text.trim();
  if (/^\d{1,2}$/.test(t)) return t.padStart(2, '0');
  const byName = GST_STATES.find((s) => fold(s.name) === fold(t) || s.nameHi === t);
  return byName ? byName.code : t;
}

/** Marks a name seen earlier in the sheet (the later row) or already the company's. */
function uniqueName(name: string | undefined, row: number, seen: Map<string, number>, existing: Set<string>, taken: Said, label: string, errors: RowProblem[]) {
  if (name === undefined) return;
  const key = fold(name);
  const first = seen.get(key);
  if (first !== undefined) errors.push({ field: 'name', said: { code: 'importDuplicateRow', params: { label, n: first } } });
  else if (existing.has(key)) errors.push({ field: 'name', said: taken });
  if (first === undefined) seen.set(key, row);
}

const DEFAULT_SUB_PARTY = 'default';

function subParties(text: string, errors: RowProblem[]): string[] | undefined {
  const names: string[] = [];
  const before = errors.length;
  for (const part of text.split(SUB_PARTY_SEPARATOR)) {
    if (part.trim() === '') continue;
    const name = read(subPartyFields.name, part, 'subParties', errors);
    if (name === undefined) continue;
    // Every party is born with its default sub-party; the others' names are unique within the party.
    if (fold(name) === DEFAULT_SUB_PARTY || names.some((n) => fold(n) === fold(name))) {
      errors.push({ field: 'subParties', said: { code: 'subPartyNameTaken', params: {} } });
      continue;
    }
    names.push(name);
  }
  return errors.length > before ? undefined : names;
}

function checkParty(row: PartyRowInput, seen: Map<string, number>, existing: Set<string>): RowCheck<ImportedParty> {
  const errors: RowProblem[] = [];
  const label = (key: string) => headerOf(PARTY_COLUMNS, key);
  const name = read(partyFields.name, row.name, 'name', errors);
  uniqueName(name, row.row, seen, existing, { code: 'partyNameTaken', params: {} }, label('name'), errors);
  const subs = subParties(row.subParties, errors);
  const zero = (text: string) => (text.trim() === '' ? '0' : text);
  const openingReceivableQuantity = figure(partyFields.openingReceivableQuantity, zero(row.openingQuantity), 'openingQuantity', label('openingQuantity'), errors);
  const openingReceivableAmount = figure(partyFields.openingReceivableAmount, zero(row.openingAmount), 'openingAmount', label('openingAmount'), errors);
  const contactInput = { phone: row.phone, address: row.address, state: stateCode(row.state), gstin: row.gstin };
  const contact = contactRequest.safeParse(contactInput);
  if (!contact.success) {
    const issue = contact.error.issues[0];
    const field = String(issue?.path[0] ?? 'gstin');
    errors.push({ field, said: (issue && saidOf(issue)) ?? { code: 'wrongType', params: { label: label(field) } } });
  }
  if (errors.length || name === undefined || subs === undefined || openingReceivableQuantity === undefined || openingReceivableAmount === undefined || !contact.success) {
    return { saved: null, errors };
  }
  return { saved: { name, subParties: subs, openingReceivableQuantity, openingReceivableAmount, contact: contact.data }, errors };
}

function checkProduct(row: ProductRowInput, seen: Map<string, number>, existing: Set<string>): RowCheck<ImportedProduct> {
  const errors: RowProblem[] = [];
  const name = read(productFields.name, row.name, 'name', errors);
  uniqueName(name, row.row, seen, existing, { code: 'productNameTaken', params: {} }, headerOf(PRODUCT_COLUMNS, 'name'), errors);
  const hsn = read(productFields.hsn, row.hsn, 'hsn', errors);
  const valueRate = row.valueRate.trim() === '' ? null : figure(productFields.valueRate, row.valueRate, 'valueRate', headerOf(PRODUCT_COLUMNS, 'valueRate'), errors);
  if (errors.length || name === undefined || hsn === undefined || valueRate === undefined) return { saved: null, errors };
  return { saved: { name, hsn, valueRate }, errors };
}

/** Every row checked, in order: as it will be saved, or what is wrong with it. */
export function checkImport(rows: { parties: readonly PartyRowInput[]; products: readonly ProductRowInput[] }, existing: ExistingNames): ImportCheck {
  const partyNames = new Set([...existing.partyNames].map(fold));
  const productNames = new Set([...existing.productNames].map(fold));
  const seenParties = new Map<string, number>();
  const seenProducts = new Map<string, number>();
  return {
    parties: rows.parties.map((row) => checkParty(row, seenParties, partyNames)),
    products: rows.products.map((row) => checkProduct(row, seenProducts, productNames)),
  };
}

/** Rows with at least one problem. */
export const badRowCount = (check: ImportCheck) => [...check.parties, ...check.products].filter((r) => r.errors.length > 0).length;
