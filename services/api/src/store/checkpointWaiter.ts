// Waits until a company's projection checkpoint reaches a position. Projectors NOTIFY on commit (one
// notification per transaction: `<company>:<seq>`, or several of them joined by commas from a group
// transaction), and the waiter keeps the last position heard for each company: a command that began
// while the listener was listening is answered from it, with no read of the checkpoint. A slow poll
// covers notifications lost while the LISTEN connection was down.
import pg from 'pg';
import type { Logger } from 'pino';
import { PROJECTED_CHANNEL, PROJECTOR, prepared, readCheckpoint } from '@ledger/projections';

interface Waiter { seq: number; resolve: (reached: boolean) => void }

/** Companies whose last heard position is kept (the least recently heard go first). */
const POSITIONS_MAX = 100_000;

export class CheckpointWaiter {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private listener: pg.Client | null = null;
  /** performance.now() when the current listener's LISTEN took effect; null while none listens. */
  private listeningSince: number | null = null;
  /** The last checkpoint heard of per company, while listening. */
  private readonly positions = new Map<string, number>();
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
      for (const position of (msg.payload ?? '').split(',')) {
        const [companyId, seq] = position.split(':');
        this.heard(companyId, Number(seq));
      }
    });
    // A lost connection raises more than one error (the server's 57P01, then "terminated"): only the
    // first reconnects, and the dead client is closed, so listeners never multiply across restarts.
    let lost = false;
    const reconnect = (err: unknown, message: string) => {
      if (lost) return;
      lost = true;
      this.log.warn({ err }, message);
      if (this.listener === client) {
        this.listener = null;
        this.listeningSince = null;
      }
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
      this.listeningSince = performance.now();
    } catch (err) {
      reconnect(err, 'checkpoint listener could not connect; polling only');
    }
  }

  private heard(companyId: string, seq: number): void {
    const known = this.positions.get(companyId);
    if (known === undefined || seq > known) {
      this.positions.delete(companyId);
      this.positions.set(companyId, seq);
      if (this.positions.size > POSITIONS_MAX) this.positions.delete(this.positions.keys().next().value as string);
    }
    this.reached(companyId, seq);
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

  /** Reads the checkpoints of every company waited for, in one statement. */
  private async poll(): Promise<void> {
    const companies = [...this.waiters.keys()];
    if (companies.length === 0) return;
    try {
      const { rows } = await this.pool.query<{ company_id: string; seq: string }>(prepared(
        'SELECT c AS company_id, seq FROM unnest($1::text[]) AS c JOIN projection_checkpoint p ON p.company_id = c::uuid AND p.projector = $2',
        [companies, PROJECTOR],
      ));
      for (const r of rows) this.reached(r.company_id, Number(r.seq));
    } catch (err) {
      this.log.warn({ err }, 'checkpoint poll failed');
    }
  }

  /**
   * Resolves true when the checkpoint is at or past seq, false after timeoutMs. `since` is
   * performance.now() taken before the transaction that appended up to seq began: when this listener
   * was listening by then (and still is), every projection that could include seq committed later and
   * was heard of, so the position heard is the checkpoint as far as seq goes, and nothing is read.
   */
  async wait(companyId: string, seq: number, timeoutMs: number, since?: number): Promise<boolean> {
    if ((this.positions.get(companyId) ?? 0) >= seq) return true;
    const listening = this.listeningSince !== null && since !== undefined && this.listeningSince <= since;
    if (!listening && (await readCheckpoint(this.pool, companyId)) >= seq) return true;
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

  /** Whether a LISTEN connection is up (positions are heard). */
  get listening(): boolean {
    return this.listeningSince !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    await this.listener?.end().catch(() => undefined);
  }
}
