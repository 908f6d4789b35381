// The party import over HTTP (docs/import.md): a 300-party workbook with 5 bad rows previews exactly those 5 with
// their reasons and saves nothing; corrected, it saves all 300 in one command, and the Parties totals grow by the
// sheet's sums; a retry with the same Idempotency-Key adds nothing; only the owner may import; a CSV and Tally's
// masters XML (this app's own Tally file, from another company) import the same way.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTY_COLUMNS, PRODUCT_COLUMNS, gstinCheckChar } from '@ledger/contract';
import { call, download, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;

const eventCount = async (companyId: string) =>
  Number((await api.svc.pool.query('SELECT count(*) FROM events WHERE company_id = $1', [companyId])).rows[0].count);

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'Import Mills');
  await ok(api, '/party/add/v1', { name: 'Already Here', openingReceivableAmount: '10' }, owner.token);
});
afterAll(async () => {
  await api.close();
});

/** Indian grouping written by hand (not the code under test): 12345678 → '1,23,45,678'. */
function indian(whole: bigint): string {
  const s = whole.toString();
  if (s.length <= 3) return s;
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${s.slice(-3)}`;
}
const paise = (units: bigint) => `${units < 0n ? '-' : ''}${indian((units < 0n ? -units : units) / 100n)}.${String((units < 0n ? -units : units) % 100n).padStart(2, '0')}`;
const grams = (units: bigint) => `${units < 0n ? '-' : ''}${(units < 0n ? -units : units) / 1000n}.${String((units < 0n ? -units : units) % 1000n).padStart(3, '0')}`;
const gstin = (pan: string) => { const first = `24${pan}1Z`; return `${first}${gstinCheckChar(first)}`; };

interface SheetParty { name: string; subParties: string; phone: string; address: string; state: string; gstin: string; kg: bigint; amount: bigint; kgText?: string; amountText?: string }

/** 300 parties with varied figures (grouped, negative, decimals), sub-parties, states by code or name, some GSTINs. */
function sheetParties(): SheetParty[] {
  return Array.from({ length: 300 }, (_, i) => {
    const kg = BigInt((i * 7919) % 500_000) * (i % 5 === 0 ? -1n : 1n);
    const amount = BigInt((i * 104_729) % 90_000_000) * (i % 7 === 0 ? -1n : 1n);
    const pan = `AAAC${String.fromCharCode(65 + (i % 26))}${String(1000 + i).slice(-4)}D`;
    return {
      name: `Party ${String(i + 1).padStart(3, '0')}`,
      subParties: i % 3 === 0 ? `Unit A; Unit B, Unit C` : '',
      phone: i % 2 ? `98${String(10_000_000 + i)}` : '',
      address: i % 4 ? `Plot ${i}, GIDC, Surat` : '',
      state: i % 6 === 0 ? 'Gujarat' : i % 6 === 1 ? '24' : '',
      gstin: i % 10 === 0 ? gstin(pan) : '',
      kg, amount,
    };
  });
}

async function workbook(parties: SheetParty[], products: string[][] = [['Cotton Yarn', '5205', '1,250.50'], ['Polyester', '', '']]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ps = wb.addWorksheet('Parties');
  ps.addRow(PARTY_COLUMNS.map((c) => c.header));
  for (const p of parties) ps.addRow([p.name, p.subParties, p.phone, p.address, p.state, p.gstin, p.kgText ?? grams(p.kg), p.amountText ?? paise(p.amount)]);
  const pr = wb.addWorksheet('Products');
  pr.addRow(PRODUCT_COLUMNS.map((c) => c.header));
  for (const row of products) pr.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const units = (text: string, scale: number) => BigInt(text.replace('.', '')) * (text.includes('.') ? 1n : 10n ** BigInt(scale));

describe('party import', () => {
  const good = sheetParties();
  // The 5 bad rows (sheet rows are 1 + the index + 1: the headings are row 1).
  const bad = good.map((p) => ({ ...p }));
  bad[9] = { ...bad[9] as SheetParty, name: 'Party 004' };                         // row 11: the same name as row 5
  bad[49] = { ...bad[49] as SheetParty, gstin: '24AAACC1206D1ZX' };                // row 51: a wrong check character
  bad[99] = { ...bad[99] as SheetParty, amountText: '1,0000.50' };                 // row 101: commas in the wrong place
  bad[149] = { ...bad[149] as SheetParty, name: 'already here' };                  // row 151: a party the company has
  bad[249] = { ...bad[249] as SheetParty, phone: '12345' };                        // row 251: not a mobile number

  it('when the template is downloaded, then it has a Parties and a Products sheet with the headings', async () => {
    const file = await download(api, '/party/import/template/v1', {}, owner.token);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Parties', 'Products']);
    expect((wb.getWorksheet('Parties')?.getRow(1).values as unknown[]).slice(1)).toEqual(PARTY_COLUMNS.map((c) => c.header));
    expect((wb.getWorksheet('Products')?.getRow(1).values as unknown[]).slice(1)).toEqual(PRODUCT_COLUMNS.map((c) => c.header));
  });

  it('when 5 of 300 rows are bad, then the preview names exactly those 5 with reasons and the import saves nothing', async () => {
    const before = await eventCount(owner.companyId);
    const preview = await ok(api, '/party/import/preview/v1', { content: await workbook(bad) }, owner.token);
    expect(preview.parties).toHaveLength(300);
    expect(preview.badRows).toBe(5);
    const errors = preview.parties.filter((r) => r.errors.length).map((r) => [r.input.row, r.errors.map((e) => `${e.field}: ${e.message}`)]);
    expect(errors).toEqual([
      [11, ['name: Party name is the same as on row 5 of this sheet']],
      [51, ['gstin: GSTIN check character is wrong (expected M): check the number for a typing mistake']],
      [101, ['openingAmount: Opening ₹: put commas only between digit groups, as in 1,00,000.50']],
      [151, ['name: Party with this name already exists']],
      [251, ['phone: ' + preview.parties[249]?.errors[0]?.message]],
    ]);
    expect(preview.parties[249]?.errors[0]?.message).toMatch(/mobile|phone/i);
    // A good row answers as it will be saved: grouping read, state from the name, sub-parties split.
    expect(preview.parties[0]?.saved).toEqual({
      name: 'Party 001', subParties: ['Unit A', 'Unit B', 'Unit C'], openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00',
      contact: { phone: null, address: null, state: '24', gstin: good[0]?.gstin },
    });
    expect(preview.products.map((p) => p.saved)).toEqual([{ name: 'Cotton Yarn', hsn: '5205', valueRate: '1250.50' }, { name: 'Polyester', hsn: null, valueRate: null }]);
    // Confirming the rows anyway is refused whole, naming every bad row; nothing was written.
    const refused = await call(api, '/party/import/v1', { parties: preview.parties.map((r) => r.input), products: preview.products.map((r) => r.input) }, owner.token);
    expect(refused.status).toBe(422);
    const error = refused.body.error as { message: string; problems?: Array<{ document: string; problems: string[] }> };
    expect(error.message).toBe('Nothing was imported: 5 rows need attention');
    expect(error.problems?.[1]?.problems).toEqual(['GSTIN check character is wrong (expected M): check the number for a typing mistake']);
    expect(error.problems?.map((p) => p.document)).toEqual(['Parties row 11', 'Parties row 51', 'Parties row 101', 'Parties row 151', 'Parties row 251']);
    expect(await eventCount(owner.companyId)).toBe(before);
    expect(await ok(api, '/party/list/v1', {}, owner.token)).toHaveLength(1);
  });

  it('when corrected, then all 300 are saved in one command, the totals grow by the sheet\'s sums, and a retry adds nothing', async () => {
    const before = await ok(api, '/party/list/v1', { include: { stats: true } }, owner.token);
    const preview = await ok(api, '/party/import/preview/v1', { content: await workbook(good) }, owner.token);
    expect(preview.parties.filter((r) => r.errors.length).slice(0, 3)).toEqual([]);
    expect(preview.badRows).toBe(0);
    const sheetKg = sum(good.map((p) => p.kg));
    const sheetAmount = sum(good.map((p) => p.amount));
    expect(units(preview.totals.openingReceivableQuantity, 3)).toBe(sheetKg);
    expect(units(preview.totals.openingReceivableAmount, 2)).toBe(sheetAmount);
    const body = { parties: preview.parties.map((r) => r.input), products: preview.products.map((r) => r.input) };
    const headers = { 'Idempotency-Key': 'party-import-1' };
    const saved = await ok(api, '/party/import/v1', body, owner.token, headers);
    expect(saved.parties).toHaveLength(300);
    expect(saved.products.map((p) => p.name)).toEqual(['Cotton Yarn', 'Polyester']);
    const events = await eventCount(owner.companyId);
    expect(await ok(api, '/party/import/v1', body, owner.token, headers)).toEqual(saved);
    expect(await eventCount(owner.companyId)).toBe(events);

    const after = await ok(api, '/party/list/v1', { include: { stats: true, contact: true } }, owner.token);
    expect(after).toHaveLength(301);
    const total = (list: typeof after, key: 'closingReceivableQuantity' | 'closingReceivableAmount', scale: number) =>
      sum(list.map((p) => units(p.stats?.[key] ?? '0', scale)));
    expect(total(after, 'closingReceivableQuantity', 3) - total(before, 'closingReceivableQuantity', 3)).toBe(sheetKg);
    expect(total(after, 'closingReceivableAmount', 2) - total(before, 'closingReceivableAmount', 2)).toBe(sheetAmount);
    const first = after.find((p) => p.name === 'Party 001');
    expect(first?.contact).toEqual({ phone: null, address: null, state: '24', gstin: good[0]?.gstin });
    const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: first?.id } }, owner.token);
    expect(subs.map((s) => s.name)).toEqual(['Default', 'Unit A', 'Unit B', 'Unit C']);
    const products = await ok(api, '/product/list/v1', {}, owner.token);
    expect(products.find((p) => p.name === 'Cotton Yarn')).toMatchObject({ hsn: '5205', valueRate: '1250.50' });

    // Importing the same sheet again: every name is taken now.
    const again = await ok(api, '/party/import/preview/v1', { content: await workbook(good) }, owner.token);
    expect(again.badRows).toBe(302);
  });

  it('when someone other than the owner tries, then the preview, the template and the import are refused', async () => {
    const mobileNo = freshMobile();
    await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    await ok(api, '/user/register/v1', { mobileNo, password: 'secret-ca-1', confirmPassword: 'secret-ca-1' });
    const ca = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    const content = await workbook(good.slice(0, 2).map((p) => ({ ...p, name: `${p.name} CA` })));
    expect((await call(api, '/party/import/preview/v1', { content }, ca.token)).status).toBe(403);
    expect((await call(api, '/party/import/template/v1', {}, ca.token)).status).toBe(403);
    const row = { row: 2, name: 'By The CA' };
    expect((await call(api, '/party/import/v1', { parties: [row] }, ca.token)).status).toBe(403);
  });

  it('when the file is a CSV, then it is read the same way; when it is not a sheet, then 400 naming the file', async () => {
    const other = await registerOwner(api, 'CSV Mills');
    const csv = `\uFEFFParty name,Sub-parties,Phone,Address,State,GSTIN,Opening KG,Opening ₹\r\n"Mehta, Sons","North; South",,"12 Ring Road, Surat",Gujarat,,"1,250.5","1,00,000.50"\r\n`;
    const preview = await ok(api, '/party/import/preview/v1', { content: Buffer.from(csv).toString('base64') }, other.token);
    expect(preview.parties.map((p) => p.saved)).toEqual([{
      name: 'Mehta, Sons', subParties: ['North', 'South'], openingReceivableQuantity: '1250.500', openingReceivableAmount: '100000.50',
      contact: { phone: null, address: '12 Ring Road, Surat', state: '24', gstin: null },
    }]);
    const junk = await call(api, '/party/import/preview/v1', { content: Buffer.from('hello,world\r\n1,2').toString('base64') }, other.token);
    expect(junk.status).toBe(400);
    expect(junk.body.error?.field).toBe('content');
  });

  it("when the file is a Tally masters export (this app's own Tally file), then its parties import with their openings", async () => {
    const from = await registerOwner(api, 'Tally Source');
    await ok(api, '/party/add/v1', { name: 'Owes Us', openingReceivableAmount: '1500.25', contact: { gstin: '24AAACC1206D1ZM', address: 'Ring Road' } }, from.token);
    await ok(api, '/party/add/v1', { name: 'We Owe', openingReceivableAmount: '-320' }, from.token);
    const tally = await download(api, '/report/tally/export/v1', { fy: 2026, period: 'APR' }, from.token);
    const to = await registerOwner(api, 'Tally Target');
    const preview = await ok(api, '/party/import/preview/v1', { content: tally.bytes.toString('base64') }, to.token);
    expect(preview.badRows).toBe(0);
    expect(preview.parties.map((p) => [p.saved?.name, p.saved?.openingReceivableAmount, p.saved?.contact.gstin])).toEqual([
      ['Owes Us', '1500.25', '24AAACC1206D1ZM'], ['We Owe', '-320.00', null],
    ]);
    await ok(api, '/party/import/v1', { parties: preview.parties.map((p) => p.input), products: [] }, to.token);
    const list = await ok(api, '/party/list/v1', { include: { details: true } }, to.token);
    expect(list.map((p) => [p.name, p.details?.openingReceivableAmount])).toEqual([['Owes Us', '1500.25'], ['We Owe', '-320.00']]);
  });
});
