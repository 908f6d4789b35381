// The In Slip form's named returns: each ticked slip's KG is refused exactly as the request's own field refuses it
// (under returns.<i>.quantity, grouping commas in the form's words), sent read ('1,250.5' is 1250.5), and a refusal
// of the server's rule lands at the section or at that slip's KG.
import { englishText, slipReturnsField } from '@ledger/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../../lib/decimal-input';
import { namedReturnsCheck, namedReturnsErrorPath, namedReturnsRequest, namedReturnsValues } from './named-returns';

const ID = '5f0c6f0e-8b7a-4c1e-9d3b-2a1b0c9d8e7f';
const figure = fc.oneof(
  fc.constantFrom('', ' ', '0', '0.000', '-5', '.5', '1,5', '1,0000', '12x', '1,250.5', '1,00,000.001', '1,00,000.0001', '10000000000', '1'.repeat(40)),
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.stringMatching(/^\d{0,4}$/))).map(([whole, fraction]) => (fraction === null ? String(whole) : `${whole}.${fraction}`)),
);

describe('named returns on the In Slip form', () => {
  it("refuses each slip's KG exactly as the request refuses it, under that slip's KG", () => {
    fc.assert(fc.property(fc.array(figure, { maxLength: 4 }), (kgs) => {
      const values = { returns: kgs.map((quantity) => ({ slipId: ID, quantity })) };
      const expected: Record<string, string> = {};
      for (const issue of slipReturnsField().safeParse(namedReturnsRequest(values)).error?.issues ?? []) {
        const [i, field] = issue.path;
        if (field !== 'quantity') continue;
        const typed = kgs[Number(i)] ?? '';
        const reading = readDecimal(typed, { scale: 99, negative: true });
        expected[`returns.${String(i)}.quantity`] ??= !reading.ok && reading.problem === 'grouping'
          ? englishText('groupCommas', { label: 'Returned quantity' }) : issue.message;
      }
      expect(namedReturnsCheck({}, values)).toEqual(expected);
    }), { numRuns: 200 });
  });

  it('sends the KG read, in the order ticked; a new slip names none, an edited one what it holds', () => {
    expect(namedReturnsRequest({ returns: [{ slipId: 'b', quantity: '1,250.5' }, { slipId: 'a', quantity: '40' }] }))
      .toEqual([{ slipId: 'b', quantity: '1250.5' }, { slipId: 'a', quantity: '40' }]);
    expect(namedReturnsValues()).toEqual({ returns: [] });
    expect(namedReturnsValues({ returns: [{ slipId: 'a', quantity: '40.000' }] })).toEqual({ returns: [{ slipId: 'a', quantity: '40.000' }] });
  });

  it("puts the server's refusal under the slip's KG or at the section; any other field is not the section's", () => {
    expect(namedReturnsErrorPath('returns.1.quantity')).toBe('returns.1.quantity');
    expect(namedReturnsErrorPath('update.returns.0.quantity')).toBe('returns.0.quantity');
    expect(namedReturnsErrorPath('returns.0.slipId')).toBe('returns');
    expect(namedReturnsErrorPath('returns')).toBe('returns');
    expect(namedReturnsErrorPath('grossQuantity')).toBeNull();
    expect(namedReturnsErrorPath(undefined)).toBeNull();
  });
});
