// Every refusal carries its catalogue key and parts: its English message is the template filled, and
// the answer's language is chosen from the code (contract i18n/messages.ts); no English is matched.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointByPath, messageText, messagesEn, type MessageKey, type MessageParams } from '@ledger/contract';
import { AppError, coded, notFoundThing } from './errors.ts';
import { zodToAppError } from './kit.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

const REFUSALS: Array<[number, MessageKey, MessageParams, string]> = [
  [404, 'notFound', { thing: 'Slip' }, 'Slip not found'],
  [404, 'notFound', { thing: 'Sub party' }, 'Sub party not found'],
  [422, 'slipClash', { no: 'SL-12', fy: '2026-27' }, 'Slip SL-12 already exists in FY 2026-27'],
  [422, 'partyHasEntry', { n: 1 }, 'Party has 1 entry; delete them first'],
  [422, 'productUsed', { n: 3 }, 'Product is used in 3 entries; delete those first'],
  [400, 'greaterThanZero', { label: 'Gross quantity' }, 'Gross quantity must be greater than 0'],
  [422, 'subPartyArchived', {}, 'This sub party is archived; choose another'],
  [409, 'ledgerNeedsRepair', {}, 'This ledger cannot take changes until support repairs it (an old entry cannot be processed); nothing you sent was saved. Please contact support.'],
  [415, 'charset', { charset: 'latin1' }, 'Charset "latin1" is not supported; send JSON in UTF-8'],
  [429, 'adminLoginWaitOne', { n: 1 }, 'Too many wrong passwords for this account; please try again in 1 minute'],
];

describe('coded refusals', () => {
  it('given a code and its parts, then the message is the English template filled, and Hindi comes from the code', () => {
    for (const [status, code, params, english] of REFUSALS) {
      const err = coded(status, code, params, 'field');
      expect(err).toMatchObject({ status, code, params, message: english, field: 'field' });
      expect(err.text('en')).toBe(english);
      expect(DEVANAGARI.test(err.text('hi')), code).toBe(true);
      expect(err.text('hi')).toBe(messageText(code, params, 'hi'));
    }
    expect(notFoundThing('Party').text('hi')).toBe('पार्टी मौजूद नहीं है');
  });

  it('when an AppError is made, then it needs a catalogue key: English text alone is not a refusal', () => {
    // @ts-expect-error: a message is not a key
    const typed = () => new AppError(400, 'Gross quantity must be greater than 0');
    expect(typed).toBeTypeOf('function');
    for (const key of Object.keys(messagesEn) as MessageKey[]) expect(new AppError(400, key).code).toBe(key);
  });

  it('given parts that read like another message, then the code still decides the words', () => {
    // A slip number that is itself catalogue text cannot turn the message into another one.
    const tricky = { no: 'Party has 2 entries; delete them first', fy: '2026-27' };
    expect(messageText('slipClash', tricky, 'hi')).toContain(tricky.no);
    expect(messageText('slipClash', tricky, 'en')).toBe(`Slip ${tricky.no} already exists in FY 2026-27`);
  });
});

describe('request validation', () => {
  const refusal = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, body: unknown) => {
    const r = schema.safeParse(body);
    expect(r.success).toBe(false);
    return zodToAppError(r.error as Parameters<typeof zodToAppError>[0]);
  };

  it("when a request fails a contract check, then the refusal carries the check's code, field and parts", () => {
    const login = endpointByPath.get('/user/login/v1')?.request ?? z.never();
    const cases: Array<[AppError, MessageKey, string | undefined, string]> = [
      [refusal(login, { mobileNo: '12', password: 'x' }), 'mobileDigits', 'mobileNo', 'Mobile number must be 10 digits'],
      [refusal(login, { mobileNo: '9876543210' }), 'required', 'password', 'Password is required'],
      [refusal(z.strictObject({}), { extra: 1 }), 'unknownField', undefined, 'Unknown field: extra'],
      [refusal(login, []), 'zodInputDetail', undefined, 'Invalid input: expected object, received array'],
    ];
    for (const [err, code, field, english] of cases) {
      expect({ code: err.code, field: err.field, message: err.message }).toEqual({ code, field, message: english });
      expect(DEVANAGARI.test(err.text('hi')), english).toBe(true);
    }
  });
});
