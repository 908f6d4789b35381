// /unified/month/entries/get/v1: one month's documents, only the lists of the selected types, each
// row with the figures the Entries table shows (number, particulars, burn loss, amount).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statementEndpoints, type BillKind, type EntryKind, type RequestOf, type ResponseOf } from '@ledger/contract';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../entry-drawers/api/keys';

type EntriesEndpoint = typeof statementEndpoints.entries;
export type Entries = ResponseOf<EntriesEndpoint>;
type IncludeKey = keyof NonNullable<RequestOf<EntriesEndpoint>['include']>;

export type EntryType = 'INWARD' | 'OUTWARD' | BillKind | 'INWARD_CASH' | 'OUTWARD_CASH';

/**
 * Each type's entry kind, whose badge (kinds.badge: a slip's IN or OUT, every other kind's one name, from
 * @ledger/contract entryKinds.ts) is both its chip and its rows' badge; its colour and include flag (spec
 * sections 2 and 3).
 */
export const ENTRY_TYPES: Array<{ type: EntryType; kind: EntryKind; color: string; include: IncludeKey }> = [
  { type: 'INWARD', kind: 'IN_SLIP', color: 'green', include: 'inJobWorkItemSlips' },
  { type: 'OUTWARD', kind: 'OUT_SLIP', color: 'red', include: 'outJobWorkItemSlips' },
  { type: 'SALE_BILL', kind: 'SALE_BILL', color: 'green', include: 'saleBills' },
  { type: 'PURCHASE_BILL', kind: 'PURCHASE_BILL', color: 'red', include: 'purchaseBills' },
  { type: 'INWARD_JOBWORK_BILL', kind: 'INWARD_JOBWORK_BILL', color: 'blue', include: 'inJobWorkBills' },
  { type: 'OUTWARD_JOBWORK_BILL', kind: 'OUTWARD_JOBWORK_BILL', color: 'blue', include: 'outJobWorkBills' },
  { type: 'INWARD_CASH', kind: 'CASH_RECEIVED', color: 'green', include: 'inCashReceipts' },
  { type: 'OUTWARD_CASH', kind: 'CASH_PAID', color: 'red', include: 'outCashReceipts' },
];

/** The types shown when the screen opens. */
export const DEFAULT_ENTRY_TYPES: EntryType[] = ['INWARD', 'OUTWARD'];

export interface EntriesFilter {
  year: number;
  month: number;
  partyId: string | null;
  subPartyId: string | null;
  types: EntryType[];
}

/** The request of a filter: the month, the party and sub-party when chosen, the lists of the chosen types. */
function requestOf(filter: EntriesFilter): RequestOf<EntriesEndpoint> {
  const include = Object.fromEntries(
    ENTRY_TYPES.filter((entry) => filter.types.includes(entry.type)).map((entry) => [entry.include, true]),
  );
  return {
    filter: {
      year: filter.year,
      month: filter.month,
      ...(filter.partyId ? { partyId: filter.partyId } : {}),
      ...(filter.subPartyId ? { subPartyId: filter.subPartyId } : {}),
    },
    include,
  };
}

function getEntries(filter: EntriesFilter): Promise<Entries> {
  return callEndpoint(statementEndpoints.entries, requestOf(filter));
}

/** The same Entries (the screen's filters; not its text search) as Excel or CSV. */
export const downloadEntries = (filter: EntriesFilter, format: 'xlsx' | 'csv') =>
  downloadEndpoint(statementEndpoints.entriesExport, { ...requestOf(filter), format });

/** A filter's entries; the route loader starts the newest month's with the default types (app/route-loaders.ts). */
export const entriesQueryOptions = (filter: EntriesFilter | null) =>
  queryOptions({ queryKey: ledgerKeys.entries(filter), queryFn: () => getEntries(filter as EntriesFilter) });

export function useEntries(filter: EntriesFilter | null) {
  return useQuery({ ...entriesQueryOptions(filter), enabled: filter !== null, placeholderData: keepPreviousData });
}
