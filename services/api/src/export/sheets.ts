// Spreadsheet forms (Excel, CSV) of a party's month statement, of its ledger over dates and of a month's
// Entries: one row per document with numeric KG and ₹ cells and real dates, the month's or range's
// balances as rows of their own. Titles, headers and document names in the request's language
// (documents catalogue); figures and dates the same in both.
import {
  ENTRY_KIND_NAME, KIND_WIRE, partyDocumentNumber, partyDocumentText, balanceText, entriesKindsOf, entryKindBadge, kindsAt, kindsOf, documentMonth, documentWords, formatIsoDate, slipNumber,
  type DocumentWords, type LanguageCode, type PartyLedger, type ResponseOf, type Statement, type statementEndpoints,
} from '@ledger/contract';
import type { Cell, TableSheet } from './table.ts';

export type StatementSide = 'Outgoing' | 'Incoming' | 'Balance';
/** One line of a statement as a sheet reads it: its side, then the Date … Amount cells. */
export interface StatementLine { side: StatementSide; cells: Cell[] }

/** The statement's documents as lines, outgoing then incoming, each side's cash last; worded in `d`'s language. */
export function statementLines(st: Statement, d: DocumentWords): StatementLine[] {
  const lines: StatementLine[] = [];
  // Each side holds the kinds the registry puts on it (documentKinds.ts), in ledger order.
  for (const [name, side] of [['Outgoing', 'raises'], ['Incoming', 'lowers']] as const) {
    const push = (cells: Cell[]) => lines.push({ side: name, cells });
    for (const e of st.subPartyMonthStatementList) {
      const sub = e.subParty.isDefault ? '' : e.subParty.name;
      for (const kind of kindsOf('slip', side)) {
        for (const item of e[KIND_WIRE[kind].statementList]) {
          for (const s of item.slips) push([s.issueDate, d(ENTRY_KIND_NAME[kind]), slipNumber(s.prefix, s.slipNo), item.product.name, sub, s.netQuantity, null, null]);
          const particulars = d('itemTotalParticulars', {
            product: item.product.name, percent: item.lossPercentage, mode: d(item.isLossInclusive ? 'lossInclusive' : 'lossExclusive'),
          });
          push([null, d('itemTotal'), '', particulars, sub, item.effectiveQuantity, item.amountRate, item.amount]);
        }
      }
      for (const kind of kindsOf('bill', side)) {
        for (const b of e[KIND_WIRE[kind].statementList]) {
          push([b.issueDate, d(ENTRY_KIND_NAME[kind]), b.fullBillNo, b.product.name, sub, b.quantity, b.amountRate, b.amount]);
        }
      }
    }
    // The party's own documents (cash, notes) after its sub-parties'.
    for (const kind of kindsAt('party', side)) {
      for (const k of st[KIND_WIRE[kind].statementList]) push([k.issueDate, d(ENTRY_KIND_NAME[kind]), partyDocumentNumber(k), partyDocumentText(k, d), '', null, null, k.amount]);
    }
  }
  return lines;
}

/** Unsigned figure (a number cell) of a balance. */
const magnitude = (signed: string) => signed.trim().replace(/^[+-]/, '');

/**
 * A balance row of the statement sheet: its words in Particulars ('To give 54.860 KG · To receive
 * ₹2,707.50', balance.ts) and the figures without sign in the KG and ₹ cells.
 */
function balanceRow(label: string, side: string, quantity: string, amount: string, lang: LanguageCode): Cell[] {
  const words = `${balanceText(quantity, 'kg', lang).text} · ${balanceText(amount, 'amount', lang).text}`;
  return [side, null, label, '', words, '', magnitude(quantity), null, magnitude(amount)];
}

export function statementSheet(companyName: string, st: Statement, lang: LanguageCode): TableSheet {
  const d = documentWords(lang);
  const pm = st.partyMonth;
  const month = documentMonth(lang, pm.month, pm.year);
  const sideName: Record<StatementSide, string> = { Outgoing: d('outgoing'), Incoming: d('incoming'), Balance: d('balance') };
  const s = pm.stats;
  const rows: Cell[][] = [
    ...statementLines(st, d).map((l) => [sideName[l.side], ...l.cells]),
    balanceRow(d('carriedInBalance'), sideName.Balance, s.openingReceivableQuantity, s.openingReceivableAmount, lang),
  ];
  return {
    name: `${st.party.name} ${month}`,
    title: [companyName, d('statementSheetTitle', { party: st.party.name, month }), d('balanceReadingNote')],
    columns: [
      { header: d('side'), kind: 'text', width: 10 }, { header: d('date'), kind: 'date' }, { header: d('document'), kind: 'text', width: 18 },
      { header: d('number'), kind: 'text', width: 12 }, { header: d('particulars'), kind: 'text', width: 32 }, { header: d('subParty'), kind: 'text', width: 14 },
      { header: d('quantityKg'), kind: 'kg' }, { header: d('rateKg'), kind: 'rate' }, { header: d('amountRupees'), kind: 'inr' },
    ],
    rows,
    totals: balanceRow(d('forwardBalance'), sideName.Balance, s.closingReceivableQuantity, s.closingReceivableAmount, lang),
  };
}

