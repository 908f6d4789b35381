// Closed books (ledger-rules "Closed books"): given books closed up to 30-04-2026, when any command would add,
// change, move or delete a document dated on or before it (every kind), then 422 "Books are closed up to
// 30-04-2026"; after it, the command is decided as usual. Each concept's decider runs as the store runs it
// (storeSpec: decide, fold, then the rule in store/closedBooks.ts), so no decider checks the books itself.
import { describe, expect, it } from 'vitest';
import { booksEndpoints, rolesOf, slipsEndpoints } from '@ledger/contract';
import { itemIdFor, ymOfDate, type NewEvent } from '@ledger/projections';
import { NOW, given, stateSpec, storeSpec, testId, type GivenEvent } from '../store/decider-spec.ts';
import type { Decide } from '../store/decider.ts';
import type { LedgerState } from '@ledger/projections';
import { billDecider } from '../bills/decide.ts';
import { cashDecider } from '../cash/decide.ts';
import { noteDecider } from '../notes/decide.ts';
import { partyDecider } from '../parties/decide.ts';
import { productDecider } from '../products/decide.ts';
import { bulkSlipDecider, slipDecider } from '../slips/decide.ts';
import { closedBooksField } from '../store/closedBooks.ts';
import { booksDecider } from './decide.ts';

