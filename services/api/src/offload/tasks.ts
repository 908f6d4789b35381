// What runs off the request thread, in the worker threads of offload/heavy.ts: rendering PDFs and
// workbooks, a party's statement as it read at a past moment (a fold over its history), and the replay of
// a whole company that "Verify" compares with the read models, the full rebuild of a company's read
// models (embedded mode's "refresh stats"), ITC-04's JSON for the GST offline tool, the e-way bill file (its
// checks read every chosen document), the Tally file (every party's ledger over a period), ITC-04's tables and an
// imported sheet (a workbook unzipped and read); and, for a company whose log is long, the reports that fold its
// whole declared history (offload/folds.ts: a second or two of CPU each on a company of 100,000 events). Each task
// takes and answers plain data (structured-cloned); the files' bytes are moved back, not copied. Tasks that read the
// database open this thread's own small pool.
import { AsyncLocalStorage } from 'node:async_hooks';
import { workerData } from 'node:worker_threads';
import type pg from 'pg';
import { Piscina } from 'piscina';
import { createPool } from '../db/pool.ts';
import { replicaUnusable } from '../db/reads.ts';
import { queriesInOrder, withTransaction } from '../db/tx.ts';
import { AppError } from '../http/errors.ts';
import type { Tx } from '../store/eventStore.ts';
import { renderPdf, type DocDefinition } from '../pdf/pdf.ts';
import { PDF_DOCUMENTS, type PdfDocument, type PdfDocuments } from '../export/pdfDocuments.ts';
import { toCsv, toXlsx, type TableSheet } from '../export/table.ts';
import { statementAt } from '../audit/asOf.ts';
import { runVerify } from '../audit/verify.ts';
import { runRebuild } from '../store/rebuilds.ts';
import { tallyXml } from '../export/tally.ts';
import { itc04Json } from '../gst/itc04Json.ts';
import type { ITC04_PERIODS, ITC04_TABLES, LanguageCode } from '@ledger/contract';
import { ewayBillFile } from '../gst/eway.ts';
import { itc04Sheets } from '../gst/itc04.ts';
import { runFold, type FoldInput, type FoldName } from './folds.ts';
import { readImportFile } from '../imports/sheet.ts';

type Period = (typeof ITC04_PERIODS)[number];

/** `readDatabaseUrl`: the replica (READ_DATABASE_URL), which a file asked for inside a replica read reads (db/reads.ts). */
export interface TaskData { databaseUrl: string; readDatabaseUrl?: string; connections: number }

let pool: pg.Pool | null = null;
let replicaPool: pg.Pool | null = null;
const db = () => (pool ??= createPool((workerData as TaskData).databaseUrl, (workerData as TaskData).connections));
/** Whether the task running asked for the replica (its request was a replica read). */
const onReplica = new AsyncLocalStorage<boolean>();
/**
 * A file that reads many rows one query after another reads them in one snapshot: a party deleted or a slip
 * added while it runs is either wholly in it or wholly out (never "party not found" halfway through). Inside a
 * replica read the snapshot is the replica's; when the replica cannot answer, the primary's.
 */
async function snapshot<T>(read: (tx: Tx) => Promise<T>): Promise<T> {
  const { readDatabaseUrl, connections } = workerData as TaskData;
  const inOrder = (client: Tx) => read(queriesInOrder(client));
  if (!onReplica.getStore() || !readDatabaseUrl) return withTransaction(db(), inOrder, { isolation: 'REPEATABLE READ' });
  try {
    return await withTransaction(replicaPool ??= createPool(readDatabaseUrl, connections, 1000), inOrder, { isolation: 'REPEATABLE READ' });
  } catch (err) {
    if (!replicaUnusable(err)) throw err;
    throw new ReplicaDown(err);
  }
}

/** The replica could not answer a task asked of it: the request is told (it then reads the primary) and runs the task again there. */
class ReplicaDown extends Error {
  constructor(readonly reason: unknown) {
    super('read replica unusable');
  }
}

