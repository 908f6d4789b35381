// Endpoints of slips and job-work items (docs/ledger-api.md "Slips" and "Job-work items"): the next
// slip number, the rate pre-fill, slip add (alone or in bulk)/update/delete/transfer, an item's rate
// change and delete.
import { z } from 'zod';
import { commandAckSchema, defineEndpoint } from '../endpoint.ts';
import { itemTypeSchema } from '../enum-schemas.ts';
import { BULK_SLIPS_MAX, NAMED_RETURNS_MAX, PREFIX_MAX, SLIP_NO_MAX } from '../limits.ts';
import { isoDate, jobWorkerChallanFields, noteText, onwardFields, percentage, quantity, rate, uuid } from '../fields.ts';
import { normaliseSlipNo } from '../slips.ts';
import { numberFieldName } from '../numberFields.ts';
import { idShape, instantShape, isoDateShape, jobWorkItemShape, kg, namedRef, percentText, rateText, slipShape, subPartyRef } from '../shapes.ts';
import { SLIP_CODE_MAX, parseSlipCode } from '../slip-code.ts';
import { said, says } from '../i18n/messages.ts';

const itemType = z.enum(itemTypeSchema.options, { error: says('invalidItemType') });
const prefix = z.string({ error: says('mustBeText', { label: 'Prefix' }) }).trim().max(PREFIX_MAX, { error: says('atMostChars', { label: 'Prefix', n: PREFIX_MAX }) });
const SLIP_NO = numberFieldName('SLIP');
const slipNo = z
  .union([z.string(), z.number().int().nonnegative()], { error: says('required', { label: SLIP_NO }) })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, { error: says('required', { label: SLIP_NO }) }).max(SLIP_NO_MAX, { error: says('atMostChars', { label: SLIP_NO, n: SLIP_NO_MAX }) }))
  .transform(normaliseSlipNo);

/** A slip as the spec addresses it: its id, its item and its direction (any mismatch is 404). */
const slipRef = z.object({ id: uuid('Slip'), jobWorkItemId: uuid('Job work item'), itemType });

const nextNo = defineEndpoint({
  path: '/itemSlip/nextNo/get/v1',
  access: 'companyRead',
  request: z.object({ issueDate: isoDate('Issue date'), prefix: prefix.optional() }),
  response: z.strictObject({ nextSlipNo: z.number().int().positive() }),
  command: false,
  gate: true,
});

const rates = defineEndpoint({
  path: '/jobWorkItem/rates/get/v1',
  access: 'companyRead',
  request: z.object({ subPartyId: uuid('Sub party'), productId: uuid('Product'), itemType, issueDate: isoDate('Issue date') }),
  response: z.strictObject({
    workRate: rateText,
    lossPercentage: percentText,
    marketRate: rateText,
    isLossInclusive: z.boolean(),
    includeMarketRate: z.boolean(),
    /** 'item': this month's item; 'previous': the latest earlier month's; 'none': defaults. */
    source: z.enum(['item', 'previous', 'none']),
    /** This month's item when source is 'item' (its rates change through /jobWorkItem/update/v2), else null. */
    itemId: idShape.nullable(),
  }),
  command: false,
});

/** The rates a new slip sends: they start its item when it is the month's first slip of the product. */
export const slipRateFields = {
  workRate: rate('Work rate').prefault('0'),
  marketRate: rate('Market rate').prefault('0'),
  lossPercentage: percentage('Loss percentage').prefault('0'),
  isLossInclusive: z.boolean().default(true),
  includeMarketRate: z.boolean().default(false),
};

/** The rates a new slip starts its item with when it sends none (a bulk add's product without rates). */
export const DEFAULT_SLIP_RATES = z.object(slipRateFields).parse({});

/** A new slip's quantities and note (a bulk add's row takes them too). */
export const slipQuantityFields = {
  grossQuantity: quantity('Gross quantity', { positive: true }),
  bagQuantity: quantity('Bag quantity').prefault('0'),
  rejectedQuantity: quantity('Rejected quantity').prefault('0'),
  note: noteText(),
};

/**
 * The OUT slips a received (IN) slip names as the ones it returns, with the KG of each (issue 30, named returns):
 * at most NAMED_RETURNS_MAX; the rest of the rule (same party and product, open KG, net) is namedReturnsProblem
 * (slips.ts), which the decider and the In Slip form both apply.
 */
export const slipReturnsField = () => z
  .array(z.object({ slipId: uuid('Returned slip'), quantity: quantity('Returned quantity', { positive: true }) }), { error: says('wrongType', { label: 'Returns' }) })
  .max(NAMED_RETURNS_MAX, { error: says('returnsMax', { n: NAMED_RETURNS_MAX }) });

/**
 * A new slip's own fields, as its add takes them (a bulk add takes its date and prefix): the web's slip forms
 * check what is typed with these, so a form refuses what the API refuses, with the same messages.
 */
