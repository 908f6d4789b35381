// Numbers as owners type and paste them: grouping accepted, shown en-IN while typing, refused with a reason.
import { describe, expect, it } from 'vitest';
import { asDecimal, decimalText, groupWhileTyping, isGroupingValid, readDecimal } from './decimal-input';

describe('typed decimals', () => {
  it('when grouping is Indian, international or absent, then it reads as the plain number', () => {
    expect(readDecimal('1,00,000.50', { scale: 2 })).toEqual({ ok: true, value: '100000.50' });
    expect(readDecimal('100,000.50', { scale: 2 })).toEqual({ ok: true, value: '100000.50' });
    expect(readDecimal('1 00 000', { scale: 2 })).toEqual({ ok: true, value: '100000' });
    expect(readDecimal('1\u00a0250.5', { scale: 3 })).toEqual({ ok: true, value: '1250.5' });
    expect(readDecimal(' 1,250.5 ', { scale: 3 })).toEqual({ ok: true, value: '1250.5' });
    expect(readDecimal('.5', { scale: 3 })).toEqual({ ok: true, value: '0.5' });
    expect(readDecimal('5.', { scale: 3 })).toEqual({ ok: true, value: '5' });
    expect(readDecimal('12,34,56,789', { scale: 0 })).toEqual({ ok: true, value: '123456789' });
  });

  it('when separators are not grouping, then the reading says so', () => {
    for (const text of ['1,5', '1,0000', '1,', ',100', '1,,000', '12,3456', '1,000,00', '123,45,678']) {
      expect(isGroupingValid(text.split('.')[0] ?? ''), text).toBe(false);
      expect(readDecimal(text, { scale: 2 }), text).toEqual({ ok: false, problem: 'grouping' });
    }
  });

  it('when the text is not a number, has too many decimals or an unwanted sign, then it is refused', () => {
    expect(readDecimal('12a', { scale: 2 })).toEqual({ ok: false, problem: 'notNumber' });
    expect(readDecimal('.', { scale: 2 })).toEqual({ ok: false, problem: 'notNumber' });
    expect(readDecimal('1.234', { scale: 2 })).toEqual({ ok: false, problem: 'scale' });
    expect(readDecimal('-5', { scale: 2 })).toEqual({ ok: false, problem: 'negative' });
    expect(readDecimal('-1,000.5', { scale: 2, negative: true })).toEqual({ ok: true, value: '-1000.5' });
    expect(readDecimal('1.2.3', { scale: 2 })).toEqual({ ok: false, problem: 'notNumber' });
  });

  it('when the owner types digit by digit, then the field shows the value grouped en-IN', () => {
    const shown: string[] = [];
    let text = '';
    for (const key of '100000.50') {
      text = groupWhileTyping(text + key);
      shown.push(text);
    }
    expect(shown).toEqual(['1', '10', '100', '1,000', '10,000', '1,00,000', '1,00,000.', '1,00,000.5', '1,00,000.50']);
  });

  it('when a comma is typed by hand or a value pasted, then the grouping is redone and half-typed text is kept', () => {
    expect(groupWhileTyping('1,')).toBe('1,');
    expect(groupWhileTyping('1,0')).toBe('1,0');
    expect(groupWhileTyping('1,00')).toBe('100');
    expect(groupWhileTyping('1,000')).toBe('1,000');
    expect(groupWhileTyping('100,000.25')).toBe('1,00,000.25');
    expect(groupWhileTyping('1,5')).toBe('1,5');
    expect(groupWhileTyping('abc')).toBe('abc');
    expect(groupWhileTyping('-250000')).toBe('-2,50,000');
    expect(groupWhileTyping('-')).toBe('-');
    expect(groupWhileTyping('')).toBe('');
    // A digit deleted from the middle regroups what is left.
    expect(groupWhileTyping('1,0,000')).toBe('1,0,000');
    expect(groupWhileTyping('1,00,00')).toBe('10,000');
    // Far past a double's exact range, no digit changes.
    expect(groupWhileTyping('123456789012345678.125')).toBe('1,23,45,67,89,01,23,45,678.125');
  });

  it('when a form checks the field, then the message names the field and the fault', () => {
    const amount = decimalText('Amount', 2, { positive: true });
    expect(amount.safeParse('1,000').success).toBe(true);
    expect(amount.safeParse('1,5').error?.issues[0]?.message).toBe('Amount: put commas only between digit groups, as in 1,00,000.50');
    expect(amount.safeParse('0').error?.issues[0]?.message).toBe('Amount must be more than 0');
    expect(amount.safeParse('').error?.issues[0]?.message).toBe('Amount is required');
    expect(amount.safeParse('12x').error?.issues[0]?.message).toBe('Amount must be a number with at most 2 decimals');
    expect(decimalText('Loss %', 2, { max: '100' }).safeParse('100.01').error?.issues[0]?.message).toBe('Loss % can be at most 100');
    expect(asDecimal('1,00,000.50')).toBe('100000.50');
    expect(asDecimal('.5')).toBe('0.5');
  });
});
