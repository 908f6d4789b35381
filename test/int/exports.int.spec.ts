// Downloads on the worked example: the statement and the ledger as PDF (text extracted with pdftotext),
// Excel (read back with exceljs: numeric cells, real dates, number formats) and CSV; slips as PDF. The
// figures are the same as the screen's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { enterWorkedExample, type Party } from '../support/ledger.ts';
import { present } from '../support/present.ts';

let api: TestApi;
let owner: Owner;
let party: Party;
let sl2: { id: string; jobWorkItemId: string };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'));

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  ({ party, sl2 } = await enterWorkedExample(api, owner));
  await ok(api, '/company/contact/update/v1', { phone: '9876543210', address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' }, owner.token);
  await ok(api, '/party/update/v1', { filter: { id: party.id }, update: { contact: { phone: '9123456780', gstin: '27AAPFU0939F1ZV', address: 'Bhiwandi' } } }, owner.token);
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The PDF's text as pdftotext reads it (layout kept), and its page count. */
function pdfText(bytes: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  // Page 1 as an image beside the browser screenshots, to look at.
  const shots = path.resolve(import.meta.dirname, '../../test-results/pdfs');
  fs.mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(shots, name.replace(/\.pdf$/, ''))]);
  return { text, pages };
}

async function workbook(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  return wb.worksheets[0];
}

describe('statement downloads', () => {
  it('the April statement PDF has the company and party details, the documents DD-MM-YYYY and the balances', async () => {
    const f = await download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'pdf' }, owner.token);
    expect(f.contentType).toBe('application/pdf');
    expect(f.filename).toBe('Statement-Shree-Textiles-April-2026.pdf');
    expect(f.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = pdfText(f.bytes, 'statement.pdf');
    expect(pages).toBe(1);
    for (const s of [
      'Statement · April 2026', 'Party: Shree Textiles', 'Ring Road, Surat', 'GSTIN: 24AAACC1206D1ZM', 'State: 24 Gujarat',
      'GSTIN: 27AAPFU0939F1ZV', 'State: 27 Maharashtra', 'Bhiwandi',
      '03-04-2026', '10-04-2026', '25-04-2026', 'SL-1', 'SL-2', '105.000', '52.000', 'Burn Loss (2%)', '-3.140', '153.860',
      'HDPE Pipe @ ₹12.50/KG', 'Amount @ ₹12.50/KG',
      '15-04-2026', 'SL-3', '99.000', '₹1,237.50', 'Sale Bill SB-1', '₹970.00', 'Cash Received', '₹500.00',
      'Carried-in Balance', 'Settled', 'To receive ₹1,000.00', 'Forward Balance', 'To give 54.860 KG', 'To receive ₹2,707.50',
    ]) expect(text, s).toContain(s);
    // One reading of a balance: no signed balance and no sign legend.
    for (const s of ['-54.860', 'Positive', 'HDPE Pipe (12.5)']) expect(text, s).not.toContain(s);
  });

  it('the statement as Excel: numeric KG and ₹ cells with their formats, real dates, the forward balance as totals read by side', async () => {
    const f = await download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'xlsx' }, owner.token);
    expect(f.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ws = await workbook(f.bytes);
    expect(typeof ws.getCell('A1').value).toBe('string'); // the company's name
    expect(ws.getCell('A2').value).toBe('Statement: Shree Textiles — April 2026');
    const rows = ws.getSheetValues().filter(Boolean) as unknown[][];
    const find = (doc: string, no: string) => {
      const r = (ws.getRows(1, ws.rowCount) ?? []).find((row) => row.getCell(3).value === doc && row.getCell(4).value === no);
      if (!r) throw new Error(`no row ${doc} ${no} in ${JSON.stringify(rows)}`);
      return r;
    };
    const sl1 = find('In Slip', 'SL-1');
    expect(sl1.getCell(2).value).toEqual(new Date(Date.UTC(2026, 3, 3)));
    expect(sl1.getCell(2).numFmt).toBe('dd-mm-yyyy');
    expect(sl1.getCell(7).value).toBe(105);
    expect(sl1.getCell(7).numFmt).toBe('#,##0.000');
    const sb = find('Sale Bill', 'SB-1');
    expect(sb.getCell(7).value).toBe(10);
    expect(sb.getCell(8).value).toBe(97);
    expect(sb.getCell(9).value).toBe(970);
    expect(sb.getCell(9).type).toBe(ExcelJS.ValueType.Number);
    const forward = find('Forward Balance', '');
    expect(forward.getCell(5).value).toBe('To give 54.860 KG · To receive ₹2,707.50');
    expect(forward.getCell(7).value).toBe(54.86);
    expect(forward.getCell(9).value).toBe(2707.5);
    expect(find('Carried-in Balance', '').getCell(5).value).toBe('Settled · To receive ₹1,000.00');
    expect(forward.font?.bold ?? forward.getCell(3).font?.bold).toBe(true);
  });

  it('the statement as CSV: plain decimals, DD-MM-YYYY, a BOM', async () => {
    const f = await download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'csv' }, owner.token);
    expect(f.contentType).toBe('text/csv; charset=utf-8');
    const text = f.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Outgoing,15-04-2026,Out Slip,SL-3,HDPE Pipe,,99.000,,\r\n');
    expect(text).toContain('Balance,,Forward Balance,,"To give 54.860 KG · To receive ₹2,707.50",,54.860,,2707.50\r\n');
  });

  it('refuses a bad format with 400 and another company\'s month with 404', async () => {
    const bad = await call(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'docx' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ message: 'Format must be pdf, xlsx or csv', field: 'format' });
    const other = await registerOwner(api);
    expect((await call(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'pdf' }, other.token)).status).toBe(404);
  });
});

