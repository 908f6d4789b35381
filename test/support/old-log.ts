// Events as an older release stored them: appended straight into a company's log at the schema versions given (the
// API always writes the latest), then the company is rebuilt and the API forgets what it held of it, so the read
// models are the fold of the log as it now stands. For specs that prove old event versions still fold.
import { rebuildCompany } from '@ledger/projections';
import type { TestApi } from './api.ts';

export interface OldEvent { streamId: string; type: string; version: number; data: object }

export async function appendOldEventsAndRebuild(api: TestApi, companyId: string, events: OldEvent[]): Promise<void> {
  const client = await api.svc.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT seq FROM company_head WHERE company_id = $1 FOR UPDATE', [companyId]);
    await client.query('SELECT ledger_append($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      companyId, events.length, events.map((e) => e.streamId), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data)),
      events.map(() => JSON.stringify({ actor: 'operator:test', requestId: 'old-log' })), events.map(() => null), events.map((e) => e.version), new Date(),
    ]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  await rebuildCompany(api.svc.pool, companyId);
  api.svc.store.guard.forget(companyId);
  api.svc.projection.forget(companyId);
}
