// The party import's routes (docs/import.md): the template, the preview (the file read in a worker thread, its rows
// checked against the company's names, nothing saved) and the import (the confirmed rows, one command).
import { randomUUID } from 'node:crypto';
import {
  AMT, FILE_TYPES, IMPORT_ROWS_MAX, IMPORT_SHEETS, PARTY_COLUMNS, PRODUCT_COLUMNS, QTY, badRowCount, checkImport, formatDecimal, messageText,
  partiesEndpoints as endpoints, parseDecimal, type LanguageCode, type RowProblem,
} from '@ledger/contract';
import type { Services } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { FileAnswer, type Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { fileName } from '../export/files.ts';
import type { TableSheet } from '../export/table.ts';
import { existingNames, importDecider } from './decide.ts';

/** The template: each sheet's headings in row 1, text columns (so "1,00,000" stays as typed), no rows. */
const TEMPLATE: TableSheet[] = [
  { name: IMPORT_SHEETS.parties, title: [], columns: PARTY_COLUMNS.map((c) => ({ header: c.header, kind: 'text' as const, width: c.key === 'address' ? 40 : 18 })), rows: [] },
  { name: IMPORT_SHEETS.products, title: [], columns: PRODUCT_COLUMNS.map((c) => ({ header: c.header, kind: 'text' as const, width: 18 })), rows: [] },
];

const sumOf = (values: string[], scale: number) => formatDecimal(values.reduce((s, v) => s + (parseDecimal(v, scale) ?? 0n), 0n), scale);
const errorsIn = (language: LanguageCode) => (errors: RowProblem[]) => errors.map((e) => ({ field: e.field, message: messageText(e.said.code, e.said.params, language) }));

export function importRoutes(svc: Services, route: Route): void {
  route(endpoints.importTemplate, async (_input, auth) => svc.heavy.forCompany(auth.companyId, async () =>
    new FileAnswer(await svc.heavy.xlsx(TEMPLATE), FILE_TYPES.xlsx, fileName(['Party import template'], 'xlsx'))));

  route(endpoints.importPreview, async (input, auth, meta) => svc.heavy.forCompany(auth.companyId, async () => {
    const file = await svc.heavy.importFile(input.content);
    if (!file.ok) throw badRequest(file.problem, {}, 'content');
    const { rows } = file;
    if (!rows.parties.length && !rows.products.length) throw badRequest('importEmpty', {}, 'content');
    if (rows.parties.length > IMPORT_ROWS_MAX || rows.products.length > IMPORT_ROWS_MAX) throw badRequest('importTooManyRows', { n: IMPORT_ROWS_MAX }, 'content');
    const check = checkImport(rows, await svc.store.readState(auth.companyId, existingNames));
    const say = errorsIn(meta.language);
    const goodParties = check.parties.flatMap((r) => (r.saved ? [r.saved] : []));
    return {
      parties: check.parties.map((r, i) => ({ input: rows.parties[i] as (typeof rows.parties)[number], saved: r.saved, errors: say(r.errors) })),
      products: check.products.map((r, i) => ({ input: rows.products[i] as (typeof rows.products)[number], saved: r.saved, errors: say(r.errors) })),
      badRows: badRowCount(check),
      totals: {
        openingReceivableQuantity: sumOf(goodParties.map((p) => p.openingReceivableQuantity), QTY),
        openingReceivableAmount: sumOf(goodParties.map((p) => p.openingReceivableAmount), AMT),
      },
    };
  }));

  // One command: all rows or none. It answers what it decided, so a retry with the same Idempotency-Key answers the same.
  route(endpoints.import, async (input, auth, meta) => {
    const { result } = await runCommand(svc, auth, meta, async (_tx, state) =>
      importDecider({ type: 'ImportParties', ...input }, state, { now: svc.now(), newId: randomUUID }));
    return result;
  });
}