describe('ledger downloads', () => {
  it('the ledger PDF and Excel carry the opening, every row with its running balance, and the closing', async () => {
    const body = { partyId: party.id, from: '2026-04-01', to: '2026-05-31' };
    const pdf = await download(api, '/party/ledger/export/v1', { ...body, format: 'pdf' }, owner.token);
    const { text } = pdfText(pdf.bytes, 'ledger.pdf');
    for (const s of [
      'Ledger · 01-04-2026 to 31-05-2026', 'Opening balance', 'Settled', 'To receive ₹1,000.00', 'In Slip SL-1', '-102.900', 'To give 102.900 KG',
      'Received Challan RC-1', '-₹65.00', 'Closing balance', 'To give 0.860 KG', 'To receive ₹3,417.50',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('Positive');
    const ws = await workbook((await download(api, '/party/ledger/export/v1', { ...body, format: 'xlsx' }, owner.token)).bytes);
    expect((ws.getRow(4).values as unknown[]).slice(8)).toEqual(['Balance (KG)', 'KG: to receive / give', 'Balance (₹)', '₹: to receive / pay']);
    const values = (ws.getRows(5, ws.rowCount - 4) ?? []).map((r) => [2, 3, 6, 7, 8, 9, 10, 11].map((c) => r.getCell(c).value));
    // The movements signed (a plus raises what the party owes); the running balance by side, the figure unsigned.
    expect(values).toEqual([
      ['Opening balance', '', null, null, 0, 'Settled', 1000, 'To receive'],
      ['In Slip', 'SL-1', -102.9, 0, 102.9, 'To give', 1000, 'To receive'],
      ['In Slip', 'SL-2', -50.96, 0, 153.86, 'To give', 1000, 'To receive'],
      ['Out Slip', 'SL-3', 99, 1237.5, 54.86, 'To give', 2237.5, 'To receive'],
      ['Cash Received', '', 0, -500, 54.86, 'To give', 1737.5, 'To receive'],
      ['Sale Bill', 'SB-1', 0, 970, 54.86, 'To give', 2707.5, 'To receive'],
      ['Out Slip', 'SL-4', 54, 675, 0.86, 'To give', 3382.5, 'To receive'],
      ['Received Challan', 'RC-1', 0, -65, 0.86, 'To give', 3317.5, 'To receive'],
      ['Cash Paid', '', 0, 100, 0.86, 'To give', 3417.5, 'To receive'],
      ['Closing balance', '', null, null, 0.86, 'To give', 3417.5, 'To receive'],
    ]);
  });
});

describe('slip PDF', () => {
  it('one slip, and two on one page with a cut line between', async () => {
    const one = pdfText((await download(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [sl2.id] }, owner.token)).bytes, 'slip.pdf');
    for (const s of ['In Slip (goods received)', 'SL-2', '10-04-2026', 'Shree Textiles', 'HDPE Granules', '52.250 KG', '0.250 KG', '52.000 KG', 'Authorised Signatory']) {
      expect(one.text, s).toContain(s);
    }
    const slips = await ok(api, '/entries/list/v1', { year: 2026, month: 4 }, owner.token).catch(() => null);
    void slips;
    const two = pdfText((await download(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [sl2.id, sl2.id] }, owner.token)).bytes, 'dual.pdf');
    expect(two.pages).toBe(1);
    expect(two.text.split('In Slip (goods received)').length - 1).toBe(2);
    const other = await registerOwner(api);
    expect((await call(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [sl2.id] }, other.token)).status).toBe(404);
  });
});

