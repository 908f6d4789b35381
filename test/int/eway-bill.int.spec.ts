// E-way bill bulk JSON (issue 30, part 3): the file is held to our JSON Schema of the portal's layout
// (services/api/src/gst/eway-bill.schema.json, validated with ajv here too) and to a history computed by
// hand; a document the portal would refuse is listed with what is missing or wrong, and no file is made.
//
// Today is 01-07-2026 (Asia/Kolkata). Acme Plastics, GSTIN 27AAPFU0939F1ZV (Maharashtra), address
// "Plot 12, MIDC Bhosari, Pune 411026". Bharat Extrusions, GSTIN 24AAACC1206D1ZM (Gujarat), address
// "GIDC Phase 2, Vapi 396195". HDPE Pipe: HSN 3917, value rate ₹150.50/KG.
//   10-06-2026 OUT SL-1 gross 300.000 − bag 1.500 − rejected 2.000 = net 296.500, burn loss 3 % (8.895) not
//              deducted: DC/2026-27/1 declares 296.500 KG, 296.500 × 150.50 = ₹44,623.25.
//              O / 4 Job Work / CHL, from us (411026, 27) to Bharat (396195, 24).
//   15-06-2026 Delivery Challan DC-77, 25.000 KG → DC/2026-27/2, 25 × 150.50 = ₹3,762.50; O / 4.
//   20-06-2026 IN SL-2 gross 100.000 − bag 0.800 − rejected 1.200 = net 98.000 (its loss 2 % is a loss and
//              waste, not deducted): 98.000 KG, 98 × 150.50 = ₹14,749.00; I / 6 Job Work Returns / CHL,
//              from Bharat to us.
// Refused: Om Traders (no GSTIN, no state, no PIN) got OUT SL-3 of Scrap (no HSN, no value rate) on
// 25-06-2026 (DC/2026-27/3, the year's third goods sent); OUT SL-4 to Bharat dated 01-12-2025 is 212 days old (> 180).
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
const ids = { sl1: '', dc77: '', sl2: '', sl3: '', sl4: '', om: '', bharat: '' };
const schema = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../services/api/src/gst/eway-bill.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
const road = { transMode: '1', distance: 412, vehicleNo: 'mh 04 ab 1234', transporterId: '27aapfu0939f1zv', transporterName: 'Shree Roadways', transDocNo: 'LR-88', transDocDate: '2026-06-30' };
const EXPORT = '/report/ewayBill/export/v1';

beforeAll(async () => {
  api = await startApi();
  api.setNow(new Date('2026-07-01T06:30:00Z'));
  owner = await registerOwner(api);
  await ok(api, '/company/contact/update/v1', { address: 'Plot 12, MIDC Bhosari, Pune 411026', gstin: '27AAPFU0939F1ZV' }, owner.token);
  ids.bharat = (await ok(api, '/party/add/v1', { name: 'Bharat Extrusions', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: { address: 'GIDC Phase 2, Vapi 396195', gstin: '24AAACC1206D1ZM' } }, owner.token)).id;
  ids.om = (await ok(api, '/party/add/v1', { name: 'Om Traders', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: {} }, owner.token)).id;
  const pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  const scrap = (await ok(api, '/product/add/v1', { name: 'Scrap' }, owner.token)).id;
  const sub = async (partyId: string) => (await ok(api, '/subParty/list/v1', { filter: { partyId } }, owner.token))[0].id as string;
  const [bharat, om] = [await sub(ids.bharat), await sub(ids.om)];
  const slip = (subPartyId: string, productId: string, itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, q: { gross: string; bag?: string; rejected?: string; loss?: string }) =>
    ok(api, '/jobWorkItem/slip/add/v2', {
      itemType, subPartyId, productId, issueDate, slipNo, grossQuantity: q.gross, bagQuantity: q.bag ?? '0', rejectedQuantity: q.rejected ?? '0',
      workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true,
    }, owner.token);
  ids.sl1 = (await slip(bharat, pipe, 'OUT', '2026-06-10', 1, { gross: '300', bag: '1.5', rejected: '2', loss: '3' })).id;
  ids.dc77 = (await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: bharat, productId: pipe, issueDate: '2026-06-15', fullBillNo: 'DC-77', quantity: '25', workRate: '4' }, owner.token)).id;
  ids.sl2 = (await slip(bharat, pipe, 'IN', '2026-06-20', 2, { gross: '100', bag: '0.8', rejected: '1.2', loss: '2' })).id;
  ids.sl3 = (await slip(om, scrap, 'OUT', '2026-06-25', 3, { gross: '10' })).id;
  ids.sl4 = (await slip(bharat, pipe, 'OUT', '2025-12-01', 4, { gross: '5' })).id;
});
afterAll(async () => {
  await api.close();
});

