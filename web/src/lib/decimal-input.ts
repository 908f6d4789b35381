// Numbers as owners type them: Indian grouping (1,00,000.50), international grouping (100,000.50) or
// none, with commas or spaces between the groups (pasted from WhatsApp or Excel). While typing, the
// field shows the value grouped en-IN; on Save the text becomes a plain decimal string, or a message
// says what is wrong with it. Nothing typed is ever dropped or rounded.
import { z } from 'zod';
import { toScaled } from './decimal';
import { localMessage } from './local-message';

/** Comma, space, no-break space and narrow no-break space (Excel and Intl output) separate digit groups. */
const SEPARATOR = /[,\s\u00a0\u202f]/;
const SEPARATORS = /[,\s\u00a0\u202f]/g;
const NUMBER_LIKE = /^(-?)([\d,\s\u00a0\u202f]*)(?:\.(\d*))?$/;

const indianGrouping = new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 });

interface Parts {
  sign: '' | '-';
  /** The integer part as typed, separators included. */
  whole: string;
  /** The digits after the point; undefined when there is no point. */
  fraction: string | undefined;
}

function split(text: string): Parts | null {
  const match = NUMBER_LIKE.exec(text.trim());
  if (!match) return null;
  return { sign: match[1] === '-' ? '-' : '', whole: match[2] ?? '', fraction: match[3] };
}

function groupsOf(whole: string): string[] {
  return whole.split(SEPARATOR);
}

/**
 * Separators sit where en-IN (1,00,000) or international (100,000) grouping puts them, or there are
 * none. "1,5" (a decimal comma) and "1,0000" are not grouping.
 */
export function isGroupingValid(whole: string): boolean {
  if (!SEPARATOR.test(whole)) return /^\d*$/.test(whole);
  const groups = groupsOf(whole);
  if (groups.some((group) => !/^\d+$/.test(group))) return false;
  const [first = '', ...rest] = groups;
  const last = rest[rest.length - 1] ?? '';
  const middle = rest.slice(0, -1);
  if (last.length !== 3 || first.length > 3) return false;
  const indian = middle.every((group) => group.length === 2) && (middle.length === 0 || first.length <= 2);
  const international = middle.every((group) => group.length === 3);
  return indian || international;
}

/** The integer digits grouped en-IN: '100000' → '1,00,000'; leading zeros go, one '0' stays. */
function groupIndian(digits: string): string {
  if (digits === '') return '';
  return indianGrouping.format(BigInt(digits));
}

/**
 * What the field shows while the owner types: the value regrouped en-IN when what is typed reads as a
 * number (separators between groups of two or more digits, as half-typed grouping is), else exactly what
 * was typed, so the message on Save can point at it.
 */
export function groupWhileTyping(text: string): string {
  const parts = split(text);
  if (!parts) return text;
  const groups = groupsOf(parts.whole);
  const [, ...after] = groups;
  // A separator just typed ("1,"), doubled, leading, or followed by one digit ("1,5"): leave as typed.
  if (groups.length > 1 && (groups[0] === '' || after.some((group) => group.length < 2))) return text;
  const digits = parts.whole.replace(SEPARATORS, '');
  const point = parts.fraction === undefined ? '' : `.${parts.fraction}`;
  return `${parts.sign}${groupIndian(digits)}${point}`;
}

export interface DecimalRules {
  /** Digits allowed after the point. */
  scale: number;
  /** A leading minus is allowed (opening balances). */
  negative?: boolean;
}

export type DecimalReading = { ok: true; value: string } | { ok: false; problem: 'notNumber' | 'grouping' | 'scale' | 'negative' };

/** The plain decimal string a typed value means ('1,00,000.50' → '100000.50', '.5' → '0.5'), or why it means none. */
export function readDecimal(text: string, rules: DecimalRules): DecimalReading {
  const parts = split(text);
  if (!parts || !/\d/.test(`${parts.whole}${parts.fraction ?? ''}`)) return { ok: false, problem: 'notNumber' };
  if (parts.sign === '-' && !rules.negative) return { ok: false, problem: 'negative' };
  if (!isGroupingValid(parts.whole)) return { ok: false, problem: 'grouping' };
  const fraction = parts.fraction ?? '';
  if (fraction.length > rules.scale) return { ok: false, problem: 'scale' };
  const whole = parts.whole.replace(SEPARATORS, '') || '0';
  return { ok: true, value: `${parts.sign}${whole}${fraction ? `.${fraction}` : ''}` };
}

/** The plain decimal string to send for a value the form has already checked. */
export function asDecimal(text: string): string {
  const reading = readDecimal(text, { scale: Number.MAX_SAFE_INTEGER, negative: true });
  return reading.ok ? reading.value : text.trim();
}

const PROBLEMS = {
  notNumber: (label: string, scale: number) => `${label} must be a number with at most ${scale} decimals`,
  grouping: (label: string) => `${label}: put commas only between digit groups, as in 1,00,000.50`,
  scale: (label: string, scale: number) => `${label} must be a number with at most ${scale} decimals`,
  negative: (label: string) => `${label} cannot be negative`,
} as const;

/** The first message a field rule has for `value` (in the chosen language), or undefined when it passes (fields checked outside a form). */
export const firstProblem = (rule: z.ZodType<unknown, string>, value: string): string | undefined => {
  const message = rule.safeParse(value).error?.issues[0]?.message;
  return message === undefined ? undefined : localMessage(message);
};

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
    .min(1, `${label} is required`)
    .superRefine((text, ctx) => {
      const reading = readDecimal(text, rules);
      if (!reading.ok) {
        ctx.addIssue({ code: 'custom', message: PROBLEMS[reading.problem](label, scale) });
        return;
      }
      const scaled = toScaled(reading.value, scale);
      if (options.positive && scaled <= 0n) ctx.addIssue({ code: 'custom', message: `${label} must be more than 0` });
      else if (options.max !== undefined && scaled > toScaled(options.max, scale)) {
        ctx.addIssue({ code: 'custom', message: `${label} can be at most ${options.max}` });
      }
    });
}
