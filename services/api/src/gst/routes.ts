// GST paperwork reports: ageing and Section 143, ITC-04's summary (with the serial check) and its export,
// the e-way bill bulk file, and the Tally file for the CA.
import { randomUUID } from 'node:crypto';
import { ENTRY_KIND_NAME, FILE_TYPES, documentWords, fyLabel, gstEndpoints as endpoints, istDate, itc04MissingSaid, type Itc04JsonMissing } from '@ledger/contract';
import { FileAnswer } from '../http/kit.ts';
import { AppError, notFoundThing, refused, type DocumentProblems } from '../http/errors.ts';
import { companyHeader, fileName } from '../export/files.ts';
import { periodRange } from './itc04.ts';
import { declaredNumber } from './declaration.ts';
import type { Services } from '../context.ts';
import type { Route } from '../http/kit.ts';
import { findParty } from '../parties/read.ts';
import { section143LotOf, section143Slip } from './ageing.ts';
import { decideDeemedSupply } from './deemedSupply.ts';
import { runCommand } from '../store/command.ts';
import { positionOf } from '../store/projection.ts';
import type { DeemedSupplyForPdf } from '../export/pdfDocuments.ts';

export function gstRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  // The reports below fold the company's declared history (FIFO over every slip, ITC-04 over every document): in a
  // thread within the company's heavy slots once its log is long (HeavyWork.fold).
  route(endpoints.ageing, async (input, auth) => {
    if (input.partyId) await findParty(pool, auth.companyId, input.partyId);
    return svc.heavy.fold(pool, 'ageing', { companyId: auth.companyId, asOf: input.asOf ?? istDate(svc.now()), partyId: input.partyId ?? null });
  });

  // The deemed-supply draft of a lot past its Section 143 limit today, drawn off the request thread.
  route(endpoints.deemedSupplyDraft, async (input, auth, { language }) => {
    const { found } = await svc.heavy.fold(pool, 'section143Lot', { companyId: auth.companyId, slipId: input.slipId, asOf: istDate(svc.now()) });
    if (!found) throw notFoundThing('Slip');
    const { document: doc, lot } = found;
    if (!lot || lot.status !== 'OVERDUE') throw refused('deemedSupplyNotDue', {}, 'slipId');
    return svc.heavy.forCompany(auth.companyId, async () => {
      const company = await companyHeader(pool, auth.companyId);
      const words = documentWords(language);
      const draft: DeemedSupplyForPdf = {
        challanNo: doc.challanNo, reference: words('slipReference', { number: doc.number, type: words(ENTRY_KIND_NAME[doc.kind]) }),
        sentOn: lot.sentOn, deemedOn: lot.deemedOn, limit: lot.limit, capitalGoods: lot.capitalGoods, product: doc.product.name, hsn: doc.product.hsn,
        quantity: lot.quantity, valueRate: doc.product.valueRate, value: lot.value, party: doc.party.name, partyContact: doc.party.contact,
      };
      return new FileAnswer(await svc.heavy.pdf('deemedSupply', company, draft, language), FILE_TYPES.pdf,
        fileName(['Draft-Tax-Invoice', declaredNumber(doc)], 'pdf'));
    });
  });

  // Accept or dismiss records the slip's lot as the Section 143 list shows it, a fold over the company's history: read
  // first, off the request thread once the log is long (HeavyWork.fold), and taken by the command if the read models
  // have not moved since; read again inside its transaction if they have (the company wrote meanwhile). Undo needs
  // only the slip.
  route(endpoints.deemedSupplyDecide, async (input, auth, meta) => {
    const asOf = istDate(svc.now());
    const read = input.decision === 'undo' ? null : await svc.heavy.fold(pool, 'section143Lot', { companyId: auth.companyId, slipId: input.slipId, asOf });
    await runCommand(svc, auth, meta, async (tx, state) => {
      const slip = state.slips.get(input.slipId);
      const found = !slip ? null
        : read === null ? await section143Slip(tx, auth.companyId, input.slipId).then((doc) => doc && { document: doc, lot: null })
        : read.position === await positionOf(tx, auth.companyId) ? read.found
        : await section143LotOf(tx, auth.companyId, input.slipId, asOf);
      return decideDeemedSupply(
        { type: 'DecideDeemedSupply', slipId: input.slipId, decision: input.decision },
        { slipExists: found !== null, lot: found?.lot ?? null, current: slip?.deemedSupply?.status ?? null },
        { now: svc.now(), newId: randomUUID },
      );
    });
    const { rows } = await pool.query<{ status: 'ACCEPTED' | 'DISMISSED' | null; on: string | null }>(
      'SELECT deemed_supply AS status, deemed_supply_on::text AS on FROM rm_slip WHERE company_id = $1 AND id = $2', [auth.companyId, input.slipId]);
    const r = rows[0];
    return { slipId: input.slipId, decision: r?.status && r.on ? { status: r.status, on: r.on } : null };
  });

  route(endpoints.itc04, (input, auth) => svc.heavy.fold(pool, 'itc04Summary', { companyId: auth.companyId, fy: input.fy, period: input.period }));

  route(endpoints.itc04Export, async (input, auth, meta) => svc.heavy.forCompany(auth.companyId, async () => {
    if (input.format === 'json') {
      const answer = await svc.heavy.itc04Json({ companyId: auth.companyId, fy: input.fy, period: input.period });
      if (!('text' in answer)) {
        throw new AppError(422, 'itc04JsonMissing', { n: answer.missing.length }, { problems: answer.missing.map(missingProblem) });
      }
      return new FileAnswer(answer.text, FILE_TYPES.json, answer.fileName);
    }
    const company = await companyHeader(pool, auth.companyId);
    const name = ['ITC-04', fyLabel(input.fy), input.period];
    const xlsx = input.format === 'xlsx';
    const file = await svc.heavy.itc04File({
      companyId: auth.companyId, companyName: company.name, fy: input.fy, period: input.period, language: meta.language, table: xlsx ? null : input.table,
    });
    if (xlsx) return new FileAnswer(file, FILE_TYPES.xlsx, fileName(name, 'xlsx'));
    return new FileAnswer(file, FILE_TYPES.csv, fileName([...name, `Table-${input.table}`], 'csv'));
  }));

  route(endpoints.tallyExport, async (input, auth) => svc.heavy.forCompany(auth.companyId, async () => {
    const { from, to } = periodRange(input.fy, input.period);
    const xml = await svc.heavy.tally({ companyId: auth.companyId, from, to });
    return new FileAnswer(xml, FILE_TYPES.xml, fileName(['Tally', fyLabel(input.fy), input.period], 'xml'));
  }));

  route(endpoints.ewayDocuments, async (input, auth) => {
    if (input.partyId) await findParty(pool, auth.companyId, input.partyId);
    return svc.heavy.fold(pool, 'ewayDocuments', { companyId: auth.companyId, partyId: input.partyId ?? null, today: istDate(svc.now()) });
  });

  // The e-way bill bulk file: built and checked in a thread; refused with every document's problems.
  route(endpoints.ewayBill, async (input, auth) => svc.heavy.forCompany(auth.companyId, async () => {
    const company = await companyHeader(pool, auth.companyId);
    const today = istDate(svc.now());
    const outcome = await svc.heavy.ewayBill({ companyId: auth.companyId, ids: input.ids, transport: input.transport, today, company });
    if (outcome.kind === 'notFound') throw notFoundThing('Document');
    if (outcome.kind === 'problems') {
      throw new AppError(422, 'ewayRefused', { n: outcome.documents.length }, { problems: outcome.documents });
    }
    return new FileAnswer(outcome.json, FILE_TYPES.json, fileName(['EWB', company.contact.gstin ?? '', today], 'json'));
  }));
}

/** A missing detail as the refusal lists it: what it belongs to (ours: the company), and what is missing, in the same words as the e-way bill's. */
const missingProblem = (m: Itc04JsonMissing): DocumentProblems => ({
  id: m.id ?? 'company',
  document: m.name ?? '',
  problems: [itc04MissingSaid(m)],
});
