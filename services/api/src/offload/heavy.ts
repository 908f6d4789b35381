// Heavy work off the request thread, with limits in front, so that no reader stalls the others: PDFs,
// workbooks, as-of statements, Verify's replays and a long history's GST reports run in a pool of worker
// threads (piscina) sized to the machine, behind a bounded queue; and each company (and each share link) may
// have only so many of them in flight in this process, the rest answered 429 with Retry-After at once rather
// than queued behind everyone else's. The limits are read from the environment (config.ts; docs/operations.md "Limits").
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { Piscina } from 'piscina';
import type { MessageKey } from '@ledger/contract';
import { AppError, tooMany } from '../http/errors.ts';
import type { PdfDocument, PdfDocuments } from '../export/pdfDocuments.ts';
import type { TableSheet } from '../export/table.ts';
import type { VerifySummary } from '../audit/verify.ts';
import type { Itc04JsonAnswer } from '../gst/itc04Json.ts';
import type { RebuildOutcome } from '../store/rebuilds.ts';
import type { TaskData, TaskName, Tasks, ThreadRefusal, ThreadReplicaDown } from './tasks.ts';
import { currentReadSource, replicaFailed } from '../db/reads.ts';
import type { Tx } from '../store/eventStore.ts';
import { runFold, type FoldInput, type FoldName, type FoldOutput } from './folds.ts';

/** The databases the threads open: the primary, and the replica that files read inside a replica read (db/reads.ts). */
export interface HeavyDatabases { databaseUrl: string; readDatabaseUrl?: string }

export interface HeavyLimits {
  /** Worker threads (0: the cores less one, at least one). */
  threads: number;
  /** Tasks waiting for a thread, over all companies, before more are refused (429, the server's message). */
  queue: number;
  /** Heavy requests of one company in flight at once (running or waiting) in this process. */
  perCompany: number;
  /** Heavy requests through one share link in flight at once. */
  perLink: number;
  /** Database connections of each thread (as-of and Verify read the log). */
  connections: number;
  /** Events in a company's log up to which a report folding its history runs on the request thread (`fold`). */
  inlineEvents: number;
}

/** Seconds a refused caller is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** A slot a heavy request holds while it runs: its key, how many may hold that key at once, and what a refused one is told. */
export interface Slot { key: string; limit: number; message: MessageKey }

type Input<N extends TaskName> = Parameters<Tasks[N]>[0];
type Output<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;

export class HeavyWork {
  private pool: Piscina | null = null;
  private readonly inFlight = new Map<string, number>();
  readonly threads: number;

  constructor(private readonly databases: HeavyDatabases, readonly limits: HeavyLimits, private readonly log: Logger) {
    this.threads = limits.threads > 0 ? limits.threads : Math.max(1, availableParallelism() - 1);
  }

  /** The company's slot (and, for a share link, the link's before it). */
  company(companyId: string): Slot {
    return { key: `company:${companyId}`, limit: this.limits.perCompany, message: 'companyBusy' };
  }
  link(linkId: string): Slot {
    return { key: `link:${linkId}`, limit: this.limits.perLink, message: 'linkBusy' };
  }

