// The PDFs the product hands out: a party's month statement (the print layout's content, with company
// and party details), the party ledger over dates, and one slip or two on a page. Every word comes from
// the documents catalogue (@ledger/contract i18n/documents.ts) in the request's language; every figure is
// formatted by format.ts, as on screen, en-IN and DD-MM-YYYY in both; t() puts ₹ and Devanagari in a
// face that has them.
import {
  AMT, decimalUnits, formatDecimal, sum as sumUnits, formatAmount, formatIsoDate, formatKg, slipNumber, stateLabel,
  ENTRY_KIND_NAME, ENTRY_KIND_HINT, KIND_WIRE, kindsAt, kindsOf, slipKind, documentMonth, documentWords, istDate, balanceText, balanceTone, formatBurnLoss, formatRate, itemHeading,
  sharedParty, partyDocumentNumber, partyDocumentText,
  type BalanceReader, type BalanceUnit,
  type Contact, type PartyDocument, type DocumentWords, type JobWorkBill, type JobWorkItem, type LanguageCode, type SaleBill,
  type PartyLedger, type PlainDocumentKey, type Side, type Statement,
} from '@ledger/contract';
import { t, type Content, type DocDefinition } from '../pdf/pdf.ts';

export interface CompanyHeader { name: string; contact: Contact }

const GREY = '#555555';
const isZero = (v: string) => /^-?0*\.?0*$/.test(v);
const short = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
const cell = (text: string, style: Record<string, unknown> = {}) => t(text, style);
const num = (text: string, style: Record<string, unknown> = {}) => t(text, { alignment: 'right', noWrap: true, ...style });
/** The screens' colours of a balance's side (web/src/lib/colors.ts): green, red for what we owe. */
const TONE_COLOR = { positive: '#1e7a34', negative: '#c92a2a' } as const;
/** A balance cell: its side and figure ('To give 54.860 KG'), coloured by side (balance.ts). */
const balanceCell = (signed: string, unit: BalanceUnit, lang: LanguageCode, reader: BalanceReader = 'owner', style: Record<string, unknown> = {}) => {
  const b = balanceText(signed, unit, lang, reader);
  return num(b.text, { color: TONE_COLOR[balanceTone(b.side)], ...style });
};

/** Address, state and GSTIN lines of a contact, as short lines under a name. */
function contactLines(d: DocumentWords, c: Contact | undefined, size = 8): Content[] {
  if (!c) return [];
  const lines = [
    c.address,
    [c.state ? d('stateLine', { state: stateLabel(c.state, d.language) }) : null, c.gstin ? d('gstinLine', { gstin: c.gstin }) : null].filter(Boolean).join('  ·  ') || null,
    c.phone ? d('phoneLine', { phone: c.phone }) : null,
  ].filter((l): l is string => Boolean(l));
  return lines.map((l) => t(l, { fontSize: size, color: GREY }));
}

/** 'Page 1 of 3' at the foot of every page, in the document's language. */
const pageFooter = (d: DocumentWords) => (page: number, pages: number): Content =>
  t(d('pageOf', { page, pages }), { fontSize: 7, color: GREY, alignment: 'right', margin: [40, 10, 40, 0] });

const tableLayout = 'lightHorizontalLines';

function itemTable(d: DocumentWords, item: JobWorkItem, subParty: { name: string; isDefault: boolean }): Content {
  const title = `${itemHeading(item)}${subParty.isDefault ? '' : ` · ${d('subPartyName', { name: subParty.name })}`}`;
  const body: Content[][] = [
    [cell(title, { bold: true, colSpan: 3 }), '', ''],
    [cell(d('date'), { bold: true }), cell(d('slipNo'), { bold: true }), num(d('quantity'), { bold: true })],
    ...item.slips.map((s) => [cell(formatIsoDate(s.issueDate)), cell(slipNumber(s.prefix, s.slipNo)), num(formatKg(s.netQuantity))]),
    [cell(d('totalQuantity'), { colSpan: 2, bold: true }), '', num(formatKg(item.quantity))],
  ];
  if (!isZero(item.lossPercentage)) {
    body.push([cell(d('burnLoss', { percent: short(item.lossPercentage) }), { colSpan: 2, bold: true }), '', num(formatBurnLoss(item.lossQuantity, item.isLossInclusive))]);
    body.push([cell(d('netQuantity'), { colSpan: 2, bold: true }), '', num(formatKg(item.effectiveQuantity))]);
  }
  if (!isZero(item.amount)) body.push([cell(d('amountAtRate', { rate: formatRate(item.amountRate) }), { colSpan: 2, bold: true }), '', num(formatAmount(item.amount))]);
  return { table: { widths: ['auto', '*', 'auto'], body, dontBreakRows: true }, layout: tableLayout, margin: [0, 0, 0, 8] };
}

