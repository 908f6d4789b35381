// /report/ewayBill/documents/v1: the documents an e-way bill may be made for (last 180 days).
import { useQuery } from '@tanstack/react-query';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export function useEwayDocuments(partyId: string | null) {
  return useQuery({
    queryKey: ['gst', 'ewayDocuments', partyId],
    queryFn: () => callEndpoint(gstEndpoints.ewayDocuments, partyId ? { partyId } : {}),
  });
}
