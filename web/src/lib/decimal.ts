// Decimal strings on screen: what the user types read as scaled integers, the totals of the rows
// shown, and the sign and zero checks behind colours and dashes. The arithmetic is @ledger/contract's.
import { formatDecimal, sum } from '@ledger/contract';

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parse a decimal string into an integer scaled by 10^scale (extra digits are truncated toward zero). */
export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new Error(`Not a decimal: ${value}`);
  }
  const sign = match[1] === '-' ? -1n : 1n;
  const whole = match[2] || '0';
  const fraction = (match[3] ?? '').padEnd(scale, '0').slice(0, scale);
  return sign * BigInt(whole + fraction);
}

/** Render an integer scaled by 10^scale back as a fixed-scale decimal string. */
export const fromScaled = formatDecimal;

/** Sum decimal strings exactly at the given scale (totals of the rows shown). */
export const sumDecimals = (values: readonly string[], scale: number): string =>
  formatDecimal(sum(values.map((value) => toScaled(value, scale))), scale);

export function isNegative(value: string): boolean {
  return toScaled(value, 12) < 0n;
}

export function isZero(value: string): boolean {
  return toScaled(value, 12) === 0n;
}

/** Absolute value of a decimal string, keeping its digits as they are. */
export function absDecimal(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('-') || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed;
}
