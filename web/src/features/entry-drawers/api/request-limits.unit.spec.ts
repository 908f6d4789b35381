// A limit is written once, in the contract (contract/src/limits.ts), and the drawers' checks read it there: with the
// contract's limits changed under them, the same typed values get the other verdict, and the message names the new
// limit. (The contract's limits are replaced for this file only.)
import { describe, expect, it, vi } from 'vitest';
import type * as Limits from '../../../../../contract/src/limits.ts';
import { billCheck, cashCheck, noteCheck } from './document-forms';
import { slipCheck, slipFormValues } from './slip-form';

vi.mock('../../../../../contract/src/limits.ts', async (original) => {
  const limits = await original<typeof Limits>();
  return { ...limits, MAX_AMOUNT: 100_00n, MAX_QUANTITY: 50_000n, NOTE_MAX: 5, NUMBER_MAX: 3, REASON_MAX: 4, SLIP_NO_MAX: 2, GST_DOCUMENT_NO_MAX: 4 };
});

const today = new Date().toISOString().slice(0, 10);

describe('the drawers read their limits from the contract', () => {
  it('cash: an amount over the contract\'s largest, and a note over its length, are refused', () => {
    expect(cashCheck({ issueDate: today, amount: '100', note: '12345' })).toEqual({});
    expect(cashCheck({ issueDate: today, amount: '100.01', note: '123456' })).toEqual({
      amount: 'Amount must be at most ₹100',
      note: 'Note must be at most 5 characters',
    });
  });

  it('a bill\'s number, quantity and a note\'s reason, at the contract\'s lengths', () => {
    const bill = { issueDate: today, fullBillNo: 'B-1', quantity: '50', workRate: '1', saleRate: '1', note: '', jobWorkerChallanNo: '', jobWorkerChallanDate: '' };
    expect(billCheck('SALE_BILL')(bill)).toEqual({});
    expect(billCheck('SALE_BILL')({ ...bill, fullBillNo: 'B-12', quantity: '50.001' })).toEqual({
      fullBillNo: 'Bill No must be at most 3 characters',
      quantity: 'Quantity must be at most 50 KG',
    });
    const note = { issueDate: today, fullNoteNo: 'D-1', amount: '1', reason: 'Rate', note: '' };
    expect(noteCheck('DEBIT_NOTE')(note)).toEqual({});
    expect(noteCheck('DEBIT_NOTE')({ ...note, reason: 'Rates' })).toEqual({ reason: 'Reason must be at most 4 characters' });
  });

  it('a slip\'s number', () => {
    const slip = { ...slipFormValues(undefined, 'SL'), grossQuantity: '1', slipNo: '12' };
    expect(slipCheck(slip)).toEqual({});
    expect(slipCheck({ ...slip, slipNo: '123' })).toEqual({ slipNo: 'Slip No must be at most 2 characters' });
  });

  it("the job worker's challan: its number at the contract's length, both or neither, not after the slip (the decider's rule)", () => {
    const slip = { ...slipFormValues(undefined, 'SL'), issueDate: '2026-05-10', grossQuantity: '1', slipNo: '12' };
    expect(slipCheck({ ...slip, jobWorkerChallanNo: 'JW-1', jobWorkerChallanDate: '2026-05-10' })).toEqual({});
    expect(slipCheck({ ...slip, jobWorkerChallanNo: 'JW-12', jobWorkerChallanDate: '2026-05-10' }))
      .toEqual({ jobWorkerChallanNo: "Job worker's challan no must be at most 4 characters" });
    expect(slipCheck({ ...slip, jobWorkerChallanNo: 'JW-1' })).toEqual({ jobWorkerChallanDate: "Give both the job worker's challan number and its date, or neither" });
    expect(slipCheck({ ...slip, jobWorkerChallanDate: '2026-05-09' })).toEqual({ jobWorkerChallanNo: "Give both the job worker's challan number and its date, or neither" });
    expect(slipCheck({ ...slip, jobWorkerChallanNo: 'JW-1', jobWorkerChallanDate: '2026-05-11' }))
      .toEqual({ jobWorkerChallanDate: "The job worker's challan date cannot be after this document's date (10-05-2026)" });
    const challan = { issueDate: '2026-05-10', fullBillNo: 'R-1', quantity: '5', workRate: '1', saleRate: '0', note: '', jobWorkerChallanNo: 'JW-1', jobWorkerChallanDate: '2026-05-12' };
    expect(billCheck('OUTWARD_JOBWORK_BILL')(challan)).toEqual({ jobWorkerChallanDate: "The job worker's challan date cannot be after this document's date (10-05-2026)" });
  });
});
