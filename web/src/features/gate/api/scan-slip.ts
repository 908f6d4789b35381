// /itemSlip/scan/v1: what a scanned slip QR code says (docs/gate.md): genuine or not, and the slip as it is now.
import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@ledger/contract';
import { slipsEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export type ScanAnswer = ResponseOf<typeof slipsEndpoints.scan>;

export function useScanSlip() {
  return useMutation({ mutationFn: (code: string) => callEndpoint(slipsEndpoints.scan, { code }) });
}
