// The PDFs the product hands out: a party's month statement (the print layout's content, with company
// and party details), the party ledger over dates, and one slip or two on a page. Every figure is
// formatted by @ledger/contract's format.ts, as on screen; t() puts ₹ and Devanagari in a face that has them.
import {
  AMT, QTY, RATE, amountOf, formatDecimal, parseDecimal, sum as sumUnits, formatAmount, formatIsoDate, formatKg, monthName, slipNumber, stateLabel,
  type BillKind, type Contact, type JobWorkBill, type JobWorkItem, type SaleBill, type LedgerRowKind, type PartyLedger, type Statement,
} from '@ledger/contract';
import { t, type Content, type DocDefinition } from '../pdf/pdf.ts';

export interface CompanyHeader { name: string; contact: Contact }

const GREY = '#555555';
const isZero = (v: string) => /^-?0*\.?0*$/.test(v);
const short = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
const cell = (text: string, style: Record<string, unknown> = {}) => t(text, style);
const num = (text: string, style: Record<string, unknown> = {}) => t(text, { alignment: 'right', noWrap: true, ...style });

/** Address, state and GSTIN lines of a contact, as short lines under a name. */
function contactLines(c: Contact | undefined, size = 8): Content[] {
  if (!c) return [];
  const lines = [
    c.address,
    [c.state ? `State: ${stateLabel(c.state)}` : null, c.gstin ? `GSTIN: ${c.gstin}` : null].filter(Boolean).join('  ·  ') || null,
    c.phone ? `Phone: ${c.phone}` : null,
  ].filter((l): l is string => Boolean(l));
  return lines.map((l) => t(l, { fontSize: size, color: GREY }));
}

const tableLayout = 'lightHorizontalLines';

function itemTable(item: JobWorkItem, subParty: { name: string; isDefault: boolean }): Content {
  const title = `${item.product.name}${isZero(item.workRate) ? '' : ` (${short(item.workRate)})`}${subParty.isDefault ? '' : ` · Sub Party: ${subParty.name}`}`;
  const body: Content[][] = [
    [cell(title, { bold: true, colSpan: 3 }), '', ''],
    [cell('Date', { bold: true }), cell('Slip No.', { bold: true }), num('Quantity', { bold: true })],
    ...item.slips.map((s) => [cell(formatIsoDate(s.issueDate)), cell(slipNumber(s.prefix, s.slipNo)), num(formatKg(s.netQuantity))]),
    [cell('Total Quantity', { colSpan: 2, bold: true }), '', num(formatKg(item.quantity))],
  ];
  if (!isZero(item.lossPercentage)) {
    body.push([cell(`Burn Loss (${short(item.lossPercentage)}%)`, { colSpan: 2, bold: true }), '', num(formatKg(item.lossQuantity))]);
    body.push([cell('Net Quantity', { colSpan: 2, bold: true }), '', num(formatKg(item.effectiveQuantity))]);
  }
  if (!isZero(item.amount)) body.push([cell(`Amount (${formatAmount(item.amountRate)}/KG)`, { colSpan: 2, bold: true }), '', num(formatAmount(item.amount))]);
  return { table: { widths: ['auto', '*', 'auto'], body, dontBreakRows: true }, layout: tableLayout, margin: [0, 0, 0, 8] };
}

/** What each bill kind is called on statements, ledgers and spreadsheets. */
export const BILL_LABEL: Record<BillKind, string> = {
  INWARD_JOBWORK_BILL: 'Delivery Challan', OUTWARD_JOBWORK_BILL: 'Received Challan', SALE_BILL: 'Sale Bill', PURCHASE_BILL: 'Purchase Bill',
};

interface Column {
  items: Array<{ item: JobWorkItem; subParty: { name: string; isDefault: boolean } }>;
  bills: Array<JobWorkBill | SaleBill>;
  cash: Statement['inCashList'];
  cashLabel: string;
}

