// The party ledger over any dates, and the downloads: a party's month statement and its ledger as PDF,
// Excel or CSV, and one or two slips as PDF. Everything is read from the read models, like the screens.
import { FILE_TYPES, exportsEndpoints as endpoints, monthName, slipNumber, type Contact, type FileFormat, type Statement } from '@ledger/contract';
import type { Services } from '../context.ts';
import { companyContact } from '../companies/read.ts';
import { notFound } from '../http/errors.ts';
import { FileAnswer, type Route } from '../http/kit.ts';
import { renderPdf, type DocDefinition } from '../pdf/pdf.ts';
import { findParty } from '../parties/read.ts';
import { STATEMENT_SQL } from '../statement/statementSql.ts';
import { statementJson } from '../statement/statementJson.ts';
import type { Tx } from '../store/eventStore.ts';
import { partyLedger } from './partyLedger.ts';
import { ledgerPdf, slipsPdf, statementPdf, type CompanyHeader, type SlipForPdf } from './pdfDocuments.ts';
import { ledgerSheet, statementSheet } from './sheets.ts';
import { toCsv, toXlsx, type TableSheet } from './table.ts';

/** A file name from its parts: letters, digits and dashes only (the party's name may hold anything). */
export const fileName = (parts: string[], format: FileFormat) =>
  `${parts.join(' ').normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export'}.${format}`;

export async function companyHeader(db: Tx, companyId: string): Promise<CompanyHeader> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
  if (!rows.length) throw notFound('Company not found');
  return { name: rows[0].name, contact: await companyContact(db, companyId) };
}

/** The statement of (party, month) as its JSON answer, or 404 as the statement endpoint answers. */
export async function loadStatement(db: Tx, companyId: string, partyId: string, year: number, month: number): Promise<Statement> {
  const json = await statementJson(db, STATEMENT_SQL, companyId, partyId, year, month);
  if (json === null) {
    await findParty(db, companyId, partyId);
    throw notFound('Party month not found');
  }
  return JSON.parse(json) as Statement;
}

/** The same content as a PDF or as a sheet in Excel or CSV. */
export async function fileOf(format: FileFormat, name: string[], pdf: () => DocDefinition, sheet: () => TableSheet): Promise<FileAnswer> {
  const body = format === 'pdf' ? await renderPdf(pdf()) : format === 'xlsx' ? await toXlsx([sheet()]) : toCsv(sheet());
  return new FileAnswer(body, FILE_TYPES[format], fileName(name, format));
}

export function exportRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(endpoints.ledger, async (input, auth) => partyLedger(pool, auth.companyId, input.partyId, input.from, input.to));

  route(endpoints.statementExport, async (input, auth) => {
    const { id: partyId, year, month } = input.partyMonthId;
    const [company, statement] = await Promise.all([companyHeader(pool, auth.companyId), loadStatement(pool, auth.companyId, partyId, year, month)]);
    return fileOf(input.format, ['Statement', statement.party.name, monthName(month, year)],
      () => statementPdf(company, statement, svc.now()), () => statementSheet(company.name, statement));
  });

  route(endpoints.ledgerExport, async (input, auth) => {
    const [company, ledger, party] = await Promise.all([
      companyHeader(pool, auth.companyId),
      partyLedger(pool, auth.companyId, input.partyId, input.from, input.to),
      findParty(pool, auth.companyId, input.partyId),
    ]);
    const contact: Contact = { phone: party.phone, address: party.address, state: party.state, gstin: party.gstin };
    return fileOf(input.format, ['Ledger', ledger.party.name, input.from, input.to],
      () => ledgerPdf(company, ledger, contact, svc.now()), () => ledgerSheet(company.name, ledger));
  });

  route(endpoints.slipPdf, async (input, auth) => {
    const { rows } = await pool.query<SlipForPdf & { id: string; phone: string | null; address: string | null; state: string | null; gstin: string | null }>(
      `SELECT s.id, s.item_type AS "itemType", s.prefix, s.slip_no AS "slipNo", s.issue_date::text AS "issueDate",
              p.name AS party, p.phone, p.address, p.state, p.gstin, sp.name AS "subParty", sp.is_default AS "isDefault",
              pr.name AS product, s.gross_quantity::text AS "grossQuantity", s.bag_quantity::text AS "bagQuantity",
              s.rejected_quantity::text AS "rejectedQuantity", s.net_quantity::text AS "netQuantity", s.note
       FROM rm_slip s JOIN rm_party p ON p.company_id = s.company_id AND p.id = s.party_id
       JOIN rm_sub_party sp ON sp.company_id = s.company_id AND sp.id = s.sub_party_id
       JOIN rm_product pr ON pr.company_id = s.company_id AND pr.id = s.product_id
       WHERE s.company_id = $1 AND s.id = ANY($2::uuid[])`,
      [auth.companyId, input.slipIds],
    );
    const slips = input.slipIds.map((id) => rows.find((r) => r.id === id));
    if (slips.some((s) => !s)) throw notFound('Slip not found');
    const list = slips.map((s) => ({ ...s!, partyContact: { phone: s!.phone, address: s!.address, state: s!.state, gstin: s!.gstin } }));
    const company = await companyHeader(pool, auth.companyId);
    return new FileAnswer(await renderPdf(slipsPdf(company, list)), FILE_TYPES.pdf,
      fileName(['Slip', ...list.map((s) => slipNumber(s.prefix, s.slipNo))], 'pdf'));
  });
}
