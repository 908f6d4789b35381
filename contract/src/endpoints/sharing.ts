// Sharing a party's month statement (docs/sharing.md): the owner makes a signed, expiring link and sends
// it on WhatsApp; the party opens it on a phone without an account. The public answer carries names and
// figures only: no ids, nothing of other parties or months.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { says } from '../i18n/messages.ts';
import { monthRef, uuid } from '../fields.ts';
import { contactShape } from '../gst.ts';
import { instantShape, isoDateShape, kg, rupees } from '../shapes.ts';

export const SHARE_DAYS_DEFAULT = 30;
export const SHARE_DAYS_MAX = 365;

const balance = z.strictObject({ quantity: kg, amount: rupees });

export const shareLinkShape = z.strictObject({
  id: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  createdAt: instantShape,
  expiresAt: instantShape,
  revokedAt: instantShape.nullable(),
  opens: z.number().int(),
  lastOpenedAt: instantShape.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkShape>;

const create = defineEndpoint({
  path: '/party/month/share/add/v1',
  access: 'companyWrite',
  request: z.object({
    partyMonthId: monthRef('partyMonthId'),
    days: z.number({ error: says('number', { label: 'Days' }) }).int({ error: says('wholeNumber', { label: 'Days' }) }).min(1, { error: says('linkDaysMin') })
      .max(SHARE_DAYS_MAX, { error: says('linkDaysMax', { n: SHARE_DAYS_MAX }) }).prefault(SHARE_DAYS_DEFAULT),
  }),
  response: z.strictObject({
    /** Shown once: the page is at `/s/<token>`; only its hash is stored. */
    token: z.string(),
    expiresAt: instantShape,
    /** The party's WhatsApp number (10 digits), or null when the party has none. */
    phone: z.string().nullable(),
    /** The WhatsApp message without the link: company, month, closing balance in words and figures. */
    message: z.string(),
  }),
  command: false,
});

const list = defineEndpoint({
  path: '/party/share/list/v1',
  access: 'companyRead',
  request: z.object({ partyId: uuid('Party') }),
  // Newest first.
  response: z.array(shareLinkShape),
  command: false,
});

const revoke = defineEndpoint({
  path: '/party/share/revoke/v1',
  access: 'companyWrite',
  request: z.object({ partyId: uuid('Party') }),
  response: z.strictObject({ revoked: z.number().int() }),
  command: false,
});

export const SHARED_ROW_SIDES = ['Outgoing', 'Incoming'] as const;

/** One line of a shared statement: a document, or an item's total (date null). */
export const sharedRowShape = z.strictObject({
  side: z.enum(SHARED_ROW_SIDES),
  date: isoDateShape.nullable(),
  document: z.string(),
  number: z.string(),
  particulars: z.string(),
  quantity: kg.nullable(),
  rate: z.string().nullable(),
  amount: rupees.nullable(),
});

/**
 * What a shared statement shows of its party, on the page (publicStatement) and in its PDF alike: the name,
 * nothing else. Not the party's phone, address or GSTIN, nor any id: a link can be forwarded to anyone.
 */
export const sharedPartyShape = z.strictObject({ name: z.string() });
export type SharedParty = z.infer<typeof sharedPartyShape>;
/** The one rule both read: a party as a shared statement shows it (sharedPartyShape). */
export const sharedParty = (party: { name: string }): SharedParty => ({ name: party.name });

export const sharedStatementShape = z.strictObject({
  company: z.strictObject({ name: z.string(), contact: contactShape }),
  party: sharedPartyShape,
  year: z.number().int(),
  month: z.number().int(),
  opening: balance,
  closing: balance,
  rows: z.array(sharedRowShape),
  expiresAt: instantShape,
});
export type SharedStatement = z.infer<typeof sharedStatementShape>;

const token = z.string({ error: says('required', { label: 'Link' }) }).min(1, { error: says('required', { label: 'Link' }) }).max(100, { error: says('linkInvalid') });

const publicStatement = defineEndpoint({
  path: '/public/statement/v1',
  access: 'public',
  request: z.object({ token }),
  response: sharedStatementShape,
  command: false,
});

const publicStatementPdf = defineEndpoint({
  path: '/public/statement/pdf/v1',
  access: 'public',
  request: z.object({ token }),
  response: z.never(),
  command: false,
  file: true,
});

export const sharingEndpoints = { create, list, revoke, publicStatement, publicStatementPdf } satisfies Record<string, Endpoint>;
