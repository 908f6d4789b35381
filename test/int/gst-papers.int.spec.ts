// GST papers agree (issue 25, items 6–9 and 13): the Rule 55 challan, ITC-04 (read with exceljs and with
// LibreOffice) and the ageing read one declaration per document; every serial of a period is in Table 4
// or named with the reason; the opening quantity is a lot; a challan without our GSTIN and address only
// with a confirmation; PDFs print the Asia/Kolkata date.
//
// Hand-computed (value rate of HDPE Pipe ₹150.50/KG, HSN 3917), Bharat Extrusions (opening 0):
//   10-04-2026 OUT SL-1 gross 300.000 − bag 1.500 − rejected 2.000 = net 296.500; item loss 3 % inclusive:
//              loss 8.895, effective 287.605 (what the balance counts). DC/2026-27/1 declares 296.500 KG,
//              296.500 × 150.50 = ₹44,623.25 (not 287.605 / ₹43,284.55).
//   05-05-2026 IN  SL-2 gross 100.000 − bag 0.800 − rejected 1.200 = net 98.000; item loss 2 % inclusive:
//              loss 1.960, effective 96.040, all of it settling SL-1. Table 5A: 98.000 KG received
//              against DC/2026-27/1, losses and wastes 1.960 + 1.200 = 3.160 KG.
//   20-05-2026 Delivery Challan DC-77, 25.000 KG → DC/2026-27/2, ₹3,762.50 (25 × 150.50).
//   01-06-2026 OUT SL-3 10.000 → DC/2026-27/3, then deleted: its serial is not given again.
//   02-06-2026 OUT SL-4 5.000 → DC/2026-27/4, then transferred to IN: an IN slip of 5.000 KG, no loss,
//              settling SL-1 (Table 5A: 5.000 KG against DC/2026-27/1, no losses).
//   10-06-2026 OUT SL-5 20.000 → DC/2026-27/5, ₹3,010.00.
//   Balance: 287.605 − 96.040 − 5.000 + 20.000 = 206.565 KG; open lots SL-1 186.565 and SL-5 20.000.
// Shree Polymers, created 01-03-2025 with opening −200.500 KG (its goods with us):
//   12-04-2026 OUT SL-6 250.000 KG → settles the opening's 200.500; 49.500 of ours with the party.
//   Balance −200.500 + 250.000 = 49.500 KG.
// Om Traders, created 01-03-2025 with opening +60.000 KG (our goods with them), no slips: on 01-07-2026
//   the lot is 487 days old, past Section 143's year since 01-03-2026.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';