const us = { gstin: '27AAPFU0939F1ZV', name: 'Acme Plastics', addr1: 'Plot 12, MIDC Bhosari, Pune', place: 'Pune', pin: 411026, state: 27 };
const them = { gstin: '24AAACC1206D1ZM', name: 'Bharat Extrusions', addr1: 'GIDC Phase 2, Vapi', place: 'Vapi', pin: 396195, state: 24 };
const block = (side: 'from' | 'to', p: typeof us) => ({
  [`${side}Gstin`]: p.gstin, [`${side}TrdName`]: p.name, [`${side}Addr1`]: p.addr1, [`${side}Addr2`]: '', [`${side}Place`]: p.place,
  [`${side}Pincode`]: p.pin, [`${side}StateCode`]: p.state, [side === 'from' ? 'actualFromStateCode' : 'actualToStateCode']: p.state,
});
const expected = (o: { supplyType: 'O' | 'I'; subSupplyType: 4 | 6; docNo: string; docDate: string; from: typeof us; to: typeof us; quantity: number; value: number }) => ({
  userGstin: '27AAPFU0939F1ZV', supplyType: o.supplyType, subSupplyType: o.subSupplyType, subSupplyDesc: '', docType: 'CHL', docNo: o.docNo, docDate: o.docDate, transType: 1,
  ...block('from', o.from), ...block('to', o.to),
  totalValue: o.value, cgstValue: 0, sgstValue: 0, igstValue: 0, cessValue: 0, TotNonAdvolVal: 0, OthValue: 0, totInvValue: o.value,
  transMode: 1, transDistance: 412, transporterName: 'Shree Roadways', transporterId: '27AAPFU0939F1ZV', transDocNo: 'LR-88', transDocDate: '30/06/2026',
  vehicleNo: 'MH04AB1234', vehicleType: 'R', mainHsnCode: 3917,
  itemList: [{ itemNo: 1, productName: 'HDPE Pipe', productDesc: 'HDPE Pipe', hsnCode: 3917, quantity: o.quantity, qtyUnit: 'KGS', taxableAmount: o.value, cgstRate: 0, sgstRate: 0, igstRate: 0, cessRate: 0, cessNonAdvol: 0 }],
});

