// Company set-up, settings and erasure for the owner; company list, expiry and stats refresh for
// the admin (spec sections 2, 6, 7). Creating and updating a company are decided in decide.ts; the
// companies row is written in the same transaction as the event.
import { randomUUID } from 'node:crypto';
import { clearCompany, shadowTables } from '@ledger/projections';
import { companiesEndpoints as endpoints } from '@ledger/contract';
import type { Services } from '../context.ts';
import { forbidden, notFound, refused } from '../http/errors.ts';
import type { Route } from '../http/kit.ts';
import { verifyPassword } from '../identity/secrets.ts';
import { appendEvents } from '../store/eventStore.ts';
import { withTransaction } from '../db/tx.ts';
import { companyStats, statsDto } from './stats.ts';
import { companyContact } from './read.ts';
import { markQueued, rebuildStatus } from '../store/rebuilds.ts';
import { decideCompany } from './decide.ts';
import { loadCompanyFacts } from './facts.ts';
import { companyJson, findCompany, type CompanyRow } from './read.ts';

export function companyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route(endpoints.support, async () => ({ phone: svc.config.SUPPORT_PHONE ?? null, email: svc.config.SUPPORT_EMAIL ?? null }));

  route(endpoints.create, async (input, auth, meta) => {
    const now = svc.now();
    const { events, result } = decideCompany(
      { type: 'CreateCompany', name: input.name, trialDays: svc.config.TRIAL_DAYS },
      { company: null },
      { now, newId: randomUUID },
    );
    const { id } = result;
    const seq = await withTransaction(pool, async (client) => {
      const inserted = await client.query(
        `INSERT INTO companies (id, owner_user_id, name, default_prefix, expires_at, created_at) VALUES ($1, $2, $3, NULL, $4, $5)
         ON CONFLICT (owner_user_id) DO NOTHING`,
        [id, auth.userId, input.name, result.expiresAt, now],
      );
      if (inserted.rowCount !== 1) throw refused('haveCompany', {}, 'name');
      // An accountant who sets up their own company now looks at it.
      await client.query('UPDATE tokens SET acting_company_id = NULL WHERE hash = $1', [auth.tokenHash]);
      await client.query('INSERT INTO company_head (company_id, seq) VALUES ($1, 0)', [id]);
      await client.query(`INSERT INTO projection_checkpoint (company_id, projector, seq) VALUES ($1, 'ledger', 0)`, [id]);
      return appendEvents(client, { companyId: id, actor: auth.userId, requestId: meta.requestId, idempotencyKey: null }, 0, events, { id }, now);
    });
    await svc.projection.afterAppend(id, seq);
    return companyJson(await findCompany(pool, id), svc.now());
  });

  route(endpoints.updateSelf, async (input, auth, meta) => {
    await svc.store.execute(
      { companyId: auth.companyId, actor: auth.userId, requestId: meta.requestId, idempotencyKey: null },
      async (tx) => {
        const decision = decideCompany(
          { type: 'UpdateCompany', companyId: auth.companyId, update: input.update },
          await loadCompanyFacts(tx, auth.companyId),
          { now: svc.now(), newId: randomUUID },
        );
        const settings = decision.result.settings;
        if (!settings) throw new Error('UpdateCompany decided no settings to write');
        const { name, defaultPrefix } = settings;
        await tx.query('UPDATE companies SET name = $2, default_prefix = $3 WHERE id = $1', [auth.companyId, name, defaultPrefix]);
        return decision;
      },
    );
    return companyJson(await findCompany(pool, auth.companyId), svc.now());
  });

  route(endpoints.contact, async (_input, auth) => companyContact(pool, auth.companyId));

  route(endpoints.setContact, async (input, auth, meta) => {
    await svc.store.execute(
      { companyId: auth.companyId, actor: auth.userId, requestId: meta.requestId, idempotencyKey: null },
      async (tx) => {
        const decision = decideCompany(
          { type: 'SetCompanyContact', companyId: auth.companyId, contact: input },
          await loadCompanyFacts(tx, auth.companyId),
          { now: svc.now(), newId: randomUUID },
        );
        const c = input;
        await tx.query('UPDATE companies SET phone = $2, address = $3, state = $4, gstin = $5 WHERE id = $1', [auth.companyId, c.phone, c.address, c.state, c.gstin]);
        return decision;
      },
    );
    return companyContact(pool, auth.companyId);
  });

  route(endpoints.deleteSelf, async (input, auth) => {
    // Erasing is the owner's alone (it is a read-access endpoint so that an expired plan may still erase).
    if (auth.role !== 'owner') throw forbidden('readOnly');
    const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [auth.userId]);
    if (!(await verifyPassword(input.password, rows[0].password_hash))) throw refused('badPassword', {}, 'password');
    await withTransaction(pool, async (client) => {
      // The head lock stops any writer of this company while it is erased.
      await client.query('SELECT seq FROM company_head WHERE company_id = $1 FOR UPDATE', [auth.companyId]);
      const erased = await client.query<{ n: string }>('SELECT erase_company_events($1) AS n', [auth.companyId]);
      await clearCompany(client, auth.companyId);
      await clearCompany(client, auth.companyId, shadowTables); // a rebuild that failed half-way
      await client.query('DELETE FROM projection_checkpoint WHERE company_id = $1', [auth.companyId]);
      await client.query('DELETE FROM rebuild_status WHERE company_id = $1', [auth.companyId]);
      await client.query('DELETE FROM companies WHERE id = $1', [auth.companyId]);
      await client.query('UPDATE tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [auth.userId, svc.now()]);
      await client.query('INSERT INTO erasure_log (company_id, events_erased, erased_at) VALUES ($1, $2, $3)', [auth.companyId, erased.rows[0].n, svc.now()]);
    });
    svc.projection.forget(auth.companyId);
    svc.store.guard.forget(auth.companyId);
    svc.log.info({ companyId: auth.companyId }, 'company erased by its owner');
    return {};
  });

  route(endpoints.list, async () => {
    const { rows } = await pool.query<CompanyRow & { mobile_no: string }>(
      `SELECT c.*, u.mobile_no FROM companies c JOIN users u ON u.id = c.owner_user_id ORDER BY c.created_at DESC, c.id`,
    );
    const ids = rows.map((r) => r.id);
    const [stats, rebuilds] = await Promise.all([companyStats(pool, ids, svc.now()), rebuildStatus(pool, ids)]);
    return rows.map((r) => ({
      ...companyJson(r, svc.now()),
      user: { verifiedMobile: { mobileNo: r.mobile_no } },
      stats: statsDto(stats.get(r.id)),
      rebuild: rebuilds.get(r.id) ?? null,
    }));
  });

  route(endpoints.updateExpiresAt, async (input) => {
    await findCompany(pool, input.filter.id);
    const expiresAt = input.update.expiresAt === null ? null : new Date(input.update.expiresAt);
    await pool.query('UPDATE companies SET expires_at = $2 WHERE id = $1', [input.filter.id, expiresAt]);
    return companyJson(await findCompany(pool, input.filter.id), svc.now());
  });

  route(endpoints.refreshStats, async (input) => {
    await findCompany(pool, input.companyId);
    const { status, queued } = await markQueued(pool, input.companyId);
    if (queued) await svc.projection.startRebuild(input.companyId);
    return status;
  });

  route(endpoints.refreshStatus, async (input) => {
    await findCompany(pool, input.companyId);
    const status = (await rebuildStatus(pool, [input.companyId])).get(input.companyId);
    if (!status) throw notFound('noRebuild');
    return status;
  });
}
