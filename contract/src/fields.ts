// Request field schemas shared by every endpoint, with the spec's limits (section 5) and readable messages.
import { z } from 'zod';
import { AMT, MAX_DECIMAL_LENGTH, PCT, QTY, RATE, formatDecimal, parseDecimal } from './decimal.ts';
import { GST_DOCUMENT_NO_MAX, MAX_AMOUNT, MAX_PERCENT, MAX_QUANTITY, MAX_RATE, maxDate, MIN_DATE, NOTE_MAX, PASSWORD_MAX } from './limits.ts';
import { JOB_WORKER_CHALLAN_LABELS, ONWARD_KINDS, ONWARD_LABELS } from './slips.ts';
import { istDate, isValidDate } from './months.ts';
import { mobileDigits } from './mobile.ts';
import { said, says } from './i18n/messages.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in any letter case, stored lower-case: the projector matches ids exactly. */
export const uuid = (label: string) =>
  z
    .string({ error: says('required', { label }) })
    .max(36, { error: says('notValidId', { label }) })
    .regex(UUID_RE, { error: says('notValidId', { label }) })
    .transform((v) => v.toLowerCase());

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: says('required', { label }) })
    .trim()
    .min(1, { error: says('required', { label }) })
    .max(max, { error: says('atMostChars', { label, n: max }) });

/** Optional text: empty or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: says('mustBeText', { label }) })
    .trim()
    .max(max, { error: says('atMostChars', { label, n: max }) })
    .nullish()
    .transform((v) => (v ? v : null));

/** A note (NOTE_MAX characters): empty or missing becomes null. */
export const noteText = () => optionalText('Note', NOTE_MAX);

/** A mobile number: cleaned (mobileDigits), then exactly 10 digits. */
export const mobileNo = z
  .string({ error: says('mobileRequired') })
  .transform(mobileDigits)
  .pipe(z.string().min(1, { error: says('mobileRequired') }).regex(/^\d{10}$/, { error: says('mobileDigits') }));

export const password = (label = 'Password') => requiredText(label, PASSWORD_MAX);

/** Indian mobile numbers: 10 digits starting 6–9. Required of new accounts; existing ones still sign in. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const newMobileNo = z
  .string({ error: says('mobileRequired') })
  .transform(mobileDigits)
  .pipe(z.string().min(1, { error: says('mobileRequired') }).regex(INDIAN_MOBILE, { error: says('newMobile') }));

/** A password being set: at least 8 characters. Logging in checks only that one was typed. */
export const MIN_PASSWORD = 8;
export const newPassword = (label = 'Password') =>
  password(label).refine((value) => value.length >= MIN_PASSWORD, said('atLeastChars', { label, n: MIN_PASSWORD }));

/** Significant digits of a number's shortest decimal form: more than 15 means the JSON text was rounded. */
function significantDigits(text: string): number {
  return text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length;
}

/**
 * A decimal as a string, or as a JSON number whose text has at most 15 significant digits (beyond
 * that the number was already rounded when the JSON was parsed), normalised to a fixed-scale string.
 * A blank string is a value left out: required.
 */
function decimal(label: string, scale: number, opts: { min?: bigint; max: bigint; positive?: boolean; tooLarge: string }) {
  return z
    .union([z.number(), z.string()], { error: says('required', { label }) })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', ...said('required', { label }) });
        return z.NEVER;
      }
      if (typeof value === 'number' && Number.isFinite(value) && significantDigits(String(value)) > 15) {
        ctx.addIssue({ code: 'custom', ...said('tooManyDigits', { label }) });
        return z.NEVER;
      }
      const units = typeof value === 'string' && value.length > MAX_DECIMAL_LENGTH ? null : parseDecimal(value, scale);
      if (units === null) {
        ctx.addIssue({ code: 'custom', ...said('decimals', { label, n: scale }) });
        return z.NEVER;
      }
      if (opts.positive && units <= 0n) {
        ctx.addIssue({ code: 'custom', ...said('greaterThanZero', { label }) });
        return z.NEVER;
      }
      if (opts.min !== undefined && units < opts.min) {
        ctx.addIssue({ code: 'custom', ...(opts.min === 0n ? said('notNegative', { label }) : said('atLeastNegative', { label, n: opts.tooLarge })) });
        return z.NEVER;
      }
      if (units > opts.max) {
        ctx.addIssue({ code: 'custom', ...said('atMost', { label, n: opts.tooLarge }) });
        return z.NEVER;
      }
      return formatDecimal(units, scale);
    });
}

/** A limit in words, grouped as owners read it: 10^7 KG → "1,00,00,000" (the limits are whole numbers). */
const grouped = (units: bigint, scale: number) => new Intl.NumberFormat('en-IN').format(units / 10n ** BigInt(scale));

