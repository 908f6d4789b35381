// The oracle itself must reproduce the worked example of ledger-rules.md before it can judge anything.
import { describe, expect, it } from 'vitest';
import { ledgerOracle, type OracleInput, type OracleRates } from './oracle.ts';

const SUB = 'sub-default';
const none: OracleRates = { workRate: '0.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const slip = (itemType: 'IN' | 'OUT', productId: string, issueDate: string, gross: string, bag = '0.000', rejected = '0.000') =>
  ({ subPartyId: SUB, productId, itemType, issueDate, grossQuantity: gross, bagQuantity: bag, rejectedQuantity: rejected });

const workedExample = (sl2Bag: string): OracleInput => ({
  companyCreatedAt: '2026-04-01T04:00:00.000Z',
  parties: [{ id: 'shree', createdAt: '2026-04-01T04:00:00.000Z', openingQuantity: '0.000', openingAmount: '1000.00', subPartyIds: [SUB] }],
  items: [
    { subPartyId: SUB, productId: 'granules', month: '2026-04', itemType: 'IN', rates: { ...none, lossPercentage: '2.00' } },
    { subPartyId: SUB, productId: 'pipe', month: '2026-04', itemType: 'OUT', rates: { ...none, workRate: '12.50', isLossInclusive: false } },
    { subPartyId: SUB, productId: 'pipe', month: '2026-05', itemType: 'OUT', rates: { ...none, workRate: '12.50' } },
  ],
  slips: [
    slip('IN', 'granules', '2026-04-03', '105.500', '0.500'),
    slip('IN', 'granules', '2026-04-10', '52.250', sl2Bag),
    slip('OUT', 'pipe', '2026-04-15', '100.300', '0.300', '1.000'),
    slip('OUT', 'pipe', '2026-05-02', '54.000'),
  ],
  bills: [
    { kind: 'SALE_BILL', subPartyId: SUB, issueDate: '2026-04-25', quantity: '10.000', workRate: '2.00', saleRate: '95.00' },
    { kind: 'OUTWARD_JOBWORK_BILL', subPartyId: SUB, issueDate: '2026-05-05', quantity: '20.000', workRate: '3.25', saleRate: '0.00' },
  ],
  cash: [
    { direction: 'INWARD', partyId: 'shree', issueDate: '2026-04-20', amount: '500.00' },
    { direction: 'OUTWARD', partyId: 'shree', issueDate: '2026-05-06', amount: '100.00' },
  ],
  notes: [],
  moneyNotes: [],
});

describe('ledger oracle', () => {
  it('given the worked example, then April closes at −54.860 KG / ₹2,707.50 and May at −0.860 / ₹3,417.50', () => {
    const r = ledgerOracle(workedExample('0.250'));
    const [april, may] = r.partyMonths.get('shree') ?? [];
    expect(april).toMatchObject({ month: '2026-04', openingAmount: '1000.00', closingQuantity: '-54.860', closingAmount: '2707.50' });
    expect(may).toMatchObject({ month: '2026-05', openingQuantity: '-54.860', closingQuantity: '-0.860', closingAmount: '3417.50' });
    expect(r.items.get(`${SUB}|granules|2026-04|IN`)).toEqual({
      quantity: '157.000', loss: '3.140', inclusive: '153.860', exclusive: '160.140', effective: '153.860', amount: '0.00',
    });
    expect(r.subPartyMonths.get(`${SUB}|2026-04`)).toEqual({ inQuantity: '153.860', inAmount: '0.00', outQuantity: '99.000', outAmount: '2207.50' });
    expect(r.companyMonths[0]).toMatchObject({
      month: '2026-04', openingStockQuantity: '0.000', closingStockQuantity: '54.860', closingPayableQuantity: '54.860',
      closingReceivableQuantity: '0.000', closingReceivableAmount: '2707.50', outSlipAmount: '1237.50',
    });
  });

  it('given SL-2 bag becomes 1.250, then April closes at −53.880 and May at 0.120', () => {
    const [april, may] = ledgerOracle(workedExample('1.250')).partyMonths.get('shree') ?? [];
    expect(april.closingQuantity).toBe('-53.880');
    expect(may.closingQuantity).toBe('0.120');
    expect(may.closingAmount).toBe('3417.50');
  });
});
