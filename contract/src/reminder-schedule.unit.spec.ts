// A scheduled reminder's "due" rule (docs/sharing.md "Scheduled reminders"): the day of the month, clamped to a
// shorter month's last day; never before the day; not for a month whose day fell before the schedule was set;
// "today" is the Asia/Kolkata date.
import { describe, expect, it } from 'vitest';
import { reminderDueDate, reminderDuePeriod, reminderText, sharedStatementUrl } from './endpoints/reminders.ts';
import { istDate } from './months.ts';

describe('reminderDueDate', () => {
  it('is the day itself in a month long enough, else the month’s last day', () => {
    expect(reminderDueDate('2026-11', 5)).toBe('2026-11-05');
    expect(reminderDueDate('2026-11', 31)).toBe('2026-11-30');
    expect(reminderDueDate('2027-02', 30)).toBe('2027-02-28');
    expect(reminderDueDate('2028-02', 31)).toBe('2028-02-29');
    expect(reminderDueDate('2026-12', 31)).toBe('2026-12-31');
  });
});

describe('reminderDuePeriod', () => {
  const set = (day: number, startsOn = '2026-01-01') => ({ day, startsOn });
  it('is not due before its day, and due (this month) on it and after it within the month', () => {
    expect(reminderDuePeriod(set(5), '2026-11-04')).toBeNull();
    expect(reminderDuePeriod(set(5), '2026-11-05')).toBe('2026-11');
    expect(reminderDuePeriod(set(5), '2026-11-30')).toBe('2026-11');
    expect(reminderDuePeriod(set(5), '2026-12-01')).toBeNull();
  });
  it('in a shorter month, is due on its last day', () => {
    expect(reminderDuePeriod(set(31), '2027-02-27')).toBeNull();
    expect(reminderDuePeriod(set(31), '2027-02-28')).toBe('2027-02');
    expect(reminderDuePeriod(set(30), '2026-11-30')).toBe('2026-11');
    expect(reminderDuePeriod(set(31), '2026-11-29')).toBeNull();
  });
  it('when set after this month’s day has passed, waits for next month; set on the day itself, goes today', () => {
    expect(reminderDuePeriod(set(5, '2026-11-20'), '2026-11-20')).toBeNull();
    expect(reminderDuePeriod(set(5, '2026-11-20'), '2026-11-30')).toBeNull();
    expect(reminderDuePeriod(set(5, '2026-11-20'), '2026-12-05')).toBe('2026-12');
    expect(reminderDuePeriod(set(20, '2026-11-20'), '2026-11-20')).toBe('2026-11');
    expect(reminderDuePeriod(set(31, '2027-02-28'), '2027-02-28')).toBe('2027-02');
  });
  it('goes by the Asia/Kolkata date: 00:30 IST on the 5th is the 4th in UTC, and due', () => {
    const instant = new Date('2026-11-04T19:00:00Z');
    expect(instant.toISOString().slice(0, 10)).toBe('2026-11-04');
    expect(reminderDuePeriod(set(5), istDate(instant))).toBe('2026-11');
    expect(reminderDuePeriod(set(5), istDate(new Date('2026-11-04T18:29:00Z')))).toBeNull();
  });
});

describe('the reminder’s text', () => {
  it('is the message, then the statement’s address on the next line', () => {
    expect(sharedStatementUrl('https://ledger.example.in/', 'abc')).toBe('https://ledger.example.in/s/abc');
    expect(reminderText('Dear A, your balance is ₹1.', 'https://x.in/s/abc')).toBe('Dear A, your balance is ₹1.\nhttps://x.in/s/abc');
  });
});
