// How the API gets its read models current. Embedded mode projects in-process right after each
// commit; server mode (REDIS_URL) hands the work to BullMQ workers and waits for the checkpoint.
import type { Pool } from 'pg';
import { LedgerProjector } from '@ledger/projections';

export interface ProjectionRuntime {
  /** Brings the company's read models up to its head now (in this process if need be). */
  catchUp(companyId: string): Promise<number>;
  /** Called after a commit at `seq`; resolves true once the read models include it. */
  afterAppend(companyId: string, seq: number): Promise<boolean>;
  /** Rebuilds the company's read models from seq 0. */
  rebuild(companyId: string): Promise<number>;
  /** Drops cached state (company erasure). */
  forget(companyId: string): void;
  close(): Promise<void>;
}

export function inProcessProjection(pool: Pool): ProjectionRuntime {
  const projector = new LedgerProjector(pool);
  return {
    catchUp: (companyId) => projector.catchUp(companyId),
    async afterAppend(companyId, seq) {
      return (await projector.catchUp(companyId)) >= seq;
    },
    rebuild: (companyId) => projector.rebuild(companyId),
    forget: (companyId) => projector.forget(companyId),
    close: async () => undefined,
  };
}
