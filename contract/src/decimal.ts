// Exact fixed-point arithmetic for KG, rupees, rates and percentages.
// A value is a bigint count of the smallest unit of its scale (grams, paise, basis points).
// Rounding is half away from zero, as Postgres round(numeric, n) does (ledger rules, "Numbers").

export const QTY = 3; // KG, 3 decimals
export const AMT = 2; // rupees, 2 decimals
export const RATE = 2; // rupees per KG, 2 decimals
export const PCT = 2; // loss percentage, 2 decimals

const TEN = 10n;

// No nested quantifiers: matching is linear in the (capped) length.
const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d+))?$/;
/** Longest decimal text accepted anywhere: 40 characters (a sign, 30 digits, a point, decimals). */
export const MAX_DECIMAL_LENGTH = 40;

// Powers of ten up to the longest decimal (MAX_DECIMAL_LENGTH digits) made once: a bigint power made afresh for every
// product and rounding was most of mulRound's time (~80 of ~110 ns a call), and the fold and render call it millions of
// times in a rebuild.
const POW10: readonly bigint[] = Array.from({ length: MAX_DECIMAL_LENGTH + 1 }, (_, n) => TEN ** BigInt(n));
const pow10 = (n: number): bigint => POW10[n] ?? TEN ** BigInt(n);
/** formatDecimal of zero at each scale (a third of the figures a rebuild writes are zero: bags, rejects, losses). */
const ZEROS = ['0', '0.0', '0.00', '0.000', '0.0000'];

/** Parses "105.5", "-0.860" or 105.5 into units of `scale`; null when malformed or too precise. */
export function parseDecimal(input: string | number, scale: number): bigint | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // Shortest round-trip representation; exponent forms are rejected below.
    text = String(input);
  } else {
    text = input.trim();
  }
  // Length first, before any pattern: no decimal the ledger keeps is longer than this.
  if (text.length > MAX_DECIMAL_LENGTH) return null;
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const [, sign, whole = '0', frac = ''] = m; // the pattern requires the whole part; the default only satisfies the type
  let end = frac.length;
  while (end > 0 && frac.charCodeAt(end - 1) === 48 /* '0' */) end--;
  const trimmed = frac.slice(0, end);
  if (trimmed.length > scale) return null;
  const units = BigInt(whole) * pow10(scale) + (trimmed ? BigInt(trimmed.padEnd(scale, '0')) : 0n);
  return sign === '-' ? -units : units;
}

/**
 * Units of a decimal the system wrote itself (a read-model column, an answer it built): one that does not parse is a
 * bug, thrown with its text, never read as a number it is not. Input from outside is checked with parseDecimal.
 */
export function decimalUnits(text: string, scale: number): bigint {
  const units = parseDecimal(text, scale);
  if (units === null) throw new Error(`Not a decimal of ${scale} places: ${JSON.stringify(text)}`);
  return units;
}

/** Formats units of `scale` as a fixed-scale decimal string: 2707.5 rupees → "2707.50". */
export function formatDecimal(units: bigint, scale: number): string {
  const zero = units === 0n ? ZEROS[scale] : undefined;
  if (zero !== undefined) return zero;
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const digits = abs.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? '.' + digits.slice(digits.length - scale) : '';
  return (negative ? '-' : '') + whole + frac;
}

/** Divides and rounds half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n + d / 2n) / d; // d is a power of ten here, so d/2 is exact
  return negative ? -q : q;
}

/** a (scale sa) × b (scale sb), rounded to scale `out`. */
export function mulRound(a: bigint, sa: number, b: bigint, sb: number, out: number): bigint {
  const shift = sa + sb - out;
  const product = a * b;
  return shift >= 0 ? divRound(product, pow10(shift)) : product * pow10(-shift);
}

/** Ledger product: quantity (KG) × rate (₹/KG) → amount (₹), round2. */
export const amountOf = (quantity: bigint, rate: bigint): bigint => mulRound(quantity, QTY, rate, RATE, AMT);

/** Ledger loss: quantity × percentage / 100 → KG, round3. */
export const lossOf = (quantity: bigint, percentage: bigint): bigint =>
  divRound(quantity * percentage, pow10(PCT + 2));

export const sum = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};
