// Display formatting for money, KG and dates; numbers go to Intl as decimal strings so no digit is lost.
import dayjs from 'dayjs';

// Amounts and KG have one home, shared with the server's PDFs: @ledger/contract's format.ts.
export { formatAmount, formatKg, formatWhole } from '@ledger/contract';

/** DD-MM-YYYY from YYYY-MM-DD or an ISO timestamp. */
export function formatDate(value: string): string {
  return dayjs(value).format('DD-MM-YYYY');
}

/** DD-MM-YYYY HH:mm from an ISO timestamp, in the browser's time zone. */
export function formatTimestamp(value: string): string {
  return dayjs(value).format('DD-MM-YYYY HH:mm');
}

// Made on first use (making it loads locale and zone data): the screens that import this module mostly never call it.
let kolkata: Intl.DateTimeFormat | undefined;
const KOLKATA = () =>
  (kolkata ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }));

/** DD-MM-YYYY HH:mm of an instant in Asia/Kolkata, whatever the browser's zone (audit times are IST). */
export function formatKolkata(instant: string): string {
  const parts = Object.fromEntries(KOLKATA().formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A 10-digit Indian mobile as owners write it: '98765 43210'. */
export const formatPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);
