// Group commit for the projection jobs of one worker process: a job's company waits in `pending` while a
// group transaction runs, and the next one projects every company that gathered meanwhile (up to
// GROUP_MAX) in one transaction with one NOTIFY (LedgerProjector.projectGroup). The first job after a
// quiet spell starts a transaction at once: nothing waits for a group to fill. Companies the group leaves
// out (a catch-up, a held lock, a fault) run catchUp on their own, beside the groups, at most `aloneAtOnce`
// at a time (each holds a connection and its company's lock for a chunk).
import { GROUP_MAX, type LedgerProjector } from '@ledger/projections';

interface Pending { resolve: (seq: number) => void; reject: (err: unknown) => void }

export class GroupCommit {
  private readonly pending = new Map<string, Pending[]>();
  private running = false;
  /** Group transactions run and companies they projected (tests and the bench read them). */
  readonly stats = { groups: 0, companies: 0 };

  private aloneRunning = 0;
  private readonly aloneQueue: Array<() => void> = [];

  constructor(private readonly projector: LedgerProjector, private readonly aloneAtOnce = 4) {}

  /** Resolves with the checkpoint the company's projection reached, once it includes what was due when asked. */
  project(companyId: string): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const waiting = this.pending.get(companyId);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(companyId, [{ resolve, reject }]);
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.size > 0) {
        const group = [...this.pending.keys()].slice(0, GROUP_MAX);
        const waiting = group.map((id) => {
          const w = this.pending.get(id) ?? [];
          this.pending.delete(id);
          return [id, w] as const;
        });
        const { done, alone } = await this.projector.projectGroup(group).catch(() => ({ done: new Map<string, number>(), alone: group }));
        this.stats.groups++;
        this.stats.companies += done.size;
        const left = new Set(alone);
        for (const [id, w] of waiting) {
          if (left.has(id)) void this.alone(id, w);
          else for (const p of w) p.resolve(done.get(id) ?? 0);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async alone(companyId: string, waiting: Pending[]): Promise<void> {
    if (this.aloneRunning >= this.aloneAtOnce) await new Promise<void>((r) => this.aloneQueue.push(r));
    else this.aloneRunning++;
    try {
      const seq = await this.projector.catchUp(companyId);
      for (const p of waiting) p.resolve(seq);
    } catch (err) {
      for (const p of waiting) p.reject(err);
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.aloneQueue.shift();
      if (next) next();
      else this.aloneRunning--;
    }
  }
}