/**
 * The bytes handed back by moving their memory, not copying it (what arrives is a Uint8Array). A buffer
 * that shares its memory (a slice of Node's pool) is copied first: that memory cannot be moved.
 */
function moved(b: Buffer): Uint8Array {
  const own = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? new Uint8Array(b.buffer) : new Uint8Array(b);
  return Piscina.move(own) as unknown as Uint8Array;
}

export const tasks = {
  pdf: async <K extends PdfDocument>({ kind, args }: { kind: K; args: Parameters<PdfDocuments[K]> }) =>
    moved(await renderPdf((PDF_DOCUMENTS[kind] as (...a: unknown[]) => DocDefinition)(...args))),
  xlsx: async (sheets: TableSheet[]) => moved(await toXlsx(sheets)),
  // The primary's: the fold writes its rows to temporary tables, which a standby cannot hold (`seq` was read with the request).
  asOf: (a: { companyId: string; partyId: string; year: number; month: number; seq: number }) =>
    statementAt(db(), a.companyId, a.partyId, a.year, a.month, a.seq),
  verify: (a: { companyId: string }) => runVerify(db(), a.companyId),
  rebuild: (a: { companyId: string }) => runRebuild(db(), a.companyId),
  tally: async (a: { companyId: string; from: string; to: string }) => moved(Buffer.from(await snapshot((tx) => tallyXml(tx, a.companyId, a.from, a.to)))),
  itc04Json: (a: { companyId: string; fy: number; period: Period }) => snapshot((tx) => itc04Json(tx, a.companyId, a.fy, a.period)),
  ewayBill: (a: { companyId: string; ids: string[]; transport: Parameters<typeof ewayBillFile>[3]; today: string; company: Parameters<typeof ewayBillFile>[5] }) =>
    snapshot((tx) => ewayBillFile(tx, a.companyId, a.ids, a.transport, a.today, a.company)),
  importFile: (a: { content: string }) => readImportFile(Buffer.from(a.content, 'base64')),
  /** A report folding the company's history (offload/folds.ts), in one snapshot. */
  fold: <N extends FoldName>(a: { name: N; input: FoldInput<N> }) => snapshot((tx) => runFold(tx, a.name, a.input)),
  /** ITC-04's four tables as a workbook (bytes), or one of them as CSV (text). */
  itc04File: async (a: { companyId: string; companyName: string; fy: number; period: Period; language: LanguageCode; table: (typeof ITC04_TABLES)[number] | null }) => {
    const sheets = await snapshot((tx) => itc04Sheets(tx, a.companyId, a.companyName, a.fy, a.period, a.language));
    if (a.table === null) return moved(await toXlsx([sheets.table4, sheets.table5a, sheets.table5b, sheets.table5c]));
    return toCsv({ '4': sheets.table4, '5A': sheets.table5a, '5B': sheets.table5b, '5C': sheets.table5c }[a.table]);
  },
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/**
 * A refusal thrown in a thread, as plain data (a thread's errors cross as bare Errors, their status lost); or, for a task
 * asked of the replica, that the replica could not answer (`replicaDown`: its error's code and message).
 */
export interface ThreadRefusal {
  refusal: { status: number; code: AppError['code']; params: AppError['params']; field?: string; problems?: AppError['problems'] };
}
export interface ThreadReplicaDown { replicaDown: { code?: string; message: string } }

/** Piscina calls the default export with the task's input; `name` picks the task. A refusal comes back as data. */
export default async function run({ name, input, replica }: { name: TaskName; input: never; replica?: boolean }): Promise<unknown> {
  try {
    return await onReplica.run(replica === true, () => (tasks[name] as (input: never) => Promise<unknown>)(input));
  } catch (err) {
    if (err instanceof ReplicaDown) {
      const { code, message } = err.reason as { code?: string; message?: string };
      return { replicaDown: { code, message: message ?? String(err.reason) } } satisfies ThreadReplicaDown;
    }
    if (!(err instanceof AppError)) throw err;
    const { status, code, params, field, problems } = err;
    return { refusal: { status, code, params, field, problems } } satisfies ThreadRefusal;
  }
}
