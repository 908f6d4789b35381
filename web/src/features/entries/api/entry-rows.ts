// Entries rows: the server's rows as one list with their search text, sorted, filtered, and the
// column totals of the rows shown. Every figure of a row comes from the server.
import { formatDate } from '../../../lib/format';
import { sumDecimals } from '../../../lib/decimal';
import { KIND_WIRE, billHasSaleRate, entriesKindsOf, eventValue } from '@ledger/contract';
import type { Entries, EntryType } from './get-entries';

export interface EntryRow {
  key: string;
  type: EntryType;
  issueDate: string;
  slipNo: string;
  particulars: string;
  /** Whose document: the party, and the sub-party when it is not the default ('Gupta Traders / Unit 2'). */
  partyLine: string | null;
  /** Sale and Purchase Bills: the amount is the sale value (quantity × sale rate), not the statement's reading. */
  saleValue: boolean;
  gross: string;
  bag: string;
  burnLoss: string;
  rejected: string;
  net: string;
  amount: string;
  searchText: string;
}

/** A column a document does not have (a bill has no gross quantity): shown as '-'. */
const NONE = '0.000';
const partyLine = (subParty: { name: string; isDefault: boolean; party: { name: string } }) =>
  subParty.isDefault ? subParty.party.name : `${subParty.party.name} / ${subParty.name}`;

function text(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' ').toLowerCase();
}

export function toEntryRows(entries: Entries): EntryRow[] {
  const rows: EntryRow[] = [];
  // Each kind's list and type are the registry's wire names (@ledger/contract documentKinds.ts).
  const slips = entriesKindsOf('slip').flatMap((kind) => entries[KIND_WIRE[kind].entriesList].map((slip) => ({ slip, type: KIND_WIRE[kind].entryType })));
  for (const { slip, type } of slips) {
    const sub = slip.jobWorkItem.subParty;
    rows.push({
      key: `${type}:${slip.id}`,
      type,
      issueDate: slip.issueDate,
      slipNo: slip.number,
      particulars: slip.particulars,
      partyLine: partyLine(sub),
      saleValue: false,
      gross: slip.grossQuantity,
      bag: slip.bagQuantity,
      burnLoss: slip.burnLoss,
      rejected: slip.rejectedQuantity,
      net: slip.netQuantity,
      amount: slip.amount,
      searchText: text([
        slip.number,
        // '0007' finds slip 7, as the number is often read off a printed slip.
        slip.prefix ? `${slip.prefix}-${slip.slipNo.padStart(4, '0')}` : slip.slipNo.padStart(4, '0'),
        slip.slipNo,
        slip.issueDate,
        formatDate(slip.issueDate),
        slip.particulars,
        slip.note,
        sub.name,
        sub.party.name,
      ]),
    });
  }
  const bills = entriesKindsOf('bill').flatMap((kind) =>
    entries[KIND_WIRE[kind].entriesList].map((bill) => ({ bill, type: KIND_WIRE[kind].entryType, saleValue: billHasSaleRate(eventValue(kind)) })));
  for (const { bill, type, saleValue } of bills) {
    rows.push({
      key: `${type}:${bill.id}`,
      type,
      issueDate: bill.issueDate,
      slipNo: bill.fullBillNo,
      particulars: bill.particulars,
      partyLine: partyLine(bill.subParty),
      saleValue,
      gross: NONE,
      bag: NONE,
      burnLoss: NONE,
      rejected: NONE,
      net: bill.quantity,
      amount: bill.amount,
      searchText: text([
        bill.fullBillNo,
        bill.issueDate,
        formatDate(bill.issueDate),
        bill.particulars,
        bill.note,
        bill.subParty.name,
        bill.subParty.party.name,
      ]),
    });
  }
  const cash = entriesKindsOf('cash').flatMap((kind) => entries[KIND_WIRE[kind].entriesList].map((receipt) => ({ receipt, type: KIND_WIRE[kind].entryType })));
  for (const { receipt, type } of cash) {
    rows.push({
      key: `${type}:${receipt.id}`,
      type,
      issueDate: receipt.issueDate,
      slipNo: '-',
      particulars: receipt.particulars,
      partyLine: null,
      saleValue: false,
      gross: NONE,
      bag: NONE,
      burnLoss: NONE,
      rejected: NONE,
      net: NONE,
      amount: receipt.amount,
      searchText: text([receipt.particulars, receipt.note, receipt.amount]),
    });
  }
  // A note: its number, the party as its particulars (as cash), its reason searchable; money only.
  const notes = entriesKindsOf('note').flatMap((kind) => entries[KIND_WIRE[kind].entriesList].map((note) => ({ note, type: KIND_WIRE[kind].entryType })));
  for (const { note, type } of notes) {
    rows.push({
      key: `${type}:${note.id}`,
      type,
      issueDate: note.issueDate,
      slipNo: note.fullNoteNo,
      particulars: note.particulars,
      partyLine: null,
      saleValue: false,
      gross: NONE,
      bag: NONE,
      burnLoss: NONE,
      rejected: NONE,
      net: NONE,
      amount: note.amount,
      searchText: text([note.fullNoteNo, note.issueDate, formatDate(note.issueDate), note.particulars, note.reason, note.note, note.amount]),
    });
  }
  return rows.sort((a, b) =>
    a.issueDate === b.issueDate ? a.searchText.localeCompare(b.searchText) : a.issueDate < b.issueDate ? -1 : 1,
  );
}

export function filterRows(rows: EntryRow[], search: string): EntryRow[] {
  const needle = search.trim().toLowerCase();
  return needle ? rows.filter((row) => row.searchText.includes(needle)) : rows;
}

export interface EntryTotals {
  gross: string;
  bag: string;
  burnLoss: string;
  rejected: string;
  net: string;
  amount: string;
}

/** Each list's totals, made once: see entryTotals. */
const totalsOfList = new WeakMap<readonly EntryRow[], EntryTotals>();

/**
 * The footer: sums of the rows shown (after the search), so they follow what the owner sees. Made once per list (the
 * screen keeps its list while it is shown: EntriesScreen's memo): the table and the phone's cards draw a page in
 * slices, each slice a render, and each render summed every row's six figures again (a busy month's 500 rows of
 * decimals per slice, issue 28). Another list (a filter, a search, a refetch) is another array, summed anew.
 */
export function entryTotals(rows: readonly EntryRow[]): EntryTotals {
  const known = totalsOfList.get(rows);
  if (known) return known;
  const totals = sumTotals(rows);
  totalsOfList.set(rows, totals);
  return totals;
}

function sumTotals(rows: readonly EntryRow[]): EntryTotals {
  const sum = (key: keyof EntryTotals, scale: number) => sumDecimals(rows.map((row) => row[key]), scale);
  return {
    gross: sum('gross', 3),
    bag: sum('bag', 3),
    burnLoss: sum('burnLoss', 3),
    rejected: sum('rejected', 3),
    net: sum('net', 3),
    amount: sum('amount', 2),
  };
}