interface Column {
  items: Array<{ item: JobWorkItem; subParty: { name: string; isDefault: boolean } }>;
  bills: Array<JobWorkBill | SaleBill>;
  /** Each party-level kind of the side (cash) with its documents. */
  cash: Array<{ label: string; receipts: PartyDocument[] }>;
}

function columnContent(d: DocumentWords, title: string, col: Column): Content[] {
  const out: Content[] = [t(title, { fontSize: 12, bold: true, margin: [0, 0, 0, 4] })];
  for (const { item, subParty } of col.items) out.push(itemTable(d, item, subParty));
  const bills = col.bills;
  if (bills.length) {
    out.push({
      table: {
        widths: ['auto', '*', 'auto'],
        body: bills.map((b) => [
          cell(formatIsoDate(b.issueDate)),
          cell(d('billLine', { label: d(ENTRY_KIND_NAME[b.type]), number: b.fullBillNo, product: b.product.name, quantity: formatKg(b.quantity), rate: formatAmount(b.workRate) })
            + ('saleRate' in b ? ` + ${d(b.type === 'PURCHASE_BILL' ? 'purchaseRate' : 'saleRate', { rate: formatAmount(b.saleRate) })}` : '')),
          num(formatAmount(b.amount)),
        ]),
      },
      layout: tableLayout, margin: [0, 0, 0, 8],
    });
  }
  for (const { label, receipts } of col.cash) {
    if (!receipts.length) continue;
    const total = formatDecimal(sumUnits(receipts.map((k) => decimalUnits(k.amount, AMT))), AMT);
    out.push({
      table: {
        widths: ['auto', '*', 'auto'],
        body: [
          ...receipts.map((k) => [cell(formatIsoDate(k.issueDate)), cell([label, partyDocumentNumber(k), partyDocumentText(k, d)].filter(Boolean).join(' · ')), num(formatAmount(k.amount))]),
          [cell(d('totalOf', { label }), { colSpan: 2, bold: true }), '', num(formatAmount(total))],
        ],
      },
      layout: tableLayout,
    });
  }
  if (out.length === 1) out.push(t(d('nothingThisMonth'), { color: GREY }));
  return out;
}

function header(d: DocumentWords, company: CompanyHeader, title: string, party: { name: string; contact?: Contact }, generatedAt: Date): Content[] {
  const printed = d('printedOn', { date: formatIsoDate(istDate(generatedAt)) });
  return [
    {
      columns: [
        { stack: [t(company.name, { fontSize: 16, bold: true }), ...contactLines(d, company.contact)] },
        { width: 'auto', stack: [t(title, { fontSize: 12, bold: true, alignment: 'right' }), t(printed, { fontSize: 8, color: GREY, alignment: 'right' })] },
      ],
      margin: [0, 0, 0, 8],
    },
    { stack: [t(d('partyLine', { name: party.name }), { bold: true }), ...contactLines(d, party.contact)], margin: [0, 0, 0, 10] },
  ];
}

/**
 * `reader`: the owner's download (the party's name and contact under ours), or the party's from a shared link:
 * the balances addressed to them, and of the party only what the shared page shows (contract sharedParty).
 */