// Business limits (contract/src/limits.ts; the arithmetic is in docs/architecture.md, "Limits").
const MAX_QUANTITY_TEXT = `${grouped(MAX_QUANTITY, QTY)} KG`;
const MAX_AMOUNT_TEXT = `₹${grouped(MAX_AMOUNT, AMT)}`;
export const quantity = (label: string, opts: { positive?: boolean; signed?: boolean } = {}) =>
  decimal(label, QTY, { positive: opts.positive, min: opts.signed ? -MAX_QUANTITY : 0n, max: MAX_QUANTITY, tooLarge: MAX_QUANTITY_TEXT });
export const amount = (label: string, opts: { positive?: boolean; signed?: boolean } = {}) =>
  decimal(label, AMT, { positive: opts.positive, min: opts.signed ? -MAX_AMOUNT : 0n, max: MAX_AMOUNT, tooLarge: MAX_AMOUNT_TEXT });
export const rate = (label: string) => decimal(label, RATE, { min: 0n, max: MAX_RATE, tooLarge: `₹${grouped(MAX_RATE, RATE)} per KG` });
export const percentage = (label: string) => decimal(label, PCT, { min: 0n, max: MAX_PERCENT, tooLarge: grouped(MAX_PERCENT, PCT) });

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** The window of dates a document may carry: MIN_DATE to one year after today (Asia/Kolkata). */
export function dateWindow(now = new Date()): { min: string; max: string } {
  return { min: MIN_DATE, max: maxDate(istDate(now)) };
}

/** A date: YYYY-MM-DD inside the window; a blank one is a date left out: required. */
export const isoDate = (label: string) =>
  z
    .string({ error: says('required', { label }) })
    .min(1, { error: says('required', { label }), abort: true })
    .max(10, { error: says('isoDate', { label }) })
    .refine(isValidDate, said('isoDate', { label }))
    .superRefine((v, ctx) => {
      const { min, max } = dateWindow();
      if (v < min || v > max) {
        ctx.addIssue({ code: 'custom', ...said('dateBetween', { label, from: ddmmyyyy(min), to: ddmmyyyy(max) }) });
      }
    });

const MONTH_ID = /^([0-9a-fA-F-]{36}):(\d{4})-(\d{2})$/;

/**
 * A month of a party or sub-party, `<id>:YYYY-MM`: the id in any case (stored lower-case), a month
 * 1 to 12 inside the date window's months.
 */
export const monthRef = (label: string) =>
  z
    .string({ error: says('required', { label }) })
    .max(44, { error: says('notMonthId', { label }) })
    .transform((v, ctx) => {
      const m = MONTH_ID.exec(v);
      const [, id = '', yyyy = '', mm = ''] = m ?? [];
      if (!m || !UUID_RE.test(id)) {
        ctx.addIssue({ code: 'custom', ...said('notMonthId', { label }) });
        return z.NEVER;
      }
      const year = Number(yyyy);
      const month = Number(mm);
      const { min, max } = dateWindow();
      const ym = `${yyyy}-${mm}`;
      if (month < 1 || month > 12 || ym < min.slice(0, 7) || ym > max.slice(0, 7)) {
        ctx.addIssue({ code: 'custom', ...said('monthBetween', { label, from: `${min.slice(5, 7)}-${min.slice(0, 4)}`, to: `${max.slice(5, 7)}-${max.slice(0, 4)}` }) });
        return z.NEVER;
      }
      return { id: id.toLowerCase(), year, month };
    });

/**
 * The job worker's own challan on a received (IN) slip or a Received Challan (ITC-04 Table 5A): its number
 * (GST_DOCUMENT_NO_MAX characters) and date, each optional on the wire (missing, null or blank: none).
 * Both or neither, and the date not after the document's, is jobWorkerChallanProblem (slips.ts), checked on
 * what the document will hold; a slip going out or any other bill kind is refused one by its decider.
 */
export const jobWorkerChallanFields = () => ({
  jobWorkerChallanNo: optionalText(JOB_WORKER_CHALLAN_LABELS.jobWorkerChallanNo, GST_DOCUMENT_NO_MAX),
  jobWorkerChallanDate: isoDate(JOB_WORKER_CHALLAN_LABELS.jobWorkerChallanDate).nullish().transform((v) => v ?? null),
});

/**
 * Where a received (IN) slip's goods went when they did not come to us (ITC-04 Tables 5B and 5C): each optional on
 * the wire (missing, null or blank: none). How they fit together is onwardProblem (slips.ts), checked on what the slip
 * will hold; a slip going out is refused any by its decider.
 */
export const onwardFields = () => ({
  onward: z.enum(ONWARD_KINDS, { error: says('oneOf', { label: ONWARD_LABELS.onward, list: ONWARD_KINDS.join(', ') }) }).nullish().transform((v) => v ?? null),
  onwardPartyId: uuid(ONWARD_LABELS.onwardPartyId).nullish().transform((v) => v ?? null),
  saleInvoiceNo: optionalText(ONWARD_LABELS.saleInvoiceNo, GST_DOCUMENT_NO_MAX),
  saleInvoiceDate: isoDate(ONWARD_LABELS.saleInvoiceDate).nullish().transform((v) => v ?? null),
});
