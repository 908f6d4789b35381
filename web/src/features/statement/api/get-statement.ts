// /party/month/statement/v3: one party month's statement, every figure as the server computed it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@ledger/contract';
import { statementEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { ledgerKeys } from '../../../lib/query-keys';

export type Statement = ResponseOf<typeof statementEndpoints.statement>;
export type SubPartyStatement = Statement['subPartyMonthStatementList'][number];

const getStatement = (partyMonthId: string) => callEndpoint(statementEndpoints.statement, { partyMonthId });

export const statementQueryOptions = (partyMonthId: string) =>
  queryOptions({ queryKey: ledgerKeys.statement(partyMonthId), queryFn: () => getStatement(partyMonthId) });

export function useStatement(partyMonthId: string | null) {
  return useQuery({
    ...statementQueryOptions(partyMonthId ?? ''),
    enabled: partyMonthId !== null,
    placeholderData: keepPreviousData,
  });
}