const partyId = testId(10);
const sub = testId(11);
const productId = testId(12);
const [aprilIn, mayOut, aprilBill, aprilCash, aprilNote] = [testId(20), testId(21), testId(22), testId(23), testId(24)];
const REFUSED = 'Books are closed up to 30-04-2026';
const closed: GivenEvent = { type: 'BooksClosed', data: { upTo: '2026-04-30', reason: 'March quarter filed', months: '' } };
const log: GivenEvent[] = [
  given.company(), given.product(productId), given.party(partyId, sub),
  given.slip(aprilIn, { itemType: 'IN', subPartyId: sub, productId, issueDate: '2026-04-10', slipNo: '1', challanNo: null }),
  given.slip(mayOut, { itemType: 'OUT', subPartyId: sub, productId, issueDate: '2026-05-10', slipNo: '2', challanNo: 'DC/2026-27/1' }),
  given.bill(aprilBill, { kind: 'SALE_BILL', subPartyId: sub, productId, issueDate: '2026-04-12', challanNo: null }),
  { type: 'CashAdded', data: { cashId: aprilCash, direction: 'INWARD', partyId, issueDate: '2026-04-15', amount: '500.00', note: null } },
  { type: 'NoteAdded', data: { noteId: aprilNote, kind: 'DEBIT_NOTE', partyId, issueDate: '2026-04-20', fullNoteNo: 'DN-1', amount: '50.00', reason: 'Shortage', note: null, adjusts: null } },
  closed,
];
const itemOf = (itemType: 'IN' | 'OUT', date: string) => itemIdFor(sub, productId, ymOfDate(date), itemType);
const aprilRef = { id: aprilIn, jobWorkItemId: itemOf('IN', '2026-04-10'), itemType: 'IN' as const };
const mayRef = { id: mayOut, jobWorkItemId: itemOf('OUT', '2026-05-10'), itemType: 'OUT' as const };
const rates = { workRate: '2.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };

/** Refused on or before the books' date, decided after it: one command per date. */
function refusedThenAllowed<C>(decide: Decide<C, Readonly<LedgerState>, unknown>, refused: C[], allowed: C[]): void {
  for (const c of refused) storeSpec(decide).given(log).when(c).thenThrows(422, REFUSED);
  for (const c of allowed) expect(() => storeSpec(decide).given(log).when(c).then({ events: expect.any(Array) as unknown as NewEvent[] })).not.toThrow();
}

describe('closed books: every command that would touch a document dated on or before the books\' date is refused', () => {
  it('slips: an add on the date and before it is refused, the day after is decided; the bulk add too', () => {
    const add = (issueDate: string) => ({ type: 'AddSlip' as const, itemType: 'IN' as const, subPartyId: sub, productId, issueDate, slipNo: '9', grossQuantity: '10.000', bagQuantity: '0.000', rejectedQuantity: '0.000', note: null, ...rates, changeItemRates: false, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null });
    refusedThenAllowed(slipDecider, [add('2026-04-30'), add('2026-01-01')], [add('2026-05-01')]);
    const bulk = (issueDate: string) => slipsEndpoints.bulkAdd.request.parse({ itemType: 'OUT', subPartyId: sub, issueDate, rows: [{ productId, grossQuantity: '5' }] });
    refusedThenAllowed(bulkSlipDecider, [{ type: 'BulkAddSlips' as const, ...bulk('2026-04-30') }], [{ type: 'BulkAddSlips' as const, ...bulk('2026-05-01') }]);
  });

  it('slips: a change, a delete or a transfer of a closed slip is refused; a move from after the date to before it, and from before to after, is refused', () => {
    refusedThenAllowed(slipDecider, [
      { type: 'UpdateSlip', filter: aprilRef, update: { grossQuantity: '11.000' } },
      { type: 'UpdateSlip', filter: aprilRef, update: { issueDate: '2026-05-02' } },
      { type: 'UpdateSlip', filter: mayRef, update: { issueDate: '2026-04-30' } },
      { type: 'DeleteSlip', ...aprilRef },
      { type: 'TransferSlip', filter: aprilRef, update: { itemType: 'OUT' } },
      { type: 'TransferSlip', filter: mayRef, update: { itemType: 'IN', issueDate: '2026-04-01' } },
    ], [
      { type: 'UpdateSlip', filter: mayRef, update: { grossQuantity: '11.000', issueDate: '2026-05-01' } },
      { type: 'TransferSlip', filter: mayRef, update: { itemType: 'IN' } },
      { type: 'DeleteSlip', ...mayRef },
    ]);
  });

  it("items: new rates re-price their slips and a delete removes them: refused for a closed month's item, decided for an open one", () => {
    const newRates = { workRate: '3.00', lossPercentage: '1.00', isLossInclusive: true, marketRate: '0.00' };
    refusedThenAllowed(slipDecider, [
      { type: 'ChangeItemRates', filter: { id: itemOf('IN', '2026-04-10'), itemType: 'IN' }, update: newRates },
      { type: 'DeleteItem', id: itemOf('IN', '2026-04-10') },
    ], [
      { type: 'ChangeItemRates', filter: { id: itemOf('OUT', '2026-05-10'), itemType: 'OUT' }, update: newRates },
      { type: 'DeleteItem', id: itemOf('OUT', '2026-05-10') },
    ]);
  });

  it('bills and challans of every kind: add, change, move and delete', () => {
    const kinds = ['SALE_BILL', 'PURCHASE_BILL', 'INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL'] as const;
    const add = (kind: (typeof kinds)[number], issueDate: string) => ({ type: 'AddBill' as const, kind, subPartyId: sub, productId, issueDate, fullBillNo: 'B-9', quantity: '5.000', workRate: '3.00', saleRate: '0.00', note: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null });
    refusedThenAllowed(billDecider, [
      ...kinds.map((k) => add(k, '2026-04-30')),
      { type: 'UpdateBill', kind: 'SALE_BILL', filter: { id: aprilBill }, update: { quantity: '6.000' } },
      { type: 'UpdateBill', kind: 'SALE_BILL', filter: { id: aprilBill }, update: { issueDate: '2026-05-05' } },
      { type: 'DeleteBill', kind: 'SALE_BILL', id: aprilBill },
    ], kinds.map((k) => add(k, '2026-05-01')));
  });

  it('cash both ways and debit and credit notes: add, change, move and delete', () => {
    const cash = (direction: 'INWARD' | 'OUTWARD', issueDate: string) => ({ type: 'AddCash' as const, direction, partyId, issueDate, amount: '5.00', note: null });
    refusedThenAllowed(cashDecider, [
      cash('INWARD', '2026-04-30'), cash('OUTWARD', '2026-04-01'),
      { type: 'UpdateCash', direction: 'INWARD', filter: { id: aprilCash }, update: { amount: '600.00' } },
      { type: 'UpdateCash', direction: 'INWARD', filter: { id: aprilCash }, update: { issueDate: '2026-06-01' } },
      { type: 'DeleteCash', direction: 'INWARD', id: aprilCash },
    ], [cash('INWARD', '2026-05-01'), cash('OUTWARD', '2026-05-01')]);
    const note = (kind: 'DEBIT_NOTE' | 'CREDIT_NOTE', issueDate: string, adjustsId: string | null = null) => ({
      type: 'AddNote' as const, kind, partyId, fullNoteNo: 'N-9', issueDate, amount: '10.00', reason: 'Rate difference', note: null, adjustsId,
    });
    refusedThenAllowed(noteDecider, [
      note('DEBIT_NOTE', '2026-04-30'), note('CREDIT_NOTE', '2026-04-30'),
      { type: 'UpdateNote', kind: 'DEBIT_NOTE', filter: { id: aprilNote }, update: { amount: '60.00' } },
      { type: 'DeleteNote', kind: 'DEBIT_NOTE', id: aprilNote },
    ], [
      note('DEBIT_NOTE', '2026-05-01'), note('CREDIT_NOTE', '2026-05-01'),
      // A note after the date may adjust a document of the closed period: the note is the correction.
      note('CREDIT_NOTE', '2026-05-03', aprilBill),
    ]);
  });

  it("parties and products: an opening balance cannot change while any month is closed; a closed challan's value rate cannot change", () => {
    refusedThenAllowed(partyDecider, [
      { type: 'UpdateParty', partyId, update: { openingReceivableAmount: '100.00' } },
    ], [
      { type: 'UpdateParty', partyId, update: { name: 'Bharat Polymers Pvt Ltd' } },
    ]);
    // A party deleted leaves the closed months' lists of parties: refused when it was there (created on or before the date).
    const early = testId(30);
    const withEarly = [...log.slice(0, -1), { ...given.party(early, testId(31), 'Old Party'), recordedAt: '2026-04-01T06:00:00Z' }, given.party(testId(32), testId(33), 'New Party'), closed];
    storeSpec(partyDecider).given(withEarly).when({ type: 'DeleteParty', partyId: early }).thenThrows(422, REFUSED);
    storeSpec(partyDecider).given(withEarly).when({ type: 'DeleteParty', partyId: testId(32) })
      .then({ events: [expect.objectContaining({ type: 'PartyDeleted' }) as unknown as NewEvent] });
    refusedThenAllowed(productDecider, [
      { type: 'RenameProduct', productId, name: 'HDPE Pipe', gst: { valueRate: '95.00' } },
    ], [
      { type: 'RenameProduct', productId, name: 'HDPE Pipe 32 mm', gst: {} },
      { type: 'RenameProduct', productId, name: 'HDPE Pipe', gst: { hsn: '391732' } },
    ]);
  });

  it('the refusal is shown at the request\'s date field, or at the id for a delete', () => {
    expect(closedBooksField({ filter: { id: aprilIn }, update: { issueDate: '2026-04-01' } })).toBe('update.issueDate');
    expect(closedBooksField({ itemType: 'IN', issueDate: '2026-04-01', rows: [] })).toBe('issueDate');
    expect(closedBooksField({ id: aprilIn, jobWorkItemId: aprilRef.jobWorkItemId })).toBe('id');
    expect(closedBooksField({ filter: { id: aprilBill }, update: { quantity: '6.000' } })).toBe('filter.id');
    expect(closedBooksField({ partyId, update: { openingReceivableAmount: '1.00' } })).toBe('update.openingReceivableAmount');
  });
});

describe('closing and reopening the books', () => {
  const spec = stateSpec(booksDecider);
  const companyId = testId(99);
  const base = log.slice(0, -1);

  it('given open books, when closed up to a day, then BooksClosed records the date, the reason and the closed months\' fingerprints', () => {
    spec.given(base).when({ type: 'CloseBooks', companyId, upTo: '2026-04-30', reason: null }).then({
      events: [{ type: 'BooksClosed', streamId: `company:${companyId}`, data: { upTo: '2026-04-30', reason: null, months: expect.stringMatching(/^2026-04=[0-9a-f]{64}$/) as unknown as string } }],
      result: { id: companyId },
    });
    // Mid-month: May is not closed as a whole, so it has no fingerprint.
    spec.given(base).when({ type: 'CloseBooks', companyId, upTo: '2026-05-15', reason: null }).then({
      events: [{ type: 'BooksClosed', streamId: `company:${companyId}`, data: { upTo: '2026-05-15', reason: null, months: expect.stringMatching(/^2026-04=[0-9a-f]{64}$/) as unknown as string } }],
    });
  });

  it('given books closed up to 30-04-2026, a later close may only move the date forward, and never past today', () => {
    spec.given(log).when({ type: 'CloseBooks', companyId, upTo: '2026-04-30', reason: null })
      .thenThrows(422, 'Books are already closed up to 30-04-2026; a later close may only move the date forward', 'upTo');
    spec.given(log).when({ type: 'CloseBooks', companyId, upTo: '2026-03-31', reason: null }).thenThrows(422, /only move the date forward/, 'upTo');
    spec.given(log).when({ type: 'CloseBooks', companyId, upTo: '2026-05-31', reason: 'May done' }).then({ events: [expect.objectContaining({ type: 'BooksClosed' }) as unknown as NewEvent] });
    // NOW is 23-11-2026 in Asia/Kolkata.
    expect(NOW.toISOString().slice(0, 10)).toBe('2026-11-23');
    spec.given(log).when({ type: 'CloseBooks', companyId, upTo: '2026-11-24', reason: null }).thenThrows(422, 'Books can be closed only up to today', 'upTo');
  });

  it('a reopen moves the date back or clears it, with its reason; open books cannot be reopened', () => {
    spec.given(log).when({ type: 'ReopenBooks', companyId, upTo: null, reason: 'Wrong rate on SL-1' })
      .then({ events: [{ type: 'BooksReopened', streamId: `company:${companyId}`, data: { upTo: null, reason: 'Wrong rate on SL-1' } }] });
    spec.given(log).when({ type: 'ReopenBooks', companyId, upTo: '2026-03-31', reason: 'x' })
      .then({ events: [{ type: 'BooksReopened', streamId: `company:${companyId}`, data: { upTo: '2026-03-31', reason: 'x' } }] });
    spec.given(log).when({ type: 'ReopenBooks', companyId, upTo: '2026-05-31', reason: 'x' }).thenThrows(422, /reopening moves the date back/, 'upTo');
    spec.given(base).when({ type: 'ReopenBooks', companyId, upTo: null, reason: 'x' }).thenThrows(422, 'Books are open', 'upTo');
  });

  it('after a reopen, the period is open again; after a reopen to an earlier date, only that period stays closed', () => {
    const add = (issueDate: string) => ({ type: 'AddCash' as const, direction: 'INWARD' as const, partyId, issueDate, amount: '5.00', note: null });
    storeSpec(cashDecider).given([...log, { type: 'BooksReopened', data: { upTo: null, reason: 'x' } }]).when(add('2026-04-01'))
      .then({ events: [expect.objectContaining({ type: 'CashAdded' }) as unknown as NewEvent] });
    const back = [...log, { type: 'BooksReopened' as const, data: { upTo: '2026-03-31', reason: 'x' } }];
    storeSpec(cashDecider).given(back).when(add('2026-03-31')).thenThrows(422, 'Books are closed up to 31-03-2026');
    storeSpec(cashDecider).given(back).when(add('2026-04-01')).then({ events: [expect.objectContaining({ type: 'CashAdded' }) as unknown as NewEvent] });
  });

  it('who: the owner closes and reopens; an accountant may close (with the grant, checked by the route builder); a clerk neither', () => {
    expect(rolesOf(booksEndpoints.closeBooks)).toEqual(['owner', 'accountant']);
    expect(rolesOf(booksEndpoints.reopenBooks)).toEqual(['owner']);
  });
});
