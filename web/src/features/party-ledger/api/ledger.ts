// /party/ledger/v1 and its downloads: a party's documents between two dates with the running balance.
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { financialYear, fyFirstDay, type DocumentFormat } from '@ledger/contract';
import { exportsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';

export interface LedgerRange { partyId: string; from: string; to: string }

export function usePartyLedger(range: LedgerRange | null) {
  return useQuery({
    queryKey: ['party-ledger', range?.partyId, range?.from, range?.to],
    queryFn: range === null ? skipToken : () => callEndpoint(exportsEndpoints.ledger, range),
    placeholderData: keepPreviousData,
  });
}

export const downloadLedger = (range: LedgerRange, format: DocumentFormat) => downloadEndpoint(exportsEndpoints.ledgerExport, { ...range, format });

/** The Indian financial year's first day (1 April) on or before a day. */
export const fyStart = (isoDate: string) => fyFirstDay(financialYear(isoDate));