export function statementPdf(company: CompanyHeader, statement: Statement, generatedAt: Date, lang: LanguageCode, reader: BalanceReader = 'owner'): DocDefinition {
  const d = documentWords(lang);
  const list = statement.subPartyMonthStatementList;
  const pm = statement.partyMonth;
  // A column holds the kinds the registry puts on its side (documentKinds.ts), in ledger order.
  const column = (side: Side): Column => ({
    items: kindsOf('slip', side).flatMap((kind) => list.flatMap((e) => e[KIND_WIRE[kind].statementList].map((item) => ({ item, subParty: e.subParty })))),
    bills: kindsOf('bill', side).flatMap((kind) => list.flatMap((e): Array<JobWorkBill | SaleBill> => e[KIND_WIRE[kind].statementList])),
    cash: kindsAt('party', side).map((kind) => ({ label: d(ENTRY_KIND_NAME[kind]), receipts: statement[KIND_WIRE[kind].statementList] })),
  });
  const outgoing = column('raises');
  const incoming = column('lowers');
  const s = pm.stats;
  const month = documentMonth(lang, pm.month, pm.year);
  return {
    info: { title: d('statementOf', { party: statement.party.name, month }) },
    footer: pageFooter(d),
    content: [
      ...header(d, company, d('statementTitle', { month }), reader === 'party' ? sharedParty(statement.party) : statement.party, generatedAt),
      { columns: [{ stack: columnContent(d, d('outgoing'), outgoing) }, { stack: columnContent(d, d('incoming'), incoming) }], columnGap: 16 },
      t(d('summary'), { fontSize: 12, bold: true, margin: [0, 12, 0, 4] }),
      {
        table: {
          widths: ['*', 'auto', 'auto'],
          body: [
            [cell(d('carriedInBalance'), { bold: true }), balanceCell(s.openingReceivableQuantity, 'kg', lang, reader), balanceCell(s.openingReceivableAmount, 'amount', lang, reader)],
            [cell(d('forwardBalance'), { bold: true }), balanceCell(s.closingReceivableQuantity, 'kg', lang, reader, { bold: true }), balanceCell(s.closingReceivableAmount, 'amount', lang, reader, { bold: true })],
          ],
        },
        layout: tableLayout,
      },
    ],
  };
}

export function ledgerPdf(company: CompanyHeader, ledger: PartyLedger, partyContact: Contact | undefined, generatedAt: Date, lang: LanguageCode): DocDefinition {
  const d = documentWords(lang);
  const range = d('dateRange', { from: formatIsoDate(ledger.from), to: formatIsoDate(ledger.to) });
  const head = [d('date'), d('document'), d('particulars'), 'KG', d('amount'), d('balanceKg'), d('balanceRupees')]
    .map((h, i) => (i >= 3 ? num(h, { bold: true }) : cell(h, { bold: true })));
  return {
    pageOrientation: 'landscape',
    info: { title: d('ledgerOf', { party: ledger.party.name, range }) },
    footer: pageFooter(d),
    content: [
      ...header(d, company, d('ledgerTitle', { range }), { name: ledger.party.name, contact: partyContact }, generatedAt),
      {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            head,
            [cell(formatIsoDate(ledger.from)), cell(d('openingBalance'), { bold: true }), '', '', '', balanceCell(ledger.opening.quantity, 'kg', lang), balanceCell(ledger.opening.amount, 'amount', lang)],
            ...ledger.rows.map((r) => [
              cell(formatIsoDate(r.date)),
              cell(`${d(ENTRY_KIND_NAME[r.kind])}${r.number ? ` ${r.number}` : ''}`),
              cell([r.particulars, r.subParty].filter(Boolean).join(' · ')),
              num(isZero(r.quantity) ? '' : formatKg(r.quantity)), num(isZero(r.amount) ? '' : formatAmount(r.amount)),
              balanceCell(r.balance.quantity, 'kg', lang), balanceCell(r.balance.amount, 'amount', lang),
            ]),
            [cell(formatIsoDate(ledger.to)), cell(d('closingBalance'), { bold: true }), '', '', '', balanceCell(ledger.closing.quantity, 'kg', lang, 'owner', { bold: true }), balanceCell(ledger.closing.amount, 'amount', lang, 'owner', { bold: true })],
          ],
        },
        layout: tableLayout,
      },
      t(d('ledgerTotals', {
        outKg: formatKg(ledger.outgoing.quantity), outAmount: formatAmount(ledger.outgoing.amount),
        inKg: formatKg(ledger.incoming.quantity), inAmount: formatAmount(ledger.incoming.amount),
      }), { fontSize: 9, margin: [0, 8, 0, 0] }),
      t(d('movementNote'), { fontSize: 8, color: GREY, margin: [0, 4, 0, 0] }),
    ],
  };
}

export interface SlipForPdf {
  itemType: 'IN' | 'OUT'; prefix: string; slipNo: string; issueDate: string; party: string; partyContact: Contact; subParty: string; isDefault: boolean;
  product: string; grossQuantity: string; bagQuantity: string; rejectedQuantity: string; netQuantity: string; note: string | null;
  /** Its QR text (docs/gate.md), made by the server at the slip's version now. */
  code: string;
}

