// Field schemas shared by every route, with the spec's limits (section 5) and readable messages.
import { z } from 'zod';
import { AMT, PCT, QTY, RATE, formatDecimal, parseDecimal, isValidDate } from '@ledger/projections';

export const uuid = (label: string) => z.string({ error: `${label} is required` }).uuid(`${label} is not a valid id`);

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional note: empty or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const mobileNo = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .regex(/^\d{10}$/, 'Mobile number must be 10 digits');

export const password = (label = 'Password') => requiredText(label, 50);

/** A decimal as a JSON number or string, normalised to a fixed-scale string. */
function decimal(label: string, scale: number, opts: { min?: bigint; max?: bigint; positive?: boolean }) {
  return z
    .union([z.number(), z.string()], { error: `${label} is required` })
    .transform((value, ctx) => {
      const units = parseDecimal(value, scale);
      if (units === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number with at most ${scale} decimals` });
        return z.NEVER;
      }
      if (opts.positive && units <= 0n) {
        ctx.addIssue({ code: 'custom', message: `${label} must be greater than 0` });
        return z.NEVER;
      }
      if (opts.min !== undefined && units < opts.min) {
        ctx.addIssue({ code: 'custom', message: `${label} must not be negative` });
        return z.NEVER;
      }
      if (opts.max !== undefined && units > opts.max) {
        ctx.addIssue({ code: 'custom', message: `${label} is too large` });
        return z.NEVER;
      }
      return formatDecimal(units, scale);
    });
}

const MAX_QTY = 10n ** 15n; // a trillion KG: anything above is a typing error
const MAX_AMT = 10n ** 16n;
export const quantity = (label: string, opts: { positive?: boolean; signed?: boolean } = {}) =>
  decimal(label, QTY, { positive: opts.positive, min: opts.signed ? -MAX_QTY : 0n, max: MAX_QTY });
export const amount = (label: string, opts: { positive?: boolean; signed?: boolean } = {}) =>
  decimal(label, AMT, { positive: opts.positive, min: opts.signed ? -MAX_AMT : 0n, max: MAX_AMT });
export const rate = (label: string) => decimal(label, RATE, { min: 0n, max: 10n ** 10n });
export const percentage = (label: string) => decimal(label, PCT, { min: 0n, max: 100n * 100n });

export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isValidDate, `${label} must be a date in YYYY-MM-DD format`);
