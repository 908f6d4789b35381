// /party/month/list/v1 and /party/month/statement/v3: the party's months and one month's statement.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { ledgerKeys } from '../../entry-drawers/api/keys';
import { partyMonthSchema, statementSchema, type PartyMonth, type Statement } from '../../entry-drawers/api/schemas';

export function getPartyMonths(partyId: string): Promise<PartyMonth[]> {
  return apiPost('/party/month/list/v1', { partyId }, z.array(partyMonthSchema));
}

export const partyMonthsQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: ledgerKeys.partyMonths(partyId), queryFn: () => getPartyMonths(partyId) });

export function usePartyMonths(partyId: string) {
  return useQuery(partyMonthsQueryOptions(partyId));
}

export function getStatement(partyMonthId: string): Promise<Statement> {
  return apiPost('/party/month/statement/v3', { partyMonthId }, statementSchema);
}

export const statementQueryOptions = (partyMonthId: string) =>
  queryOptions({ queryKey: ledgerKeys.statement(partyMonthId), queryFn: () => getStatement(partyMonthId) });

export function useStatement(partyMonthId: string | null) {
  return useQuery({
    ...statementQueryOptions(partyMonthId ?? ''),
    enabled: partyMonthId !== null,
    placeholderData: keepPreviousData,
  });
}
