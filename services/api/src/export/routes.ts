// The party ledger over any dates, and the downloads: a party's month statement and its ledger as PDF,
// Excel or CSV, one or two slips and a Rule 55 delivery challan as PDF. Everything is read from the read
// models, like the screens, and worded in the language the request asks for (meta.language).
import { AMT, DOCUMENT_KIND, ENTRY_KIND_NAME, isFamily, FILE_TYPES, QTY, documentWords, exportsEndpoints as endpoints, formatDecimal, monthName, slipNumber, type Contact } from '@ledger/contract';
import { declaredDocuments } from '../gst/declaration.ts';
import type { Services } from '../context.ts';
import { notFoundThing, refused } from '../http/errors.ts';
import { FileAnswer, type Route } from '../http/kit.ts';
import { findParty } from '../parties/read.ts';
import { companyHeader, fileName, fileOf, loadStatement } from './files.ts';
import { partyLedger } from './partyLedger.ts';
import { companyGaps, type ChallanForPdf, type SlipForPdf } from './pdfDocuments.ts';
import { slipVersion } from '../slips/read.ts';
import { slipCodeOf } from '../slips/seal.ts';
import { ledgerSheet, statementSheet } from './sheets.ts';

export function exportRoutes(svc: Services, route: Route): void {
  const { pool, heavy } = svc;
  // Every download is heavy work: the company's slot is held while it is read and drawn (offload/heavy.ts).

  route(endpoints.ledger, async (input, auth) => partyLedger(pool, auth.companyId, input.partyId, input.from, input.to));

  route(endpoints.statementExport, async (input, auth, { language }) => heavy.forCompany(auth.companyId, async () => {
    const { id: partyId, year, month } = input.partyMonthId;
    const [company, statement] = await Promise.all([companyHeader(pool, auth.companyId), loadStatement(pool, auth.companyId, partyId, year, month)]);
    return fileOf(heavy, input.format, ['Statement', statement.party.name, monthName(month, year)],
      ['statement', company, statement, svc.now(), language], () => statementSheet(company.name, statement, language));
  }));

  route(endpoints.ledgerExport, async (input, auth, { language }) => heavy.forCompany(auth.companyId, async () => {
    const [company, ledger, party] = await Promise.all([
      companyHeader(pool, auth.companyId),
      partyLedger(pool, auth.companyId, input.partyId, input.from, input.to),
      findParty(pool, auth.companyId, input.partyId),
    ]);
    const contact: Contact = { phone: party.phone, address: party.address, state: party.state, gstin: party.gstin };
    return fileOf(heavy, input.format, ['Ledger', ledger.party.name, input.from, input.to],
      ['ledger', company, ledger, contact, svc.now(), language], () => ledgerSheet(company.name, ledger, language));
  }));

  route(endpoints.challanPdf, async (input, auth, { language }) => heavy.forCompany(auth.companyId, async () => {
    // An OUT slip's or a Delivery Challan's, at what it declares (gst/declaration.ts).
    const [d] = await declaredDocuments(pool, auth.companyId, { id: input.id });
    if (!d) throw notFoundThing('Document');
    if (DOCUMENT_KIND[d.kind].challan !== 'sent' || !d.challanNo) throw refused('notChallan');
    const company = await companyHeader(pool, auth.companyId);
    // Rule 55 names the consignor's GSTIN and address: without them the paper is printed only when the
    // request says so, and then it says what is missing.
    const missing = companyGaps(company.contact);
    if (missing.length && input.confirmMissingCompanyDetails !== true) {
      throw refused('companyDetailsFirst', {}, 'confirmMissingCompanyDetails');
    }
    const words = documentWords(language);
    // A slip is named with its kind ('SL-3 (Out Slip)'); a Delivery Challan by its own number.
    const reference = isFamily('slip')(d.kind) ? words('slipReference', { number: d.number, type: words(ENTRY_KIND_NAME[d.kind]) }) : d.number;
    const challan: ChallanForPdf = {
      challanNo: d.challanNo, issueDate: d.date, reference, product: d.product.name, hsn: d.product.hsn, valueRate: d.product.valueRate,
      quantity: formatDecimal(d.declared.quantity, QTY), value: d.declared.value === null ? null : formatDecimal(d.declared.value, AMT),
      note: d.note, party: d.party.name, partyContact: d.party.contact, companyMissing: missing,
    };
    return new FileAnswer(await heavy.pdf('challan', company, challan, language), FILE_TYPES.pdf, fileName(['Delivery-Challan', d.challanNo], 'pdf'));
  }));

  route(endpoints.slipPdf, async (input, auth, { language }) => heavy.forCompany(auth.companyId, async () => {
    const { rows } = await pool.query<Omit<SlipForPdf, 'code'> & { id: string; phone: string | null; address: string | null; state: string | null; gstin: string | null }>(
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
    const list = await Promise.all(input.slipIds.map(async (id) => {
      const s = rows.find((r) => r.id === id);
      if (!s) throw notFoundThing('Slip');
      const version = await slipVersion(pool, auth.companyId, id);
      if (!version) throw notFoundThing('Slip');
      return { ...s, partyContact: { phone: s.phone, address: s.address, state: s.state, gstin: s.gstin }, code: await slipCodeOf(pool, id, version) };
    }));
    const company = await companyHeader(pool, auth.companyId);
    return new FileAnswer(await heavy.pdf('slips', company, list, language), FILE_TYPES.pdf,
      fileName(['Slip', ...list.map((s) => slipNumber(s.prefix, s.slipNo))], 'pdf'));
  }));
}
