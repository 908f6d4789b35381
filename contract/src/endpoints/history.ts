// Audit reads straight from the event store (docs/api.md "History"): a document's history for its
// owner, and a company's raw event log, page by page, for the admin.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { uuid } from '../fields.ts';
import { isValidDate } from '../months.ts';
import { instantShape } from '../shapes.ts';
import { said, says } from '../i18n/messages.ts';
import { ENTRY_KINDS } from '../documentKinds.ts';

/** A page's size: 1 to 500. */
const pageLimit = z.number({ error: says('number', { label: 'limit' }) }).int({ error: says('wholeNumber', { label: 'limit' }) })
  .min(1, { error: says('range', { label: 'limit', min: 1, max: 500 }) }).max(500, { error: says('range', { label: 'limit', min: 1, max: 500 }) });

/** Who recorded an event: the user id in its meta, and that user's mobile number when there is one. */
const actorShape = z.strictObject({ id: z.string().nullable(), mobileNo: z.string().nullable() });

/** Fields both answers give for an event; `voided` only when an operator's correction voided it. */
const eventFields = {
  seq: z.number().int(),
  type: z.string(),
  recordedAt: instantShape,
  actor: actorShape,
  voided: z.literal(true).optional(),
  data: z.record(z.string(), z.unknown()),
};

/**
 * Which entry a slip, bill or cash event is about, named as the ledger names its rows (IN_SLIP, OUT_SLIP, the
 * bill's kind, CASH_RECEIVED, CASH_PAID): a slip's direction as it stood at that event. Null for other documents.
 * The screens name it with the same words as the statement and the ledger.
 */
const entryKindField = { entryKind: z.enum(ENTRY_KINDS).nullable() };

export const documentEventShape = z.strictObject({
  ...eventFields,
  ...entryKindField,
  /** The payload keys whose value differs from what the stream last said about them. */
  changedFields: z.array(z.string()),
  /** For each changed field the stream had said something about before: that earlier value. */
  before: z.record(z.string(), z.unknown()),
});
export type DocumentEvent = z.infer<typeof documentEventShape>;

export const storedEventShape = z.strictObject({
  ...eventFields,
  streamId: z.string(),
  streamVersion: z.number().int(),
  schemaVersion: z.number().int(),
});
export type StoredEvent = z.infer<typeof storedEventShape>;

const documentHistory = defineEndpoint({
  path: '/history/document/get/v1',
  access: 'companyRead',
  request: z.object({ id: uuid('Document') }),
  // Oldest first: every event of every stream the id names (product, party, sub-party, slip, item, bill, cash).
  response: z.array(documentEventShape),
  command: false,
});

const companyEvents = defineEndpoint({
  path: '/admin/company/events/list/v1',
  access: 'admin',
  request: z.object({
    companyId: uuid('Company'),
    afterSeq: z.number({ error: says('number', { label: 'afterSeq' }) }).int({ error: says('wholeNumber', { label: 'afterSeq' }) }).min(0, { error: says('orMore', { label: 'afterSeq', n: 0 }) }).default(0),
    limit: pageLimit.default(100),
  }),
  /** nextAfterSeq: the afterSeq of the next page, null on the last. */
  response: z.strictObject({ events: z.array(storedEventShape), nextAfterSeq: z.number().int().nullable() }),
  command: false,
});