describe('Entries download', () => {
  it('the month\'s Entries with the screen\'s filters as Excel and CSV: a Type column, numeric cells, real dates', async () => {
    const body = { filter: { year: 2026, month: 4, partyId: party.id }, include: { inJobWorkItemSlips: true, outJobWorkItemSlips: true, saleBills: true, inCashReceipts: true } };
    const ws = await workbook((await download(api, '/unified/month/entries/export/v1', { ...body, format: 'xlsx' }, owner.token)).bytes);
    expect(ws.getCell('A3').value).toBe('Party: Shree Textiles');
    const rows = (ws.getRows(5, ws.rowCount - 4) ?? []).map((r) => [r.getCell(1).value, r.getCell(3).value, r.getCell(10).value, r.getCell(11).value, r.getCell(13).value]);
    expect(rows).toEqual([
      ['IN', 'SL-1', 105, 2.11, 0],
      ['IN', 'SL-2', 52, 1.045, 0],
      ['OUT', 'SL-3', 99, 0, 1237.5],
      ['Cash Received', '', null, null, 500],
      ['Sale Bill', 'SB-1', 10, null, 950],
    ]);
    expect(ws.getRow(5).getCell(2).value).toEqual(new Date(Date.UTC(2026, 3, 3)));
    const csv = (await download(api, '/unified/month/entries/export/v1', { ...body, format: 'csv' }, owner.token)).bytes.toString('utf8');
    expect(csv).toContain('Sale Bill,25-04-2026,SB-1,Shree Textiles,,HDPE Pipe,,,,10.000,,95.00,950.00,\r\n');
    const pdf = await call(api, '/unified/month/entries/export/v1', { ...body, format: 'pdf' }, owner.token);
    expect(pdf.body.error).toEqual({ message: 'Format must be xlsx or csv', field: 'format' });
  });
});

