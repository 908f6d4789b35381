// Endpoints of the ledger's reads (docs/ledger-api.md "Reads"): company months, a party's months, the
// party-month statement, the Entries listing of one month, and the sub-party month note (a command).
// Every figure a screen shows comes in these answers; the web formats them and computes none.
import { z } from 'zod';
import { DOCUMENT_KIND, ENTRY_KINDS, KIND_WIRE, kindsOf, wireLists, type EntryKind, type KindAt, type Level, type WireName } from '../documentKinds.ts';
import { ENTRIES_ORDER } from '../entryKinds.ts';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { monthRef, uuid } from '../fields.ts';
import { NOTE_MAX } from '../limits.ts';
import { said, says } from '../i18n/messages.ts';
import { activityEventShape } from './history.ts';
import { fullPartyShape } from './parties.ts';
import {
  cashShape, companyMonthShape, idShape, isoDateShape, jobWorkBillShape, jobWorkItemShape, kg, namedRef, noteShape,
  partyMonthShape, partyNoteShape, rateText, percentText, rupees, saleBillShape, subPartyMonthShape, instantShape, adjustsShape,
} from '../shapes.ts';

const companyMonths = defineEndpoint({
  path: '/company/month/list/v2',
  access: 'companyRead',
  request: z.looseObject({}),
  // Newest first, through the current month (Asia/Kolkata).
  response: z.array(companyMonthShape),
  command: false,
  revalidate: true,
});

const partyMonths = defineEndpoint({
  path: '/party/month/list/v1',
  access: 'companyRead',
  request: z.object({ partyId: uuid('Party') }),
  // Newest first, from the party's first month through the current one.
  response: z.array(partyMonthShape),
  command: false,
  revalidate: true,
});

const statementSubParty = z.strictObject({ id: idShape, name: z.string(), isDefault: z.boolean(), isArchived: z.boolean() });

// Each kind's list is named by the registry's wire table (documentKinds.ts KIND_WIRE): the `satisfies` make a
// kind without its list here, or a list no kind names, a compile error.
const subPartyStatementShape = z.strictObject({
  subParty: statementSubParty,
  subPartyMonth: subPartyMonthShape,
  ...({
    inJobWorkItemList: z.array(jobWorkItemShape),
    outJobWorkItemList: z.array(jobWorkItemShape),
    inJobWorkBillList: z.array(jobWorkBillShape),
    outJobWorkBillList: z.array(jobWorkBillShape),
    saleBillList: z.array(saleBillShape),
    purchaseBillList: z.array(saleBillShape),
  } satisfies Record<WireName<'statementList', KindAt<'subParty'>>, z.ZodType>),
});

export const statementShape = z.strictObject({
  party: fullPartyShape,
  partyMonth: partyMonthShape,
  subPartyMonthStatementList: z.array(subPartyStatementShape),
  ...({
    inCashList: z.array(cashShape),
    outCashList: z.array(cashShape),
    ...wireLists(kindsOf('note'), 'statementList', z.array(partyNoteShape)),
  } satisfies Record<WireName<'statementList', KindAt<'party'>>, z.ZodType>),
});

export type Statement = z.infer<typeof statementShape>;

const inOrderOf = (keys: string[], list: (kind: EntryKind) => string): EntryKind[] =>
  keys.flatMap((key) => ENTRY_KINDS.filter((kind) => list(kind) === key));

/** The kinds at a level in the order of their lists in the statement (the spec's order). */
export function statementKindsAt<L extends Level>(level: L): Array<KindAt<L>> {
  const keys = Object.keys(level === 'party' ? statementShape.shape : subPartyStatementShape.shape);
  return inOrderOf(keys, (kind) => KIND_WIRE[kind].statementList).filter((kind): kind is KindAt<L> => DOCUMENT_KIND[kind].level === level);
}

const statement = defineEndpoint({
  path: '/party/month/statement/v3',
  access: 'companyRead',
  request: z.object({ partyMonthId: monthRef('partyMonthId') }),
  response: statementShape,
  command: false,
  revalidate: true,
});

// The Entries rows: a document as the Entries table reads it, with the figures of its row.
const entrySubParty = z.strictObject({ id: idShape, name: z.string(), isDefault: z.boolean(), party: namedRef });
const productName = z.strictObject({ name: z.string() });

const entrySlipShape = z.strictObject({
  id: idShape,
  issueDate: isoDateShape,
  prefix: z.string(),
  slipNo: z.string(),
  /** The slip number as shown: `prefix-slipNo`, or slipNo when there is no prefix. */
  number: z.string(),
  /** The product's name. */
  particulars: z.string(),
  note: noteShape,
  grossQuantity: kg,
  bagQuantity: kg,
  rejectedQuantity: kg,
  netQuantity: kg,
  /** lossPercentage × gross / 100 (QTY, half away from zero). */
  burnLoss: kg,
  /** net × workRate (AMT, half away from zero). */
  amount: rupees,
  jobWorkItem: z.strictObject({ id: idShape, product: productName, workRate: rateText, lossPercentage: percentText, subParty: entrySubParty }),
});

const entryBillFields = {
  id: idShape,
  issueDate: isoDateShape,
  fullBillNo: z.string(),
  /** The product's name. */
  particulars: z.string(),
  note: noteShape,
  quantity: kg,
  workRate: rateText,
  product: productName,
  subParty: entrySubParty,
};
/** Delivery and Received Challans: amount = quantity × workRate (AMT). */
const entryJobWorkBillShape = z.strictObject({ ...entryBillFields, amount: rupees });
/** Sale and Purchase Bills: amount = quantity × saleRate (AMT), the Entries reading. */
const entrySaleBillShape = z.strictObject({ ...entryBillFields, saleRate: rateText, amount: rupees });