function columnContent(title: string, col: Column): Content[] {
  const out: Content[] = [t(title, { fontSize: 12, bold: true, margin: [0, 0, 0, 4] })];
  for (const { item, subParty } of col.items) out.push(itemTable(item, subParty));
  const bills = col.bills;
  if (bills.length) {
    out.push({
      table: {
        widths: ['auto', '*', 'auto'],
        body: bills.map((b) => [
          cell(formatIsoDate(b.issueDate)),
          cell(`${BILL_LABEL[b.type]} ${b.fullBillNo} · ${b.product.name} · ${formatKg(b.quantity)} KG × Labour ${formatAmount(b.workRate)}/KG`
            + ('saleRate' in b ? ` + ${b.type === 'PURCHASE_BILL' ? 'Purchase' : 'Sale'} ${formatAmount(b.saleRate)}/KG` : '')),
          num(formatAmount(b.amount)),
        ]),
      },
      layout: tableLayout, margin: [0, 0, 0, 8],
    });
  }
  if (col.cash.length) {
    const total = formatDecimal(sumUnits(col.cash.map((k) => parseDecimal(k.amount, AMT)!)), AMT);
    out.push({
      table: {
        widths: ['auto', '*', 'auto'],
        body: [
          ...col.cash.map((k) => [cell(formatIsoDate(k.issueDate)), cell(`${col.cashLabel}${k.note ? ` · ${k.note}` : ''}`), num(formatAmount(k.amount))]),
          [cell(`Total ${col.cashLabel}`, { colSpan: 2, bold: true }), '', num(formatAmount(total))],
        ],
      },
      layout: tableLayout,
    });
  }
  if (out.length === 1) out.push(t('Nothing this month', { color: GREY }));
  return out;
}

function header(company: CompanyHeader, title: string, party: { name: string; contact?: Contact }, generatedAt: Date): Content[] {
  return [
    {
      columns: [
        { stack: [t(company.name, { fontSize: 16, bold: true }), ...contactLines(company.contact)] },
        { width: 'auto', stack: [t(title, { fontSize: 12, bold: true, alignment: 'right' }), t(`Printed ${formatIsoDate(generatedAt.toISOString().slice(0, 10))}`, { fontSize: 8, color: GREY, alignment: 'right' })] },
      ],
      margin: [0, 0, 0, 8],
    },
    { stack: [t(`Party: ${party.name}`, { bold: true }), ...contactLines(party.contact)], margin: [0, 0, 0, 10] },
  ];
}

export function statementPdf(company: CompanyHeader, statement: Statement, generatedAt: Date): DocDefinition {
  const list = statement.subPartyMonthStatementList;
  const pm = statement.partyMonth;
  const items = (pick: (e: (typeof list)[number]) => JobWorkItem[]) => list.flatMap((e) => pick(e).map((item) => ({ item, subParty: e.subParty })));
  const outgoing: Column = {
    items: items((e) => e.outJobWorkItemList),
    bills: [...list.flatMap((e) => e.inJobWorkBillList), ...list.flatMap((e) => e.saleBillList)],
    cash: statement.outCashList, cashLabel: 'Cash Paid',
  };
  const incoming: Column = {
    items: items((e) => e.inJobWorkItemList),
    bills: [...list.flatMap((e) => e.outJobWorkBillList), ...list.flatMap((e) => e.purchaseBillList)],
    cash: statement.inCashList, cashLabel: 'Cash Received',
  };
  const s = pm.stats;
  const month = monthName(pm.month, pm.year);
  return {
    info: { title: `Statement ${statement.party.name} ${month}` },
    content: [
      ...header(company, `Statement · ${month}`, statement.party, generatedAt),
      { columns: [{ stack: columnContent('Outgoing', outgoing) }, { stack: columnContent('Incoming', incoming) }], columnGap: 16 },
      t('Summary', { fontSize: 12, bold: true, margin: [0, 12, 0, 4] }),
      {
        table: {
          widths: ['*', 'auto', 'auto'],
          body: [
            [cell('Carried-in Balance', { bold: true }), num(`${formatKg(s.openingReceivableQuantity)} KG`), num(formatAmount(s.openingReceivableAmount))],
            [cell('Forward Balance', { bold: true }), num(`${formatKg(s.closingReceivableQuantity)} KG`, { bold: true }), num(formatAmount(s.closingReceivableAmount), { bold: true })],
          ],
        },
        layout: tableLayout,
      },
      t('Positive: the party owes us. Negative: we owe the party.', { fontSize: 8, color: GREY, margin: [0, 4, 0, 0] }),
    ],
  };
}

export const LEDGER_LABEL: Record<LedgerRowKind, string> = {
  OUT_SLIP: 'OUT slip', IN_SLIP: 'IN slip', SALE_BILL: 'Sale Bill', PURCHASE_BILL: 'Purchase Bill',
  INWARD_JOBWORK_BILL: 'Delivery Challan', OUTWARD_JOBWORK_BILL: 'Received Challan', CASH_PAID: 'Cash Paid', CASH_RECEIVED: 'Cash Received',
};

