// Dates as Indian owners type them, whatever the browser's language: day first. 3-4-2026, 03/04/26,
// 03.04.2026, 03042026 and 3-4 (this year) all mean 3 April; a pasted 2026-04-03 is read as ISO.
// The answer is the YYYY-MM-DD the API takes, or null when the text names no real date.

import { istDate, lastDayOfMonth } from '@ledger/contract';

/** Today's date in India as YYYY-MM-DD ("today" is Asia/Kolkata, docs/api.md): the contract's istDate, as on the server. */
export function todayInKolkata(now: Date = new Date()): string {
  return istDate(now);
}

const DAY_FIRST = /^(\d{1,2})[-/.\s](\d{1,2})(?:[-/.\s](\d{2}|\d{4}))?$/;
const PACKED = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = Number(lastDayOfMonth(year, month).slice(8));
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `today` (YYYY-MM-DD, Asia/Kolkata) gives the year when none is typed; two-digit years are 20YY. */
export function parseTypedDate(text: string, today: string): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const match = DAY_FIRST.exec(trimmed) ?? PACKED.exec(trimmed);
  if (!match) return null;
  const typedYear = match[3];
  const year = typedYear === undefined ? Number(today.slice(0, 4)) : typedYear.length === 2 ? 2000 + Number(typedYear) : Number(typedYear);
  return isoOf(year, Number(match[2]), Number(match[1]));
}

export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
