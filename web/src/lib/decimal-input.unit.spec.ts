// Numbers as owners type and paste them: grouping accepted, shown en-IN while typing, refused with a reason.
import { describe, expect, it } from 'vitest';
import { asDecimal, editDecimal, groupWhileTyping, isGroupingValid, readDecimal, type DecimalEdit } from './decimal-input';
import { amount, percentage } from '@ledger/contract';
import { checkRequest, typedDecimal } from './request-check';

/** A key as a browser applies it to a text field, then what the field makes of it (editDecimal). */
function press(field: DecimalEdit, key: string): DecimalEdit {
  const { text, caret } = field;
  if (key === 'Backspace') {
    if (caret === 0) return field;
    return editDecimal(text, text.slice(0, caret - 1) + text.slice(caret), caret - 1, 'backward');
  }
  if (key === 'Delete') {
    if (caret === text.length) return field;
    return editDecimal(text, text.slice(0, caret) + text.slice(caret + 1), caret, 'forward');
  }
  if (key === 'ArrowLeft') return { text, caret: Math.max(0, caret - 1) };
  if (key === 'ArrowRight') return { text, caret: Math.min(text.length, caret + 1) };
  // Typed or pasted text goes in at the caret.
  return editDecimal(text, text.slice(0, caret) + key + text.slice(caret), caret + key.length);
}

/** Each character of `keys` typed in turn from `start` (an empty field by default). */
const typeKeys = (keys: string, start: DecimalEdit = { text: '', caret: 0 }) => [...keys].reduce(press, start);

/** The field with the caret at `|`. */
const at = (marked: string): DecimalEdit => ({ text: marked.replace('|', ''), caret: marked.indexOf('|') });
const marked = (field: DecimalEdit) => `${field.text.slice(0, field.caret)}|${field.text.slice(field.caret)}`;

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

  it('when a form checks the field with its request\'s rule, then the message names the field and the fault', () => {
    const check = (text: string) => checkRequest({ amount: amount('Amount', { positive: true }) }, { amount: typedDecimal(text) }).amount;
    expect(check('1,000')).toBeUndefined();
    expect(check('1,5')).toBe('Amount: put commas only between digit groups, as in 1,00,000.50');
    expect(check('0')).toBe('Amount must be greater than 0');
    expect(check('')).toBe('Amount is required');
    expect(check('12x')).toBe('Amount must be a number with at most 2 decimals');
    expect(checkRequest({ loss: percentage('Loss %') }, { loss: typedDecimal('100.01') }).loss).toBe('Loss % must be at most 100');
    expect(asDecimal('1,00,000.50')).toBe('100000.50');
    expect(asDecimal('.5')).toBe('0.5');
  });

  it('when commas are typed key by key, then each digit lands after the comma and the value reads as typed', () => {
    // Issue 25: '1,000' became '1000,' (the caret landed before a comma kept as typed).
    expect(marked(typeKeys('1,'))).toBe('1,|');
    expect(marked(typeKeys('1,0'))).toBe('1,0|');
    expect(marked(typeKeys('1,000'))).toBe('1,000|');
    expect(marked(typeKeys('1,250.5'))).toBe('1,250.5|');
    expect(marked(typeKeys('1,00,000'))).toBe('1,00,000|');
    expect(marked(typeKeys('1,00,000.50'))).toBe('1,00,000.50|');
    // International grouping is regrouped the Indian way as it is typed, and means the same number.
    expect(marked(typeKeys('1,000,000.5'))).toBe('10,00,000.5|');
    expect(marked(typeKeys('100,000.25'))).toBe('1,00,000.25|');
    for (const [keys, value] of [['1,000', '1000'], ['1,250.5', '1250.5'], ['1,00,000.50', '100000.50'], ['1,000,000.5', '1000000.5'], ['-2,50,000', '-250000']]) {
      expect(readDecimal(typeKeys(keys ?? '').text, { scale: 3, negative: true }), keys).toEqual({ ok: true, value });
    }
  });

  it('when a value is pasted, then it is regrouped and the caret stays after it', () => {
    expect(typeKeys('').text).toBe('');
    expect(marked(press(at('|'), '1,00,000.50'))).toBe('1,00,000.50|');
    expect(marked(press(at('|'), '100,000.50'))).toBe('1,00,000.50|');
    expect(marked(press(at('|'), '1 00 000'))).toBe('1,00,000|');
    // Pasted into the middle: the caret stays after what was pasted.
    expect(marked(press(at('1|5'), '2,34'))).toBe('12,34|5');
  });

  it('when Backspace or Delete meets a grouping comma, then the digit beyond it goes, not nothing', () => {
    expect(marked(press(at('1,|000'), 'Backspace'))).toBe('|000');
    expect(marked(press(at('1,00,|000'), 'Backspace'))).toBe('10|,000');
    expect(marked(press(at('12,|345'), 'Backspace'))).toBe('1|,345');
    expect(marked(press(at('1|,000'), 'Delete'))).toBe('1|00');
    expect(marked(press(at('1,00|,000'), 'Delete'))).toBe('10,0|00');
    // A comma the owner typed and deletes again simply goes.
    expect(marked(press(at('1,|'), 'Backspace'))).toBe('1|');
    // From the end, Backspace takes the digits one by one, regrouping as it goes.
    let field = at('1,00,000|');
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      field = press(field, 'Backspace');
      seen.push(marked(field));
    }
    expect(seen).toEqual(['10,000|', '1,000|', '100|', '10|', '1|', '|']);
  });

  it('when a digit is typed or deleted in the middle, then the caret stays beside it and no digit is lost', () => {
    expect(marked(press(at('1,|000'), '5'))).toBe('15|,000');
    expect(marked(press(at('1,0|00'), '5'))).toBe('10,5|00');
    expect(marked(press(at('|1,000'), '2'))).toBe('2|1,000');
    expect(marked(press(at('1,000|.5'), '0'))).toBe('10,000|.5');
    expect(marked(press(at('1,00,0|00'), 'Backspace'))).toBe('10,0|00');
    // The 1 of 10,000 deleted and a 2 typed in its place: 20,000, the zeros kept meanwhile.
    const emptied = press(at('1|0,000'), 'Backspace');
    expect(marked(emptied)).toBe('|0,000');
    expect(marked(press(emptied, '2'))).toBe('2|0,000');
    expect(readDecimal('0,000', { scale: 2 })).toEqual({ ok: true, value: '0' });
    expect(readDecimal('007.5', { scale: 2 })).toEqual({ ok: true, value: '7.5' });
  });

  it('when a shown value is shown again, then it does not change (regrouping is stable)', () => {
    for (const text of ['1,00,000.50', '1,', '1,0', '10,00,000.5', '-2,50,000', '0,000', 'abc', '1,5', '.5']) {
      expect(groupWhileTyping(groupWhileTyping(text)), text).toBe(groupWhileTyping(text));
    }
  });
});
