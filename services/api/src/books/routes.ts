// Closed books routes (contract endpoints/books.ts): read the books' state and their log; close (the owner,
// or an accountant with the grant: the route builder checks it); reopen (the owner).
import { randomUUID } from 'node:crypto';
import { booksEndpoints as endpoints, type Books } from '@ledger/contract';
import type { Services } from '../context.ts';
import type { CompanyAuth, Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { booksDecider, type BooksCommand } from './decide.ts';

/** The books as the company's log has them: the last close or reopen decides the date; every one is listed. */
async function readBooks(svc: Services, auth: CompanyAuth): Promise<Books> {
  const { rows } = await svc.pool.query<{ type: 'BooksClosed' | 'BooksReopened'; up_to: string | null; reason: string | null; by: string | null; at: Date }>(
    `SELECT e.type, e.data->>'upTo' AS up_to, e.data->>'reason' AS reason, u.mobile_no AS by, e.recorded_at AS at
     FROM events e LEFT JOIN users u ON u.id::text = e.meta->>'actor'
     WHERE e.company_id = $1 AND e.type IN ('BooksClosed', 'BooksReopened')
       AND NOT EXISTS (SELECT 1 FROM events v WHERE v.company_id = e.company_id AND v.type = 'EventVoided' AND (v.data->>'voidedSeq')::bigint = e.seq)
     ORDER BY e.seq DESC`,
    [auth.companyId],
  );
  const canReopen = auth.role === 'owner';
  return {
    closedUpTo: rows[0]?.up_to ?? null,
    // The route builder refused an accountant without the grant already; a read says whether they have it.
    canClose: canReopen || (auth.role === 'accountant' && await hasCloseGrant(svc, auth)),
    canReopen,
    log: rows.map((r) => ({ action: r.type === 'BooksClosed' ? 'closed' : 'reopened', upTo: r.up_to, reason: r.reason, by: r.by, at: r.at.toISOString() })),
  };
}

async function hasCloseGrant(svc: Services, auth: CompanyAuth): Promise<boolean> {
  const { rows } = await svc.pool.query(
    `SELECT 1 FROM company_accountants WHERE company_id = $1 AND mobile_no = $2 AND role = 'accountant' AND revoked_at IS NULL AND close_books`,
    [auth.companyId, auth.mobileNo],
  );
  return rows.length > 0;
}

export function booksRoutes(svc: Services, route: Route): void {
  const run = (command: BooksCommand, auth: CompanyAuth, meta: Parameters<typeof runCommand>[2]) =>
    runCommand(svc, auth, meta, async (_tx, state) => booksDecider(command, state, { now: svc.now(), newId: randomUUID }));

  route(endpoints.getBooks, async (_input, auth) => readBooks(svc, auth));
  route(endpoints.closeBooks, async (input, auth, meta) => {
    await run({ type: 'CloseBooks', companyId: auth.companyId, upTo: input.upTo, reason: input.reason }, auth, meta);
    return readBooks(svc, auth);
  });
  route(endpoints.reopenBooks, async (input, auth, meta) => {
    await run({ type: 'ReopenBooks', companyId: auth.companyId, upTo: input.upTo, reason: input.reason }, auth, meta);
    return readBooks(svc, auth);
  });
}
