// Entries rows take every figure from the server's rows; the web only merges, sorts, searches and totals.
import { describe, expect, it } from 'vitest';
import { ENTRIES_ORDER, KIND_WIRE } from '@ledger/contract';
import { entryTotals, filterRows, toEntryRows } from './entry-rows';
import type { Entries } from './get-entries';

const party = { id: 'p1', name: 'Shree Textiles' };
const subParty = { id: 's1', name: 'Default', isDefault: true, party };
const slip = (id: string, issueDate: string, slipNo: string, burnLoss: string, amount: string) => ({
  id, issueDate, prefix: 'SL', slipNo, number: `SL-${slipNo}`, particulars: 'HDPE Granules', note: null,
  grossQuantity: '105.500', bagQuantity: '0.500', rejectedQuantity: '0.000', netQuantity: '105.000', burnLoss, amount,
  jobWorkItem: { id: 'i1', product: { name: 'HDPE Granules' }, workRate: '0.00', lossPercentage: '2.00', subParty },
});
/** Every list of the answer, empty (the registry's wire names). */
const empty = Object.fromEntries(ENTRIES_ORDER.map((kind) => [KIND_WIRE[kind].entriesList, []])) as unknown as Entries;
const entries: Entries = {
  ...empty,
  inJobWorkItemSlipList: [slip('a', '2026-04-10', '2', '1.045', '0.00'), slip('b', '2026-04-03', '1', '2.110', '0.00')],
  saleBillList: [{
    id: 'c', issueDate: '2026-04-25', fullBillNo: 'SB-1', particulars: 'HDPE Pipe', note: null, quantity: '10.000',
    workRate: '2.00', saleRate: '95.00', amount: '950.00', product: { name: 'HDPE Pipe' }, subParty,
  }],
  inCashReceiptList: [{ id: 'd', issueDate: '2026-04-20', particulars: 'Shree Textiles', note: 'upi', amount: '500.00', party }],
};

describe('Entries rows', () => {
  it("shows the server's number, particulars, burn loss and amount, by date", () => {
    const rows = toEntryRows(entries);
    expect(rows.map((r) => [r.slipNo, r.particulars, r.burnLoss, r.amount])).toEqual([
      ['SL-1', 'HDPE Granules', '2.110', '0.00'],
      ['SL-2', 'HDPE Granules', '1.045', '0.00'],
      ['-', 'Shree Textiles', '0.000', '500.00'],
      ['SB-1', 'HDPE Pipe', '0.000', '950.00'],
    ]);
  });

  it('finds a slip by its zero-padded number and totals only the rows shown', () => {
    const shown = filterRows(toEntryRows(entries), 'sl-0002');
    expect(shown.map((r) => r.key)).toEqual(['INWARD:a']);
    expect(entryTotals(shown)).toEqual({ gross: '105.500', bag: '0.500', burnLoss: '1.045', rejected: '0.000', net: '105.000', amount: '0.00' });
  });

  it('given the same list drawn again (a page drawn in slices), then its totals are the ones already made; another list is summed anew', () => {
    const rows = toEntryRows(entries);
    const totals = entryTotals(rows);
    expect(entryTotals(rows)).toBe(totals);
    const fewer = rows.slice(1);
    expect(entryTotals(fewer)).not.toBe(totals);
    expect(entryTotals(fewer)).toEqual(entryTotals([...fewer]));
  });

  it('names whose document each row is (the sub-party when not the default) and marks a sale bill amount as its sale value', () => {
    const unit2 = { id: 's2', name: 'Unit 2', isDefault: false, party };
    const withUnit = { ...entries, saleBillList: entries.saleBillList.map((bill) => ({ ...bill, subParty: unit2 })) };
    const rows = toEntryRows(withUnit);
    expect(rows.map((r) => [r.slipNo, r.partyLine, r.saleValue])).toEqual([
      ['SL-1', 'Shree Textiles', false],
      ['SL-2', 'Shree Textiles', false],
      ['-', null, false],
      ['SB-1', 'Shree Textiles / Unit 2', true],
    ]);
    expect(filterRows(rows, 'unit 2').map((r) => r.slipNo)).toEqual(['SB-1']);
  });
});
