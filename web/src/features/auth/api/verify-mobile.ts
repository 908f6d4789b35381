// /user/mobile/verify/v1: the registration OTP, sent as a number, returns the first token.
import { identityEndpoints, type RequestOf, type Session } from '@ledger/contract';
import { callEndpoint } from '../../../lib/api-client';

export type VerifyInput = RequestOf<typeof identityEndpoints.verifyMobile>;

export function verifyMobile(input: VerifyInput): Promise<Session> {
  return callEndpoint(identityEndpoints.verifyMobile, input);
}
