// ITC-04 JSON for the GST offline tool (issue 30, part 2): the file is checked exactly against a history
// computed by hand and against the JSON Schema written from the documented layout; a return that lacks
// what the tool needs is refused (422) naming exactly what is missing, and the summary lists the same.
//
// Hand-computed, company GSTIN 24AAACC1206D1ZM; Bharat Extrusions GSTIN 27AAPFU0939F1ZV (state 27);
// HDPE Pipe HSN 3917, value rate ₹150.50/KG:
//   10-04-2026 OUT SL-1 gross 300.000 − bag 1.500 − rejected 2.000 = net 296.500 (loss 3 %: effective 287.605)
//              → DC/2026-27/1 declares 296.500 KG, 296.500 × 150.50 = ₹44,623.25.
//   20-04-2026 OUT SL-2 gross 100.000 → DC/2026-27/2, 100.000 KG, ₹15,050.00.
//   05-05-2026 IN  SL-3 gross 300.000 − bag 0.800 − rejected 1.200 = net 298.000; loss 2 %: 5.960, effective
//              292.040, settling FIFO all 287.605 of SL-1 and 4.435 of SL-2 (one return, two challans, the
//              second in part). Declared 298.000 KG; losses and wastes 5.960 + 1.200 = 7.160 KG, shared in
//              proportion to the KG each lot took (cumulative rounding):
//                SL-1: 298.000 × 287.605 / 292.040 = 293.474 KG, losses 7.160 × 287.605 / 292.040 = 7.051
//                SL-2: 298.000 − 293.474 = 4.526 KG, losses 7.160 − 7.051 = 0.109
//   10-06-2026 IN  SL-4 gross 50.000 → settles 50.000 more of SL-2 (SL-2 returned over two IN slips); no losses.
//   Q1 of FY 2026-27 is return period 132026; the file is ITC-04-Gov-24AAACC1206D1ZM-132026.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itc04JsonProblems } from '../../services/api/src/gst/itc04Json.ts';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
const OURS = '24AAACC1206D1ZM';
const BHARAT = '27AAPFU0939F1ZV';

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: OURS, state: '24' }, owner.token);
  const party = (await ok(api, '/party/add/v1', { name: 'Bharat Extrusions', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: { gstin: BHARAT } }, owner.token)).id;
  const pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  const subPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: party } }, owner.token))[0].id as string;
  const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, q: { gross: string; bag?: string; rejected?: string; loss?: string }) =>
    ok(api, '/jobWorkItem/slip/add/v2', {
      itemType, subPartyId, productId: pipe, issueDate, slipNo, grossQuantity: q.gross, bagQuantity: q.bag ?? '0', rejectedQuantity: q.rejected ?? '0',
      workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true,
    }, owner.token);
  await slip('OUT', '2026-04-10', 1, { gross: '300', bag: '1.5', rejected: '2', loss: '3' });
  await slip('OUT', '2026-04-20', 2, { gross: '100' });
  await slip('IN', '2026-05-05', 3, { gross: '300', bag: '0.8', rejected: '1.2', loss: '2' });
  await slip('IN', '2026-06-10', 4, { gross: '50' });
});
afterAll(async () => {
  await api.close();
});

