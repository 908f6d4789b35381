// Audit reads straight from the event store (docs/api.md "History"): a document's history for its
// owner, and a company's raw event log, page by page, for the admin.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { uuid } from '../fields.ts';
import { instantShape } from '../shapes.ts';

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

export const documentEventShape = z.strictObject({
  ...eventFields,
  /** The payload keys whose value differs from what the stream last said about them. */
  changedFields: z.array(z.string()),
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
    afterSeq: z.number({ error: 'afterSeq must be a number' }).int('afterSeq must be a whole number').min(0, 'afterSeq must be 0 or more').default(0),
    limit: z.number({ error: 'limit must be a number' }).int('limit must be a whole number')
      .min(1, 'limit must be 1 to 500').max(500, 'limit must be 1 to 500').default(100),
  }),
  /** nextAfterSeq: the afterSeq of the next page, null on the last. */
  response: z.strictObject({ events: z.array(storedEventShape), nextAfterSeq: z.number().int().nullable() }),
  command: false,
});

export const historyEndpoints = { documentHistory, companyEvents } satisfies Record<string, Endpoint>;
