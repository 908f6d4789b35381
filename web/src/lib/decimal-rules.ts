// A form's rule for a number typed as owners type it (decimal-input.ts reads it), as a zod schema: loaded with the
// forms that use it, not with the DecimalInput field.
import { z } from 'zod';
import { said, says } from '@ledger/contract';
import { toScaled } from './decimal';
import { readDecimal, type DecimalRules } from './decimal-input';

const PROBLEMS = {
  notNumber: (label: string, scale: number) => said('decimals', { label, n: scale }),
  grouping: (label: string) => said('groupCommas', { label }),
  scale: (label: string, scale: number) => said('decimals', { label, n: scale }),
  negative: (label: string) => said('cannotBeNegative', { label }),
} as const;

/** A required quantity, rate or amount field of a form, as typed (grouping allowed). */
export function decimalText(
  label: string,
  scale: number,
  options: { positive?: boolean; max?: string; negative?: boolean } = {},
) {
  const rules: DecimalRules = { scale, negative: options.negative };
  return z
    .string()
    .trim()
    .min(1, { error: says('required', { label }) })
    .superRefine((text, ctx) => {
      const reading = readDecimal(text, rules);
      if (!reading.ok) {
        ctx.addIssue({ code: 'custom', ...PROBLEMS[reading.problem](label, scale) });
        return;
      }
      const scaled = toScaled(reading.value, scale);
      if (options.positive && scaled <= 0n) ctx.addIssue({ code: 'custom', ...said('moreThanZero', { label }) });
      else if (options.max !== undefined && scaled > toScaled(options.max, scale)) {
        ctx.addIssue({ code: 'custom', ...said('canBeAtMost', { label, n: options.max }) });
      }
    });
}
