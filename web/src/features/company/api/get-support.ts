// /company/support/v1: the support contact the server was started with (either part may be unset).
import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@ledger/contract';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

type SupportContact = ResponseOf<typeof companiesEndpoints.support>;

const getSupport = (): Promise<SupportContact> => callEndpoint(companiesEndpoints.support, {});

export const useSupport = () => useQuery({ queryKey: ['support'], queryFn: getSupport, staleTime: Infinity });
