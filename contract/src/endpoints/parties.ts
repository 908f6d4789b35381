// Endpoints of parties (docs/ledger-api.md "Parties"): list, add, update, delete. Every party is born
// with a default sub-party; a party with live documents cannot be deleted.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { amount, noteText, quantity, requiredText, uuid } from '../fields.ts';
import { idShape, kg, noteShape, rupees } from '../shapes.ts';
import { contactRequest, contactShape } from '../gst.ts';
import { IMPORT_FILE_MAX_BYTES, NAME_MAX } from '../limits.ts';
import { importPreviewShape, importResultShape, importRowsRequest } from '../party-import.ts';
import { says } from '../i18n/messages.ts';
import { reminderEndpoints } from './reminders.ts';

const partyDetailsShape = z.strictObject({ note: noteShape, openingReceivableQuantity: kg, openingReceivableAmount: rupees });
const partyStatsShape = z.strictObject({ closingReceivableQuantity: kg, closingReceivableAmount: rupees });

/** A party as the list answers it: `details`, `stats` and `contact` only when the request's `include` asks for them. */
export const partyShape = z.strictObject({
  id: idShape,
  name: z.string(),
  details: partyDetailsShape.optional(),
  stats: partyStatsShape.optional(),
  /** Phone (10-digit mobile, for WhatsApp), address, GST state code and GSTIN. */
  contact: contactShape.optional(),
});
export type Party = z.infer<typeof partyShape>;

/** A party as the writes answer it: everything. */
export const fullPartyShape = partyShape.required();

const name = requiredText('Party name', NAME_MAX);
const note = noteText();
const openingQuantity = quantity('Opening receivable quantity', { signed: true });
const openingAmount = amount('Opening receivable amount', { signed: true });
/** A party's own fields as its add and update take them (the party form checks with them). */
export const partyFields = { name, note, openingReceivableQuantity: openingQuantity, openingReceivableAmount: openingAmount };

const list = defineEndpoint({
  path: '/party/list/v1',
  access: 'companyRead',
  request: z.object({
    filter: z.object({ id: uuid('Party').optional() }).optional(),
    include: z.object({ details: z.boolean().optional(), stats: z.boolean().optional(), contact: z.boolean().optional() }).optional(),
  }),
  // By name (case-insensitive), then id.
  response: z.array(partyShape),
  command: false,
  gate: true,
  revalidate: true,
});

const add = defineEndpoint({
  path: '/party/add/v1',
  access: 'companyWrite',
  request: z.object({
    name,
    note,
    openingReceivableQuantity: openingQuantity.prefault('0'),
    openingReceivableAmount: openingAmount.prefault('0'),
    contact: contactRequest.optional(),
  }),
  response: fullPartyShape,
  command: true,
});

const update = defineEndpoint({
  path: '/party/update/v1',
  access: 'companyWrite',
  request: z.object({
    filter: z.object({ id: uuid('Party') }),
    update: z.object({
      name: name.optional(),
      note: note.optional(),
      openingReceivableQuantity: openingQuantity.optional(),
      openingReceivableAmount: openingAmount.optional(),
      /** Replaces every contact field at once (a missing field becomes empty). */
      contact: contactRequest.optional(),
    }),
  }),
  response: fullPartyShape,
  command: true,
});

const remove = defineEndpoint({
  path: '/party/delete/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Party') }),
  response: z.strictObject({ id: idShape }),
  command: true,
});

/** The import's template (docs/import.md): an Excel file with a Parties sheet and a Products sheet, headings only. */
const importTemplate = defineEndpoint({
  path: '/party/import/template/v1',
  access: 'companyWrite',
  request: z.object({}),
  response: z.never(),
  command: false,
  file: true,
});

/** Base64 of at most IMPORT_FILE_MAX_BYTES bytes. */
const IMPORT_BASE64_MAX = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4;
const IMPORT_KB = Math.floor(IMPORT_FILE_MAX_BYTES / 1000);

/**
 * A sheet read and checked, nothing saved: `content` is the file's bytes in base64 (the API takes JSON), an Excel
 * workbook (.xlsx), a CSV or Tally's masters XML, told apart by their first bytes. The file is read off the request
 * thread; each row answers as it will be saved, or with its errors.
 */
const importPreview = defineEndpoint({
  path: '/party/import/preview/v1',
  access: 'companyWrite',
  request: z.object({
    content: z
      .string({ error: says('required', { label: 'File' }) })
      .min(1, { error: says('required', { label: 'File' }) })
      .max(IMPORT_BASE64_MAX, { error: says('importFileTooLarge', { n: IMPORT_KB }) })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: says('importUnreadable') }),
  }),
  response: importPreviewShape,
  command: false,
});

/**
 * The previewed rows as the owner confirms them: checked again, then every party (with its sub-parties and
 * contact) and product recorded in one command, or none: any bad row refuses the whole import (422, each row's
 * problems). An Idempotency-Key makes a retry answer the same.
 */
const importRows = defineEndpoint({
  path: '/party/import/v1',
  access: 'companyWrite',
  request: importRowsRequest,
  response: importResultShape,
  command: true,
});

export const partiesEndpoints = { list, add, update, delete: remove, importTemplate, importPreview, import: importRows, ...reminderEndpoints } satisfies Record<string, Endpoint>;
