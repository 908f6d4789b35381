// Exact decimal-string arithmetic for totals: BigInt scaled integers, never floats.

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
export function fromScaled(scaled: bigint, scale: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Sum decimal strings exactly at the given scale. */
export function sumDecimals(values: readonly string[], scale: number): string {
  return fromScaled(
    values.reduce((total, value) => total + toScaled(value, scale), 0n),
    scale,
  );
}

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