export const slipFields = {
  issueDate: isoDate('Issue date'), prefix: prefix.optional(), slipNo, ...slipQuantityFields, ...jobWorkerChallanFields(),
  /** Where a received slip's goods went when they did not come to us (ITC-04 5B / 5C); none: they came to us. */
  ...onwardFields(),
};

const add = defineEndpoint({
  path: '/jobWorkItem/slip/add/v2',
  access: 'companyWrite',
  request: z.object({
    itemType,
    subPartyId: uuid('Sub party'),
    productId: uuid('Product'),
    ...slipFields,
    ...slipRateFields,
    /**
     * "Change this item's rates and add a slip": when this month's item of the slip already exists,
     * its rates become the ones sent (every slip of it re-priced) in the same command as the add.
     * Without it an existing item keeps its rates and the ones sent are not used.
     */
    changeItemRates: z.boolean({ error: says('trueFalse', { label: 'changeItemRates' }) }).default(false),
    /** The OUT slips this IN slip returns (none: FIFO matches it, as always). */
    returns: slipReturnsField().default([]),
  }),
  response: slipShape,
  command: true,
  gate: true,
});

/**
 * Many slips of one sub-party, date and direction in one command: all recorded or none. The server
 * numbers them (the next free numbers of the prefix in the date's financial year, in row order); a
 * refusal names the row (rows.3.grossQuantity). Rates are given per product.
 */
const bulkAdd = defineEndpoint({
  path: '/jobWorkItem/slip/bulkAdd/v1',
  access: 'companyWrite',
  request: z.object({
    itemType,
    subPartyId: uuid('Sub party'),
    issueDate: slipFields.issueDate,
    prefix: slipFields.prefix,
    rows: z
      .array(z.object({ productId: uuid('Product'), ...slipQuantityFields }), { error: says('required', { label: 'Rows' }) })
      .min(1, { error: says('bulkRowsMin') })
      .max(BULK_SLIPS_MAX, { error: says('bulkRowsMax', { n: BULK_SLIPS_MAX }) }),
    rates: z
      .array(z.object({ productId: uuid('Product'), ...slipRateFields }), { error: says('wrongType', { label: 'Rates' }) })
      .max(BULK_SLIPS_MAX, { error: says('bulkRatesMax', { n: BULK_SLIPS_MAX }) })
      .default([]),
  }),
  /**
   * The slips recorded, in row order, with the numbers the server gave them (and their Rule 55 serials):
   * decided by the command, so a retry with the same Idempotency-Key answers the same.
   */
  response: z.strictObject({
    slips: z.array(z.strictObject({ id: idShape, prefix: z.string(), slipNo: z.string(), challanNo: z.string().nullable() })),
  }),
  command: true,
});

const update = defineEndpoint({
  path: '/jobWorkItem/slip/update/v2',
  access: 'companyWrite',
  request: z.object({
    filter: slipRef,
    update: z.object({
      issueDate: isoDate('Issue date').optional(),
      prefix: prefix.optional(),
      slipNo: slipNo.optional(),
      grossQuantity: quantity('Gross quantity', { positive: true }).optional(),
      bagQuantity: quantity('Bag quantity').optional(),
      rejectedQuantity: quantity('Rejected quantity').optional(),
      note: noteText().optional(),
      /** Missing: kept; null: cleared (the pair is checked as the slip will hold it). */
      jobWorkerChallanNo: jobWorkerChallanFields().jobWorkerChallanNo.optional(),
      jobWorkerChallanDate: jobWorkerChallanFields().jobWorkerChallanDate.optional(),
      /** Missing: kept; [] clears them. */
      returns: slipReturnsField().optional(),
      /** Each missing: kept; null: cleared (checked together as the slip will hold them, onwardProblem). */
      onward: onwardFields().onward.optional(),
      onwardPartyId: onwardFields().onwardPartyId.optional(),
      saleInvoiceNo: onwardFields().saleInvoiceNo.optional(),
      saleInvoiceDate: onwardFields().saleInvoiceDate.optional(),
    }),
  }),
  response: slipShape,
  command: true,
  gate: true,
});

const remove = defineEndpoint({
  path: '/jobWorkItem/slip/delete/v2',
  access: 'companyWrite',
  request: slipRef,
  response: commandAckSchema,
  command: true,
});

const transfer = defineEndpoint({
  path: '/jobWorkItem/slip/transfer/v1',
  access: 'companyWrite',
  request: z.object({ filter: slipRef, update: z.object({ itemType, issueDate: isoDate('Issue date').optional() }) }),
  response: slipShape,
  command: true,
});

const updateItem = defineEndpoint({
  path: '/jobWorkItem/update/v2',
  access: 'companyWrite',
  request: z.object({
    filter: z.object({ id: uuid('Job work item'), itemType }),
    update: z.object({
      workRate: rate('Work rate'),
      lossPercentage: percentage('Loss percentage'),
      isLossInclusive: z.boolean({ error: says('trueFalse', { label: 'isLossInclusive' }) }),
      marketRate: rate('Market rate'),
      includeMarketRate: z.boolean().optional(),
    }),
  }),
  response: jobWorkItemShape,
  command: true,
});