/** The kinds of document a stream holds (`<kind>:<id>`); `company` is the company's own settings. */
export const DOCUMENT_KINDS = ['company', 'product', 'party', 'subParty', 'slip', 'item', 'bill', 'cash', 'note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** An event as the Activity screen lists it: the document it belongs to and that document's party. */
export const activityEventShape = z.strictObject({
  ...eventFields,
  ...entryKindField,
  documentKind: z.enum(DOCUMENT_KINDS).nullable(),
  documentId: z.string(),
  /** The party the document belongs to (its current name; null for products, the company, deleted parties' names). */
  party: z.strictObject({ id: z.string(), name: z.string().nullable() }).nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventShape>;

const activityDate = (label: string) =>
  z.string({ error: says('isoDate', { label }) }).regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, { error: says('isoDate', { label }) })
    .refine(isValidDate, said('realDate', { label }));

const activity = defineEndpoint({
  path: '/history/activity/list/v1',
  access: 'companyRead',
  request: z.object({
    /** Recorded on or after this day / on or before this day, Asia/Kolkata. */
    from: activityDate('From').nullish(),
    to: activityDate('To').nullish(),
    partyId: uuid('Party').nullish(),
    documentKind: z.enum(DOCUMENT_KINDS, { error: says('oneOf', { label: 'Document type', list: DOCUMENT_KINDS.join(', ') }) }).nullish(),
    actorId: uuid('User').nullish(),
    /** Paging: events with a smaller seq than this (the previous page's nextBeforeSeq). */
    beforeSeq: z.number({ error: says('number', { label: 'beforeSeq' }) }).int({ error: says('wholeNumber', { label: 'beforeSeq' }) }).min(1, { error: says('orMore', { label: 'beforeSeq', n: 1 }) }).nullish(),
    limit: pageLimit.default(50),
  }).superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], ...said('toAfterFrom') });
  }),
  // Newest first; nextBeforeSeq: the beforeSeq of the next (older) page, null on the last.
  response: z.strictObject({ events: z.array(activityEventShape), nextBeforeSeq: z.number().int().nullable() }),
  command: false,
  gate: true,
});

/** Everyone who has recorded an event in the company (the Activity screen's user filter). */
const actors = defineEndpoint({
  path: '/history/actor/list/v1',
  access: 'companyRead',
  request: z.object({}),
  response: z.array(actorShape),
  command: false,
});

/** One difference Verify found between the replayed read models and the live ones. */
export const verifyDifferenceShape = z.strictObject({
  table: z.string(),
  /** The row's key columns (company excepted) as text. */
  key: z.record(z.string(), z.string()),
  /** The column that differs, or 'row' when the row is on one side only. */
  field: z.string(),
  replayed: z.string().nullable(),
  live: z.string().nullable(),
});

/** The latest "Verify this company" of a company: none yet, running with progress, done with its result, or failed. */
export const verifyStatusShape = z.strictObject({
  status: z.enum(['none', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  /** Who asked: the owner or an accountant (with their mobile number), or the admin; the screen words the role. */
  requestedBy: z.strictObject({ role: z.enum(['owner', 'accountant', 'admin']), mobileNo: z.string().nullable() }).nullable(),
  startedAt: instantShape.nullable(),
  finishedAt: instantShape.nullable(),
  error: z.string().nullable(),
  result: z.strictObject({
    /** Events folded (the last seq). */
    events: z.number().int(),
    /** The projector's checkpoint in the same snapshot: behind `events`, differences are expected. */
    checkpoint: z.number().int().nullable(),
    ms: z.number().int(),
    /** Rows compared per read-model table. */
    compared: z.record(z.string(), z.number().int()),
    differences: z.array(verifyDifferenceShape),
    truncated: z.boolean(),
  }).nullable(),
});
export type VerifyStatus = z.infer<typeof verifyStatusShape>;

const verifyStart = defineEndpoint({
  path: '/company/verify/start/v1',
  access: 'companyRead',
  request: z.object({}),
  response: verifyStatusShape,
  command: false,
  primary: true,
});

const verifyStatus = defineEndpoint({
  path: '/company/verify/status/v1',
  access: 'companyRead',
  request: z.object({}),
  response: verifyStatusShape,
  command: false,
  primary: true,
});

const adminVerifyStart = defineEndpoint({
  path: '/admin/company/verify/start/v1',
  access: 'admin',
  request: z.object({ companyId: uuid('Company') }),
  response: verifyStatusShape,
  command: false,
});

const adminVerifyStatus = defineEndpoint({
  path: '/admin/company/verify/status/v1',
  access: 'admin',
  request: z.object({ companyId: uuid('Company') }),
  response: verifyStatusShape,
  command: false,
});

export const historyEndpoints = {
  documentHistory, companyEvents, activity, actors, verifyStart, verifyStatus, adminVerifyStart, adminVerifyStatus,
} satisfies Record<string, Endpoint>;