  /** Runs `work` holding every slot; when any is full, refuses at once with 429 and Retry-After. */
  async limited<T>(slots: Slot[], work: () => Promise<T>): Promise<T> {
    const release = this.acquire(slots);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Runs a company's heavy request within its slot (limited, for the one slot every download takes). */
  forCompany<T>(companyId: string, work: () => Promise<T>): Promise<T> {
    return this.limited([this.company(companyId)], work);
  }

  /** Takes every slot or none (429 naming the first that is full); answers the release. */
  acquire(slots: Slot[]): () => void {
    const full = slots.find((s) => (this.inFlight.get(s.key) ?? 0) >= s.limit);
    if (full) {
      this.log.warn({ slot: full.key, limit: full.limit }, 'heavy request refused: over its limit');
      throw tooMany(full.message, {}, undefined, RETRY_AFTER_SECONDS);
    }
    for (const s of slots) this.inFlight.set(s.key, (this.inFlight.get(s.key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const s of slots) {
        const n = (this.inFlight.get(s.key) ?? 1) - 1;
        if (n <= 0) this.inFlight.delete(s.key);
        else this.inFlight.set(s.key, n);
      }
    };
  }

  /** A document of export/pdfDocuments.ts, built and drawn in a thread from its arguments. */
  pdf<K extends PdfDocument>(kind: K, ...args: Parameters<PdfDocuments[K]>): Promise<Buffer> {
    return this.run('pdf', { kind, args } as Input<'pdf'>).then(toBuffer);
  }
  xlsx(sheets: TableSheet[]): Promise<Buffer> {
    return this.run('xlsx', sheets).then(toBuffer);
  }
  asOf(input: Input<'asOf'>): Promise<string | null> {
    return this.run('asOf', input);
  }
  /** The Tally file of a period (export/tally.ts): a fold over every party's documents of it. */
  tally(input: Input<'tally'>): Promise<Buffer> {
    return this.run('tally', input).then(toBuffer);
  }
  /** ITC-04 for the GST offline tool (gst/itc04Json.ts): the file's text, or what it lacks. */
  itc04Json(input: Input<'itc04Json'>): Promise<Itc04JsonAnswer> {
    return this.run('itc04Json', input);
  }
  verify(companyId: string): Promise<VerifySummary> {
    return this.run('verify', { companyId });
  }
  /** The e-way bill bulk file of the chosen documents, or what is wrong with them (gst/eway.ts). */
  ewayBill(input: Input<'ewayBill'>): Promise<Output<'ewayBill'>> {
    return this.run('ewayBill', input);
  }
  /**
   * A report that folds the company's whole history (offload/folds.ts): on the request thread, through `db`, while
   * the company's log holds at most `inlineEvents` events (milliseconds of work, less than a thread's start, so a
   * small factory's dashboard never waits for one); past that in a thread, within the company's slot.
   */
  async fold<N extends FoldName>(db: Tx, name: N, input: FoldInput<N>): Promise<FoldOutput<N>> {
    const { rows } = await db.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [input.companyId]);
    if (Number(rows[0]?.seq ?? 0) <= this.limits.inlineEvents) return runFold(db, name, input);
    return this.forCompany(input.companyId, () => this.run('fold', { name, input } as Input<'fold'>) as Promise<FoldOutput<N>>);
  }
  /** ITC-04's tables: the workbook of all four (`table` null), or one as CSV. */
  itc04File(input: Input<'itc04File'>): Promise<Buffer | string> {
    return this.run('itc04File', input).then((out) => (typeof out === 'string' ? out : toBuffer(out)));
  }
  /** An imported sheet's rows (imports/sheet.ts): a workbook, a CSV or Tally's masters XML, read cell by cell. */
  importFile(content: string): Promise<Output<'importFile'>> {
    return this.run('importFile', { content });
  }
  /** A full rebuild (embedded mode's refresh stats); waits for a thread rather than being refused. */
  rebuild(companyId: string): Promise<RebuildOutcome> {
    return this.run('rebuild', { companyId }, { queued: true });
  }

  private async run<N extends TaskName>(name: N, input: Input<N>, o: { queued?: boolean } = {}): Promise<Output<N>> {
    const pool = (this.pool ??= this.start());
    if (!o.queued && pool.queueSize >= this.limits.queue) {
      this.log.warn({ queue: pool.queueSize, task: name }, 'heavy task refused: the queue is full');
      throw tooMany('serverBusy', {}, undefined, RETRY_AFTER_SECONDS);
    }
    // Inside a replica read the thread reads the replica too (falling back to the primary as the request's own queries do).
    let answer = (await pool.run({ name, input, replica: currentReadSource() === 'replica' })) as Output<N> | ThreadRefusal | ThreadReplicaDown;
    if (isReplicaDown(answer)) {
      // The replica failed under the thread: the request reads the primary from here on, this task first.
      replicaFailed(Object.assign(new Error(answer.replicaDown.message), { code: answer.replicaDown.code }));
      answer = (await pool.run({ name, input, replica: false })) as Output<N> | ThreadRefusal;
    }
    if (isRefusal(answer)) {
      const { status, code, params, field, problems } = answer.refusal;
      throw new AppError(status, code, params, { field, problems });
    }
    return answer;
  }

  private start(): Piscina {
    const workerData: TaskData = { ...this.databases, connections: this.limits.connections };
    return new Piscina({
      filename: fileURLToPath(new URL('./tasks.ts', import.meta.url)),
      workerData,
      minThreads: 0,
      maxThreads: this.threads,
      // An idle thread is ended after a minute (each holds pdfmake, exceljs and its connections).
      idleTimeout: 60_000,
      // A thread inherits this process's options, the TypeScript loader among them (node --import tsx); under a
      // test runner that has a loader of its own, the thread loads tsx itself. (Passing the options on by hand
      // would fail on a V8 one such as --max-old-space-size, which a thread may not be given.)
      ...(process.execArgv.some((a) => a.includes('tsx')) ? {} : { execArgv: ['--import', 'tsx'] }),
    });
  }

  /** Tasks the threads have finished since start (for tests and the bench). */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  /** Heavy requests in flight for a key (for tests and logs). */
  held(key: string): number {
    return this.inFlight.get(key) ?? 0;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}

const isRefusal = (a: unknown): a is ThreadRefusal =>
  typeof a === 'object' && a !== null && !ArrayBuffer.isView(a) && Object.keys(a).length === 1 && 'refusal' in a;
const isReplicaDown = (a: unknown): a is ThreadReplicaDown =>
  typeof a === 'object' && a !== null && !ArrayBuffer.isView(a) && Object.keys(a).length === 1 && 'replicaDown' in a;

/** A file's bytes moved back from a thread (a Uint8Array) as a Buffer over the same memory. */
const toBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
