// The party ledger over any dates (docs/sharing.md "Party ledger") and the downloads: a party's month
// statement, its ledger and the Entries of a month as PDF, Excel or CSV, and slips as PDF.
import { z } from 'zod';
import { ENTRY_KINDS, type EntryKind } from '../documentKinds.ts';
import { DOCUMENT_FORMATS, defineEndpoint, type Endpoint } from '../endpoint.ts';
import { isoDate, monthRef, uuid } from '../fields.ts';
import { idShape, isoDateShape, kg, namedRef, rupees } from '../shapes.ts';
import { said, says } from '../i18n/messages.ts';

const balanceShape = z.strictObject({ quantity: kg, amount: rupees });

/** A ledger row's kind is a document kind (documentKinds.ts); these are the older names of the same list and type. */
export const LEDGER_ROW_KINDS = ENTRY_KINDS;
export type LedgerRowKind = EntryKind;

/**
 * One document in the ledger. `quantity` and `amount` are what it adds to the receivable (negative: it
 * lowers it). A slip adds what its item's figures grew by when it joined the item (the item's loss and
 * amount are rounded on the item, so the slips of a month add up to the month exactly).
 */
export const ledgerRowShape = z.strictObject({
  id: idShape,
  date: isoDateShape,
  kind: z.enum(ENTRY_KINDS),
  /** Slip, bill or challan number; '' for cash. */
  number: z.string(),
  /** Product name, or the cash note. */
  particulars: z.string().nullable(),
  /** The sub-party's name; null for the party's default sub-party (it goes unnamed) and for cash. */
  subParty: z.string().nullable(),
  quantity: kg,
  amount: rupees,
  /** The running balance after this row. */
  balance: balanceShape,
});
export type LedgerRow = z.infer<typeof ledgerRowShape>;

export const partyLedgerShape = z.strictObject({
  party: namedRef,
  from: isoDateShape,
  to: isoDateShape,
  /** The receivable at the start of `from` (positive: the party owes us). */
  opening: balanceShape,
  rows: z.array(ledgerRowShape),
  closing: balanceShape,
  /** Σ of the rows that raise the receivable (Outgoing) and of those that lower it (Incoming), both ≥ 0. */
  outgoing: balanceShape,
  incoming: balanceShape,
});
export type PartyLedger = z.infer<typeof partyLedgerShape>;

const MAX_LEDGER_DAYS = 3660;
const range = z.object({ partyId: uuid('Party'), from: isoDate('From date'), to: isoDate('To date') }).superRefine((r, ctx) => {
  if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], ...said('toDateAfter') });
  else if ((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 > MAX_LEDGER_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], ...said('ledgerYears') });
  }
});

const ledger = defineEndpoint({
  path: '/party/ledger/v1',
  access: 'companyRead',
  request: range,
  response: partyLedgerShape,
  command: false,
  revalidate: true,
});

const format = z.enum(DOCUMENT_FORMATS, { error: says('formatOf', { list: 'pdf, xlsx or csv' }) });

const ledgerExport = defineEndpoint({
  path: '/party/ledger/export/v1',
  access: 'companyRead',
  request: z.intersection(range, z.object({ format })),
  response: z.never(),
  command: false,
  file: true,
});

const statementExport = defineEndpoint({
  path: '/party/month/statement/export/v1',
  access: 'companyRead',
  request: z.object({ partyMonthId: monthRef('partyMonthId'), format }),
  response: z.never(),
  command: false,
  file: true,
});

/** One slip, or two on one page (the dual slip of the print menu). */
const slipPdf = defineEndpoint({
  path: '/jobWorkItem/slip/pdf/v1',
  access: 'companyRead',
  request: z.object({ slipIds: z.array(uuid('Slip'), { error: says('slipIds') }).min(1, { error: says('chooseSlip') }).max(2, { error: says('twoSlips') }) }),
  response: z.never(),
  command: false,
  gate: true,
  file: true,
});

/**
 * The Rule 55 delivery challan (CGST Rules) of an OUT slip or a Delivery Challan, in triplicate: original
 * for the consignee, duplicate for the transporter, triplicate for the consignor. While our company has
 * no GSTIN or no address (Settings → Address and GST) it is refused (422, field
 * `confirmMissingCompanyDetails`) unless the request confirms printing without them, and then every copy
 * carries a warning that says so.
 */
const challanPdf = defineEndpoint({
  path: '/challan/pdf/v1',
  access: 'companyRead',
  request: z.object({
    id: uuid('Document'),
    confirmMissingCompanyDetails: z.boolean({ error: says('trueFalse', { label: 'confirmMissingCompanyDetails' }) }).optional(),
  }),
  response: z.never(),
  command: false,
  file: true,
});

export const exportsEndpoints = { ledger, ledgerExport, statementExport, slipPdf, challanPdf } satisfies Record<string, Endpoint>;