export function ledgerSheet(companyName: string, l: PartyLedger, lang: LanguageCode): TableSheet {
  const d = documentWords(lang);
  const range = d('dateRange', { from: formatIsoDate(l.from), to: formatIsoDate(l.to) });
  // A running balance is two cells per unit: the figure without sign, then its side's words (balance.ts).
  const balance = (b: { quantity: string; amount: string }): Cell[] => [
    magnitude(b.quantity), balanceText(b.quantity, 'kg', lang).sideWords, magnitude(b.amount), balanceText(b.amount, 'amount', lang).sideWords,
  ];
  return {
    name: d('ledgerSheetName', { party: l.party.name }),
    title: [companyName, d('ledgerSheetTitle', { party: l.party.name, range }), d('balanceReadingNote')],
    columns: [
      { header: d('date'), kind: 'date' }, { header: d('document'), kind: 'text', width: 18 }, { header: d('number'), kind: 'text', width: 12 },
      { header: d('particulars'), kind: 'text', width: 28 }, { header: d('subParty'), kind: 'text', width: 14 },
      { header: d('quantityKg'), kind: 'kg' }, { header: d('amountRupees'), kind: 'inr' },
      { header: d('balanceKgColumn'), kind: 'kg' }, { header: d('balanceSideKg'), kind: 'text', width: 16 },
      { header: d('balanceRupeesColumn'), kind: 'inr' }, { header: d('balanceSideAmount'), kind: 'text', width: 16 },
    ],
    rows: [
      [l.from, d('openingBalance'), '', '', '', null, null, ...balance(l.opening)],
      ...l.rows.map((r): Cell[] => [r.date, d(ENTRY_KIND_NAME[r.kind]), r.number, r.particulars ?? '', r.subParty ?? '', r.quantity, r.amount, ...balance(r.balance)]),
    ],
    totals: [l.to, d('closingBalance'), '', '', '', null, null, ...balance(l.closing)],
  };
}

type Entries = ResponseOf<typeof statementEndpoints.entries>;

/** The Entries of a month as one table: a Type column, the slips' quantities and burn loss, the bills' rates. */
export function entriesSheet(companyName: string, year: number, month: number, e: Entries, filter: { party: string | null; subParty: string | null }, lang: LanguageCode): TableSheet {
  const d = documentWords(lang);
  const rows: Cell[][] = [];
  const sub = (s: { name: string; isDefault: boolean }) => (s.isDefault ? '' : s.name);
  // A slip's Type is its badge (IN, OUT); every other document's, its name (entryKinds.ts). The kinds in the Entries lists' order.
  for (const kind of entriesKindsOf('slip')) {
    for (const s of e[KIND_WIRE[kind].entriesList]) {
      rows.push([entryKindBadge(kind, lang), s.issueDate, s.number, s.jobWorkItem.subParty.party.name, sub(s.jobWorkItem.subParty), s.particulars,
        s.grossQuantity, s.bagQuantity, s.rejectedQuantity, s.netQuantity, s.burnLoss, s.jobWorkItem.workRate, s.amount, s.note ?? '']);
    }
  }
  for (const kind of entriesKindsOf('bill')) {
    for (const b of e[KIND_WIRE[kind].entriesList]) {
      rows.push([entryKindBadge(kind, lang), b.issueDate, b.fullBillNo, b.subParty.party.name, sub(b.subParty), b.particulars,
        null, null, null, b.quantity, null, 'saleRate' in b ? b.saleRate : b.workRate, b.amount, b.note ?? '']);
    }
  }
  for (const kind of entriesKindsOf('cash')) {
    for (const k of e[KIND_WIRE[kind].entriesList]) rows.push([entryKindBadge(kind, lang), k.issueDate, '', k.party.name, '', '', null, null, null, null, null, null, k.amount, k.note ?? '']);
  }
  for (const kind of entriesKindsOf('note')) {
    for (const n of e[KIND_WIRE[kind].entriesList]) {
      rows.push([entryKindBadge(kind, lang), n.issueDate, n.fullNoteNo, n.party.name, '', partyDocumentText({ ...n, type: kind }, d), null, null, null, null, null, null, n.amount, '']);
    }
  }
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  const monthLabel = documentMonth(lang, month, year);
  const party = `${filter.party ?? d('allParties')}${filter.subParty ? ` / ${filter.subParty}` : ''}`;
  return {
    name: d('entries', { month: monthLabel }),
    title: [companyName, d('entriesTitle', { month: monthLabel }), d('entriesFilter', { party })],
    columns: [
      { header: d('type'), kind: 'text', width: 16 }, { header: d('date'), kind: 'date' }, { header: d('number'), kind: 'text', width: 12 },
      { header: d('party'), kind: 'text', width: 22 }, { header: d('subParty'), kind: 'text', width: 14 }, { header: d('particulars'), kind: 'text', width: 22 },
      { header: d('grossKg'), kind: 'kg' }, { header: d('bagKg'), kind: 'kg' }, { header: d('rejectedKg'), kind: 'kg' }, { header: d('netOrQuantityKg'), kind: 'kg' },
      { header: d('burnLossKg'), kind: 'kg' }, { header: d('rateKg'), kind: 'rate' }, { header: d('amountRupees'), kind: 'inr' }, { header: d('note'), kind: 'text', width: 24 },
    ],
    rows,
  };
}
