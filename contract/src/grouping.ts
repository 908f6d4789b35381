// Numbers as owners write them: Indian grouping (1,00,000.50), international grouping (100,000.50) or none,
// with commas or spaces between the groups (typed, pasted from WhatsApp, or read from a sheet). One home for the
// reading: the web's number fields (web/src/lib/decimal-input.ts) and the party import's sheet reader
// (party-import-check.ts) both read a figure here, so "commas in the wrong place" means the same on both.

/** Comma, space, no-break space and narrow no-break space (Excel and Intl output) separate digit groups. */
export const SEPARATOR = /[,\s\u00a0\u202f]/;
export const SEPARATORS = /[,\s\u00a0\u202f]/g;
const NUMBER_LIKE = /^(-?)([\d,\s\u00a0\u202f]*)(?:\.(\d*))?$/;

interface Parts {
  sign: '' | '-';
  /** The integer part as typed, separators included. */
  whole: string;
  /** The digits after the point; undefined when there is no point. */
  fraction: string | undefined;
}

export function splitNumber(text: string): Parts | null {
  const match = NUMBER_LIKE.exec(text.trim());
  if (!match) return null;
  return { sign: match[1] === '-' ? '-' : '', whole: match[2] ?? '', fraction: match[3] };
}

export function groupsOf(whole: string): string[] {
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

export interface DecimalRules {
  /** Digits allowed after the point. */
  scale: number;
  /** A leading minus is allowed (opening balances). */
  negative?: boolean;
}

export type DecimalReading = { ok: true; value: string } | { ok: false; problem: 'notNumber' | 'grouping' | 'scale' | 'negative' };

/** The plain decimal string a typed value means ('1,00,000.50' → '100000.50', '.5' → '0.5'), or why it means none. */
export function readDecimal(text: string, rules: DecimalRules): DecimalReading {
  const parts = splitNumber(text);
  if (!parts || !/\d/.test(`${parts.whole}${parts.fraction ?? ''}`)) return { ok: false, problem: 'notNumber' };
  if (parts.sign === '-' && !rules.negative) return { ok: false, problem: 'negative' };
  if (!isGroupingValid(parts.whole)) return { ok: false, problem: 'grouping' };
  const fraction = parts.fraction ?? '';
  if (fraction.length > rules.scale) return { ok: false, problem: 'scale' };
  const whole = parts.whole.replace(SEPARATORS, '').replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value: `${parts.sign}${whole}${fraction ? `.${fraction}` : ''}` };
}

