// Company set-up, settings and erasure for the owner; company list, expiry and stats refresh for
// the admin (spec sections 2, 6, 7).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { clearCompany, shadowTables } from '@ledger/projections';
import type { Services } from '../context.ts';
import { notFound, refused } from '../http/errors.ts';
import { optionalText, requiredText, uuid } from '@ledger/contract';
import type { Route } from '../http/kit.ts';
import { companyDto, type CompanyRow } from '../identity/dto.ts';
import { verifyPassword } from '../identity/secrets.ts';
import { appendEvents } from '../store/eventStore.ts';
import { withTransaction } from '../db/tx.ts';
import { companyStats, statsDto } from './stats.ts';
import { markQueued, rebuildStatus } from '../store/rebuilds.ts';

const accountName = requiredText('Account Name', 50);
const prefix = optionalText('Prefix', 10);

export function companyRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const loadCompany = async (id: string) => {
    const { rows } = await pool.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [id]);
    if (!rows.length) throw notFound('Company not found');
    return rows[0];
  };

  route('/company/create/v1', 'user', z.object({ name: accountName }), async (input, auth, meta) => {
    const id = randomUUID();
    const now = svc.now();
    const expiresAt = svc.config.TRIAL_DAYS ? new Date(now.getTime() + svc.config.TRIAL_DAYS * 86_400_000) : null;
    const seq = await withTransaction(pool, async (client) => {
      const inserted = await client.query(
        `INSERT INTO companies (id, owner_user_id, name, default_prefix, expires_at, created_at) VALUES ($1, $2, $3, NULL, $4, $5)
         ON CONFLICT (owner_user_id) DO NOTHING`,
        [id, auth.userId, input.name, expiresAt, now],
      );
      if (inserted.rowCount !== 1) throw refused('You already have a company', 'name');
      await client.query('INSERT INTO company_head (company_id, seq) VALUES ($1, 0)', [id]);
      await client.query(`INSERT INTO projection_checkpoint (company_id, projector, seq) VALUES ($1, 'ledger', 0)`, [id]);
      return appendEvents(
        client,
        { companyId: id, actor: auth.userId, requestId: meta.requestId, idempotencyKey: null },
        0,
        [{ type: 'CompanyCreated', streamId: `company:${id}`, data: { name: input.name, defaultPrefix: null } }],
        { id },
        now,
      );
    });
    await svc.projection.afterAppend(id, seq);
    return companyDto(await loadCompany(id), svc.now());
  });

  route(
    '/company/self/update/v1',
    'companyWrite',
    z.object({ update: z.object({ name: accountName.optional(), defaultPrefix: prefix.optional() }) }),
    async (input, auth, meta) => {
      await svc.store.execute(
        { companyId: auth.companyId, actor: auth.userId, requestId: meta.requestId, idempotencyKey: null },
        async (tx) => {
          const { rows } = await tx.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [auth.companyId]);
          const name = input.update.name ?? rows[0].name;
          const defaultPrefix = input.update.defaultPrefix === undefined ? rows[0].default_prefix : input.update.defaultPrefix;
          await tx.query('UPDATE companies SET name = $2, default_prefix = $3 WHERE id = $1', [auth.companyId, name, defaultPrefix]);
          return {
            events: [{ type: 'CompanyUpdated', streamId: `company:${auth.companyId}`, data: { name, defaultPrefix } }],
            result: { id: auth.companyId },
          };
        },
      );
      return companyDto(await loadCompany(auth.companyId), svc.now());
    },
  );

  route(
    '/company/self/delete/v1',
    'companyRead',
    z.object({ password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.') }),
    async (input, auth) => {
      const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [auth.userId]);
      if (!(await verifyPassword(input.password, rows[0].password_hash))) throw refused('Incorrect password', 'password');
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
    },
  );

  route(
    '/company/list/v1',
    'admin',
    z.object({ include: z.object({ userVerifiedMobile: z.boolean().optional() }).optional() }),
    async () => {
      const { rows } = await pool.query<CompanyRow & { mobile_no: string }>(
        `SELECT c.*, u.mobile_no FROM companies c JOIN users u ON u.id = c.owner_user_id ORDER BY c.created_at DESC, c.id`,
      );
      const ids = rows.map((r) => r.id);
      const [stats, rebuilds] = await Promise.all([companyStats(pool, ids, svc.now()), rebuildStatus(pool, ids)]);
      return rows.map((r) => ({
        ...companyDto(r, svc.now()),
        user: { verifiedMobile: { mobileNo: r.mobile_no } },
        stats: statsDto(stats.get(r.id)),
        rebuild: rebuilds.get(r.id) ?? null,
      }));
    },
  );

  route(
    '/company/expiresAt/update/v1',
    'admin',
    z.object({
      filter: z.object({ id: uuid('Company') }),
      update: z.object({ expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date-time' }).or(z.iso.date()).nullable() }),
    }),
    async (input) => {
      await loadCompany(input.filter.id);
      const expiresAt = input.update.expiresAt === null ? null : new Date(input.update.expiresAt);
      await pool.query('UPDATE companies SET expires_at = $2 WHERE id = $1', [input.filter.id, expiresAt]);
      return companyDto(await loadCompany(input.filter.id), svc.now());
    },
  );

  route('/company/stats/refresh/v1', 'admin', z.object({ companyId: uuid('Company') }), async (input) => {
    await loadCompany(input.companyId);
    const status = await markQueued(pool, input.companyId);
    await svc.projection.startRebuild(input.companyId);
    return status;
  });

  route('/company/stats/refresh/status/v1', 'admin', z.object({ companyId: uuid('Company') }), async (input) => {
    await loadCompany(input.companyId);
    const status = (await rebuildStatus(pool, [input.companyId])).get(input.companyId);
    if (!status) throw notFound('No rebuild has run for this company');
    return status;
  });
}
