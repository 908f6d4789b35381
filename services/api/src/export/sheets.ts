// Spreadsheet forms (Excel, CSV) of a party's month statement and of its ledger over dates: one row per
// document with numeric KG and ₹ cells and real dates, the month's or range's balances as rows of their own.
import { RATE, formatDecimal, monthName, parseDecimal, slipNumber, type PartyLedger, type ResponseOf, type Statement, type statementEndpoints } from '@ledger/contract';
import { BILL_LABEL, LEDGER_LABEL } from './pdfDocuments.ts';
import type { Cell, TableSheet } from './table.ts';

export function statementSheet(companyName: string, st: Statement): TableSheet {
  const pm = st.partyMonth;
  const month = monthName(pm.month, pm.year);
  const rows: Cell[][] = [];
  const side = (name: 'Outgoing' | 'Incoming', pick: 'out' | 'in') => {
    for (const e of st.subPartyMonthStatementList) {
      const sub = e.subParty.isDefault ? '' : e.subParty.name;
      for (const item of pick === 'out' ? e.outJobWorkItemList : e.inJobWorkItemList) {
        for (const s of item.slips) rows.push([name, s.issueDate, `${item.itemType} slip`, slipNumber(s.prefix, s.slipNo), item.product.name, sub, s.netQuantity, null, null]);
        rows.push([name, null, 'Item total', '', `${item.product.name} (loss ${item.lossPercentage}%, ${item.isLossInclusive ? 'inclusive' : 'exclusive'})`, sub, item.effectiveQuantity, item.amountRate, item.amount]);
      }
      const bills = pick === 'out' ? [...e.inJobWorkBillList, ...e.saleBillList] : [...e.outJobWorkBillList, ...e.purchaseBillList];
      for (const b of bills) {
        // A sale or purchase bill is at labour + sale rate (ledger rules); a challan at labour alone.
        const rate = 'saleRate' in b ? formatDecimal(parseDecimal(b.workRate, RATE)! + parseDecimal(b.saleRate, RATE)!, RATE) : b.workRate;
        rows.push([name, b.issueDate, BILL_LABEL[b.type], b.fullBillNo, b.product.name, sub, b.quantity, rate, b.amount]);
      }
    }
    for (const k of pick === 'out' ? st.outCashList : st.inCashList) {
      rows.push([name, k.issueDate, pick === 'out' ? 'Cash Paid' : 'Cash Received', '', k.note ?? '', '', null, null, k.amount]);
    }
  };
  side('Outgoing', 'out');
  side('Incoming', 'in');
  const s = pm.stats;
  rows.push(['Balance', null, 'Carried-in Balance', '', '', '', s.openingReceivableQuantity, null, s.openingReceivableAmount]);
  return {
    name: `${st.party.name} ${month}`,
    title: [companyName, `Statement: ${st.party.name} — ${month}`, 'Positive balance: the party owes us; negative: we owe the party.'],
    columns: [
      { header: 'Side', kind: 'text', width: 10 }, { header: 'Date', kind: 'date' }, { header: 'Document', kind: 'text', width: 18 },
      { header: 'Number', kind: 'text', width: 12 }, { header: 'Particulars', kind: 'text', width: 32 }, { header: 'Sub Party', kind: 'text', width: 14 },
      { header: 'Quantity (KG)', kind: 'kg' }, { header: 'Rate (₹/KG)', kind: 'rate' }, { header: 'Amount (₹)', kind: 'inr' },
    ],
    rows,
    totals: ['Balance', null, 'Forward Balance', '', '', '', s.closingReceivableQuantity, null, s.closingReceivableAmount],
  };
}

