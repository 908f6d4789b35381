// The compiled payload checks that a rebuild runs instead of zod (payload-check.ts) must accept exactly
// what the zod schemas of events.ts accept: for a valid payload of every event type and many broken
// variants of each (every field missing, null, of another type, of another format; extra keys; not an
// object at all), the compiled check and zod's safeParse agree.
import { describe, expect, it } from 'vitest';
import { eventSchemas, type EventType } from './events.ts';
import { compiledSchemas, payloadCheck, readPayload } from './payload-check.ts';

const ID = '0000000a-0000-4000-8000-000000000001';
const ID2 = '0000000a-0000-4000-8000-000000000002';
const rates = { workRate: '12.50', lossPercentage: '2.00', marketRate: '95.00', isLossInclusive: true, includeMarketRate: false };
const contact = { phone: '9876543210', address: 'Plot 4, GIDC', state: '24', gstin: '24AAACB1234C1Z5' };

/** One valid payload of every event type (a type missing here fails the first test). */
const SAMPLES: Record<EventType, Record<string, unknown>> = {
  CompanyCreated: { name: 'Bench Co', defaultPrefix: null },
  CompanyUpdated: { name: 'Bench Co', defaultPrefix: 'SL' },
  CompanyContactSet: { ...contact },
  BooksClosed: { upTo: '2026-03-31', reason: null, months: `2026-03=${'ab12'.repeat(16)}` },
  BooksReopened: { upTo: null, reason: 'Audit correction' },
  ProductAdded: { productId: ID, name: 'HDPE', note: null },
  ProductUpdated: { productId: ID, name: 'HDPE Pipe' },
  ProductDeleted: { productId: ID },
  ProductGstSet: { productId: ID, hsn: '391732', valueRate: '95.00' },
  PartyAdded: { partyId: ID, defaultSubPartyId: ID2, name: 'P', note: 'n', openingReceivableQuantity: '-1.500', openingReceivableAmount: '2.25' },
  PartyUpdated: { partyId: ID, name: 'P', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' },
  PartyDeleted: { partyId: ID },
  PartyContactSet: { partyId: ID, phone: null, address: null, state: null, gstin: null },
  SubPartyAdded: { subPartyId: ID2, partyId: ID, name: 'Unit 2', note: null },
  SubPartyUpdated: { subPartyId: ID2, name: 'Unit 2', note: 'x' },
  SubPartyArchived: { subPartyId: ID2 },
  SubPartyRemoved: { subPartyId: ID2 },
  SubPartyRestored: { subPartyId: ID2 },
  SubPartyMonthNoteSet: { subPartyId: ID2, year: 2026, month: 12, note: 'नोट' },
  SlipAdded: {
    slipId: ID, itemType: 'IN', subPartyId: ID2, productId: ID, issueDate: '2026-04-03', prefix: 'SL', slipNo: '7',
    grossQuantity: '105.500', bagQuantity: '0.500', rejectedQuantity: '0.000', note: null, rates,
  },
  SlipUpdated: {
    slipId: ID, issueDate: '2026-04-03', prefix: 'SL', slipNo: '7', grossQuantity: '105.500', bagQuantity: '0.500',
    rejectedQuantity: '1.000', note: 'corrected',
  },
  SlipDeleted: { slipId: ID },
  SlipTransferred: { slipId: ID, itemType: 'OUT', issueDate: '2026-04-30' },
  JobWorkItemRatesChanged: { itemId: ID, ...rates },
  JobWorkItemDeleted: { itemId: ID },
  BillAdded: {
    billId: ID, kind: 'SALE_BILL', subPartyId: ID2, productId: ID, issueDate: '2026-04-03', fullBillNo: 'B-1',
    quantity: '10.000', workRate: '2.00', saleRate: '95.00', note: null,
  },
  BillUpdated: { billId: ID, fullBillNo: 'B-1', quantity: '10.000', workRate: '2.00', saleRate: '0.00', note: null, issueDate: '2026-05-01' },
  BillDeleted: { billId: ID },
  CashAdded: { cashId: ID, direction: 'INWARD', partyId: ID, issueDate: '2026-04-03', amount: '500.00', note: null },
  CashUpdated: { cashId: ID, amount: '-0.01', note: null },
  CashDeleted: { cashId: ID },
  NoteAdded: {
    noteId: ID, kind: 'DEBIT_NOTE', partyId: ID2, issueDate: '2026-04-03', fullNoteNo: 'DN-1', amount: '250.00', reason: 'Shortage', note: null,
    adjusts: { type: 'slip', id: ID, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-04-01' },
  },
  NoteUpdated: { noteId: ID, issueDate: '2026-04-03', fullNoteNo: 'CN-1', amount: '250.00', reason: 'Rate', note: 'x', adjusts: null },
  NoteDeleted: { noteId: ID },
  DeemedSupplyAccepted: { slipId: ID, quantity: '100.000', value: '8550.00', deemedOn: '2025-10-01', limit: '2026-10-01' },
  DeemedSupplyDismissed: { slipId: ID, quantity: '100.000', limit: '2026-10-01' },
  DeemedSupplyUndone: { slipId: ID },
  EventVoided: { voidedSeq: 7, voidedType: 'SlipDeleted', reason: 'stored before fold-before-commit' },
};

/** Values every field is tried with: of every JSON type, and near the formats the schemas use. */
const VARIANTS: unknown[] = [
  undefined, null, true, false, 0, -1, 1, 7, 12, 13, 2026, 1.5, -0.5, 2 ** 53, Number.MAX_SAFE_INTEGER, Infinity, NaN,
  '', 'x', ' ', 'IN', 'OUT', 'in', 'SALE_BILL', 'INWARD', 'OUTWARD', 'Default',
  '1', '1.5', '1.50', '1.500', '-1.500', '1.5000', '+1.50', ' 1.50', '1.50 ', '1,50', '١.٥٠', '12.5', '0.00', '-0.00', '00.00',
  '2026-04-03', '2026-4-3', '2026-04-03T00:00:00Z', '20260403', '9999-99-99', '0000-00-00',
  ID, ID.toUpperCase(), ID.slice(1), `${ID}0`, ID.replace(/-/g, ''), `{${ID}}`, '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff', '0000000a-0000-9000-8000-000000000001', '0000000a-0000-4000-c000-000000000001',
  '9876543210', '987654321', '98765432101', '24', '2', '240', '24AAACB1234C1Z5', '24aaacb1234c1z5', '391732', '3917', '39173', '39173200', '39173211',
  [], [ID], {}, { a: 1 },
];

/** The later versions of a type: its version 1 sample with what each version added. */
const LATER: Partial<Record<EventType, Record<number, Record<string, unknown>>>> = {
  SlipAdded: {
    2: { ...SAMPLES.SlipAdded, itemType: 'OUT', challanNo: 'DC/2026-27/12' },
    3: { ...SAMPLES.SlipAdded, challanNo: null, jobWorkerChallanNo: 'JW/118', jobWorkerChallanDate: '2026-04-01' },
    4: { ...SAMPLES.SlipAdded, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [{ slipId: ID, quantity: '40.000' }] },
    5: {
      ...SAMPLES.SlipAdded, challanNo: null, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [],
      onward: 'SOLD', onwardPartyId: null, saleInvoiceNo: 'INV/7', saleInvoiceDate: '2026-04-02',
    },
  },
  SlipUpdated: {
    2: { ...SAMPLES.SlipUpdated, jobWorkerChallanNo: null, jobWorkerChallanDate: null },
    3: { ...SAMPLES.SlipUpdated, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [] },
    4: { ...SAMPLES.SlipUpdated, jobWorkerChallanNo: null, jobWorkerChallanDate: null, returns: [], onward: 'JOB_WORKER', onwardPartyId: ID, saleInvoiceNo: null, saleInvoiceDate: null },
  },
  SlipTransferred: { 2: { ...SAMPLES.SlipTransferred, challanNo: null } },
  ProductGstSet: { 2: { ...SAMPLES.ProductGstSet, capitalGoods: true } },
  BillAdded: {
    2: { ...SAMPLES.BillAdded, kind: 'INWARD_JOBWORK_BILL', challanNo: 'DC/2025-26/1' },
    3: { ...SAMPLES.BillAdded, kind: 'OUTWARD_JOBWORK_BILL', challanNo: null, jobWorkerChallanNo: '77', jobWorkerChallanDate: '2026-04-02' },
  },
  BillUpdated: { 2: { ...SAMPLES.BillUpdated, jobWorkerChallanNo: 'JW-9', jobWorkerChallanDate: '2026-04-30' } },
};
const samplesOf = (type: EventType): Array<[number, Record<string, unknown>]> =>
  [[1, SAMPLES[type]], ...Object.entries(LATER[type] ?? {}).map(([v, d]) => [Number(v), d] as [number, Record<string, unknown>])];

const agrees = (type: EventType, data: unknown, version = 1) => {
  const check = payloadCheck(type, version);
  const zod = ((eventSchemas[type] as Record<number, unknown>)[version] as { safeParse(v: unknown): { success: boolean } }).safeParse(data).success;
  return { type, data, compiled: check ? check(data) : 'no check', zod };
};

/** Every variant of one level of `obj`, and of nested objects recursively (set, removed, one key added). */
function* mutations(obj: Record<string, unknown>): Generator<Record<string, unknown>> {
  for (const key of Object.keys(obj)) {
    const { [key]: _removed, ...without } = obj;
    yield without;
    for (const v of VARIANTS) yield { ...obj, [key]: v };
    const inner = obj[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const m of mutations(inner as Record<string, unknown>)) yield { ...obj, [key]: m };
    }
  }
  yield { ...obj, extra: 'kept out by zod, ignored by the fold' };
  yield Object.assign(Object.create({ inherited: true }) as object, obj);
}

describe('compiled payload checks', () => {
  it('given every event schema, then each is compiled (none falls back to zod) and has a sample here', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(eventSchemas).sort());
    for (const type of Object.keys(SAMPLES) as EventType[]) expect(samplesOf(type).map(([v]) => v)).toEqual(Object.keys(eventSchemas[type]).map(Number));
    for (const [name, compiled] of compiledSchemas()) expect({ name, compiled }).toEqual({ name, compiled: true });
    expect(payloadCheck('NoSuchEvent', 1)).toBeNull();
    expect(payloadCheck('SlipUpdated', 5)).toBeNull();
  });

  it('given a valid payload of every type and each of its variants, then the compiled check accepts exactly what zod accepts', () => {
    let cases = 0;
    let accepted = 0;
    for (const [type, version, sample] of (Object.keys(SAMPLES) as EventType[]).flatMap((t) => samplesOf(t).map(([v, d]) => [t, v, d] as const))) {
      expect(agrees(type, sample, version)).toEqual({ type, data: sample, compiled: true, zod: true });
      for (const data of [...mutations(sample), null, undefined, [], [sample], 'x', 1, true]) {
        const r = agrees(type, data, version);
        expect(r.compiled, JSON.stringify(r)).toBe(r.zod);
        cases++;
        if (r.zod) accepted++;
      }
    }
    // Both sides of the line are exercised.
    expect(cases).toBeGreaterThan(8_000);
    expect(accepted).toBeGreaterThan(500);
  });

  it('given an array field (named returns), then its elements and its length bounds are checked exactly as zod checks them', () => {
    const entry = { slipId: ID, quantity: '40.000' };
    const lists: unknown[] = [
      [], [entry], Array.from({ length: 20 }, () => entry), Array.from({ length: 21 }, () => entry),
      [entry, null], [{ slipId: ID }], [{ ...entry, quantity: '40' }], [{ ...entry, slipId: 'x' }], [{ ...entry, extra: 1 }],
      [[entry]], [ID], 'x', null, {}, { 0: entry, length: 1 },
      ...[...mutations(entry)].map((m) => [entry, m]),
    ];
    const seen = { accepted: 0, refused: 0 };
    for (const [type, version] of [['SlipAdded', 4], ['SlipUpdated', 3]] as const) {
      const sample = LATER[type]?.[version];
      if (!sample) throw new Error(`no sample of ${type} v${version}`);
      for (const returns of lists) {
        const r = agrees(type, { ...sample, returns }, version);
        expect(r.compiled, JSON.stringify(r)).toBe(r.zod);
        seen[r.zod ? 'accepted' : 'refused']++;
      }
    }
    // [], 1 and 20 entries (and an ignored extra key) pass; 21, a bad element or not an array do not.
    expect(seen.accepted).toBeGreaterThanOrEqual(8);
    expect(seen.refused).toBeGreaterThan(20);
  });
});

describe('readPayload (what the API appends, the guard folds and the stream reads)', () => {
  it('given a payload its check accepts, then it is taken as it is', () => {
    const data = { ...SAMPLES.ProductAdded };
    expect(readPayload('ProductAdded', 1, data)).toBe(data);
  });

  it('given a payload its schema refuses, then zod\'s words say what is wrong, with or without a compiled check', () => {
    const bad = { ...SAMPLES.ProductAdded, name: 42 };
    expect(() => readPayload('ProductAdded', 1, bad)).toThrow(/name[\s\S]*string/i);
    expect(() => readPayload('ProductAdded', 1, bad, null)).toThrow(/name[\s\S]*string/i);
  });

  it('given a type or version no schema knows, then it is refused by name', () => {
    expect(() => readPayload('ProductAdded', 99, SAMPLES.ProductAdded)).toThrow('Unknown event ProductAdded v99');
    expect(() => readPayload('NoSuchEvent', 1, {})).toThrow('Unknown event NoSuchEvent v1');
  });
});
