// Figures as owners read them, shared by the web screens and the server's PDFs and shared pages:
// en-IN grouping, ₹ for amounts, 3 decimals for KG, DD-MM-YYYY dates, "April 2026" months. Numbers go
// to Intl as decimal strings, so no digit is lost.
// A plain decimal string (what the API sends) is grouped and rounded here, by its digits (enIn): making the first
// Intl.NumberFormat loads the locale's data, 15-30 ms of a phone's main thread at 4× (a long task of its own,
// issue 28), and every signed-in screen draws figures. Anything else (an exponent, hex, an empty string) goes to Intl,
// made on first use, as before; the unit spec holds both to the same answers.
const lazily = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const inr = lazily(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const kg = lazily(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 }));
const whole = lazily(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

// Intl formats numeric strings exactly; the cast only tells TypeScript the string is numeric.
const numeric = (value: string) => value.trim() as Intl.StringNumericLiteral;

/** A plain decimal: sign, digits, an optional point and fraction. */
const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** `digits` + 1, carried ('0999' → '1000'). */
function plusOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A plain decimal string as Intl's en-IN formats it with exactly `places` decimals, by its digits: rounded half away
 * from zero (Intl's halfExpand), the whole part grouped 3 then 2 (1,23,45,678), a minus kept on a zero ('-0.00', as
 * Intl keeps it). Null for anything but a plain decimal.
 */
function enIn(value: string, places: number, prefix = ''): string | null {
  const parts = PLAIN_DECIMAL.exec(value.trim());
  if (!parts || (parts[2] === '' && (parts[3] ?? '') === '')) return null;
  const [, sign = '', wholePart = '', fraction = ''] = parts;
  let kept = `${wholePart || '0'}${fraction.slice(0, places).padEnd(places, '0')}`;
  if (Number(fraction[places] ?? '0') >= 5) kept = plusOne(kept);
  const digits = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '');
  const head = digits.slice(0, -3);
  const grouped = head === '' ? digits : `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return `${sign === '-' ? '-' : ''}${prefix}${grouped}${places > 0 ? `.${kept.slice(kept.length - places)}` : ''}`;
}

/** ₹1,23,456.50 from "123456.5". */
export const formatAmount = (value: string): string => enIn(value, 2, '₹') ?? inr().format(numeric(value));

/** 1,05,500 from 105500 or "105500": a count, or the whole part of a number being typed (web/src/lib/decimal-input.ts). */
export const formatWhole = (value: number | string): string =>
  (typeof value === 'string' || (Number.isSafeInteger(value) && !Object.is(value, -0)) ? enIn(String(value), 0) : null) ?? whole().format(typeof value === 'number' ? value : numeric(value));

/** 1,05,500.000 from "105500". */
export const formatKg = (value: string): string => enIn(value, 3) ?? kg().format(numeric(value));

/** 03-04-2026 from 2026-04-03. */
export const formatIsoDate = (isoDate: string): string => `${isoDate.slice(8, 10)}-${isoDate.slice(5, 7)}-${isoDate.slice(0, 4)}`;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** The months in Hindi (the same digits for the year: अप्रैल 2026). */
export const HINDI_MONTH_NAMES = [
  'जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर',
] as const;

/** 'April 2026'; in Hindi 'अप्रैल 2026'. Screens, PDFs and sheets all name months with this. */
export const monthName = (month: number, year: number, language: 'en' | 'hi' = 'en'): string => {
  const names = language === 'hi' ? HINDI_MONTH_NAMES : MONTH_NAMES;
  return `${names[month - 1] ?? names[0]} ${year}`;
};

/**
 * A rate as every screen and document labels it: '@ ₹12.50/KG'; a bill's labour and sale rates
 * '@ ₹2.00 + ₹95.00/KG'. A figure in brackets beside a name is never a rate: "Cash Received (1)" was a count.
 */
export const formatRate = (...rates: string[]): string => `@ ${rates.map(formatAmount).join(' + ')}/KG`;

/**
 * An item's burn loss as the statement, its print and its PDF show it: taken off the total when the loss
 * is inclusive ('-3.140'), added to it when exclusive ('+3.140'); the net quantity below is the result.
 */
export const formatBurnLoss = (lossQuantity: string, isLossInclusive: boolean): string =>
  `${isLossInclusive ? '-' : '+'}${formatKg(lossQuantity.replace(/^[+-]/, ''))}`;

/** A job-work item's heading: its product and, when it has one, its work rate ('HDPE Pipe @ ₹12.50/KG'). */
export const itemHeading = (item: { product: { name: string }; workRate: string }): string =>
  /[1-9]/.test(item.workRate) ? `${item.product.name} ${formatRate(item.workRate)}` : item.product.name;