let api: TestApi;
let owner: Owner;
const ids = { bharat: '', shree: '', om: '', pipe: '', sl1: '', dc77: '' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gst-papers-'));
const GSTIN = '27AAPFU0939F1ZV';

beforeAll(async () => {
  api = await startApi();
  // The company and two of its parties are made on 01-03-2025 (10:00 IST).
  api.setNow(new Date('2025-03-01T04:30:00Z'));
  owner = await registerOwner(api);
  const party = (name: string, openingReceivableQuantity: string, contact: Record<string, string>) =>
    ok(api, '/party/add/v1', { name, openingReceivableQuantity, openingReceivableAmount: 0, contact }, owner.token);
  ids.shree = (await party('Shree Polymers', '-200.500', { gstin: '24AAACC1206D1ZM' })).id;
  ids.om = (await party('Om Traders', '60', { state: '27' })).id;
  api.setNow(null);
  // A session from 2025 has ended by now (90 days at most): the owner signs in again.
  owner.token = (await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: owner.password })).token;
  ids.bharat = (await party('Bharat Extrusions', '0', { address: 'MIDC, Bhiwandi', gstin: GSTIN })).id;
  ids.pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' }, owner.token)).id;
  const sub = async (partyId: string) => (await ok(api, '/subParty/list/v1', { filter: { partyId } }, owner.token))[0].id as string;
  const [bharat, shree] = [await sub(ids.bharat), await sub(ids.shree)];
  const slip = (subPartyId: string, itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, q: { gross: string; bag?: string; rejected?: string; loss?: string }) =>
    ok(api, '/jobWorkItem/slip/add/v2', {
      itemType, subPartyId, productId: ids.pipe, issueDate, slipNo, grossQuantity: q.gross, bagQuantity: q.bag ?? '0', rejectedQuantity: q.rejected ?? '0',
      workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true,
    }, owner.token);
  ids.sl1 = (await slip(bharat, 'OUT', '2026-04-10', 1, { gross: '300', bag: '1.5', rejected: '2', loss: '3' })).id;
  await slip(bharat, 'IN', '2026-05-05', 2, { gross: '100', bag: '0.8', rejected: '1.2', loss: '2' });
  ids.dc77 = (await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: bharat, productId: ids.pipe, issueDate: '2026-05-20', fullBillNo: 'DC-77', quantity: '25', workRate: '4' }, owner.token)).id;
  const sl3 = await slip(bharat, 'OUT', '2026-06-01', 3, { gross: '10' });
  await ok(api, '/jobWorkItem/slip/delete/v2', { id: sl3.id, jobWorkItemId: sl3.jobWorkItemId, itemType: 'OUT' }, owner.token);
  const sl4 = await slip(bharat, 'OUT', '2026-06-02', 4, { gross: '5' });
  await ok(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: sl4.id, jobWorkItemId: sl4.jobWorkItemId, itemType: 'OUT' }, update: { itemType: 'IN' } }, owner.token);
  await slip(bharat, 'OUT', '2026-06-10', 5, { gross: '20' });
  await slip(shree, 'OUT', '2026-04-12', 6, { gross: '250' });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The PDF's text; its first page is kept as a picture in test-results/pdfs to look at. */
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const shots = path.resolve(import.meta.dirname, '../../test-results/pdfs');
  fs.mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(shots, `gst-papers-${name.replace(/\.pdf$/, '')}`)]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const withCompanyDetails = () => ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM', state: '24' }, owner.token);
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** ITC-04's workbook for FY 2026-27 Q1, read by exceljs and converted by LibreOffice (each sheet to CSV, as shown). */
async function itc04Q1() {
  const { bytes, filename } = await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'xlsx' }, owner.token);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const rows = (name: string) => {
    const ws = present(wb.getWorksheet(name), `the sheet ${name}`);
    return ws.getRows(5, Math.max(ws.rowCount - 4, 0))?.map((r) => (r.values as unknown[]).slice(1)) ?? [];
  };
  const file = path.join(dir, filename);
  fs.writeFileSync(file, bytes);
  // CSV filter options: comma, double quote, UTF-8, from line 1, …, cells as shown, every sheet to its own file.
  // Not execFileSync: LibreOffice takes seconds, and a blocked event loop let the HTTP client keep a pooled
  // connection the server had closed meanwhile (keep-alive), so the next request failed with ECONNRESET.
  await promisify(execFile)('soffice', [
    `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1',
    '--outdir', dir, file,
  ], { timeout: 120_000 });
  const shown = (sheet: string) => fs.readFileSync(path.join(dir, `${path.basename(filename, '.xlsx')}-${sheet}.csv`), 'utf8').split(/\r?\n/).slice(4).filter(Boolean);
  return { t4: rows('Table 4'), t5: rows('Table 5A'), lo4: shown('Table 4'), lo5: shown('Table 5A') };
}

describe('what a challan declares', () => {
  it('the challan PDF, ITC-04 Table 4 and 5A (exceljs and LibreOffice) and the CSV give the hand-computed figures', async () => {
    await withCompanyDetails();
    const text = pdfText((await download(api, '/challan/pdf/v1', { id: ids.sl1 }, owner.token)).bytes, 'sl1.pdf');
    // Each copy: the line and the total at 296.500 KG and ₹44,623.25.
    expect(text.split('296.500').length - 1).toBe(6);
    expect(text.split('₹44,623.25').length - 1).toBe(6);
    expect(text).toContain('₹150.50');
    for (const wrong of ['287.605', '43,284.55']) expect(text).not.toContain(wrong);
    const dc = pdfText((await download(api, '/challan/pdf/v1', { id: ids.dc77 }, owner.token)).bytes, 'dc77.pdf');
    expect(dc).toContain('DC/2026-27/2');
    expect(dc.split('₹3,762.50').length - 1).toBe(6);

    const { t4, t5, lo4, lo5 } = await itc04Q1();
    const pipe = 'HDPE Pipe (HSN 3917)';
    expect(t4).toEqual([
      [GSTIN, 'DC/2026-27/1', d('2026-04-10'), pipe, 'KGS', 296.5, 44623.25, 'Inputs'],
      ['24AAACC1206D1ZM', 'DC/2026-27/6', d('2026-04-12'), pipe, 'KGS', 250, 37625, 'Inputs'],
      [GSTIN, 'DC/2026-27/2', d('2026-05-20'), pipe, 'KGS', 25, 3762.5, 'Inputs'],
      [GSTIN, 'DC/2026-27/5', d('2026-06-10'), pipe, 'KGS', 20, 3010, 'Inputs'],
    ]);
    expect(t5).toEqual([
      [GSTIN, 'SL-2', d('2026-05-05'), pipe, 'KGS', 98, 'DC/2026-27/1', d('2026-04-10'), '', 'KGS', 3.16],
      [GSTIN, 'SL-4', d('2026-06-02'), pipe, 'KGS', 5, 'DC/2026-27/1', d('2026-04-10'), '', ''],
    ]);
    // What the CA sees in a spreadsheet program: the same figures, as the cells show them.
    expect(lo4).toEqual([
      `${GSTIN},DC/2026-27/1,10-04-2026,${pipe},KGS,296.500,"₹44,623.25",Inputs,,,,`,
      `24AAACC1206D1ZM,DC/2026-27/6,12-04-2026,${pipe},KGS,250.000,"₹37,625.00",Inputs,,,,`,
      `${GSTIN},DC/2026-27/2,20-05-2026,${pipe},KGS,25.000,"₹3,762.50",Inputs,,,,`,
      `${GSTIN},DC/2026-27/5,10-06-2026,${pipe},KGS,20.000,"₹3,010.00",Inputs,,,,`,
    ]);
    expect(lo5).toEqual([
      `${GSTIN},SL-2,05-05-2026,${pipe},KGS,98.000,DC/2026-27/1,10-04-2026,,KGS,3.160`,
      `${GSTIN},SL-4,02-06-2026,${pipe},KGS,5.000,DC/2026-27/1,10-04-2026,,,`,
    ]);
    const csv = (await download(api, '/report/itc04/export/v1', { fy: 2026, period: 'Q1', format: 'csv', table: '5A' }, owner.token)).bytes.toString('utf8');
    expect(csv).toContain(`${GSTIN},SL-2,05-05-2026,${pipe},KGS,98.000,DC/2026-27/1,10-04-2026,,KGS,3.160\r\n`);
  });

  it('every serial of the period is in Table 4 once, or named with the reason', async () => {
    const s = await ok(api, '/report/itc04/v1', { fy: 2026, period: 'Q1' }, owner.token);
    expect(s).toEqual({
      from: '2026-04-01', to: '2026-06-30', table4: 4, table5a: 2, table5b: 0, table5c: 0, withoutSerial: 0,
      missing: [
        { challanNo: 'DC/2026-27/3', reason: 'DELETED', number: null, date: null },
        { challanNo: 'DC/2026-27/4', reason: 'NOW_IN_SLIP', number: 'SL-4', date: '2026-06-02' },
      ],
      jsonMissing: [],
    });
    // Serials 1–6: four in Table 4 (1, 2, 5, 6), two named.
    const { t4 } = await itc04Q1();
    const listed = [...t4.map((r) => r[1] as string), ...s.missing.map((m: { challanNo: string }) => m.challanNo)].sort();
    expect(listed).toEqual([1, 2, 3, 4, 5, 6].map((n) => `DC/2026-27/${n}`));
  });
});

describe('the opening quantity in ageing and Section 143', () => {
  const net = (rows: Array<{ party: { id: string }; direction: string; total: string }>, partyId: string) =>
    rows.filter((r) => r.party.id === partyId).reduce((s, r) => s + (r.direction === 'WITH_PARTY' ? 1 : -1) * Math.round(Number(r.total) * 1000), 0) / 1000;

  it('the lots of each party net to its quantity balance', async () => {
    const r = await ok(api, '/report/ageing/v1', {}, owner.token);
    const balance = new Map((await ok(api, '/party/list/v1', { include: { stats: true } }, owner.token)).map((p) => [p.id, p.stats?.closingReceivableQuantity]));
    expect([balance.get(ids.bharat), balance.get(ids.shree), balance.get(ids.om)]).toEqual(['206.565', '49.500', '60.000']);
    expect(net(r.rows, ids.bharat)).toBe(206.565);
    expect(net(r.rows, ids.shree)).toBe(49.5);
    expect(net(r.rows, ids.om)).toBe(60);
  });

  it('as of 01-07-2026: the opening lots dated the party\'s creation day, Om Traders\' past the year', async () => {
    const r = await ok(api, '/report/ageing/v1', { asOf: '2026-07-01' }, owner.token);
    const zero = '0.000';
    expect(r.rows.filter((x: { party: { id: string } }) => x.party.id !== ids.bharat)).toEqual([
      {
        party: { id: ids.om, name: 'Om Traders' }, product: null, direction: 'WITH_PARTY',
        buckets: { '0-90': zero, '91-180': zero, '181-365': zero, 'over-365': '60.000' }, total: '60.000', oldest: '2025-03-01',
      },
      {
        party: { id: ids.shree, name: 'Shree Polymers' }, product: { id: ids.pipe, name: 'HDPE Pipe' }, direction: 'WITH_PARTY',
        buckets: { '0-90': '49.500', '91-180': zero, '181-365': zero, 'over-365': zero }, total: '49.500', oldest: '2026-04-12',
      },
    ]);
    expect(r.section143).toEqual([{
      party: { id: ids.om, name: 'Om Traders' }, product: null, number: null, challanNo: null, sentOn: '2025-03-01',
      quantity: '60.000', days: 487, limit: '2026-03-01', status: 'OVERDUE',
      // The opening lot has no slip to draft a deemed-supply invoice from, nor a value rate; it counts as inputs.
      slipId: null, capitalGoods: false, value: null, deemedOn: '2025-03-01', decision: null,
    }]);
  });
});

describe('our company without GSTIN or address', () => {
  it('the challan is refused unless the request confirms it, and then every copy says what is missing', async () => {
    await ok(api, '/company/contact/update/v1', { address: null, gstin: null, state: null }, owner.token);
    const refused = await call(api, '/challan/pdf/v1', { id: ids.sl1 }, owner.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      message: "Add your company's GSTIN and address in Settings → Address and GST before printing a delivery challan", field: 'confirmMissingCompanyDetails',
    });
    expect((await call(api, '/challan/pdf/v1', { id: ids.sl1, confirmMissingCompanyDetails: false }, owner.token)).status).toBe(422);
    const hi = await call(api, '/challan/pdf/v1', { id: ids.sl1 }, owner.token, { 'accept-language': 'hi' });
    expect(hi.body.error?.message).toBe('डिलीवरी चालान प्रिंट करने से पहले सेटिंग्स → पता और GST में अपनी कंपनी का GSTIN और पता जोड़ें');

    const text = pdfText((await download(api, '/challan/pdf/v1', { id: ids.sl1, confirmMissingCompanyDetails: true }, owner.token)).bytes, 'no-gstin.pdf');
    expect(text).not.toContain('unregistered');
    for (const s of ['GSTIN: NOT GIVEN', 'Address: NOT GIVEN']) expect(text.split(s).length - 1, s).toBe(3);
    expect(text.replace(/\s+/g, ' ')).toContain('this challan was printed without the GSTIN and address, as confirmed');
    const hiText = pdfText((await download(api, '/challan/pdf/v1', { id: ids.sl1, confirmMissingCompanyDetails: true }, owner.token, { 'accept-language': 'hi' })).bytes, 'no-gstin-hi.pdf');
    // (pdftotext reads the warning's Devanagari in order on the first page only; the figure lines on all three.)
    expect(hiText).toContain('चेतावनी: ');
    expect(hiText.split('GSTIN: नहीं').length - 1).toBe(3);

    // Only the GSTIN missing: the warning names it alone.
    await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: null, state: '24' }, owner.token);
    expect((await call(api, '/challan/pdf/v1', { id: ids.sl1 }, owner.token)).status).toBe(422);
    const gstinOnly = pdfText((await download(api, '/challan/pdf/v1', { id: ids.sl1, confirmMissingCompanyDetails: true }, owner.token)).bytes, 'no-gstin-2.pdf');
    expect(gstinOnly.replace(/\s+/g, ' ')).toContain('printed without the GSTIN, as confirmed');
    expect(gstinOnly).toContain('Ring Road, Surat');
    await withCompanyDetails();
  });
});

describe('dates in Asia/Kolkata', () => {
  it('at 01:05 IST on 26-11-2026 (25-11 in UTC) the PDFs print 26-11-2026 and ageing is as of that day', async () => {
    await withCompanyDetails();
    api.setNow(new Date('2026-11-25T19:35:00Z'));
    try {
      const statement = pdfText((await download(api, '/party/month/statement/export/v1', { partyMonthId: `${ids.bharat}:2026-04`, format: 'pdf' }, owner.token)).bytes, 'st.pdf');
      expect(statement).toContain('Printed 26-11-2026');
      const ledger = await download(api, '/party/ledger/export/v1', { partyId: ids.bharat, from: '2026-04-01', to: '2026-06-30', format: 'pdf' }, owner.token);
      expect(pdfText(ledger.bytes, 'ledger.pdf')).toContain('Printed 26-11-2026');
      expect((await ok(api, '/report/ageing/v1', {}, owner.token)).asOf).toBe('2026-11-26');
    } finally {
      api.setNow(null);
    }
  });
});