function slipBlock(d: DocumentWords, company: CompanyHeader, s: SlipForPdf): Content {
  const line = (label: string, value: string, bold = false) => [cell(label, { bold: true }), num(value, { bold })];
  return {
    stack: [
      {
        columns: [
          {
            stack: [
              t(company.name, { fontSize: 14, bold: true }), ...contactLines(d, company.contact),
              t(d('slipHeading', { name: d(ENTRY_KIND_NAME[slipKind(s.itemType)]), hint: d(ENTRY_KIND_HINT[slipKind(s.itemType)]) }), { bold: true, margin: [0, 4, 0, 6] }),
            ],
          },
          // The slip's QR code (docs/gate.md) with its number under it, as the browser's print has them.
          { width: 'auto', stack: [{ qr: s.code, fit: 80, eccLevel: 'M' }, t(slipNumber(s.prefix, s.slipNo), { alignment: 'center', fontSize: 8 })] },
        ],
        columnGap: 12,
      },
      {
        table: {
          widths: ['auto', '*', 'auto', 'auto'],
          body: [
            [cell(d('slipNo'), { bold: true }), cell(slipNumber(s.prefix, s.slipNo)), cell(d('date'), { bold: true }), cell(formatIsoDate(s.issueDate))],
            [cell(d('party'), { bold: true }), cell(`${s.party}${s.isDefault ? '' : ` / ${s.subParty}`}`, { colSpan: 3 }), '', ''],
            [cell(d('goods'), { bold: true }), cell(s.product, { colSpan: 3 }), '', ''],
          ],
        },
        layout: tableLayout,
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            line(d('grossQuantity'), `${formatKg(s.grossQuantity)} KG`), line(d('bagQuantity'), `${formatKg(s.bagQuantity)} KG`),
            line(d('rejectedQuantity'), `${formatKg(s.rejectedQuantity)} KG`), line(d('netQuantity'), `${formatKg(s.netQuantity)} KG`, true),
          ],
        },
        layout: tableLayout, margin: [0, 6, 0, 0],
      },
      ...(s.note ? [t(d('noteLine', { note: s.note }), { margin: [0, 4, 0, 0] })] : []),
      { columns: [t(d('receiverSignature')), t(d('authorisedSignatory'), { alignment: 'right' })], margin: [0, 36, 0, 0] },
    ],
  };
}

/** One slip, or two on one A4 page (the dual slip), separated by a cut line. */
export function slipsPdf(company: CompanyHeader, slips: SlipForPdf[], lang: LanguageCode): DocDefinition {
  const d = documentWords(lang);
  const blocks: Content[] = [];
  slips.forEach((s, i) => {
    if (i > 0) blocks.push({ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, dash: { length: 4 } }], margin: [0, 24, 0, 24] });
    blocks.push(slipBlock(d, company, s));
  });
  return { info: { title: d('slip', { numbers: slips.map((s) => slipNumber(s.prefix, s.slipNo)).join(', ') }) }, content: blocks };
}

/** A delivery challan's fields; quantity and value are what it declares (gst/declaration.ts), never computed here. */
export interface ChallanForPdf {
  challanNo: string; issueDate: string; reference: string; product: string; hsn: string | null; quantity: string;
  valueRate: string | null; value: string | null; note: string | null; party: string; partyContact: Contact;
  /** What our company lacks of what Rule 55 names (printed only when the request confirmed it). */
  companyMissing: CompanyGap[];
}

export type CompanyGap = 'gstin' | 'address';

/** What our company's contact lacks of what a Rule 55 challan names: the consignor's GSTIN and address. */
export const companyGaps = (c: Contact): CompanyGap[] => [...(c.gstin ? [] : ['gstin' as const]), ...(c.address ? [] : ['address' as const])];

/** The three copies Rule 55 asks for (in Hindi with the rule's English words kept beside). */
export const CHALLAN_COPIES = ['challanOriginal', 'challanDuplicate', 'challanTriplicate'] as const satisfies readonly PlainDocumentKey[];

const WARNING = '#B00020';