const deleteItem = defineEndpoint({
  path: '/jobWorkItem/delete/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Job work item') }),
  response: commandAckSchema,
  command: true,
});

/** A slip's QR code as its print shows it (docs/gate.md): made by the server, which alone holds the key. */
const code = defineEndpoint({
  path: '/itemSlip/code/get/v1',
  access: 'companyRead',
  request: z.object({ id: uuid('Slip') }),
  response: z.strictObject({ code: z.string(), version: z.number().int().positive() }),
  command: false,
  gate: true,
});

/** A scanned code as the scan endpoint reads it: 400 naming `code` when the text is not a slip code. */
const slipCodeField = z
  .string({ error: says('required', { label: 'Code' }) })
  .max(SLIP_CODE_MAX, { error: says('atMostChars', { label: 'Code', n: SLIP_CODE_MAX }) })
  .transform((text, ctx) => {
    const code = parseSlipCode(text);
    if (!code) {
      ctx.addIssue({ code: 'custom', ...said('notSlipCode') });
      return z.NEVER;
    }
    return code;
  });

/** A scanned slip as the Scan screen shows it: the slip as it is now, with its party, sub-party and product. */
export const scannedSlipShape = z.strictObject({
  slip: slipShape,
  party: namedRef,
  subParty: subPartyRef,
  product: namedRef,
});
export type ScannedSlip = z.infer<typeof scannedSlipShape>;

/**
 * What a scanned code says (docs/gate.md "Verifying"): 'notGenuine' when its seal is not ours (a tampered or
 * made-up code: nothing more is said), else 'current' (the slip is as printed), 'edited' (changed since:
 * `slip` is as it is now) or 'deleted' (`slip` null). A text that is not a slip code is refused (400, `code`);
 * a genuine code of another company's slip answers 404.
 */
export const SCAN_VERDICTS = ['current', 'edited', 'deleted', 'notGenuine'] as const;
export type ScanVerdict = (typeof SCAN_VERDICTS)[number];

const scan = defineEndpoint({
  path: '/itemSlip/scan/v1',
  access: 'companyRead',
  request: z.object({ code: slipCodeField }),
  response: z.strictObject({
    verdict: z.enum(SCAN_VERDICTS),
    /** The version the code was printed at, and the slip's version now (null when deleted or not genuine). */
    printedVersion: z.number().int().positive(),
    currentVersion: z.number().int().positive().nullable(),
    scanned: scannedSlipShape.nullable(),
  }),
  command: false,
  gate: true,
});

/**
 * The slips the caller wrote, newest first (a gate clerk's "My slips", docs/gate.md "The gate clerk"): each as it is
 * now with its names, when the server recorded it, and until when a gate clerk may correct it. Deleted ones are left out.
 */
export const mySlipShape = scannedSlipShape.extend({ recordedAt: instantShape, correctableUntil: instantShape });
export type MySlip = z.infer<typeof mySlipShape>;

const mine = defineEndpoint({
  path: '/itemSlip/mine/list/v1',
  access: 'companyRead',
  request: z.object({
    limit: z.number({ error: says('number', { label: 'limit' }) }).int({ error: says('wholeNumber', { label: 'limit' }) })
      .min(1, { error: says('range', { label: 'limit', min: 1, max: 100 }) }).max(100, { error: says('range', { label: 'limit', min: 1, max: 100 }) }).default(20),
  }),
  response: z.array(mySlipShape),
  command: false,
  gate: true,
});

/** An OUT slip an IN slip may name as returned, with the KG it still has open (its net less what other IN slips name). */
export const returnableSlipShape = z.strictObject({ id: idShape, number: z.string(), issueDate: isoDateShape, challanNo: z.string().nullable(), open: kg });
export type ReturnableSlip = z.infer<typeof returnableSlipShape>;

/**
 * The OUT slips an IN slip of this sub-party's party and product, dated `issueDate`, may name as returned (named
 * returns): dated on or before it, with KG still open, oldest first. `exceptSlipId`: the IN slip being edited, whose
 * own names do not count against what is open. Another company's sub-party is 404.
 */
const returnable = defineEndpoint({
  path: '/itemSlip/returnable/list/v1',
  access: 'companyRead',
  request: z.object({ subPartyId: uuid('Sub party'), productId: uuid('Product'), issueDate: isoDate('Issue date'), exceptSlipId: uuid('Slip').optional() }),
  response: z.array(returnableSlipShape),
  command: false,
  gate: true,
});

export const slipsEndpoints = { nextNo, rates, add, bulkAdd, update, remove, transfer, updateItem, deleteItem, code, scan, mine, returnable };
