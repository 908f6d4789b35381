// A refusal made with coded() carries its catalogue key and parts: its English message is the
// template filled, and the answer's language is chosen from the code, with the same words the
// English-matching translation gives for it (so answers stay as they were).
import { describe, expect, it } from 'vitest';
import { messageText, translateMessage, type MessageKey, type MessageParams } from '@ledger/contract';
import { coded } from './errors.ts';

const REFUSALS: Array<[number, MessageKey, MessageParams, string]> = [
  [404, 'notFound', { thing: 'Slip' }, 'Slip not found'],
  [404, 'notFound', { thing: 'Sub party' }, 'Sub party not found'],
  [422, 'slipClash', { no: 'SL-12', fy: '2026-27' }, 'Slip SL-12 already exists in FY 2026-27'],
  [422, 'partyHasEntry', { n: 1 }, 'Party has 1 entry; delete them first'],
  [422, 'productUsed', { n: 3 }, 'Product is used in 3 entries; delete those first'],
  [400, 'greaterThanZero', { label: 'Gross quantity' }, 'Gross quantity must be greater than 0'],
  [422, 'subPartyArchived', {}, 'This sub party is archived; choose another'],
];

describe('coded refusals', () => {
  it('given a code and its parts, then the message is the English template filled, and Hindi comes from the code', () => {
    for (const [status, code, params, english] of REFUSALS) {
      const err = coded(status, code, params, 'field');
      expect(err).toMatchObject({ status, message: english, field: 'field', coded: { code, params } });
      const hindi = messageText(code, params, 'hi');
      expect(hindi, code).not.toBe(english);
      expect(hindi, code).toBe(translateMessage(english, 'hi'));
    }
  });

  it('given parts that read like another message, then the code still decides the words', () => {
    // A slip number that is itself catalogue text cannot turn the message into another one.
    const tricky = { no: 'Party has 2 entries; delete them first', fy: '2026-27' };
    expect(messageText('slipClash', tricky, 'hi')).toContain(tricky.no);
    expect(messageText('slipClash', tricky, 'en')).toBe(`Slip ${tricky.no} already exists in FY 2026-27`);
  });
});
