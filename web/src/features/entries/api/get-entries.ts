// /unified/month/entries/get/v1: one month's documents, only the lists of the selected types, each
// row with the figures the Entries table shows (number, particulars, burn loss, amount).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENTRIES_ORDER, KIND_WIRE, kindsOf, raisesReceivable, type EntryKind, type KindOf, type RequestOf, type ResponseOf, type WireName } from '@ledger/contract';
import { statementEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../../lib/query-keys';

type EntriesEndpoint = typeof statementEndpoints.entries;
export type Entries = ResponseOf<EntriesEndpoint>;
type IncludeKey = keyof NonNullable<RequestOf<EntriesEndpoint>['include']>;

/** The spec's Entries type of a kind (the registry's wire table, @ledger/contract documentKinds.ts). */
export type EntryType = WireName<'entryType'>;

/** Each kind's chip colour (spec section 2); a note's, by its side (the spec has none). */
const CHIP_COLOR = {
  IN_SLIP: 'green', OUT_SLIP: 'red', SALE_BILL: 'green', PURCHASE_BILL: 'red',
  INWARD_JOBWORK_BILL: 'blue', OUTWARD_JOBWORK_BILL: 'blue', CASH_RECEIVED: 'green', CASH_PAID: 'red',
  ...Object.fromEntries(kindsOf('note').map((kind) => [kind, raisesReceivable(kind) ? 'grape' : 'violet'])) as Record<KindOf<'note'>, string>,
} as const satisfies Record<EntryKind, string>;

/**
 * Each type's entry kind, whose badge (kinds.badge: a slip's IN or OUT, every other kind's one name, from
 * @ledger/contract entryKinds.ts) is both its chip and its rows' badge; its colour and include flag (spec
 * sections 2 and 3), in the order of the Entries lists.
 */
export const ENTRY_TYPES: Array<{ type: EntryType; kind: EntryKind; color: string; include: IncludeKey }> = ENTRIES_ORDER.map((kind) => ({
  type: KIND_WIRE[kind].entryType, kind, color: CHIP_COLOR[kind], include: KIND_WIRE[kind].entriesInclude,
}));

/** The types shown when the screen opens. */
export const DEFAULT_ENTRY_TYPES: EntryType[] = [KIND_WIRE.IN_SLIP.entryType, KIND_WIRE.OUT_SLIP.entryType];

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
