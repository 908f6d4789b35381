// What every download and shared page starts from: the company's header (name and contact), a party's
// month statement as its JSON answer, and a file answer in the asked format with a safe file name.
import { FILE_TYPES, type FileFormat, type Statement } from '@ledger/contract';
import { companyContact } from '../companies/read.ts';
import { notFoundThing } from '../http/errors.ts';
import { FileAnswer } from '../http/kit.ts';
import type { HeavyWork } from '../offload/heavy.ts';
import { findParty } from '../parties/read.ts';
import { STATEMENT_SQL } from '../statement/statementSql.ts';
import { statementJson } from '../statement/statementJson.ts';
import type { Tx } from '../store/eventStore.ts';
import type { CompanyHeader, PdfDocument, PdfDocuments } from './pdfDocuments.ts';
import { toCsv, type TableSheet } from './table.ts';

/** A file name from its parts: letters, digits and dashes only (the party's name may hold anything). */
export const fileName = (parts: string[], format: FileFormat | 'json') =>
  `${parts.join(' ').normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export'}.${format}`;

export async function companyHeader(db: Tx, companyId: string): Promise<CompanyHeader> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
  if (!rows.length) throw notFoundThing('Company');
  return { name: rows[0].name, contact: await companyContact(db, companyId) };
}

/** The statement of (party, month) as its JSON answer, or 404 as the statement endpoint answers. */
export async function loadStatement(db: Tx, companyId: string, partyId: string, year: number, month: number): Promise<Statement> {
  const json = await statementJson(db, STATEMENT_SQL, companyId, partyId, year, month);
  if (json === null) {
    await findParty(db, companyId, partyId);
    throw notFoundThing('Party month');
  }
  return JSON.parse(json) as Statement;
}

/** A sheet as Excel (written off the request thread) or CSV. */
export async function sheetFile(heavy: HeavyWork, format: 'xlsx' | 'csv', name: string[], sheet: TableSheet): Promise<FileAnswer> {
  const body = format === 'xlsx' ? await heavy.xlsx([sheet]) : toCsv(sheet);
  return new FileAnswer(body, FILE_TYPES[format], fileName(name, format));
}

/** The same content as a PDF or as a sheet in Excel or CSV. */
export async function fileOf<K extends PdfDocument>(
  heavy: HeavyWork, format: FileFormat, name: string[], pdf: [K, ...Parameters<PdfDocuments[K]>], sheet: () => TableSheet,
): Promise<FileAnswer> {
  if (format !== 'pdf') return sheetFile(heavy, format, name, sheet());
  return new FileAnswer(await heavy.pdf(...pdf), FILE_TYPES.pdf, fileName(name, 'pdf'));
}

