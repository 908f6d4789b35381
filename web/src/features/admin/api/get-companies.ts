// /company/list/v1 (admin): every company with its owner's mobile number and stats, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompany } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type { AdminCompany };

function getCompanies(): Promise<AdminCompany[]> {
  return callEndpoint(companiesEndpoints.list, { include: { userVerifiedMobile: true } });
}

const companiesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.companies(), queryFn: getCompanies });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
