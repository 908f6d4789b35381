// Shorthand for running a command as the authenticated owner.
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta } from '../http/kit.ts';
import type { Decision, Outcome, Tx } from './eventStore.ts';

export function runCommand<R>(
  svc: Services, auth: CompanyAuth, meta: RequestMeta, decide: (tx: Tx) => Promise<Decision<R>>,
): Promise<Outcome<R>> {
  return svc.store.execute(
    { companyId: auth.companyId, actor: auth.userId, requestId: meta.requestId, idempotencyKey: meta.idempotencyKey },
    decide,
  );
}
