// Business limits on what a request may record (the API refuses more with 400; the web can say so
// before sending). Chosen so that every sum a read model keeps fits its column with a wide margin:
// docs/architecture.md, "Limits"; the column capacities are in projections/src/columns.ts.
import { AMT, PCT, QTY, RATE } from './decimal.ts';

const units = (whole: bigint, scale: number) => whole * 10n ** BigInt(scale);

/** Largest KG on one document or opening balance: 1 crore KG (10,000 tonnes). */
export const MAX_QUANTITY = units(10_000_000n, QTY);
/** Largest rate: ₹1,00,000 per KG. */
export const MAX_RATE = units(100_000n, RATE);
/** Largest rupee amount typed on one document or opening balance: ₹1,000 crore. */
export const MAX_AMOUNT = units(10_000_000_000n, AMT);
/** Loss percentage: 0 to 100. */
export const MAX_PERCENT = units(100n, PCT);

/** A party's, product's, sub-party's or company's (account's) name: at most this long (characters). */
export const NAME_MAX = 50;
/** A password as typed, when logging in or setting one (characters; at least MIN_PASSWORD for a new one, fields.ts). */
export const PASSWORD_MAX = 50;
/** The admin's username (characters). */
export const ADMIN_USERNAME_MAX = 10;
/** An OTP: exactly this many digits. */
export const OTP_DIGITS = 4;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);
/** A phone or mobile number as typed, with spaces, dashes or +91 (10 digits once cleaned, mobileDigits). */
export const PHONE_TYPED_MAX = 20;
/** A GSTIN as typed (15 characters once spaces are dropped). */
export const GSTIN_TYPED_MAX = 30;
/** An HSN code as typed (4, 6 or 8 digits once spaces are dropped). */
export const HSN_TYPED_MAX = 20;
/** A party's or the company's address (characters). */
export const ADDRESS_MAX = 300;

/** Longest note on a document, product, party, sub-party or month (characters). */
export const NOTE_MAX = 1000;
/** A debit or credit note's reason (ledger rules, "Debit and credit notes"): required, at most this long. */
export const REASON_MAX = 200;
/** A typed document number (a bill's, a note's): at most this long. */
export const NUMBER_MAX = 20;
/**
 * A GST document's number (an invoice's, a delivery challan's): at most 16 characters (CGST Rule 46(b), and Rule 55
 * for challans); the GST offline tool refuses a longer one in ITC-04. The job worker's challan number on a received
 * slip or Received Challan (Table 5A) and our sale invoice an IN slip names (Table 5C) are typed to it.
 */
export const GST_DOCUMENT_NO_MAX = 16;
/** Most of our OUT slips one received (IN) slip may name as the ones it returns (issue 30, named returns). */
export const NAMED_RETURNS_MAX = 20;
/** A slip number's prefix ('SL'), and the slip number after it: at most this long each. */
export const PREFIX_MAX = 10;
export const SLIP_NO_MAX = 10;

/** Most slips one bulk add records at once (/jobWorkItem/slip/bulkAdd/v1): all of them or none. */
export const BULK_SLIPS_MAX = 100;

/** Dates a document may carry: from 1 January 2000 to one year after today (Asia/Kolkata). */
export const MIN_DATE = '2000-01-01';
export const DATE_WINDOW_YEARS_AHEAD = 1;

/** The latest date a document may carry when "today" (Asia/Kolkata) is `today` (YYYY-MM-DD). */
export function maxDate(today: string): string {
  const year = Number(today.slice(0, 4)) + DATE_WINDOW_YEARS_AHEAD;
  // 29 February plus one year is 28 February.
  const md = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${md}`;
}

/** How long a gate clerk may correct a slip they wrote, from when the server recorded it (docs/gate.md "The gate clerk"). */
export const CLERK_CORRECTION_MINUTES = 30;

/** The moment a gate clerk's correction window for a slip recorded at `recordedAt` closes. */
export const clerkCorrectableUntil = (recordedAt: Date): Date => new Date(recordedAt.getTime() + CLERK_CORRECTION_MINUTES * 60_000);

/** Largest file the party import reads (/party/import/preview/v1, sent as base64 in JSON): 180 KB, ample for 500 rows. */
export const IMPORT_FILE_MAX_BYTES = 180_000;
/** Most parties, and most products, one import records at once: all of them or none. */
export const IMPORT_ROWS_MAX = 500;
/** Longest text one cell of an imported sheet may hold (the fields' own limits are shorter; this bounds the request). */
export const IMPORT_CELL_MAX = 1000;