export function ledgerPdf(company: CompanyHeader, ledger: PartyLedger, partyContact: Contact | undefined, generatedAt: Date): DocDefinition {
  const range = `${formatIsoDate(ledger.from)} to ${formatIsoDate(ledger.to)}`;
  const head = ['Date', 'Document', 'Particulars', 'KG', 'Amount', 'Balance KG', 'Balance ₹'].map((h, i) => (i >= 3 ? num(h, { bold: true }) : cell(h, { bold: true })));
  return {
    pageOrientation: 'landscape',
    info: { title: `Ledger ${ledger.party.name} ${range}` },
    content: [
      ...header(company, `Ledger · ${range}`, { name: ledger.party.name, contact: partyContact }, generatedAt),
      {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            head,
            [cell(formatIsoDate(ledger.from)), cell('Opening balance', { bold: true }), '', '', '', num(formatKg(ledger.opening.quantity)), num(formatAmount(ledger.opening.amount))],
            ...ledger.rows.map((r) => [
              cell(formatIsoDate(r.date)),
              cell(`${LEDGER_LABEL[r.kind]}${r.number ? ` ${r.number}` : ''}`),
              cell([r.particulars, r.subParty && r.subParty !== 'Default' ? r.subParty : null].filter(Boolean).join(' · ')),
              num(isZero(r.quantity) ? '' : formatKg(r.quantity)), num(isZero(r.amount) ? '' : formatAmount(r.amount)),
              num(formatKg(r.balance.quantity)), num(formatAmount(r.balance.amount)),
            ]),
            [cell(formatIsoDate(ledger.to)), cell('Closing balance', { bold: true }), '', '', '', num(formatKg(ledger.closing.quantity), { bold: true }), num(formatAmount(ledger.closing.amount), { bold: true })],
          ],
        },
        layout: tableLayout,
      },
      t(`Outgoing ${formatKg(ledger.outgoing.quantity)} KG, ${formatAmount(ledger.outgoing.amount)} · Incoming ${formatKg(ledger.incoming.quantity)} KG, ${formatAmount(ledger.incoming.amount)}`, { fontSize: 9, margin: [0, 8, 0, 0] }),
      t('Positive balance: the party owes us. Negative: we owe the party.', { fontSize: 8, color: GREY, margin: [0, 4, 0, 0] }),
    ],
  };
}

export interface SlipForPdf {
  itemType: 'IN' | 'OUT'; prefix: string; slipNo: string; issueDate: string; party: string; partyContact: Contact; subParty: string; isDefault: boolean;
  product: string; grossQuantity: string; bagQuantity: string; rejectedQuantity: string; netQuantity: string; note: string | null;
}

function slipBlock(company: CompanyHeader, s: SlipForPdf): Content {
  const line = (label: string, value: string, bold = false) => [cell(label, { bold: true }), num(value, { bold })];
  return {
    stack: [
      t(company.name, { fontSize: 14, bold: true }), ...contactLines(company.contact),
      t(s.itemType === 'IN' ? 'IN SLIP (goods received)' : 'OUT SLIP (goods sent)', { bold: true, margin: [0, 4, 0, 6] }),
      {
        table: {
          widths: ['auto', '*', 'auto', 'auto'],
          body: [
            [cell('Slip No.', { bold: true }), cell(slipNumber(s.prefix, s.slipNo)), cell('Date', { bold: true }), cell(formatIsoDate(s.issueDate))],
            [cell('Party', { bold: true }), cell(`${s.party}${s.isDefault ? '' : ` / ${s.subParty}`}`, { colSpan: 3 }), '', ''],
            [cell('Product', { bold: true }), cell(s.product, { colSpan: 3 }), '', ''],
          ],
        },
        layout: tableLayout,
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            line('Gross Quantity', `${formatKg(s.grossQuantity)} KG`), line('Bag Quantity', `${formatKg(s.bagQuantity)} KG`),
            line('Rejected Quantity', `${formatKg(s.rejectedQuantity)} KG`), line('Net Quantity', `${formatKg(s.netQuantity)} KG`, true),
          ],
        },
        layout: tableLayout, margin: [0, 6, 0, 0],
      },
      ...(s.note ? [t(`Note: ${s.note}`, { margin: [0, 4, 0, 0] })] : []),
      { columns: [t("Receiver's Signature"), t('Authorised Signatory', { alignment: 'right' })], margin: [0, 36, 0, 0] },
    ],
  };
}

