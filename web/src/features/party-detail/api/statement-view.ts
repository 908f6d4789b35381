// Pure views over a statement: the sub-party filter and the columns' contents. Figures are the server's.
import { isZero } from '../../../lib/decimal';
import { documentNameKey, type DocumentKind } from '../../entry-drawers/api/documents';
import type { Bill, CashReceipt, JobWorkBill, JobWorkItem } from '../../entry-drawers/api/schemas';
import type { Statement, SubPartyStatement } from './get-statement';
import type { ItemType } from '@ledger/contract';

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

/** Whether an item shows its burn loss and net quantity lines. */
export const hasLoss = (item: JobWorkItem) => !isZero(item.lossPercentage);

/** Trim '2.00' to '2', '12.50' to '12.5' for bracketed rates and percentages. */
export function shortNumber(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** Each kind's one name (kinds.name, from @ledger/contract entryKinds.ts): translate at render, t(documentLabelKey(kind)). */
export const documentLabelKey = documentNameKey;

/** IN and OUT, the directions' words (kinds.direction): translate at render, t(itemTypeKey(type)). */
export const itemTypeKey = <K extends ItemType>(type: K) => `kinds.direction.${type}` as const;
