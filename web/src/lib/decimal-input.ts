// Numbers as owners type them: Indian grouping (1,00,000.50), international grouping (100,000.50) or
// none, with commas or spaces between the groups (pasted from WhatsApp or Excel). While typing, the
// field shows the value grouped en-IN; on Save the text becomes a plain decimal string, or a message
// says what is wrong with it. Nothing typed is ever dropped or rounded. No zod here: DecimalInput draws with
// this, and a form's rules for a typed number (its request's own, request-check.ts) come with the form.

import { formatWhole } from '@ledger/contract/format';
import { SEPARATOR, SEPARATORS, groupsOf, readDecimal, splitNumber as split } from '@ledger/contract/grouping';

export { isGroupingValid, readDecimal } from '@ledger/contract/grouping';

/** The integer digits grouped en-IN: '100000' → '1,00,000'; leading zeros go, one '0' stays. */
function groupIndian(digits: string): string {
  if (digits === '') return '';
  return formatWhole(digits);
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
  // Leading zeros ("0,000" after the 1 of "10,000" was deleted) stay until a digit goes in front.
  if (/^0\d/.test(digits)) return text;
  const point = parts.fraction === undefined ? '' : `.${parts.fraction}`;
  return `${parts.sign}${groupIndian(digits)}${point}`;
}

const DIGIT = /\d/;
const SIGNIFICANT = /[\d.-]/;

/** How many digits, points and signs come before `position` in `text`. */
function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let index = 0; index < position && index < text.length; index += 1) {
    if (SIGNIFICANT.test(text[index] ?? '')) count += 1;
  }
  return count;
}

/** The caret position just after the `count`-th digit, point or sign of `text`. */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (SIGNIFICANT.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** The field's text and where its caret is. */
export interface DecimalEdit {
  text: string;
  caret: number;
}

/**
 * One keystroke, paste or deletion in a number field: `shown` is what the field showed, `typed` and
 * `caret` what the browser made of it, `deleting` the direction of a Backspace ('backward') or Delete
 * ('forward'). Answers the text to show (grouped en-IN as far as it reads as a number) and where the
 * caret goes: after the same digits as before, and after a separator the owner just typed, so the next
 * digit lands behind it ("1," then "0" is "1,0", not "10,"). Backspace or Delete on a grouping comma
 * removes the digit beyond it, since the comma would only come back.
 */
export function editDecimal(shown: string, typed: string, caret: number, deleting?: 'backward' | 'forward'): DecimalEdit {
  let text = typed;
  let at = Math.max(0, Math.min(caret, typed.length));
  const removedSeparator =
    deleting !== undefined &&
    typed.length === shown.length - 1 &&
    SEPARATOR.test(shown[at] ?? '') &&
    typed === shown.slice(0, at) + shown.slice(at + 1) &&
    groupWhileTyping(typed) === shown;
  if (removedSeparator) {
    const digit = deleting === 'backward' ? lastDigitBefore(typed, at) : firstDigitFrom(typed, at);
    if (digit !== -1) {
      text = typed.slice(0, digit) + typed.slice(digit + 1);
      at = deleting === 'backward' ? digit : at;
    }
  }
  const next = groupWhileTyping(text);
  if (next === text) return { text, caret: at };
  let position = positionAfter(next, significantBefore(text, at));
  // The caret sat just after a separator: keep it after the separator that stands there now.
  if (SEPARATOR.test(text[at - 1] ?? '') && SEPARATOR.test(next[position] ?? '')) position += 1;
  return { text: next, caret: position };
}

function lastDigitBefore(text: string, position: number): number {
  for (let index = position - 1; index >= 0; index -= 1) if (DIGIT.test(text[index] ?? '')) return index;
  return -1;
}

function firstDigitFrom(text: string, position: number): number {
  for (let index = position; index < text.length; index += 1) if (DIGIT.test(text[index] ?? '')) return index;
  return -1;
}

/** The plain decimal string to send for a value the form has already checked. */
export function asDecimal(text: string): string {
  const reading = readDecimal(text, { scale: Number.MAX_SAFE_INTEGER, negative: true });
  return reading.ok ? reading.value : text.trim();
}
