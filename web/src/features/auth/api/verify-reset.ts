// /user/password/reset/verify/v1: the reset OTP, sent as a number, returns a token, user and company.
import type { RequestOf, Session } from '@ledger/contract';
import { identityEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';

export function verifyReset(input: RequestOf<typeof identityEndpoints.verifyReset>): Promise<Session> {
  return callEndpoint(identityEndpoints.verifyReset, input);
}
