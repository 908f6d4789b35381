// Display formatting for money, KG and dates; numbers go to Intl as decimal strings so no digit is lost.
import dayjs from 'dayjs';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const kg = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

type NumericString = Intl.StringNumericLiteral;

function asNumeric(value: string): NumericString {
  // Intl formats numeric strings exactly; the cast only tells TypeScript the string is numeric.
  return value.trim() as NumericString;
}

/** ₹1,23,456.50 from "123456.5". */
export function formatAmount(value: string): string {
  return inr.format(asNumeric(value));
}

/** 1,05,500.000 from "105500". */
export function formatKg(value: string): string {
  return kg.format(asNumeric(value));
}

/** DD-MM-YYYY from YYYY-MM-DD or an ISO timestamp. */
export function formatDate(value: string): string {
  return dayjs(value).format('DD-MM-YYYY');
}

/** DD-MM-YYYY HH:mm from an ISO timestamp, in the browser's time zone. */
export function formatTimestamp(value: string): string {
  return dayjs(value).format('DD-MM-YYYY HH:mm');
}

const KOLKATA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** DD-MM-YYYY HH:mm of an instant in Asia/Kolkata, whatever the browser's zone (audit times are IST). */
export function formatKolkata(instant: string): string {
  const parts = Object.fromEntries(KOLKATA.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
