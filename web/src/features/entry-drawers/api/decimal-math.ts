// Products of decimal strings, rounded half away from zero, in BigInt (ledger rules "Numbers").
import { divRound } from '@ledger/contract';
import { fromScaled, toScaled } from '../../../lib/decimal';

const INPUT_SCALE = 6;

/** round(a × b / divisor, scale) as a fixed-scale string. */
export function multiply(a: string, b: string, scale: number, divisor = 1n): string {
  const product = toScaled(a, INPUT_SCALE) * toScaled(b, INPUT_SCALE);
  // product is scaled by 10^(2·INPUT_SCALE); bring it to 10^scale.
  const denominator = 10n ** BigInt(2 * INPUT_SCALE - scale) * divisor;
  return fromScaled(divRound(product, denominator), scale);
}

/** a − b at a fixed scale. */
export function subtract(a: string, b: string, scale: number): string {
  return fromScaled(toScaled(a, scale) - toScaled(b, scale), scale);
}

/** Parse user input as a decimal with at most `scale` places; null when it is not one. */
export function parseDecimalInput(value: string, scale: number, allowNegative = false): string | null {
  const trimmed = value.trim();
  const pattern = new RegExp(`^${allowNegative ? '-?' : ''}(\\d+(\\.\\d{0,${scale}})?|\\.\\d{1,${scale}})$`);
  return pattern.test(trimmed) ? trimmed : null;
}
