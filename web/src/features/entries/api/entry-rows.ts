// Entries rows: derived values per spec section 3, the search text, sorting and column totals.
import { sumDecimals } from '../../../lib/decimal';
import { formatDate } from '../../../lib/format';
import { multiply } from '../../entry-drawers/api/decimal-math';
import type { Entries, EntryBillRow, EntryType } from './get-entries';

export interface EntryRow {
  key: string;
  type: EntryType;
  issueDate: string;
  slipNo: string;
  particulars: string;
  subPartyName: string | null;
  gross: string;
  bag: string;
  burnLoss: string;
  rejected: string;
  net: string;
  amount: string;
  searchText: string;
}

const ZERO_KG = '0.000';
const slipNumber = (prefix: string, slipNo: string) => (prefix ? `${prefix}-${slipNo}` : slipNo);
const subPartyName = (subParty: { name: string; isDefault: boolean }) => (subParty.isDefault ? null : subParty.name);

function text(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' ').toLowerCase();
}

export function toEntryRows(entries: Entries): EntryRow[] {
  const rows: EntryRow[] = [];
  const slips = [
    ...entries.inJobWorkItemSlipList.map((slip) => ({ slip, type: 'INWARD' as const })),
    ...entries.outJobWorkItemSlipList.map((slip) => ({ slip, type: 'OUTWARD' as const })),
  ];
  for (const { slip, type } of slips) {
    const item = slip.jobWorkItem;
    const sub = item.subParty;
    const number = slipNumber(slip.prefix, slip.slipNo);
    const padded = slipNumber(slip.prefix, slip.slipNo.padStart(4, '0'));
    rows.push({
      key: `${type}:${slip.id}`,
      type,
      issueDate: slip.issueDate,
      slipNo: number,
      particulars: item.product.name,
      subPartyName: subPartyName(sub),
      gross: slip.grossQuantity,
      bag: slip.bagQuantity,
      burnLoss: multiply(item.lossPercentage, slip.grossQuantity, 3, 100n),
      rejected: slip.rejectedQuantity,
      net: slip.netQuantity,
      amount: multiply(slip.netQuantity, item.workRate, 2),
      searchText: text([
        number,
        padded,
        slip.slipNo,
        slip.issueDate,
        formatDate(slip.issueDate),
        item.product.name,
        slip.note,
        sub.name,
        sub.party.name,
      ]),
    });
  }
  const bills: Array<{ bill: EntryBillRow; type: EntryType; rate: 'saleRate' | 'workRate' }> = [
    ...entries.saleBillList.map((bill) => ({ bill, type: 'SALE_BILL' as const, rate: 'saleRate' as const })),
    ...entries.purchaseBillList.map((bill) => ({ bill, type: 'PURCHASE_BILL' as const, rate: 'saleRate' as const })),
    ...entries.inJobWorkBillList.map((bill) => ({ bill, type: 'INWARD_JOBWORK_BILL' as const, rate: 'workRate' as const })),
    ...entries.outJobWorkBillList.map((bill) => ({ bill, type: 'OUTWARD_JOBWORK_BILL' as const, rate: 'workRate' as const })),
  ];
  for (const { bill, type, rate } of bills) {
    rows.push({
      key: `${type}:${bill.id}`,
      type,
      issueDate: bill.issueDate,
      slipNo: bill.fullBillNo,
      particulars: bill.product.name,
      subPartyName: subPartyName(bill.subParty),
      gross: ZERO_KG,
      bag: ZERO_KG,
      burnLoss: ZERO_KG,
      rejected: ZERO_KG,
      net: bill.quantity,
      // Entries reading (spec section 3): sale/purchase bills are quantity × saleRate.
      amount: multiply(bill.quantity, bill[rate] ?? '0', 2),
      searchText: text([
        bill.fullBillNo,
        bill.issueDate,
        formatDate(bill.issueDate),
        bill.product.name,
        bill.note,
        bill.subParty.name,
        bill.subParty.party.name,
      ]),
    });
  }
  const cash = [
    ...entries.inCashReceiptList.map((receipt) => ({ receipt, type: 'INWARD_CASH' as const })),
    ...entries.outCashReceiptList.map((receipt) => ({ receipt, type: 'OUTWARD_CASH' as const })),
  ];
  for (const { receipt, type } of cash) {
    rows.push({
      key: `${type}:${receipt.id}`,
      type,
      issueDate: receipt.issueDate,
      slipNo: '-',
      particulars: receipt.party.name,
      subPartyName: null,
      gross: ZERO_KG,
      bag: ZERO_KG,
      burnLoss: ZERO_KG,
      rejected: ZERO_KG,
      net: ZERO_KG,
      amount: receipt.amount,
      searchText: text([receipt.party.name, receipt.note, receipt.amount]),
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

export function entryTotals(rows: EntryRow[]): EntryTotals {
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
