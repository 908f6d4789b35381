// The reports that fold a company's whole declared history (gst/declaration.ts, the FIFO of gst/fifo.ts): the ageing
// report and Section 143 list, one slip's Section 143 lot, the reminders' oldest lots, ITC-04's summary and the
// e-way bill list. Each reads through the `tx` it is given: the request's pool on the request thread while the
// company's log is short, or a thread's snapshot (offload/tasks.ts) past that (HeavyWork.fold decides).
import type { ITC04_PERIODS } from '@ledger/contract';
import { companyContact } from '../companies/read.ts';
import type { Tx } from '../store/eventStore.ts';
import { ageingReport, oldestWithParty, section143LotOf } from '../gst/ageing.ts';
import { ewayDocuments } from '../gst/eway.ts';
import { itc04 } from '../gst/itc04.ts';
import { itc04JsonMissing } from '../gst/itc04Json.ts';
import { positionOf } from '../store/projection.ts';

/** What every fold is asked with: the company whose history it reads. */
interface OfCompany { companyId: string }

export const folds = {
  ageing: (tx: Tx, a: OfCompany & { asOf: string; partyId: string | null }) => ageingReport(tx, a.companyId, a.asOf, a.partyId),
  /**
   * One slip's Section 143 lot (`found`), and the position of the read models it was read from: read first, so that
   * rows committed after it come with a later position, wherever the fold runs (its own statements on the request
   * thread, a snapshot in a thread).
   */
  section143Lot: async (tx: Tx, a: OfCompany & { slipId: string; asOf: string }) => {
    const position = await positionOf(tx, a.companyId);
    return { position, found: await section143LotOf(tx, a.companyId, a.slipId, a.asOf) };
  },
  /** The oldest lot of our goods still with each party (the reminders list's "open since"). */
  oldestWithParty: (tx: Tx, a: OfCompany & { asOf: string }) => oldestWithParty(tx, a.companyId, a.asOf),
  ewayDocuments: (tx: Tx, a: OfCompany & { partyId: string | null; today: string }) => ewayDocuments(tx, a.companyId, a.partyId, a.today),
  /** ITC-04's summary of a period and what its JSON for the offline tool would lack. */
  itc04Summary: async (tx: Tx, a: OfCompany & { fy: number; period: (typeof ITC04_PERIODS)[number] }) => {
    const [data, contact] = await Promise.all([itc04(tx, a.companyId, a.fy, a.period), companyContact(tx, a.companyId)]);
    return { ...data.summary, jsonMissing: itc04JsonMissing(contact.gstin, data) };
  },
};

export type Folds = typeof folds;
export type FoldName = keyof Folds;
export type FoldInput<N extends FoldName> = Parameters<Folds[N]>[1];
export type FoldOutput<N extends FoldName> = Awaited<ReturnType<Folds[N]>>;

/** Runs fold `name` through `tx` (the one place that calls a fold by name, wherever it runs). */
export function runFold<N extends FoldName>(tx: Tx, name: N, input: FoldInput<N>): Promise<FoldOutput<N>> {
  return (folds[name] as (tx: Tx, a: FoldInput<N>) => Promise<FoldOutput<N>>)(tx, input);
}
