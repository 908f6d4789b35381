// /unified/month/entries/get/v1: one month's documents, only the lists of the selected types, each
// row with the figures the Entries table shows (number, particulars, burn loss, amount).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statementEndpoints, type BillKind, type RequestOf, type ResponseOf } from '@ledger/contract';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../entry-drawers/api/keys';

type EntriesEndpoint = typeof statementEndpoints.entries;
export type Entries = ResponseOf<EntriesEndpoint>;
type IncludeKey = keyof NonNullable<RequestOf<EntriesEndpoint>['include']>;

export type EntryType = 'INWARD' | 'OUTWARD' | BillKind | 'INWARD_CASH' | 'OUTWARD_CASH';

/** Chip label, badge label and colour, and the include flag of each type (spec section 2 and 3). */
export const ENTRY_TYPES: Array<{ type: EntryType; chip: string; badge: string; color: string; include: IncludeKey }> = [
  { type: 'INWARD', chip: 'IN', badge: 'IN', color: 'green', include: 'inJobWorkItemSlips' },
  { type: 'OUTWARD', chip: 'OUT', badge: 'OUT', color: 'red', include: 'outJobWorkItemSlips' },
  { type: 'SALE_BILL', chip: 'Sale Bill', badge: 'Sale Bill', color: 'green', include: 'saleBills' },
  { type: 'PURCHASE_BILL', chip: 'Purchase Bill', badge: 'Purchase Bill', color: 'red', include: 'purchaseBills' },
  { type: 'INWARD_JOBWORK_BILL', chip: 'Delivery Challan', badge: 'Delivery Challan', color: 'blue', include: 'inJobWorkBills' },
  { type: 'OUTWARD_JOBWORK_BILL', chip: 'Received Challan', badge: 'Received Challan', color: 'blue', include: 'outJobWorkBills' },
  { type: 'INWARD_CASH', chip: 'In Cash', badge: 'Cash Received', color: 'green', include: 'inCashReceipts' },
  { type: 'OUTWARD_CASH', chip: 'Out Cash', badge: 'Cash Paid', color: 'red', include: 'outCashReceipts' },
];

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

export function getEntries(filter: EntriesFilter): Promise<Entries> {
  return callEndpoint(statementEndpoints.entries, requestOf(filter));
}

/** The same Entries (the screen's filters; not its text search) as Excel or CSV. */
export const downloadEntries = (filter: EntriesFilter, format: 'xlsx' | 'csv') =>
  downloadEndpoint(statementEndpoints.entriesExport, { ...requestOf(filter), format });

export function useEntries(filter: EntriesFilter | null) {
  return useQuery({
    queryKey: ledgerKeys.entries(filter),
    queryFn: () => getEntries(filter as EntriesFilter),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
