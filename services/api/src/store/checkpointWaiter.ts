// Waits until a company's projection checkpoint reaches a position. Projectors NOTIFY on commit;
// a slow poll covers notifications lost while the LISTEN connection was down.
import pg from 'pg';
import type { Logger } from 'pino';
import { PROJECTED_CHANNEL, readCheckpoint } from '@ledger/projections';

interface Waiter { seq: number; resolve: (reached: boolean) => void }

export class CheckpointWaiter {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private listener: pg.Client | null = null;
  private poller: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly pool: pg.Pool, private readonly databaseUrl: string, private readonly log: Logger, pollMs = 250) {
    void this.listen();
    this.poller = setInterval(() => void this.poll(), pollMs);
    this.poller.unref();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (msg) => {
      const [companyId, seq] = (msg.payload ?? '').split(':');
      this.reached(companyId, Number(seq));
    });
    // A lost connection raises more than one error (the server's 57P01, then "terminated"): only the
    // first reconnects, and the dead client is closed, so listeners never multiply across restarts.
    let lost = false;
    const reconnect = (err: unknown, message: string) => {
      if (lost) return;
      lost = true;
      this.log.warn({ err }, message);
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 1000).unref();
    };
    client.on('error', (err) => reconnect(err, 'checkpoint listener lost; reconnecting'));
    try {
      await client.connect();
      await client.query(`LISTEN ${PROJECTED_CHANNEL}`);
      if (lost || this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.listener = client;
    } catch (err) {
      reconnect(err, 'checkpoint listener could not connect; polling only');
    }
  }

  private reached(companyId: string, seq: number): void {
    const set = this.waiters.get(companyId);
    if (!set) return;
    for (const w of set) {
      if (seq >= w.seq) {
        set.delete(w);
        w.resolve(true);
      }
    }
    if (set.size === 0) this.waiters.delete(companyId);
  }

  private async poll(): Promise<void> {
    for (const companyId of [...this.waiters.keys()]) {
      try {
        this.reached(companyId, await readCheckpoint(this.pool, companyId));
      } catch (err) {
        this.log.warn({ err }, 'checkpoint poll failed');
      }
    }
  }

  /** Resolves true when the checkpoint is at or past seq, false after timeoutMs. */
  async wait(companyId: string, seq: number, timeoutMs: number): Promise<boolean> {
    if ((await readCheckpoint(this.pool, companyId)) >= seq) return true;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        seq,
        resolve: (ok) => {
          clearTimeout(timer);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.get(companyId)?.delete(waiter);
        resolve(false);
      }, timeoutMs);
      let set = this.waiters.get(companyId);
      if (!set) this.waiters.set(companyId, (set = new Set()));
      set.add(waiter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    await this.listener?.end().catch(() => undefined);
  }
}
