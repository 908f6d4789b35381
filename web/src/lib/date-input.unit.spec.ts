// Day-first dates whatever the browser's language.
import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './date-input';

const today = '2026-11-23';

describe('typed dates', () => {
  it('when the owner types day first with any separator, then it is that day', () => {
    expect(parseTypedDate('03-04-2026', today)).toBe('2026-04-03');
    expect(parseTypedDate('3-4-2026', today)).toBe('2026-04-03');
    expect(parseTypedDate('03/04/2026', today)).toBe('2026-04-03');
    expect(parseTypedDate('03.04.26', today)).toBe('2026-04-03');
    expect(parseTypedDate('03042026', today)).toBe('2026-04-03');
    expect(parseTypedDate(' 31-12-2025 ', today)).toBe('2025-12-31');
  });

  it('when no year is typed, then it is this year; a pasted ISO date is read as ISO', () => {
    expect(parseTypedDate('3-4', today)).toBe('2026-04-03');
    expect(parseTypedDate('2026-04-03', today)).toBe('2026-04-03');
  });

  it('when the text names no real date, then there is none', () => {
    for (const text of ['', '31-02-2026', '00-04-2026', '12-13-2026', '29-02-2025', 'April 3', '3-4-202', '1234']) {
      expect(parseTypedDate(text, today), text).toBeNull();
    }
    expect(parseTypedDate('29-02-2028', today)).toBe('2028-02-29');
  });
});
