// Pure views over a statement: sub-party filter, column contents, list rows and item loss figures.
import { isZero } from '../../../lib/decimal';
import { subtract } from '../../entry-drawers/api/decimal-math';
import type { DocumentKind } from '../../entry-drawers/api/documents';
import type {
  Bill,
  CashReceipt,
  JobWorkBill,
  JobWorkItem,
  Statement,
  SubPartyStatement,
} from '../../entry-drawers/api/schemas';

/** null = All sub-parties. */
export type SubPartySelection = string | null;

export function visibleStatements(statement: Statement, selection: SubPartySelection): SubPartyStatement[] {
  return selection === null
    ? statement.subPartyMonthStatementList
    : statement.subPartyMonthStatementList.filter((entry) => entry.subParty.id === selection);
}

export interface ItemEntry {
  item: JobWorkItem;
  subParty: SubPartyStatement['subParty'];
}
export interface DocumentEntry {
  kind: DocumentKind;
  doc: JobWorkBill | Bill;
  subParty: SubPartyStatement['subParty'];
}

export interface StatementColumn {
  items: ItemEntry[];
  documents: DocumentEntry[];
  cash: CashReceipt[];
  cashKind: 'cashReceived' | 'cashPaid';
}

/** Outgoing raises the receivable (OUT items, Delivery Challans, Sale Bills, Cash Paid); Incoming lowers it. */
export function statementColumns(statement: Statement, selection: SubPartySelection): { outgoing: StatementColumn; incoming: StatementColumn } {
  const list = visibleStatements(statement, selection);
  const items = (pick: (entry: SubPartyStatement) => JobWorkItem[]) =>
    list.flatMap((entry) => pick(entry).map((item) => ({ item, subParty: entry.subParty })));
  const docs = (kind: DocumentKind, pick: (entry: SubPartyStatement) => Array<JobWorkBill | Bill>) =>
    list.flatMap((entry) => pick(entry).map((doc) => ({ kind, doc, subParty: entry.subParty })));
  // Cash belongs to the party, so it shows only when All is selected.
  const withCash = selection === null;
  return {
    outgoing: {
      items: items((entry) => entry.outJobWorkItemList),
      documents: [
        ...docs('deliveryChallan', (entry) => entry.inJobWorkBillList),
        ...docs('saleBill', (entry) => entry.saleBillList),
      ],
      cash: withCash ? statement.outCashList : [],
      cashKind: 'cashPaid',
    },
    incoming: {
      items: items((entry) => entry.inJobWorkItemList),
      documents: [
        ...docs('receivedChallan', (entry) => entry.outJobWorkBillList),
        ...docs('purchaseBill', (entry) => entry.purchaseBillList),
      ],
      cash: withCash ? statement.inCashList : [],
      cashKind: 'cashReceived',
    },
  };
}

/** Burn loss quantity of an item (always positive) and the quantity that counts. */
export function itemLoss(item: JobWorkItem): { loss: string; effective: string } {
  const effective = item.isLossInclusive ? item.inclusiveLossQuantity : item.exclusiveLossQuantity;
  const loss = item.isLossInclusive
    ? subtract(item.quantity, item.inclusiveLossQuantity, 3)
    : subtract(item.exclusiveLossQuantity, item.quantity, 3);
  return { loss, effective };
}

export const hasLoss = (item: JobWorkItem) => !isZero(item.lossPercentage);

/** Trim '2.00' to '2', '12.50' to '12.5' for bracketed rates and percentages. */
export function shortNumber(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export const DOCUMENT_LABEL: Record<DocumentKind, string> = {
  deliveryChallan: 'Delivery Challan',
  receivedChallan: 'Received Challan',
  saleBill: 'Sale Bill',
  purchaseBill: 'Purchase Bill',
  cashReceived: 'Cash Received',
  cashPaid: 'Cash Paid',
};