describe('e-way bill bulk JSON', () => {
  it('declares an OUT slip at its net quantity (burn loss not deducted), a Delivery Challan and a return, as the layout writes them', async () => {
    const file = await download(api, EXPORT, { ids: [ids.sl2, ids.sl1, ids.dc77], transport: road }, owner.token);
    expect(file.contentType).toMatch(/^application\/json/);
    expect(file.filename).toBe('EWB-27AAPFU0939F1ZV-2026-07-01.json');
    const json = JSON.parse(file.bytes.toString('utf8')) as unknown;
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json).toEqual({
      version: '1.0.0621',
      billLists: [
        expected({ supplyType: 'O', subSupplyType: 4, docNo: 'DC/2026-27/1', docDate: '10/06/2026', from: us, to: them, quantity: 296.5, value: 44623.25 }),
        expected({ supplyType: 'O', subSupplyType: 4, docNo: 'DC/2026-27/2', docDate: '15/06/2026', from: us, to: them, quantity: 25, value: 3762.5 }),
        expected({ supplyType: 'I', subSupplyType: 6, docNo: 'SL-2', docDate: '20/06/2026', from: them, to: us, quantity: 98, value: 14749 }),
      ],
    });
    // The exact decimals as written in the file.
    expect(file.bytes.toString('utf8')).toContain('"taxableAmount": 44623.25');
    expect(file.bytes.toString('utf8')).toContain('"quantity": 296.5');
  });

  it('refuses (422) with what each document lacks, and makes no file', async () => {
    const r = await call(api, EXPORT, { ids: [ids.sl1, ids.sl3, ids.sl4], transport: road }, owner.token);
    expect(r.status).toBe(422);
    const error = r.body.error as { message: string; problems?: { id: string; document: string; problems: string[] }[] };
    expect(error.message).toBe('The e-way bill file was not made: 2 documents need attention');
    expect(error.problems).toEqual([
      { id: ids.sl4, document: 'DC/2025-26/1', problems: ['Dated 01-12-2025: more than 180 days old, the portal refuses it'] },
      {
        id: ids.sl3, document: 'DC/2026-27/3', problems: [
          'Om Traders has no GSTIN', 'Om Traders has no state', 'Om Traders has no PIN: end its address with the 6-digit PIN',
          'Scrap has no HSN code', 'Scrap has no value rate',
        ],
      },
    ]);
  });

  it('names our own missing PIN, in Hindi too', async () => {
    await ok(api, '/company/contact/update/v1', { address: 'Plot 12, MIDC Bhosari, Pune', gstin: '27AAPFU0939F1ZV' }, owner.token);
    const r = await call(api, EXPORT, { ids: [ids.sl1], transport: road }, owner.token, { 'accept-language': 'hi' });
    await ok(api, '/company/contact/update/v1', { address: 'Plot 12, MIDC Bhosari, Pune 411026', gstin: '27AAPFU0939F1ZV' }, owner.token);
    expect(r.status).toBe(422);
    const error = r.body.error as { problems?: { problems: string[] }[] };
    expect(error.problems?.[0]?.problems).toEqual(['हमारा PIN नहीं है: कंपनी का पता 6 अंकों के PIN से ख़त्म करें']);
  });

  it('checks the transport typed: a vehicle by road, the document number otherwise, a transporter id\'s shape, whole kilometres', async () => {
    const bad = async (transport: Record<string, unknown>, field: string) => {
      const r = await call(api, EXPORT, { ids: [ids.sl1], transport: { ...road, ...transport } }, owner.token);
      expect(r.status, JSON.stringify(transport)).toBe(400);
      expect(r.body.error?.field).toBe(field);
    };
    await bad({ vehicleNo: '' }, 'transport.vehicleNo');
    await bad({ vehicleNo: 'ABC' }, 'transport.vehicleNo');
    await bad({ transMode: '2', transDocNo: '' }, 'transport.transDocNo');
    await bad({ transporterId: '27AAPFU0939' }, 'transport.transporterId');
    await bad({ distance: 12.5 }, 'transport.distance');
    await bad({ distance: 4001 }, 'transport.distance');
    await bad({ transMode: '5' }, 'transport.transMode');
    // By rail: no vehicle, the railway receipt.
    const file = await download(api, EXPORT, { ids: [ids.sl1], transport: { transMode: '2', distance: 900, transDocNo: 'RR-5', transDocDate: '2026-06-30' } }, owner.token);
    const json = JSON.parse(file.bytes.toString('utf8')) as { billLists: Record<string, unknown>[] };
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.billLists[0]).toMatchObject({ transMode: 2, transDistance: 900, vehicleNo: '', vehicleType: '', transDocNo: 'RR-5', transporterId: '' });
  });

  it('answers 404 for another company\'s document', async () => {
    const other = await registerOwner(api, 'Other Co');
    const r = await call(api, EXPORT, { ids: [ids.sl1], transport: road }, other.token);
    expect(r.status).toBe(404);
  });
});
