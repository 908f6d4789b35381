// The reminder's rules without a database: which parties are to chase, and the balance in Indian words (lakh, crore).
import { describe, expect, it } from 'vitest';
import { balanceInWords } from '../sharing/routes.ts';
import { toCollect } from './reminders.ts';

const party = (closingReceivableAmount: string, closingReceivableQuantity = '0.000', daysOpen: number | null = null) =>
  ({ closingReceivableAmount, closingReceivableQuantity, daysOpen });

describe('toCollect', () => {
  const f = { minAmount: '1000.00', days: 30 };
  it('given ₹ to receive above the threshold, then the party is listed; at or under it, or ₹ we owe, it is not', () => {
    expect(toCollect(party('1000.01'), f)).toBe(true);
    expect(toCollect(party('1000.00'), f)).toBe(false);
    expect(toCollect(party('-5000.00'), f)).toBe(false);
  });
  it('given KG of ours with the party, then it is listed once the oldest has been there `days` days', () => {
    expect(toCollect(party('0.00', '40.000', 30), f)).toBe(true);
    expect(toCollect(party('0.00', '40.000', 29), f)).toBe(false);
    // Their goods with us are not ours to collect.
    expect(toCollect(party('0.00', '-40.000', 90), f)).toBe(false);
  });
});

describe('the balance in words (Indian system)', () => {
  it('1,00,000.50 reads one lakh rupees and fifty paise', () => {
    expect(balanceInWords('100000.50', '0.000')).toBe('₹1,00,000.50 (One Lakh Rupees And Fifty Paise Only) due from you');
    expect(balanceInWords('100000.50', '0.000', 'hi')).toBe('₹1,00,000.50 (एक लाख रुपये और पचास पैसे मात्र) आपकी ओर बकाया');
  });
  it('2,35,00,000 reads in crore and lakh', () => {
    expect(balanceInWords('23500000.00', '0.000')).toBe('₹2,35,00,000.00 (Two Crore Thirty Five Lakh Rupees Only) due from you');
    expect(balanceInWords('23500000.00', '0.000', 'hi')).toBe('₹2,35,00,000.00 (दो करोड़ पैंतीस लाख रुपये मात्र) आपकी ओर बकाया');
  });
});
