// /user/password/reset/verify/v1: the reset OTP, sent as a number, returns a token, user and company.
import { identityEndpoints, type RequestOf, type Session } from '@ledger/contract';
import { callEndpoint } from '../../../lib/api-client';

export function verifyReset(input: RequestOf<typeof identityEndpoints.verifyReset>): Promise<Session> {
  return callEndpoint(identityEndpoints.verifyReset, input);
}
