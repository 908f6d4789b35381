// Shorthand for running a command as the authenticated owner.
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta } from '../http/kit.ts';
import type { CommandStep, Outcome } from './eventStore.ts';
import { PendingProjection } from '../http/errors.ts';

export async function runCommand<R>(
  svc: Services, auth: CompanyAuth, meta: RequestMeta, decide: CommandStep<R>,
): Promise<Outcome<R>> {
  const outcome = await svc.store.execute(
    { companyId: auth.companyId, actor: auth.userId, requestId: meta.requestId, idempotencyKey: meta.idempotencyKey, requestHash: meta.requestHash },
    decide,
  );
  // Committed, but the read models the handler would answer from are not there yet.
  if (!outcome.projected) throw new PendingProjection(outcome.result);
  return outcome;
}
