// The drawers' checks are their requests': for generated typed values (figures grouped or not, out of bounds, with
// too many decimals, dates in and out of the window or not dates at all, texts about their limits), each form refuses
// exactly the fields its request schema refuses for the body the form would send, with the request's message (or,
// for grouping commas and dates not typed DD-MM-YYYY, the form's words with the request's label).
import { billEndpointsByKind, cashEndpointsByDirection, englishText, eventValue, kindsOf, noteEndpointsByKind, slipsEndpoints } from '@ledger/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkRequest, draftProblems, rowProblems, type RateDraft } from './bulk-form';
import { billCheck, billRequest, cashCheck, cashRequest, noteCheck, noteRequest, type BillFormValues, type CashFormValues, type NoteFormValues } from './document-forms';
import { pickRates, ratesRequest } from './rate-values';
import { readDecimal } from '../../../lib/decimal-input';
import { slipCheck, slipRequest, type SlipFormValues } from './slip-form';

const ID = '5f0c6f0e-8b7a-4c1e-9d3b-2a1b0c9d8e7f';
const grouped = (n: bigint) => new Intl.NumberFormat('en-IN').format(n);
const figure = fc.oneof(
  fc.constantFrom('', ' ', '0', '0.00', '-5', '.5', '1,5', '1,0000', '12x', 'abc', ' 7 ', '1e3', '100', '100.01', '100.001', '1,00,000', '1,00,000.001',
    '10000000', '10000000.001', '1,00,00,000.000', '100000', '100000.01', '10000000000', '10000000000.01', '99,99,99,99,999.99', '1'.repeat(40)),
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.stringMatching(/^\d{0,4}$/))).map(([whole, fraction]) => (fraction === null ? String(whole) : `${whole}.${fraction}`)),
  fc.bigInt({ min: 0n, max: 10n ** 12n }).map(grouped),
);
const date = fc.oneof(
  fc.constantFrom('', '31-02-2026', '2026-4-3', 'abc', '1999-12-31', '2000-01-01', '9999-12-31'),
  fc.date({ min: new Date('1995-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const textAbout = (limit: number) => fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: limit - 2, max: limit + 2 }).map((n) => `${' '.repeat(n % 2)}${'x'.repeat(n)}`));

/** Refusals of a request, by its top-level field: the first message of each. */
function refusals(schema: { safeParse: (body: unknown) => { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, body: unknown) {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

/** What the form says of a field the request refused: its message, or the form's words for how it was typed. */
function expected(request: Record<string, string>, typed: object) {
  return Object.fromEntries(Object.entries(request).map(([field, message]) => {
    const label = /^(.+?)( must| is | has|:)/.exec(message)?.[1] ?? '';
    const value = (typed as Record<string, unknown>)[field];
    if (field === 'issueDate' && typeof value === 'string' && value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return [field, englishText('ddmmyyyy', { label })];
    if (typeof value === 'string') {
      const reading = readDecimal(value, { scale: 99, negative: true });
      if (!reading.ok && reading.problem === 'grouping') return [field, englishText('groupCommas', { label })];
    }
    return [field, message];
  }));
}

const RUNS = { numRuns: 200 };

// 200 generated requests per drawer against both checks: a few seconds alone, more beside a loaded machine's
// browsers (it timed out at vitest's default 5 s there), so the block has 30 s a test.
describe('each drawer refuses exactly what its request refuses', { timeout: 30_000 }, () => {
  it('cash', () => {
    fc.assert(fc.property(fc.record({ issueDate: date, amount: figure, note: textAbout(1000) }), (values: CashFormValues) => {
      for (const kind of kindsOf('cash')) {
        const body = { partyId: ID, ...cashRequest(values) };
        expect(cashCheck(values)).toEqual(expected(refusals(cashEndpointsByDirection[eventValue(kind)].add.request, body), values));
      }
    }), RUNS);
  });

  it('bills and challans', () => {
    // The job worker's challan's own fields are tried in request-limits.unit.spec (as a pair, the decider's rule).
    const bill = fc.record({
      issueDate: date, fullBillNo: textAbout(20), quantity: figure, workRate: figure, saleRate: figure, note: textAbout(1000),
      jobWorkerChallanNo: fc.constant(''), jobWorkerChallanDate: fc.constant(''),
    });
    fc.assert(fc.property(bill, (values: BillFormValues) => {
      for (const kind of kindsOf('bill')) {
        const withSaleRate = kind === 'SALE_BILL' || kind === 'PURCHASE_BILL';
        const body = { subPartyId: ID, productId: ID, ...billRequest(values, withSaleRate) };
        const typed = withSaleRate ? values : { ...values, saleRate: '' };
        expect(billCheck(kind)(values), kind).toEqual(expected(refusals(billEndpointsByKind[eventValue(kind)].add.request, body), typed));
      }
    }), RUNS);
  });

  it('debit and credit notes', () => {
    const note = fc.record({ issueDate: date, fullNoteNo: textAbout(20), amount: figure, reason: textAbout(200), note: textAbout(1000) });
    fc.assert(fc.property(note, (values: NoteFormValues) => {
      for (const kind of kindsOf('note')) {
        const body = { partyId: ID, ...noteRequest(values) };
        expect(noteCheck(kind)(values), kind).toEqual(expected(refusals(noteEndpointsByKind[kind].add.request, body), values));
      }
    }), RUNS);
  });

  it('slips', () => {
    const slip = fc.record({
      issueDate: date, prefix: textAbout(10), slipNo: textAbout(10), grossQuantity: figure, bagQuantity: figure, rejectedQuantity: figure, note: textAbout(1000),
      workRate: figure, lossPercentage: figure, marketRate: figure, lossMode: fc.constantFrom('inclusive' as const, 'exclusive' as const), includeMarketRate: fc.boolean(),
      jobWorkerChallanNo: fc.constant(''), jobWorkerChallanDate: fc.constant(''), returns: fc.constant<SlipFormValues['returns']>([]),
      // Sold from the job worker's premises: the invoice number as typed (at most 16) checked by the same field rule.
      onward: fc.constant('SOLD' as const), onwardPartyId: fc.constant(''), saleInvoiceNo: textAbout(16).filter((t) => t.trim() !== ''), saleInvoiceDate: fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    });
    fc.assert(fc.property(slip, (values: SlipFormValues) => {
      const body = { itemType: 'OUT', subPartyId: ID, productId: ID, ...slipRequest(values), ...ratesRequest(pickRates(values)) };
      expect(slipCheck(values)).toEqual(expected(refusals(slipsEndpoints.add.request, body), values));
    }), RUNS);
  });

  it('bulk slips: each row and each product\'s rates', () => {
    const row = fc.record({ id: fc.constant('r'), productId: fc.constant(ID), grossQuantity: figure, bagQuantity: figure });
    const rates = fc.record({ workRate: figure, lossPercentage: figure, marketRate: fc.constant('0'), lossMode: fc.constant('inclusive' as const), includeMarketRate: fc.constant(false) });
    fc.assert(fc.property(row, rates, (typedRow, typedRates) => {
      const draft: RateDraft = { ...typedRates, source: 'none', typed: true };
      const body = bulkRequest({ itemType: 'IN', subPartyId: ID, issueDate: '2026-04-03', prefix: 'SL', rows: [typedRow], drafts: { [ID]: draft } });
      const request = slipsEndpoints.bulkAdd.request.safeParse(body).error?.issues ?? [];
      const refusedIn = (list: string) => Object.fromEntries(request.filter((issue) => issue.path[0] === list).map((issue) => [String(issue.path[2]), issue.message]));
      // A bag left empty is none: sent as 0.
      const typedBag = typedRow.bagQuantity.trim() === '' ? {} : { bagQuantity: typedRow.bagQuantity };
      expect(rowProblems(typedRow)).toEqual(expected(refusedIn('rows'), { ...typedRow, ...typedBag }));
      expect(draftProblems(draft)).toEqual(expected(refusedIn('rates'), typedRates));
    }), RUNS);
  });
});
