// Given/when/then for the slip and job-work item decider: each command and each refusal, in the
// order the owner meets them (quantities, then the sub-party, the product, the slip number).
import { describe, expect, it } from 'vitest';
import { NO_ONWARD, QTY, parseDecimal, type NamedSlip, type NamingSlip, type Onward } from '@ledger/contract';
import { AppError } from '../http/errors.ts';
import { SUB_PARTY_ARCHIVED } from '../ledger/refs.ts';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { clashMessage, decideSlip, netQuantity, type SlipFacts, type StoredSlip } from './decide.ts';

const spec = deciderSpec(decideSlip);
const subPartyId = testId(11);
const productId = testId(12);
const itemId = testId(13);
const slipId = testId(14);
const facts = (f: Partial<SlipFacts> = {}): SlipFacts => ({
  slip: null, item: null, subParty: { isArchived: false }, productExists: true, joinedItem: null, defaultPrefix: 'SL', numberTaken: false,
  nextChallanNo: 'DC/2026-27/3', returns: null, namedBy: [], onwardParty: null, ...f,
});
const stored: StoredSlip = {
  id: slipId, jobWorkItemId: itemId, itemType: 'IN', issueDate: '2026-05-10', prefix: 'SL', slipNo: '12',
  grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: 'gate 2', challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
};
const rates = { workRate: '12.50', lossPercentage: '2.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false };
const add = {
  type: 'AddSlip' as const, itemType: 'IN' as const, subPartyId, productId, issueDate: '2026-05-10', prefix: undefined, slipNo: '12',
  grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: null, ...rates, changeItemRates: false, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
};
const filter = { id: slipId, jobWorkItemId: itemId, itemType: 'IN' as const };

describe('slip decider', () => {
  describe('AddSlip', () => {
    it('adds the slip with the company default prefix and its rates', () => {
      spec.given(facts()).when(add).then({
        events: [{
          type: 'SlipAdded',
          streamId: `slip:${testId(1)}`,
          data: {
            slipId: testId(1), itemType: 'IN', subPartyId, productId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12',
            grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: null, rates, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: testId(1) },
      });
    });

    it('keeps the prefix the owner typed', () => {
      spec.given(facts()).when({ ...add, prefix: 'AB' }).then({
        events: [{
          type: 'SlipAdded',
          streamId: `slip:${testId(1)}`,
          data: {
            slipId: testId(1), itemType: 'IN', subPartyId, productId, issueDate: '2026-05-10', prefix: 'AB', slipNo: '12',
            grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: null, rates, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: testId(1) },
      });
    });

    it('refuses a gross quantity of 0, naming it', () => {
      spec.given(facts()).when({ ...add, grossQuantity: '0.000' }).thenThrows(400, 'Gross quantity must be greater than 0', 'grossQuantity');
    });

    it('accepts a slip whose bag and rejected KG use up the whole gross (net 0)', () => {
      spec.given(facts()).when({ ...add, bagQuantity: '2.000', rejectedQuantity: '98.000' }).then({
        events: [{
          type: 'SlipAdded',
          streamId: `slip:${testId(1)}`,
          data: {
            slipId: testId(1), itemType: 'IN', subPartyId, productId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12',
            grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '98.000', note: null, rates, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: testId(1) },
      });
    });

    it('takes the company default for an empty prefix; an OUT slip records its Rule 55 challan serial', () => {
      spec.given(facts({ defaultPrefix: 'GT' })).when({ ...add, prefix: '', itemType: 'OUT', note: 'lot 4' }).then({
        events: [{
          type: 'SlipAdded',
          streamId: `slip:${testId(1)}`,
          data: {
            slipId: testId(1), itemType: 'OUT', subPartyId, productId, issueDate: '2026-05-10', prefix: 'GT', slipNo: '12',
            grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: 'lot 4', rates, challanNo: 'DC/2026-27/3', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: testId(1) },
      });
    });

    it('refuses bag and rejected KG beyond the gross, naming the quantity, before anything else', () => {
      spec.given(facts({ subParty: null })).when({ ...add, bagQuantity: '100.001' })
        .thenThrows(400, 'Bag quantity cannot be more than the gross quantity', 'bagQuantity');
      spec.given(facts()).when({ ...add, rejectedQuantity: '98.001' })
        .thenThrows(400, 'Rejected quantity cannot be more than gross minus bag quantity', 'rejectedQuantity');
    });

    it('refuses a sub-party the company does not have, before the product and the number', () => {
      spec.given(facts({ subParty: null, productExists: false, numberTaken: true })).when(add).thenThrows(404, 'Sub party not found');
    });

    it('refuses an archived sub-party, before the product and the number', () => {
      spec.given(facts({ subParty: { isArchived: true }, productExists: false, numberTaken: true })).when(add)
        .thenThrows(422, SUB_PARTY_ARCHIVED, 'subPartyId');
    });

    it('refuses a product the company does not have, before the number', () => {
      spec.given(facts({ productExists: false, numberTaken: true })).when(add).thenThrows(404, 'Product not found');
    });

    it('refuses a number taken in the financial year, naming the year', () => {
      spec.given(facts({ numberTaken: true })).when(add).thenThrows(422, 'Slip SL-12 already exists in FY 2026-27', 'slipNo');
      spec.given(facts({ numberTaken: true })).when({ ...add, issueDate: '2026-03-31' })
        .thenThrows(422, 'Slip SL-12 already exists in FY 2025-26', 'slipNo');
    });

    it('counts the financial year from 1 April to 31 March', () => {
      spec.given(facts({ numberTaken: true })).when({ ...add, issueDate: '2026-04-01' })
        .thenThrows(422, 'Slip SL-12 already exists in FY 2026-27', 'slipNo');
      spec.given(facts({ numberTaken: true })).when({ ...add, issueDate: '2027-03-31' })
        .thenThrows(422, 'Slip SL-12 already exists in FY 2026-27', 'slipNo');
      spec.given(facts({ numberTaken: true })).when({ ...add, issueDate: '2027-01-15' })
        .thenThrows(422, 'Slip SL-12 already exists in FY 2026-27', 'slipNo');
    });

    it('names the prefix the number would have in a clash', () => {
      spec.given(facts({ numberTaken: true })).when({ ...add, prefix: 'AB' }).thenThrows(422, 'Slip AB-12 already exists in FY 2026-27', 'slipNo');
      spec.given(facts({ numberTaken: true, defaultPrefix: 'GT' })).when({ ...add, prefix: '' })
        .thenThrows(422, 'Slip GT-12 already exists in FY 2026-27', 'slipNo');
    });
  });

  describe('UpdateSlip', () => {
    it('keeps what the update leaves out', () => {
      spec.given(facts({ slip: stored })).when({ type: 'UpdateSlip', filter, update: { grossQuantity: '120.000' } }).then({
        events: [{
          type: 'SlipUpdated',
          streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12', grossQuantity: '120.000', bagQuantity: '2.000',
            rejectedQuantity: '0.000', note: 'gate 2', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: slipId },
      });
    });

    it('takes the company default for an emptied prefix and clears the note with null', () => {
      spec.given(facts({ slip: { ...stored, prefix: 'AB' }, defaultPrefix: 'GT' })).when({ type: 'UpdateSlip', filter, update: { prefix: '', note: null } }).then({
        events: [{
          type: 'SlipUpdated',
          streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'GT', slipNo: '12', grossQuantity: '100.000', bagQuantity: '2.000',
            rejectedQuantity: '0.000', note: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: slipId },
      });
    });

    it('takes every field the update sends', () => {
      const update = {
        issueDate: '2026-07-01', prefix: 'AB', slipNo: '20', grossQuantity: '50.000', bagQuantity: '1.000', rejectedQuantity: '0.500', note: 'recount',
      };
      const jw = { jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null };
      spec.given(facts({ slip: stored })).when({ type: 'UpdateSlip', filter, update }).then({
        events: [{ type: 'SlipUpdated', streamId: `slip:${slipId}`, data: { slipId, ...update, ...jw } }],
        result: { id: slipId },
      });
    });

    it('keeps the slip prefix when the update leaves it out, whatever the company default', () => {
      spec.given(facts({ slip: { ...stored, prefix: 'AB' }, defaultPrefix: 'GT' })).when({ type: 'UpdateSlip', filter, update: { slipNo: '13' } }).then({
        events: [{
          type: 'SlipUpdated',
          streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'AB', slipNo: '13', grossQuantity: '100.000', bagQuantity: '2.000',
            rejectedQuantity: '0.000', note: 'gate 2', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: slipId },
      });
    });

    it('refuses a slip addressed with another item or direction', () => {
      spec.given(facts({ slip: stored })).when({ type: 'UpdateSlip', filter: { ...filter, itemType: 'OUT' }, update: {} }).thenThrows(404, 'Slip not found');
      spec.given(facts({ slip: stored })).when({ type: 'UpdateSlip', filter: { ...filter, jobWorkItemId: testId(99) }, update: {} }).thenThrows(404, 'Slip not found');
      spec.given(facts()).when({ type: 'UpdateSlip', filter, update: {} }).thenThrows(404, 'Slip not found');
    });

    it('refuses a bag quantity beyond the stored gross', () => {
      spec.given(facts({ slip: stored })).when({ type: 'UpdateSlip', filter, update: { bagQuantity: '100.500' } })
        .thenThrows(400, 'Bag quantity cannot be more than the gross quantity', 'bagQuantity');
    });

    it('refuses a lower gross that leaves the stored bag and rejected KG a negative net', () => {
      spec.given(facts({ slip: { ...stored, rejectedQuantity: '8.000' } })).when({ type: 'UpdateSlip', filter, update: { grossQuantity: '9.999' } })
        .thenThrows(400, 'Rejected quantity cannot be more than gross minus bag quantity', 'rejectedQuantity');
    });

    it('refuses a negative net before a taken number', () => {
      spec.given(facts({ slip: stored, numberTaken: true })).when({ type: 'UpdateSlip', filter, update: { rejectedQuantity: '98.001', slipNo: '13' } })
        .thenThrows(400, 'Rejected quantity cannot be more than gross minus bag quantity', 'rejectedQuantity');
    });

    it('refuses a number another slip has', () => {
      spec.given(facts({ slip: stored, numberTaken: true })).when({ type: 'UpdateSlip', filter, update: { slipNo: '13' } })
        .thenThrows(422, 'Slip SL-13 already exists in FY 2026-27', 'slipNo');
    });

    it('names the number the update would give: the default for an emptied prefix, the new date’s financial year', () => {
      spec.given(facts({ slip: { ...stored, prefix: 'AB' }, defaultPrefix: 'GT', numberTaken: true }))
        .when({ type: 'UpdateSlip', filter, update: { prefix: '', issueDate: '2027-04-01' } })
        .thenThrows(422, 'Slip GT-12 already exists in FY 2027-28', 'slipNo');
    });
  });

  describe('DeleteSlip', () => {
    it('deletes the addressed slip', () => {
      spec.given(facts({ slip: stored })).when({ type: 'DeleteSlip', ...filter }).then({
        events: [{ type: 'SlipDeleted', streamId: `slip:${slipId}`, data: { slipId } }],
        result: { id: slipId },
      });
    });

    it('refuses a slip that is not there, or addressed with another item or direction', () => {
      spec.given(facts()).when({ type: 'DeleteSlip', ...filter }).thenThrows(404, 'Slip not found');
      spec.given(facts({ slip: stored })).when({ type: 'DeleteSlip', ...filter, itemType: 'OUT' }).thenThrows(404, 'Slip not found');
      spec.given(facts({ slip: stored })).when({ type: 'DeleteSlip', ...filter, jobWorkItemId: testId(99) }).thenThrows(404, 'Slip not found');
    });
  });

  describe('TransferSlip', () => {
    it('moves the slip to the other direction on its own date', () => {
      spec.given(facts({ slip: stored, numberTaken: true })).when({ type: 'TransferSlip', filter, update: { itemType: 'OUT' } }).then({
        events: [{ type: 'SlipTransferred', streamId: `slip:${slipId}`, data: { slipId, itemType: 'OUT', issueDate: '2026-05-10', challanNo: 'DC/2026-27/3' } }],
        result: { id: slipId },
      });
    });

    it('ignores a taken number when the date sent is the slip’s own', () => {
      spec.given(facts({ slip: stored, numberTaken: true })).when({ type: 'TransferSlip', filter, update: { itemType: 'OUT', issueDate: '2026-05-10' } }).then({
        events: [{ type: 'SlipTransferred', streamId: `slip:${slipId}`, data: { slipId, itemType: 'OUT', issueDate: '2026-05-10', challanNo: 'DC/2026-27/3' } }],
        result: { id: slipId },
      });
    });

    it('moves an outward slip inward on a new date whose number is free', () => {
      const out = { ...stored, itemType: 'OUT' as const };
      spec.given(facts({ slip: out })).when({ type: 'TransferSlip', filter: { ...filter, itemType: 'OUT' }, update: { itemType: 'IN', issueDate: '2027-04-02' } }).then({
        events: [{ type: 'SlipTransferred', streamId: `slip:${slipId}`, data: { slipId, itemType: 'IN', issueDate: '2027-04-02', challanNo: null } }],
        result: { id: slipId },
      });
    });

    it('refuses a transfer to the direction the slip already has, before looking for the slip', () => {
      spec.given(facts({ slip: stored })).when({ type: 'TransferSlip', filter, update: { itemType: 'IN' } })
        .thenThrows(400, 'Invalid item type', 'update.itemType');
      spec.given(facts()).when({ type: 'TransferSlip', filter, update: { itemType: 'IN' } })
        .thenThrows(400, 'Invalid item type', 'update.itemType');
    });

    it('refuses a slip that is not there, or addressed with another item or direction', () => {
      spec.given(facts()).when({ type: 'TransferSlip', filter, update: { itemType: 'OUT' } }).thenThrows(404, 'Slip not found');
      spec.given(facts({ slip: stored })).when({ type: 'TransferSlip', filter: { ...filter, itemType: 'OUT' }, update: { itemType: 'IN' } })
        .thenThrows(404, 'Slip not found');
      spec.given(facts({ slip: stored })).when({ type: 'TransferSlip', filter: { ...filter, jobWorkItemId: testId(99) }, update: { itemType: 'OUT' } })
        .thenThrows(404, 'Slip not found');
    });

    it('refuses a new date whose financial year already has the number', () => {
      spec.given(facts({ slip: stored, numberTaken: true })).when({ type: 'TransferSlip', filter, update: { itemType: 'OUT', issueDate: '2027-04-02' } })
        .thenThrows(422, 'Slip SL-12 already exists in FY 2027-28', 'slipNo');
    });
  });

  describe('ChangeItemRates', () => {
    const update = { workRate: '15.00', lossPercentage: '3.00', isLossInclusive: false, marketRate: '80.00' };

    it('keeps the item market-rate choice when the update does not say', () => {
      spec.given(facts({ item: { itemType: 'IN', includeMarketRate: true } })).when({ type: 'ChangeItemRates', filter: { id: itemId, itemType: 'IN' }, update }).then({
        events: [{
          type: 'JobWorkItemRatesChanged',
          streamId: `item:${itemId}`,
          data: { itemId, workRate: '15.00', lossPercentage: '3.00', marketRate: '80.00', isLossInclusive: false, includeMarketRate: true },
        }],
        result: { id: itemId },
      });
    });

    it('takes the market-rate choice the update sends', () => {
      spec.given(facts({ item: { itemType: 'OUT', includeMarketRate: true } }))
        .when({ type: 'ChangeItemRates', filter: { id: itemId, itemType: 'OUT' }, update: { ...update, includeMarketRate: false } }).then({
          events: [{
            type: 'JobWorkItemRatesChanged',
            streamId: `item:${itemId}`,
            data: { itemId, workRate: '15.00', lossPercentage: '3.00', marketRate: '80.00', isLossInclusive: false, includeMarketRate: false },
          }],
          result: { id: itemId },
        });
    });

    it('refuses an item that is missing or of the other direction', () => {
      spec.given(facts()).when({ type: 'ChangeItemRates', filter: { id: itemId, itemType: 'IN' }, update }).thenThrows(404, 'Job work item not found');
      spec.given(facts({ item: { itemType: 'OUT', includeMarketRate: false } })).when({ type: 'ChangeItemRates', filter: { id: itemId, itemType: 'IN' }, update })
        .thenThrows(404, 'Job work item not found');
    });
  });

  describe('DeleteItem', () => {
    it('deletes the item', () => {
      spec.given(facts({ item: { itemType: 'IN', includeMarketRate: false } })).when({ type: 'DeleteItem', id: itemId }).then({
        events: [{ type: 'JobWorkItemDeleted', streamId: `item:${itemId}`, data: { itemId } }],
        result: { id: itemId },
      });
    });

    it('refuses an item that is not there', () => {
      spec.given(facts()).when({ type: 'DeleteItem', id: itemId }).thenThrows(404, 'Job work item not found');
    });
  });
});

describe('slip rules', () => {
  it('net quantity is gross − bag − rejected, exactly', () => {
    expect(netQuantity('100.000', '2.500', '0.125')).toBe('97.375');
    expect(netQuantity('1', '0', '1')).toBe('0.000');
  });

  it('net quantity refuses a gross of 0, a bag beyond the gross and a rejected KG beyond gross − bag, naming each', () => {
    const refusal = (gross: string, bag: string, rejected: string) => {
      try {
        netQuantity(gross, bag, rejected);
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        const e = err as AppError;
        return { status: e.status, field: e.field };
      }
      return null;
    };
    expect(refusal('0', '0', '0')).toEqual({ status: 400, field: 'grossQuantity' });
    expect(refusal('10.000', '10.001', '0')).toEqual({ status: 400, field: 'bagQuantity' });
    expect(refusal('10.000', '4.000', '6.001')).toEqual({ status: 400, field: 'rejectedQuantity' });
    expect(refusal('10.000', '10.000', '0')).toBeNull();
  });

  it('names the slip and the financial year in a clash', () => {
    expect(clashMessage('SL', '12', 2026)).toBe('Slip SL-12 already exists in FY 2026-27');
    expect(clashMessage('', '7', 2026)).toBe('Slip 7 already exists in FY 2026-27');
  });

  describe("the job worker's challan (both or neither, not after the slip, received slips only)", () => {
    const theirs = { jobWorkerChallanNo: 'JW/118', jobWorkerChallanDate: '2026-05-08' };
    const BOTH = "Give both the job worker's challan number and its date, or neither";

    it('given an IN slip add with the challan, then the event records it; dated the slip\'s own day is allowed', () => {
      for (const c of [theirs, { ...theirs, jobWorkerChallanDate: '2026-05-10' }]) {
        spec.given(facts()).when({ ...add, ...c }).then({
          events: [expect.objectContaining({ type: 'SlipAdded', data: expect.objectContaining(c) as unknown }) as never],
          result: { id: testId(1) },
        });
      }
    });

    it('refuses a number without a date, a date without a number, and a date after the slip (400 naming the field)', () => {
      spec.given(facts()).when({ ...add, jobWorkerChallanNo: 'JW/118' }).thenThrows(400, BOTH, 'jobWorkerChallanDate');
      spec.given(facts()).when({ ...add, jobWorkerChallanDate: '2026-05-08' }).thenThrows(400, BOTH, 'jobWorkerChallanNo');
      spec.given(facts()).when({ ...add, ...theirs, jobWorkerChallanDate: '2026-05-11' })
        .thenThrows(400, "The job worker's challan date cannot be after this document's date (10-05-2026)", 'jobWorkerChallanDate');
    });

    it('refuses it on an OUT slip: goods going out carry our challan, not theirs', () => {
      spec.given(facts()).when({ ...add, itemType: 'OUT', ...theirs })
        .thenThrows(400, "Only a received (IN) slip or a Received Challan takes the job worker's challan", 'jobWorkerChallanNo');
    });

    it('given a slip holding a challan, when an update moves the slip before it, then refused; when it clears both, then cleared', () => {
      const holding = facts({ slip: { ...stored, ...theirs } });
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { issueDate: '2026-05-07' } })
        .thenThrows(400, "The job worker's challan date cannot be after this document's date (07-05-2026)", 'jobWorkerChallanDate');
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { jobWorkerChallanNo: null } }).thenThrows(400, BOTH, 'jobWorkerChallanNo');
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null } }).then({
        events: [{
          type: 'SlipUpdated', streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12', grossQuantity: '100.000', bagQuantity: '2.000',
            rejectedQuantity: '0.000', note: 'gate 2', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: null, onwardPartyId: null, saleInvoiceNo: null, saleInvoiceDate: null,
          },
        }],
        result: { id: slipId },
      });
    });
  });

  describe('named returns (an IN slip names the OUT slips it returns, with KG)', () => {
    const [party, sl1, sl2, otherParty, otherProduct, inSlip, after] = [testId(30), testId(31), testId(32), testId(33), testId(34), testId(35), testId(36)];
    const out = (number: string, open: string, f: Partial<NamedSlip> = {}): NamedSlip =>
      ({ number, itemType: 'OUT', partyId: party, productId, issueDate: '2026-04-10', open: parseDecimal(open, QTY) as bigint, ...f });
    const known = facts({
      returns: {
        partyId: party, productId,
        slips: new Map([
          [sl1, out('SL-1', '100.000')], [sl2, out('SL-2', '10.000')], [otherParty, out('SL-7', '5.000', { partyId: testId(99) })],
          [otherProduct, out('SL-8', '5.000', { productId: testId(98) })], [inSlip, out('SL-9', '5.000', { itemType: 'IN' })],
          [after, out('SL-10', '5.000', { issueDate: '2026-05-11' })],
        ]),
      },
    });
    const named = (...r: Array<[string, string]>) => ({ ...add, returns: r.map(([slipId, quantity]) => ({ slipId, quantity })) });

    it('given open OUT slips of the party and product, when an IN slip names 40 of one and 10 of another, then the event records them in order', () => {
      const returns = [{ slipId: sl1, quantity: '40.000' }, { slipId: sl2, quantity: '10.000' }];
      spec.given(known).when(named([sl1, '40.000'], [sl2, '10.000'])).then({
        events: [{
          type: 'SlipAdded', streamId: `slip:${testId(1)}`,
          data: {
            slipId: testId(1), itemType: 'IN', subPartyId, productId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12',
            grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: null, rates, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns, ...NO_ONWARD,
          },
        }],
        result: { id: testId(1) },
      });
    });

    it('when the KG named are more than the OUT slip has open, then 422 naming the entry\'s quantity', () => {
      spec.given(known).when(named([sl1, '40.000'], [sl2, '10.001'])).thenThrows(422, 'Slip SL-2 has only 10.000 KG still open', 'returns.1.quantity');
    });

    it('when the KG named are more than the IN slip nets (98), then 422 naming returns', () => {
      spec.given(known).when(named([sl1, '90.000'], [sl2, '8.001'])).thenThrows(422, "The KG named (98.001) are more than this slip's net quantity (98.000)", 'returns');
    });

    it('when it names a slip of another party, another product, a received slip, one dated after it, or one twice, then 422 naming the slip', () => {
      spec.given(known).when(named([otherParty, '1'])).thenThrows(422, 'Slip SL-7 was sent to another party', 'returns.0.slipId');
      spec.given(known).when(named([sl1, '1'], [otherProduct, '1'])).thenThrows(422, 'Slip SL-8 is of another product', 'returns.1.slipId');
      spec.given(known).when(named([inSlip, '1'])).thenThrows(422, 'Slip SL-9 is not a slip we sent (OUT)', 'returns.0.slipId');
      spec.given(known).when(named([after, '1'])).thenThrows(422, 'Slip SL-10 is dated after this slip (10-05-2026)', 'returns.0.slipId');
      spec.given(known).when(named([sl1, '1'], [sl1, '1'])).thenThrows(422, 'Slip SL-1 is named twice', 'returns.1.slipId');
    });

    it('when it names a slip this company does not have, then 404; when an OUT slip names any, then 400', () => {
      spec.given(known).when(named([testId(77), '1'])).thenThrows(404, 'Returned slip not found', 'returns.0.slipId');
      spec.given(known).when({ ...named([sl1, '1']), itemType: 'OUT' }).thenThrows(400, 'Only a received (IN) slip names the slips it returns', 'returns');
    });

    it('given an IN slip naming 50 of SL-1, when an update lowers its net below 50 or leaves the returns out, then it is refused or they are kept', () => {
      const holding = { ...known, slip: { ...stored, returns: [{ slipId: sl1, quantity: '50.000' }] } };
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { grossQuantity: '51.000' } })
        .thenThrows(422, "The KG named (50.000) are more than this slip's net quantity (49.000)", 'returns');
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { note: 'kept' } }).then({
        events: [{
          type: 'SlipUpdated', streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12', grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000',
            note: 'kept', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [{ slipId: sl1, quantity: '50.000' }], ...NO_ONWARD,
          },
        }],
        result: { id: slipId },
      });
    });
  });

  describe('an OUT slip that IN slips name as returned (the other half of named returns)', () => {
    const sent = { ...stored, itemType: 'OUT' as const, challanNo: 'DC/2026-27/1' };
    const outFilter = { ...filter, itemType: 'OUT' as const };
    const naming = (number: string, issueDate: string, quantity: string): NamingSlip => ({ number, issueDate, quantity: parseDecimal(quantity, QTY) as bigint });
    // SL-12 (net 98) is named by SL-20 (40 KG, 15 May) and SL-21 (30 KG, 20 May): 70 KG named.
    const named = facts({ slip: sent, namedBy: [naming('SL-20', '2026-05-15', '40.000'), naming('SL-21', '2026-05-20', '30.000')] });

    it('given SL-12 named by SL-20 and SL-21, when it is deleted, then 422 naming both IN slips; not named, then deleted', () => {
      spec.given(named).when({ type: 'DeleteSlip', ...outFilter })
        .thenThrows(422, 'In Slip SL-20, SL-21 names this slip as returned: unname it there before deleting this slip');
      spec.given(facts({ slip: sent })).when({ type: 'DeleteSlip', ...outFilter }).then({
        events: [{ type: 'SlipDeleted', streamId: `slip:${slipId}`, data: { slipId } }], result: { id: slipId },
      });
    });

    it('given SL-12 named, when it is transferred to the other direction, then 422 naming the IN slips', () => {
      spec.given(named).when({ type: 'TransferSlip', filter: outFilter, update: { itemType: 'IN' } })
        .thenThrows(422, 'In Slip SL-20, SL-21 names this slip as returned: unname it there before moving this slip');
    });

    it('given 70 KG named of SL-12, when an update lowers its net to 69.999, then 422 naming the gross; to exactly 70, then saved', () => {
      spec.given(named).when({ type: 'UpdateSlip', filter: outFilter, update: { grossQuantity: '71.999' } })
        .thenThrows(422, 'In Slip SL-20, SL-21 names 70.000 KG of this slip as returned: its net quantity cannot be less', 'grossQuantity');
      spec.given(named).when({ type: 'UpdateSlip', filter: outFilter, update: { rejectedQuantity: '28.001' } })
        .thenThrows(422, 'In Slip SL-20, SL-21 names 70.000 KG of this slip as returned: its net quantity cannot be less', 'grossQuantity');
      spec.given(named).when({ type: 'UpdateSlip', filter: outFilter, update: { grossQuantity: '72.000' } }).then({
        events: [{
          type: 'SlipUpdated', streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12', grossQuantity: '72.000', bagQuantity: '2.000', rejectedQuantity: '0.000',
            note: 'gate 2', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], ...NO_ONWARD,
          },
        }],
        result: { id: slipId },
      });
    });

    it('given SL-12 named by IN slips of 15 and 20 May, when an update dates it after 15 May, then 422 naming the IN slip it would follow; on 15 May, then saved', () => {
      spec.given(named).when({ type: 'UpdateSlip', filter: outFilter, update: { issueDate: '2026-05-16' } })
        .thenThrows(422, 'In Slip SL-20 names this slip as returned on 15-05-2026: this slip cannot be dated after it', 'issueDate');
      spec.given(named).when({ type: 'UpdateSlip', filter: outFilter, update: { issueDate: '2026-05-15' } }).then({
        events: [{
          type: 'SlipUpdated', streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-15', prefix: 'SL', slipNo: '12', grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000',
            note: 'gate 2', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], ...NO_ONWARD,
          },
        }],
        result: { id: slipId },
      });
    });

    it('given an item whose slips IN slips name, when the item is deleted, then 422 naming them', () => {
      spec.given(facts({ item: { itemType: 'OUT', includeMarketRate: false }, namedBy: [naming('SL-20', '2026-05-15', '40.000')] }))
        .when({ type: 'DeleteItem', id: itemId })
        .thenThrows(422, 'In Slip SL-20 names slips of this item as returned: unname them there before deleting the item');
    });
  });

  describe('where the goods went (ITC-04 5B / 5C)', () => {
    const partyA = testId(40);
    const partyB = testId(41);
    const known = facts({ onwardParty: { slipPartyId: partyA, exists: true } });
    const addEvent = (o: Partial<Onward>) => ({
      type: 'SlipAdded' as const, streamId: `slip:${testId(1)}`,
      data: {
        slipId: testId(1), itemType: 'IN' as const, subPartyId, productId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12',
        grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000', note: null, rates, challanNo: null,
        jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], ...NO_ONWARD, ...o,
      },
    });

    it('given party B of this company, when an IN slip from A says its goods went on to B, then SlipAdded records B', () => {
      spec.given(known).when({ ...add, onward: 'JOB_WORKER', onwardPartyId: partyB })
        .then({ events: [addEvent({ onward: 'JOB_WORKER', onwardPartyId: partyB })], result: { id: testId(1) } });
    });

    it('when an IN slip says its goods were sold from the job worker\'s premises with our invoice, then SlipAdded records the invoice', () => {
      spec.given(known).when({ ...add, onward: 'SOLD', saleInvoiceNo: 'INV/7', saleInvoiceDate: '2026-05-09' })
        .then({ events: [addEvent({ onward: 'SOLD', saleInvoiceNo: 'INV/7', saleInvoiceDate: '2026-05-09' })], result: { id: testId(1) } });
    });

    it('refuses what does not fit: no party, its own party, another company\'s party, no invoice, a stray field, an OUT slip', () => {
      spec.given(known).when({ ...add, onward: 'JOB_WORKER' }).thenThrows(400, 'Choose the job worker the goods were sent on to', 'onwardPartyId');
      spec.given(known).when({ ...add, onward: 'JOB_WORKER', onwardPartyId: partyA })
        .thenThrows(400, 'The goods cannot be sent on to the same party they came from', 'onwardPartyId');
      spec.given(facts({ onwardParty: { slipPartyId: partyA, exists: false } })).when({ ...add, onward: 'JOB_WORKER', onwardPartyId: testId(77) })
        .thenThrows(404, 'Party not found', 'onwardPartyId');
      spec.given(known).when({ ...add, onward: 'SOLD', saleInvoiceNo: 'INV/7' })
        .thenThrows(400, "Give our sale invoice's number and date for goods sold from the job worker's premises", 'saleInvoiceDate');
      spec.given(known).when({ ...add, onward: 'SOLD', saleInvoiceNo: 'INV/7', saleInvoiceDate: '2026-05-09', onwardPartyId: partyB })
        .thenThrows(400, 'Sent on to is only given with the choice it belongs to', 'onwardPartyId');
      spec.given(known).when({ ...add, saleInvoiceNo: 'INV/7' }).thenThrows(400, 'Sale invoice no is only given with the choice it belongs to', 'saleInvoiceNo');
      spec.given(known).when({ ...add, itemType: 'OUT', onward: 'SOLD', saleInvoiceNo: 'INV/7', saleInvoiceDate: '2026-05-09' })
        .thenThrows(400, 'Only a received (IN) slip says where its goods went instead of coming to us', 'onward');
    });

    it('given an IN slip whose goods went on to B, when an update leaves the fields out, then it keeps them; null clears them', () => {
      const holding = { ...known, slip: { ...stored, onward: 'JOB_WORKER' as const, onwardPartyId: partyB } };
      const updated = (o: Onward) => ({
        events: [{
          type: 'SlipUpdated' as const, streamId: `slip:${slipId}`,
          data: {
            slipId, issueDate: '2026-05-10', prefix: 'SL', slipNo: '12', grossQuantity: '100.000', bagQuantity: '2.000', rejectedQuantity: '0.000',
            note: 'kept', jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], ...o,
          },
        }],
        result: { id: slipId },
      });
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { note: 'kept' } }).then(updated({ onward: 'JOB_WORKER', onwardPartyId: partyB, saleInvoiceNo: null, saleInvoiceDate: null }));
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { note: 'kept', onward: null, onwardPartyId: null } }).then(updated(NO_ONWARD));
      spec.given(holding).when({ type: 'UpdateSlip', filter, update: { onward: null } })
        .thenThrows(400, 'Sent on to is only given with the choice it belongs to', 'onwardPartyId');
    });
  });
});