const entryCashShape = z.strictObject({
  id: idShape,
  issueDate: isoDateShape,
  /** The party's name. */
  particulars: z.string(),
  note: noteShape,
  amount: rupees,
  party: namedRef,
});

/** A note in Entries: the party's name as its particulars, its number, reason and link. */
const entryNoteShape = z.strictObject({
  id: idShape,
  issueDate: isoDateShape,
  fullNoteNo: z.string(),
  particulars: z.string(),
  reason: z.string(),
  note: noteShape,
  amount: rupees,
  adjusts: adjustsShape.nullable(),
  party: namedRef,
});

/** The Entries lists, in ENTRIES_ORDER (entryKinds.ts: the spec's order, then the notes'). */
const entriesLists = {
  inJobWorkItemSlipList: z.array(entrySlipShape),
  outJobWorkItemSlipList: z.array(entrySlipShape),
  saleBillList: z.array(entrySaleBillShape),
  purchaseBillList: z.array(entrySaleBillShape),
  inJobWorkBillList: z.array(entryJobWorkBillShape),
  outJobWorkBillList: z.array(entryJobWorkBillShape),
  inCashReceiptList: z.array(entryCashShape),
  outCashReceiptList: z.array(entryCashShape),
  ...wireLists(kindsOf('note'), 'entriesList', z.array(entryNoteShape)),
} satisfies Record<WireName<'entriesList'>, z.ZodType>;
const entriesShape = z.strictObject(
  Object.fromEntries(ENTRIES_ORDER.map((kind) => [KIND_WIRE[kind].entriesList, entriesLists[KIND_WIRE[kind].entriesList]])) as typeof entriesLists,
);

const yearField = z.number({ error: says('required', { label: 'year' }) }).int().min(2000).max(2200);
const monthField = z.number({ error: says('required', { label: 'month' }) }).int().min(1, { error: says('range', { label: 'month', min: 1, max: 12 }) }).max(12, { error: says('range', { label: 'month', min: 1, max: 12 }) });

/** Which lists the Entries answer fills; the others come back empty. */
const entriesInclude = z.object({
  inJobWorkItemSlips: z.boolean().optional(),
  outJobWorkItemSlips: z.boolean().optional(),
  saleBills: z.boolean().optional(),
  purchaseBills: z.boolean().optional(),
  inJobWorkBills: z.boolean().optional(),
  outJobWorkBills: z.boolean().optional(),
  inCashReceipts: z.boolean().optional(),
  outCashReceipts: z.boolean().optional(),
  ...wireLists(kindsOf('note'), 'entriesInclude', z.boolean().optional()),
} satisfies Record<WireName<'entriesInclude'>, z.ZodType>);

const entries = defineEndpoint({
  path: '/unified/month/entries/get/v1',
  access: 'companyRead',
  request: z.object({
    filter: z.object({ year: yearField, month: monthField, partyId: uuid('Party').nullish(), subPartyId: uuid('Sub party').nullish() }),
    include: entriesInclude.default({}),
  }),
  response: entriesShape,
  command: false,
  revalidate: true,
});

const updateMonthNote = defineEndpoint({
  path: '/subParty/month/update/v2',
  access: 'companyWrite',
  request: z.object({
    filter: z.object({ id: monthRef('Sub party month') }),
    update: z.object({ note: z.string().trim().max(NOTE_MAX, { error: says('atMostChars', { label: 'Note', n: NOTE_MAX }) }).nullish().transform((v) => v || null) }),
  }),
  response: subPartyMonthShape,
  command: true,
});

/** A moment in the past: an ISO 8601 date-time with its offset (the screen sends Asia/Kolkata's +05:30). */
const pastMoment = z
  .string({ error: says('required', { label: 'As of' }) })
  .max(40, { error: says('dateTime', { label: 'As of' }) })
  .refine((v) => /^(19|20|21)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), said('dateTime', { label: 'As of' }));

const statementAsOf = defineEndpoint({
  path: '/party/month/statement/asOf/v1',
  access: 'companyRead',
  request: z.object({ partyMonthId: monthRef('partyMonthId'), asOf: pastMoment }),
  response: z.strictObject({
    /** The moment asked for, as an instant. */
    asOf: instantShape,
    /** The last event folded: the company's events recorded up to that moment. 0 when there were none. */
    seq: z.number().int(),
    /** The statement as it read then, from the same reducer and the same query as today's; null when the party or month did not exist yet. */
    statement: statementShape.nullable(),
    /** The party's events recorded after that moment, oldest first (at most 200; `more` says when there are others). */
    between: z.array(activityEventShape),
    more: z.boolean(),
  }),
  command: false,
});

/** The Entries of a month with the screen's filters, as Excel or CSV (one row per document, a Type column). */
const entriesExport = defineEndpoint({
  path: '/unified/month/entries/export/v1',
  access: 'companyRead',
  request: z.object({
    filter: entries.request.shape.filter,
    include: entriesInclude.default({}),
    format: z.enum(['xlsx', 'csv'], { error: says('formatOf', { list: 'xlsx or csv' }) }),
  }),
  response: z.never(),
  command: false,
  file: true,
});

export const statementEndpoints = { companyMonths, partyMonths, statement, statementAsOf, entries, entriesExport, updateMonthNote } satisfies Record<string, Endpoint>;
