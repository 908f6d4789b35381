import { describe, expect, it } from 'vitest';
import { BALANCE_WORDS, balanceText, balanceTone, readBalance } from './balance.ts';
import { formatBurnLoss, formatRate, itemHeading } from './format.ts';
import { NUMBER_FIELD, numberFieldLabel, numberFieldName } from './numberFields.ts';
import { documentsEn, documentsHi } from './i18n/documents.ts';
import { messageText } from './i18n/messages-hi.ts';

describe('a balance reads as a side and a figure', () => {
  it('when a balance is negative, then it is to give (goods) or to pay (money), without the sign, in red', () => {
    expect(readBalance('-54.860')).toEqual({ side: 'give', magnitude: '54.860' });
    expect(balanceText('-54.860', 'kg', 'en').text).toBe('To give 54.860 KG');
    expect(balanceText('-12.00', 'amount', 'en').text).toBe('To pay ₹12.00');
    expect(balanceTone('give')).toBe('negative');
  });

  it('when a balance is positive, then it is to receive, in green; zero (even "-0.000") is settled, in green', () => {
    expect(balanceText('2707.50', 'amount', 'en')).toMatchObject({ side: 'receive', text: 'To receive ₹2,707.50', sideWords: 'To receive', figure: '₹2,707.50' });
    expect(balanceText('123456.5', 'amount', 'en').text).toBe('To receive ₹1,23,456.50');
    for (const zero of ['0.000', '-0.000', '0']) expect(balanceText(zero, 'kg', 'en')).toMatchObject({ side: 'settled', text: 'Settled', sideWords: 'Settled' });
    expect([balanceTone('receive'), balanceTone('settled')]).toEqual(['positive', 'positive']);
  });

  it('when the party reads it, then the same side is addressed to them', () => {
    expect(balanceText('2707.50', 'amount', 'en', 'party').text).toBe('₹2,707.50 due from you');
    expect(balanceText('-54.860', 'kg', 'en', 'party').text).toBe('54.860 KG due to you');
    expect(balanceText('2707.50', 'amount', 'en', 'party', () => 'Two Thousand Only').text).toBe('₹2,707.50 (Two Thousand Only) due from you');
  });

  it('when it is read in Hindi, then the words are Hindi and the figure is the same', () => {
    expect(balanceText('-54.860', 'kg', 'hi').text).toBe('54.860 KG देना है');
    expect(balanceText('2707.50', 'amount', 'hi')).toMatchObject({ text: '₹2,707.50 लेना है', sideWords: 'लेना है' });
    expect(balanceText('0.00', 'amount', 'hi').text).toBe('हिसाब बराबर');
    expect(balanceText('2707.50', 'amount', 'hi', 'party').text).toBe('₹2,707.50 आपकी ओर बकाया');
  });

  it('when any side is read, then every word has its {{figure}} in both languages (or none, for settled)', () => {
    for (const reader of Object.values(BALANCE_WORDS)) {
      for (const unit of Object.values(reader)) {
        for (const [side, key] of Object.entries(unit) as Array<[string, keyof typeof documentsEn]>) {
          const has = side !== 'settled';
          expect(documentsEn[key].includes('{{figure}}'), key).toBe(has);
          expect(documentsHi[key].includes('{{figure}}'), key).toBe(has);
        }
      }
    }
  });
});

describe('rates, burn loss and number fields read one way', () => {
  it('when a rate is shown, then it is labelled @ ₹…/KG', () => {
    expect(formatRate('15')).toBe('@ ₹15.00/KG');
    expect(formatRate('2.00', '95.00')).toBe('@ ₹2.00 + ₹95.00/KG');
    expect(itemHeading({ product: { name: 'HDPE Pipe' }, workRate: '12.50' })).toBe('HDPE Pipe @ ₹12.50/KG');
    expect(itemHeading({ product: { name: 'HDPE Granules' }, workRate: '0.00' })).toBe('HDPE Granules');
  });

  it('when an item has burn loss, then it is taken off (inclusive) or added (exclusive), signed', () => {
    expect(formatBurnLoss('3.140', true)).toBe('-3.140');
    expect(formatBurnLoss('8.895', false)).toBe('+8.895');
  });

  it('when a document asks for its number, then the field is named after the document, in both languages and in refusals', () => {
    expect(Object.fromEntries(Object.keys(NUMBER_FIELD).map((k) => [k, numberFieldLabel(k as keyof typeof NUMBER_FIELD, 'en')]))).toEqual({
      SLIP: 'Slip No.', INWARD_JOBWORK_BILL: 'Challan No.', OUTWARD_JOBWORK_BILL: 'Challan No.', SALE_BILL: 'Bill No.', PURCHASE_BILL: 'Bill No.',
      DEBIT_NOTE: 'Note No.', CREDIT_NOTE: 'Note No.',
    });
    expect(numberFieldLabel('OUTWARD_JOBWORK_BILL', 'hi')).toBe('चालान नं.');
    expect(numberFieldName('OUTWARD_JOBWORK_BILL')).toBe('Challan No');
    expect(messageText('required', { label: numberFieldName('OUTWARD_JOBWORK_BILL') }, 'hi')).toBe('चालान नंबर: ज़रूरी है');
  });
});