describe('downloads in Hindi (Accept-Language: hi)', () => {
  const HI = { 'accept-language': 'hi' };
  const statement = (format: string) =>
    download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format }, owner.token, HI);

  it('the statement PDF: Hindi labels and month, the same figures and dates, no English label', async () => {
    const f = await statement('pdf');
    expect(f.filename).toBe('Statement-Shree-Textiles-April-2026.pdf');
    const { text, pages } = pdfText(f.bytes, 'hi-statement.pdf');
    expect(pages).toBe(1);
    // Words pdftotext gives back in order (a word with an i-matra or a reph can come back reordered).
    for (const s of [
      'स्टेटमेंट · अप्रैल 2026', 'जावक', 'आवक', 'कुल मात्रा', 'शुद्ध मात्रा', 'रकम @ ₹12.50/KG', 'नकद प्राप्त', 'सारांश', 'आगे का बैलेंस', 'पेज 1 / 1',
      'Shree Textiles', 'GSTIN: 27AAPFU0939F1ZV', '03-04-2026', 'SL-2', '153.860', '₹1,237.50', '₹970.00', '54.860 KG देना है', '₹2,707.50 लेना है',
    ]) expect(text, s).toContain(s);
    for (const s of ['Statement', 'Forward Balance', 'Carried-in', 'Outgoing', 'Total Quantity', 'Party:', 'April', 'To give', 'To receive']) expect(text, s).not.toContain(s);
  });

  it('the statement as Excel: the title and header row in Hindi, the cells still numbers and dates', async () => {
    const ws = await workbook((await statement('xlsx')).bytes);
    expect(ws.getCell('A2').value).toBe('स्टेटमेंट: Shree Textiles — अप्रैल 2026');
    expect((ws.getRow(4).values as unknown[]).slice(1)).toEqual(['पक्ष', 'तारीख', 'दस्तावेज़', 'नंबर', 'विवरण', 'सब-पार्टी', 'मात्रा (KG)', 'रेट (₹/KG)', 'रकम (₹)']);
    const row = (doc: string, no: string) => present((ws.getRows(1, ws.rowCount) ?? []).find((r) => r.getCell(3).value === doc && r.getCell(4).value === no), `the row ${doc} ${no}`);
    const sl1 = row('आवक स्लिप', 'SL-1');
    expect(sl1.getCell(1).value).toBe('आवक');
    expect(sl1.getCell(2).value).toEqual(new Date(Date.UTC(2026, 3, 3)));
    expect(sl1.getCell(7).value).toBe(105);
    expect(row('बिक्री बिल', 'SB-1').getCell(9).value).toBe(970);
    const forward = row('आगे का बैलेंस', '');
    expect([forward.getCell(1).value, forward.getCell(5).value, forward.getCell(7).value, forward.getCell(9).value]).toEqual(['बैलेंस', '54.860 KG देना है · ₹2,707.50 लेना है', 54.86, 2707.5]);
  });

  it('the statement as CSV: the header in Hindi, plain decimals and DD-MM-YYYY as in English', async () => {
    const text = (await statement('csv')).bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('\r\nपक्ष,तारीख,दस्तावेज़,नंबर,विवरण,सब-पार्टी,मात्रा (KG),रेट (₹/KG),रकम (₹)\r\n');
    expect(text).toContain('जावक,15-04-2026,जावक स्लिप,SL-3,HDPE Pipe,,99.000,,\r\n');
    expect(text).toContain('बैलेंस,,आगे का बैलेंस,,"54.860 KG देना है · ₹2,707.50 लेना है",,54.860,,2707.50\r\n');
  });

  it('the ledger PDF and CSV, the Entries CSV and a slip PDF in Hindi', async () => {
    const body = { partyId: party.id, from: '2026-04-01', to: '2026-05-31' };
    const { text } = pdfText((await download(api, '/party/ledger/export/v1', { ...body, format: 'pdf' }, owner.token, HI)).bytes, 'hi-ledger.pdf');
    for (const s of ['खाता · 01-04-2026 से 31-05-2026 तक', 'शुरुआती बकाया', 'आवक', 'प्राप्त चालान RC-1', '-₹65.00', 'नकद भुगतान', 'जावक 153.000 KG, ₹2,982.50 · आवक 153.860 KG, ₹565.00', '₹3,417.50 लेना है', '0.860 KG देना है']) expect(text, s).toContain(s);
    const csv = (await download(api, '/party/ledger/export/v1', { ...body, format: 'csv' }, owner.token, HI)).bytes.toString('utf8');
    expect(csv).toContain('\r\nतारीख,दस्तावेज़,नंबर,विवरण,सब-पार्टी,मात्रा (KG),रकम (₹),बकाया (KG),KG: लेना / देना,बकाया (₹),₹: लेना / देना\r\n');
    expect(csv).toContain('खाता: Shree Textiles — 01-04-2026 से 31-05-2026 तक\r\n');

    const entries = { filter: { year: 2026, month: 4, partyId: party.id }, include: { inJobWorkItemSlips: true, saleBills: true }, format: 'csv' };
    const e = (await download(api, '/unified/month/entries/export/v1', entries, owner.token, HI)).bytes.toString('utf8');
    expect(e).toContain('\r\nएंट्री — अप्रैल 2026\r\nपार्टी: Shree Textiles\r\nप्रकार,तारीख,नंबर,पार्टी,सब-पार्टी,विवरण,');
    expect(e).toContain('बिक्री बिल,25-04-2026,SB-1,Shree Textiles,,HDPE Pipe,,,,10.000,,95.00,950.00,\r\n');

    const slip = pdfText((await download(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [sl2.id] }, owner.token, HI)).bytes, 'hi-slip.pdf');
    for (const s of ['आवक', '(माल आया)', 'कुल वज़न', 'शुद्ध मात्रा', '52.000 KG', '10-04-2026']) expect(slip.text, s).toContain(s);
  });
});
