// The list tab's Particulars: rows carry what they are as data, and the words come from the catalogue of
// the chosen language (English unchanged: 'OUT · HDPE Pipe · Unit 2').
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { hi } from '../../../i18n/hi';
import type { Statement } from '../../statement';
import { documentWords } from '@ledger/contract';
import { listRows, particularsText } from './list-rows';

async function translator(lng: 'en' | 'hi'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

const unit2 = { id: 'sp-2', name: 'Unit 2', isDefault: false };
const main = { id: 'sp-1', name: 'Main', isDefault: true };
const slip = { id: 's1', itemType: 'OUT', issueDate: '2026-04-02', prefix: 'SL', slipNo: 2, netQuantity: '10.000', amount: '50.00' };
const statement = {
  subPartyMonthStatementList: [
    {
      subParty: unit2,
      outJobWorkItemList: [{ product: { name: 'HDPE Pipe' }, workRate: '5.00', slips: [slip] }],
      inJobWorkItemList: [],
      inJobWorkBillList: [],
      saleBillList: [],
      outJobWorkBillList: [],
      purchaseBillList: [],
    },
    {
      subParty: main,
      outJobWorkItemList: [],
      inJobWorkItemList: [],
      inJobWorkBillList: [],
      saleBillList: [{ id: 'b1', issueDate: '2026-04-03', fullBillNo: 'SB-12', product: { name: 'HDPE Granules' }, workRate: '2.00', saleRate: '80.00', quantity: '1.000', amount: '82.00' }],
      outJobWorkBillList: [],
      purchaseBillList: [],
    },
  ],
  outCashList: [],
  inCashList: [
    { id: 'c1', issueDate: '2026-04-04', amount: '100.00', note: 'advance' },
    { id: 'c2', issueDate: '2026-04-05', amount: '200.00', note: '' },
  ],
  debitNoteList: [{
    id: 'n1', type: 'DEBIT_NOTE', fullNoteNo: 'DN-1', issueDate: '2026-04-06', amount: '30.00', reason: 'Shortage', note: null,
    adjusts: { type: 'slip', id: 's1', kind: 'OUT_SLIP', number: 'SL-2', issueDate: '2026-04-02', deleted: true },
  }],
  creditNoteList: [],
} as unknown as Statement;

describe('list rows', () => {
  it('when the language is English, then the Particulars read as before', async () => {
    const t = await translator('en');
    expect(listRows(statement, null, documentWords('en')).map((row) => particularsText(row.particulars, t))).toEqual([
      'OUT · HDPE Pipe · Unit 2',
      'Sale Bill · HDPE Granules',
      'Cash Received · advance',
      'Cash Received',
      // A note: its reason, then what it adjusts (named as it read, and deleted since).
      'Debit Note · Shortage · Adjusts: Out Slip SL-2 of 02-04-2026 (deleted)',
    ]);
  });

  it('when the language is Hindi, then the words are Hindi and the names stay as typed', async () => {
    const t = await translator('hi');
    expect(listRows(statement, null, documentWords('hi')).map((row) => particularsText(row.particulars, t))).toEqual([
      'जावक · HDPE Pipe · Unit 2',
      'बिक्री बिल · HDPE Granules',
      'नकद प्राप्त · advance',
      'नकद प्राप्त',
      'डेबिट नोट · Shortage · समायोजन: जावक स्लिप SL-2, दिनांक 02-04-2026 (हटाया गया)',
    ]);
  });
});