/** A delivery challan with what Rule 55 asks, once per copy, each copy on its own page. */
export function challanPdf(company: CompanyHeader, c: ChallanForPdf, lang: LanguageCode): DocDefinition {
  const d = documentWords(lang);
  // The paper is a Delivery Challan (Rule 55), called by that kind's one name.
  const challanName = d(ENTRY_KIND_NAME.INWARD_JOBWORK_BILL);
  const gaps = new Set(c.companyMissing);
  const party = (title: string, name: string, contact: Contact, ours: boolean): Content => ({
    stack: [
      t(title, { fontSize: 8, color: GREY }), t(name, { bold: true }),
      ours && gaps.has('address') ? t(d('companyAddressMissing'), { fontSize: 9, bold: true, color: WARNING })
        : t(contact.address ?? d('addressMissing'), { fontSize: 9 }),
      ours && gaps.has('gstin') ? t(d('companyGstinMissing'), { fontSize: 9, bold: true, color: WARNING })
        : t(d('gstinLine', { gstin: contact.gstin ?? d('unregistered') }), { fontSize: 9 }),
      t(d('stateLine', { state: contact.state ? stateLabel(contact.state, d.language) : '—' }), { fontSize: 9 }),
    ],
  });
  const missing = gaps.size === 2 ? d('missingGstinAndAddress') : gaps.has('gstin') ? d('missingGstin') : d('missingAddress');
  const warning: Content[] = gaps.size === 0 ? [] : [{
    table: { widths: ['*'], body: [[t(d('companyDetailsWarning', { missing }), { bold: true, color: WARNING, fontSize: 10 })]] },
    layout: { hLineColor: () => WARNING, vLineColor: () => WARNING }, margin: [0, 0, 0, 8],
  }];
  const copy = (label: string, i: number): Content => ({
    ...(i > 0 ? { pageBreak: 'before' } : {}),
    stack: [
      { columns: [t(challanName.toLocaleUpperCase('en-IN'), { fontSize: 16, bold: true }), t(label, { bold: true, alignment: 'right' })] },
      t(d('challanRule'), { fontSize: 8, color: GREY, margin: [0, 0, 0, 8] }),
      ...warning,
      {
        table: {
          widths: ['auto', '*', 'auto', '*'],
          body: [
            [cell(d('challanNo'), { bold: true }), cell(c.challanNo), cell(d('date'), { bold: true }), cell(formatIsoDate(c.issueDate))],
            [cell(d('reference'), { bold: true }), cell(c.reference), cell(d('placeOfSupply'), { bold: true }),
              cell(c.partyContact.state ? stateLabel(c.partyContact.state, d.language) : '—')],
          ],
        },
        layout: tableLayout, margin: [0, 0, 0, 8],
      },
      { columns: [party(d('consignor'), company.name, company.contact, true), party(d('consignee'), c.party, c.partyContact, false)], columnGap: 16, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [d('serialNo'), d('descriptionOfGoods'), 'HSN', d('quantity'), d('unit'), d('rateKg'), d('valueRupees')].map((h, k) => (k >= 3 ? num(h, { bold: true }) : cell(h, { bold: true }))),
            [cell('1'), cell(`${c.product}${c.note ? ` (${c.note})` : ''}`), cell(c.hsn ?? '—'), num(formatKg(c.quantity)), num('KGS'),
              num(c.valueRate === null ? '—' : formatAmount(c.valueRate)), num(c.value === null ? '—' : formatAmount(c.value))],
            [cell(d('total'), { bold: true, colSpan: 3 }), '', '', num(formatKg(c.quantity), { bold: true }), num('KGS'), '', num(c.value === null ? '—' : formatAmount(c.value), { bold: true })],
          ],
        },
        layout: tableLayout,
      },
      t(d('noTax'), { fontSize: 8, color: GREY, margin: [0, 6, 0, 0] }),
      t(d('transporter'), { margin: [0, 16, 0, 0] }),
      {
        columns: [
          t(d('receiverSignatureLower'), { margin: [0, 48, 0, 0] }),
          { stack: [t(d('forCompany', { company: company.name }), { alignment: 'right' }), t(d('authorisedSignatory'), { alignment: 'right', margin: [0, 36, 0, 0] })] },
        ],
        margin: [0, 8, 0, 0],
      },
    ],
  });
  return { info: { title: d('challanOf', { name: challanName, number: c.challanNo }) }, content: CHALLAN_COPIES.map((key, i) => copy(d(key), i)) };
}

/** A deemed-supply draft's fields (gst/section143.ts and ageing.ts computed them; nothing is computed here). */
export interface DeemedSupplyForPdf {
  challanNo: string | null; reference: string; sentOn: string; deemedOn: string; limit: string; capitalGoods: boolean;
  product: string; hsn: string | null; quantity: string; valueRate: string | null; value: string | null; party: string; partyContact: Contact;
}