/** One slip, or two on one A4 page (the dual slip), separated by a cut line. */
export function slipsPdf(company: CompanyHeader, slips: SlipForPdf[]): DocDefinition {
  const blocks: Content[] = [];
  slips.forEach((s, i) => {
    if (i > 0) blocks.push({ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, dash: { length: 4 } }], margin: [0, 24, 0, 24] });
    blocks.push(slipBlock(company, s));
  });
  return { info: { title: `Slip ${slips.map((s) => slipNumber(s.prefix, s.slipNo)).join(', ')}` }, content: blocks };
}

export interface ChallanForPdf {
  challanNo: string; issueDate: string; reference: string; product: string; hsn: string | null; quantity: string;
  valueRate: string | null; note: string | null; party: string; partyContact: Contact;
}

export const CHALLAN_COPIES = ['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNOR'] as const;

/** A delivery challan with what Rule 55 asks, once per copy, each copy on its own page. */
export function challanPdf(company: CompanyHeader, c: ChallanForPdf): DocDefinition {
  const value = c.valueRate === null ? null : formatDecimal(amountOf(parseDecimal(c.quantity, QTY)!, parseDecimal(c.valueRate, RATE)!), AMT);
  const party = (title: string, name: string, contact: Contact): Content => ({
    stack: [
      t(title, { fontSize: 8, color: GREY }), t(name, { bold: true }),
      t(contact.address ?? 'Address: —', { fontSize: 9 }),
      t(`GSTIN: ${contact.gstin ?? 'unregistered'}`, { fontSize: 9 }),
      t(`State: ${contact.state ? stateLabel(contact.state) : '—'}`, { fontSize: 9 }),
    ],
  });
  const copy = (label: string, i: number): Content => ({
    ...(i > 0 ? { pageBreak: 'before' } : {}),
    stack: [
      { columns: [t('DELIVERY CHALLAN', { fontSize: 16, bold: true }), t(label, { bold: true, alignment: 'right' })] },
      t('For goods sent for job work (Rule 55, CGST Rules 2017; Section 143, CGST Act)', { fontSize: 8, color: GREY, margin: [0, 0, 0, 8] }),
      {
        table: {
          widths: ['auto', '*', 'auto', '*'],
          body: [
            [cell('Challan No.', { bold: true }), cell(c.challanNo), cell('Date', { bold: true }), cell(formatIsoDate(c.issueDate))],
            [cell('Reference', { bold: true }), cell(c.reference), cell('Place of supply', { bold: true }),
              cell(c.partyContact.state ? stateLabel(c.partyContact.state) : '—')],
          ],
        },
        layout: tableLayout, margin: [0, 0, 0, 8],
      },
      { columns: [party('Consignor', company.name, company.contact), party('Consignee (job worker)', c.party, c.partyContact)], columnGap: 16, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            ['S. No.', 'Description of goods', 'HSN', 'Quantity', 'Unit', 'Rate (₹/KG)', 'Value (₹)'].map((h, k) => (k >= 3 ? num(h, { bold: true }) : cell(h, { bold: true }))),
            [cell('1'), cell(`${c.product}${c.note ? ` (${c.note})` : ''}`), cell(c.hsn ?? '—'), num(formatKg(c.quantity)), num('KGS'),
              num(c.valueRate === null ? '—' : formatAmount(c.valueRate)), num(value === null ? '—' : formatAmount(value))],
            [cell('Total', { bold: true, colSpan: 3 }), '', '', num(formatKg(c.quantity), { bold: true }), num('KGS'), '', num(value === null ? '—' : formatAmount(value), { bold: true })],
          ],
        },
        layout: tableLayout,
      },
      t('Goods sent for job work, not for sale: no tax is charged.', { fontSize: 8, color: GREY, margin: [0, 6, 0, 0] }),
      t('Transporter / vehicle no.: ______________________', { margin: [0, 16, 0, 0] }),
      {
        columns: [
          t("Receiver's signature", { margin: [0, 48, 0, 0] }),
          { stack: [t(`For ${company.name}`, { alignment: 'right' }), t('Authorised Signatory', { alignment: 'right', margin: [0, 36, 0, 0] })] },
        ],
        margin: [0, 8, 0, 0],
      },
    ],
  });
  return { info: { title: `Delivery Challan ${c.challanNo}` }, content: CHALLAN_COPIES.map((label, i) => copy(label, i)) };
}
