// Field rules shared by the slip, bill, challan and cash forms (spec section 5); numbers stay strings.
import { z } from 'zod';
import { toScaled } from '../../../lib/decimal';

export function decimalText(label: string, scale: number, options: { positive?: boolean; max?: string } = {}) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(new RegExp(`^\\d*(\\.\\d{0,${scale}})?$`), `${label} must be a number with at most ${scale} decimals`)
    .refine((value) => /\d/.test(value), `${label} must be a number`)
    .refine((value) => !options.positive || !/\d/.test(value) || toScaled(value, scale) > 0n, `${label} must be more than 0`)
    .refine(
      (value) => options.max === undefined || !/\d/.test(value) || toScaled(value, scale) <= toScaled(options.max, scale),
      `${label} can be at most ${options.max ?? ''}`,
    );
}

export const issueDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Issue Date is required');

export const noteField = z.string().max(1000, 'Note can have at most 1000 characters');

/** '105.5' → '105.5', '.5' → '0.5': the server accepts either; keep the user's digits. */
export const asDecimal = (value: string) => {
  const trimmed = value.trim();
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
};