/** The draft tax invoice of goods deemed supplied (Section 143(3), (4)): taxable value, the rate left for the CA. */
export function deemedSupplyPdf(company: CompanyHeader, c: DeemedSupplyForPdf, lang: LanguageCode): DocDefinition {
  const d = documentWords(lang);
  const party = (title: string, name: string, contact: Contact): Content => ({
    stack: [
      t(title, { fontSize: 8, color: GREY }), t(name, { bold: true }),
      t(contact.address ?? d('addressMissing'), { fontSize: 9 }),
      t(d('gstinLine', { gstin: contact.gstin ?? d('unregistered') }), { fontSize: 9 }),
      t(d('stateLine', { state: contact.state ? stateLabel(contact.state, d.language) : '—' }), { fontSize: 9 }),
    ],
  });
  const value = c.value === null ? '—' : formatAmount(c.value);
  return {
    info: { title: d('deemedFile', { number: c.challanNo ?? c.reference }) },
    content: [
      t(d('deemedTitle'), { fontSize: 16, bold: true }),
      t(d('deemedRule', { years: d(c.capitalGoods ? 'deemedThreeYears' : 'deemedOneYear') }), { fontSize: 8, color: GREY, margin: [0, 2, 0, 6] }),
      {
        table: { widths: ['*'], body: [[t(d('deemedDraftNote'), { bold: true, color: WARNING, fontSize: 10 })]] },
        layout: { hLineColor: () => WARNING, vLineColor: () => WARNING }, margin: [0, 0, 0, 8],
      },
      {
        table: {
          widths: ['auto', '*', 'auto', '*'],
          body: [
            [cell(d('deemedDate'), { bold: true }), cell(formatIsoDate(c.deemedOn)), cell(d(ENTRY_KIND_NAME.INWARD_JOBWORK_BILL), { bold: true }), cell(c.challanNo ?? '—')],
            [cell(d('deemedSentOn'), { bold: true }), cell(formatIsoDate(c.sentOn)), cell(d('reference'), { bold: true }), cell(c.reference)],
            [cell(d('deemedLimit'), { bold: true }), cell(formatIsoDate(c.limit)), cell(d('placeOfSupply'), { bold: true }),
              cell(c.partyContact.state ? stateLabel(c.partyContact.state, d.language) : '—')],
          ],
        },
        layout: tableLayout, margin: [0, 0, 0, 8],
      },
      { columns: [party(d('deemedSupplier'), company.name, company.contact), party(d('deemedRecipient'), c.party, c.partyContact)], columnGap: 16, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [d('serialNo'), d('descriptionOfGoods'), 'HSN', d('deemedQuantity'), d('unit'), d('rateKg'), d('taxableValue'), d('gstRate'), d('gstAmount')]
              .map((h, k) => (k >= 3 ? num(h, { bold: true }) : cell(h, { bold: true }))),
            [cell('1'), cell(c.product), cell(c.hsn ?? '—'), num(formatKg(c.quantity)), num('KGS'),
              num(c.valueRate === null ? '—' : formatAmount(c.valueRate)), num(value), num('____'), num('____')],
            [cell(d('total'), { bold: true, colSpan: 3 }), '', '', num(formatKg(c.quantity), { bold: true }), num('KGS'), '', num(value, { bold: true }), '', num('____')],
          ],
        },
        layout: tableLayout, fontSize: 9,
      },
      t(d('deemedRateBlank'), { fontSize: 8, color: GREY, margin: [0, 6, 0, 0] }),
      { stack: [t(d('forCompany', { company: company.name }), { alignment: 'right' }), t(d('authorisedSignatory'), { alignment: 'right', margin: [0, 36, 0, 0] })], margin: [0, 24, 0, 0] },
    ],
  };
}

/**
 * The documents by name, for the worker threads that draw them (offload/tasks.ts): a definition holds
 * functions (the page footer, a table's line colours) that cannot be sent to a thread, so the thread
 * builds it from the data.
 */
export const PDF_DOCUMENTS = { statement: statementPdf, ledger: ledgerPdf, slips: slipsPdf, challan: challanPdf, deemedSupply: deemedSupplyPdf };
export type PdfDocuments = typeof PDF_DOCUMENTS;
export type PdfDocument = keyof PdfDocuments;