export function ledgerSheet(companyName: string, l: PartyLedger): TableSheet {
  return {
    name: `${l.party.name} ledger`,
    title: [companyName, `Ledger: ${l.party.name} — ${l.from} to ${l.to}`, 'Positive balance: the party owes us; negative: we owe the party.'],
    columns: [
      { header: 'Date', kind: 'date' }, { header: 'Document', kind: 'text', width: 18 }, { header: 'Number', kind: 'text', width: 12 },
      { header: 'Particulars', kind: 'text', width: 28 }, { header: 'Sub Party', kind: 'text', width: 14 },
      { header: 'Quantity (KG)', kind: 'kg' }, { header: 'Amount (₹)', kind: 'inr' }, { header: 'Balance (KG)', kind: 'kg' }, { header: 'Balance (₹)', kind: 'inr' },
    ],
    rows: [
      [l.from, 'Opening balance', '', '', '', null, null, l.opening.quantity, l.opening.amount],
      ...l.rows.map((r): Cell[] => [r.date, LEDGER_LABEL[r.kind], r.number, r.particulars ?? '', r.subParty === 'Default' ? '' : (r.subParty ?? ''), r.quantity, r.amount, r.balance.quantity, r.balance.amount]),
    ],
    totals: [l.to, 'Closing balance', '', '', '', null, null, l.closing.quantity, l.closing.amount],
  };
}

type Entries = ResponseOf<typeof statementEndpoints.entries>;

/** The Entries of a month as one table: a Type column, the slips' quantities and burn loss, the bills' rates. */
export function entriesSheet(companyName: string, year: number, month: number, e: Entries, filterLine: string): TableSheet {
  const rows: Cell[][] = [];
  const sub = (s: { name: string; isDefault: boolean }) => (s.isDefault ? '' : s.name);
  for (const [type, list] of [['IN', e.inJobWorkItemSlipList], ['OUT', e.outJobWorkItemSlipList]] as const) {
    for (const s of list) {
      rows.push([type, s.issueDate, s.number, s.jobWorkItem.subParty.party.name, sub(s.jobWorkItem.subParty), s.particulars,
        s.grossQuantity, s.bagQuantity, s.rejectedQuantity, s.netQuantity, s.burnLoss, s.jobWorkItem.workRate, s.amount, s.note ?? '']);
    }
  }
  const bills = [
    ['Sale Bill', e.saleBillList], ['Purchase Bill', e.purchaseBillList], ['Delivery Challan', e.inJobWorkBillList], ['Received Challan', e.outJobWorkBillList],
  ] as const;
  for (const [type, list] of bills) {
    for (const b of list) {
      rows.push([type, b.issueDate, b.fullBillNo, b.subParty.party.name, sub(b.subParty), b.particulars,
        null, null, null, b.quantity, null, 'saleRate' in b ? b.saleRate : b.workRate, b.amount, b.note ?? '']);
    }
  }
  for (const [type, list] of [['Cash Received', e.inCashReceiptList], ['Cash Paid', e.outCashReceiptList]] as const) {
    for (const k of list) rows.push([type, k.issueDate, '', k.party.name, '', '', null, null, null, null, null, null, k.amount, k.note ?? '']);
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  return {
    name: `Entries ${monthName(month, year)}`,
    title: [companyName, `Entries — ${monthName(month, year)}`, filterLine],
    columns: [
      { header: 'Type', kind: 'text', width: 16 }, { header: 'Date', kind: 'date' }, { header: 'Number', kind: 'text', width: 12 },
      { header: 'Party', kind: 'text', width: 22 }, { header: 'Sub Party', kind: 'text', width: 14 }, { header: 'Particulars', kind: 'text', width: 22 },
      { header: 'Gross (KG)', kind: 'kg' }, { header: 'Bag (KG)', kind: 'kg' }, { header: 'Rejected (KG)', kind: 'kg' }, { header: 'Net / Quantity (KG)', kind: 'kg' },
      { header: 'Burn Loss (KG)', kind: 'kg' }, { header: 'Rate (₹/KG)', kind: 'rate' }, { header: 'Amount (₹)', kind: 'inr' }, { header: 'Note', kind: 'text', width: 24 },
    ],
    rows,
  };
}
