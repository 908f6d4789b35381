// /user/mobile/verify/v1: the registration OTP, sent as a number, returns the first token.
import type { RequestOf, Session } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export type VerifyInput = RequestOf<typeof identityEndpoints.verifyMobile>;

export function verifyMobile(input: VerifyInput): Promise<Session> {
  return callEndpoint(identityEndpoints.verifyMobile, input);
}