describe('ITC-04 JSON for the GST offline tool', () => {
  it('Tables 4 and 5A as hand-computed, the file named by GSTIN and period, valid against the schema', async () => {
    const { bytes, filename, contentType } = await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'json' }, owner.token);
    expect(filename).toBe(`ITC-04-Gov-${OURS}-132026.json`);
    expect(contentType).toContain('application/json');
    const text = bytes.toString('utf8');
    const file: unknown = JSON.parse(text);
    const pipe = 'HDPE Pipe (HSN 3917)';
    expect(file).toEqual({
      gstin: OURS,
      fp: '132026',
      m2jw: [
        { ctin: BHARAT, jw_stcd: '27', chnum: 'DC/2026-27/1', chdt: '10-04-2026', flag: 'N', itms: [{ uqc: 'KGS', qty: 296.5, desc: pipe, txval: 44623.25, goods_ty: '8b' }] },
        { ctin: BHARAT, jw_stcd: '27', chnum: 'DC/2026-27/2', chdt: '20-04-2026', flag: 'N', itms: [{ uqc: 'KGS', qty: 100, desc: pipe, txval: 15050, goods_ty: '8b' }] },
      ],
      table5A: [{
        ctin: BHARAT, jw_stcd: '27', flag: 'N',
        items: [
          { o_chnum: 'DC/2026-27/1', o_chdt: '10-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '05-05-2026', uqc: 'KGS', qty: 293.474, desc: pipe, lwuqc: 'KGS', lwqty: 7.051 },
          { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '05-05-2026', uqc: 'KGS', qty: 4.526, desc: pipe, lwuqc: 'KGS', lwqty: 0.109 },
          { o_chnum: 'DC/2026-27/2', o_chdt: '20-04-2026', jw2_chnum: 'SL-4', jw2_chdt: '10-06-2026', uqc: 'KGS', qty: 50, desc: pipe },
        ],
      }],
    });
    // The decimals as written in the file: exact, never a float's tail.
    for (const written of ['"qty":293.474', '"lwqty":7.051', '"qty":4.526', '"lwqty":0.109', '"txval":44623.25']) expect(text).toContain(written);
    // Against the JSON Schema written from the documented layout (services/api/src/gst/schemas/itc04.schema.json, with ajv).
    expect(itc04JsonProblems(file)).toEqual([]);
    // The schema can fail: a date as ISO, a challan with no item, a period code that is not one.
    expect(itc04JsonProblems({ ...(file as object), fp: '122026', m2jw: [{ jw_stcd: '27', chnum: 'X', chdt: '2026-04-10', flag: 'N', itms: [] }] })).toEqual([
      '/fp must match pattern "^(1[3-8])[0-9]{4}$"', '/m2jw/0/chdt must match pattern "^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}$"',
      '/m2jw/0/itms must NOT have fewer than 1 items',
    ]);
  });

  it('refused while our GSTIN, a job worker\'s state or a product\'s HSN is missing: the summary and the 422 list exactly those', async () => {
    const other = await registerOwner(api);
    const party = (await ok(api, '/party/add/v1', { name: 'Om Traders', openingReceivableQuantity: '0', openingReceivableAmount: 0 }, other.token)).id;
    const rod = (await ok(api, '/product/add/v1', { name: 'PP Rod', valueRate: '10' }, other.token)).id;
    const subPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: party } }, other.token))[0].id as string;
    await ok(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId, productId: rod, issueDate: '2026-07-02', slipNo: 1, grossQuantity: '10', bagQuantity: '0', rejectedQuantity: '0',
      workRate: '1', lossPercentage: '0', isLossInclusive: true,
    }, other.token);
    const summary = await ok(api, '/report/itc04/v1', { fy: 2026, period: 'Q2' }, other.token);
    expect(summary.jsonMissing).toEqual([
      { kind: 'COMPANY_GSTIN', id: null, name: null },
      { kind: 'PARTY_STATE', id: party, name: 'Om Traders' },
      { kind: 'PRODUCT_HSN', id: rod, name: 'PP Rod' },
    ]);
    const refused = await call(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q2', format: 'json' }, other.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe('The ITC-04 JSON was not made: 3 details are missing');
    // Each in the e-way bill's words, in the reader's language.
    expect(refused.body.error?.problems).toEqual([
      { id: 'company', document: '', problems: ['Our GSTIN is missing (Settings → Address and GST)'] },
      { id: party, document: 'Om Traders', problems: ['Om Traders has no state'] },
      { id: rod, document: 'PP Rod', problems: ['PP Rod has no HSN code'] },
    ]);
    const inHindi = await call(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q2', format: 'json' }, other.token, { 'accept-language': 'hi' });
    expect(inHindi.body.error?.message).toBe('ITC-04 JSON नहीं बनी: 3 जानकारियाँ नहीं हैं');
    expect(inHindi.body.error?.problems?.map((p) => p.problems[0])).toEqual(['हमारा GSTIN नहीं है (सेटिंग्स → पता और GST)', 'Om Traders का राज्य नहीं है', 'PP Rod का HSN कोड नहीं है']);
    // The first company's return for the same quarter (nothing in it) is complete.
    expect((await ok(api, '/report/itc04/v1', { fy: 2026, period: 'Q2' }, owner.token)).jsonMissing).toEqual([]);
  });

  it('refused, not a 500, when a challan number the file would carry is over 16 characters: the summary and the 422 name it and its party', async () => {
    const other = await registerOwner(api);
    await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: OURS, state: '24' }, other.token);
    const party = (await ok(api, '/party/add/v1', { name: 'Long Numbers', openingReceivableQuantity: '0', openingReceivableAmount: 0, contact: { gstin: BHARAT } }, other.token)).id;
    const rod = (await ok(api, '/product/add/v1', { name: 'PP Rod', hsn: '3916', valueRate: '10' }, other.token)).id;
    const subPartyId = (await ok(api, '/subParty/list/v1', { filter: { partyId: party } }, other.token))[0].id as string;
    const slip = (itemType: 'IN' | 'OUT', issueDate: string, prefix: string, slipNo: number) => ok(api, '/jobWorkItem/slip/add/v2', {
      itemType, subPartyId, productId: rod, issueDate, prefix, slipNo, grossQuantity: '10', bagQuantity: '0', rejectedQuantity: '0',
      workRate: '1', lossPercentage: '0', isLossInclusive: true,
    }, other.token);
    await slip('OUT', '2026-07-02', 'SL', 1);
    // No job worker's challan recorded: the IN slip's own number stands for it in 5A, 17 characters.
    await slip('IN', '2026-07-20', 'GATEINWARD', 123456);
    const summary = await ok(api, '/report/itc04/v1', { fy: 2026, period: 'Q2' }, other.token);
    expect(summary.jsonMissing).toEqual([{ kind: 'DOCUMENT_NUMBER_LONG', id: party, name: 'GATEINWARD-123456' }]);
    const refused = await call(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q2', format: 'json' }, other.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.problems).toEqual([
      { id: party, document: 'GATEINWARD-123456', problems: ['Challan number GATEINWARD-123456 is over 16 characters (GST takes 16)'] },
    ]);
  });
});
