// Figures as owners read them, shared by the web screens and the server's PDFs and shared pages:
// en-IN grouping, ₹ for amounts, 3 decimals for KG, DD-MM-YYYY dates, "April 2026" months. Numbers go
// to Intl as decimal strings, so no digit is lost.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kg = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

// Intl formats numeric strings exactly; the cast only tells TypeScript the string is numeric.
const numeric = (value: string) => value.trim() as Intl.StringNumericLiteral;

/** ₹1,23,456.50 from "123456.5". */
export const formatAmount = (value: string): string => inr.format(numeric(value));

/** 1,05,500.000 from "105500". */
export const formatKg = (value: string): string => kg.format(numeric(value));

/** 03-04-2026 from 2026-04-03. */
export const formatIsoDate = (isoDate: string): string => `${isoDate.slice(8, 10)}-${isoDate.slice(5, 7)}-${isoDate.slice(0, 4)}`;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** 'April 2026'. */
export const monthName = (month: number, year: number): string => `${MONTH_NAMES[month - 1] ?? MONTH_NAMES[0]} ${year}`;
