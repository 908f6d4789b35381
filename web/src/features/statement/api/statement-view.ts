// Pure views over a statement: the sub-party filter and the columns' contents. Figures are the server's.
import { isZero } from '../../../lib/decimal';
import { documentNameKey, type DocumentKind, type PartyKind } from '../../documents';
import type { Bill, JobWorkBill, JobWorkItem, PartyDocument } from '../../documents';
import type { Statement, SubPartyStatement } from './get-statement';
import { KIND_WIRE, kindsAt, kindsOf, type ItemType, type Side } from '@ledger/contract';
import '../../../i18n/en/kinds';

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

/** One party-level kind's documents (Cash Received, Debit Note, …): its card, its dialog, its rows. */
interface PartyEntries {
  kind: PartyKind;
  docs: PartyDocument[];
}

export interface StatementColumn {
  items: ItemEntry[];
  documents: DocumentEntry[];
  /** The party's own documents of the side, by kind in ledger order (empty when a sub-party is selected). */
  party: PartyEntries[];
}

/**
 * Outgoing holds what raises the receivable, Incoming what lowers it: each side's kinds are the registry's
 * (@ledger/contract documentKinds.ts), in ledger order.
 */
export function statementColumns(statement: Statement, selection: SubPartySelection): { outgoing: StatementColumn; incoming: StatementColumn } {
  const list = visibleStatements(statement, selection);
  // The party's own documents (cash, notes) show only when All is selected.
  const withParty = selection === null;
  const column = (side: Side): StatementColumn => ({
    items: kindsOf('slip', side).flatMap((kind) =>
      list.flatMap((entry) => entry[KIND_WIRE[kind].statementList].map((item: JobWorkItem) => ({ item, subParty: entry.subParty })))),
    documents: kindsOf('bill', side).flatMap((kind) =>
      list.flatMap((entry) => entry[KIND_WIRE[kind].statementList].map((doc: JobWorkBill | Bill) => ({ kind, doc, subParty: entry.subParty })))),
    party: withParty ? kindsAt('party', side).map((kind) => ({ kind, docs: statement[KIND_WIRE[kind].statementList] })) : [],
  });
  return { outgoing: column('raises'), incoming: column('lowers') };
}

/** A sub-party's job-work items of both directions (the registry's slip kinds). */
export const itemsOf = (entry: SubPartyStatement): JobWorkItem[] => kindsOf('slip').flatMap((kind) => entry[KIND_WIRE[kind].statementList]);

/** The documents of one party-level kind (cash, a note) in the statement. */
export const cashOf = (statement: Statement, kind: PartyKind): PartyDocument[] => statement[KIND_WIRE[kind].statementList];

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
