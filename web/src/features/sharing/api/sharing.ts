// Shared statements: make a link (and the WhatsApp message), list and withdraw a party's links, and
// the public statement a link opens.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharedStatementUrl } from '@ledger/contract';
import { sharingEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';

const shareKeys = {
  all: ['sharing'] as const,
  links: (partyId: string) => [...shareKeys.all, 'links', partyId] as const,
  shared: (token: string) => [...shareKeys.all, 'shared', token] as const,
};

/** The page a token opens, as a full address on this site. */
export const sharedUrl = (token: string) => sharedStatementUrl(window.location.origin, token);

/** wa.me click-to-chat: the party's number with India's code, or a chat picker when there is none. */
export function whatsAppUrl(phone: string | null, text: string): string {
  return `https://wa.me/${phone ? `91${phone}` : ''}?text=${encodeURIComponent(text)}`;
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { partyMonthId: string; days: number; partyId: string }) =>
      callEndpoint(sharingEndpoints.create, { partyMonthId: input.partyMonthId, days: input.days }),
    onSuccess: (_r, input) => queryClient.invalidateQueries({ queryKey: shareKeys.links(input.partyId) }),
  });
}

export function useShareLinks(partyId: string, enabled: boolean) {
  return useQuery({ queryKey: shareKeys.links(partyId), queryFn: () => callEndpoint(sharingEndpoints.list, { partyId }), enabled });
}

export function useRevokeShares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partyId: string) => callEndpoint(sharingEndpoints.revoke, { partyId }),
    onSuccess: (_r, partyId) => queryClient.invalidateQueries({ queryKey: shareKeys.links(partyId) }),
  });
}

/** A shared statement; the route loader starts it (app/route-loaders.ts). */
export const sharedStatementQueryOptions = (token: string) =>
  queryOptions({
    queryKey: shareKeys.shared(token),
    queryFn: () => callEndpoint(sharingEndpoints.publicStatement, { token }),
    retry: false,
    staleTime: 60_000,
  });

export function useSharedStatement(token: string) {
  return useQuery(sharedStatementQueryOptions(token));
}

export const downloadSharedPdf = (token: string) => downloadEndpoint(sharingEndpoints.publicStatementPdf, { token });
