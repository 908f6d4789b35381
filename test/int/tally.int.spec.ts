// The Tally file for the CA (docs/tally.md) on the worked example (shared/design/ledger-rules.md) and a second
// party of the same name: the XML is read back as Tally reads it (its envelope, one ledger per party under Sundry
// Debtors or Creditors, one voucher per document that moves money), each voucher is written down by hand below,
// and every party's opening plus its vouchers is the statement's closing to the paisa.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, enterWorkedExample, partyMonths, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let shree: Party;
let namesake: Party;

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'Patel & Sons <Plastics>');
  ({ party: shree } = await enterWorkedExample(api, owner));
  // A party called "Sales" (Tally's ledger names are unique, and the sales ledger is called so), registered, to whom
  // we owe ₹250.00 at the start.
  namesake = await addParty(api, owner, 'Sales', { amount: '-250.00' });
  await ok(api, '/party/update/v1', { filter: { id: namesake.id }, update: { contact: { gstin: '24AAACC1206D1ZM', address: 'Plot 7, GIDC\nVapi' } } }, owner.token);
  const film = await addProduct(api, owner, 'LD Film');
  await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: namesake.defaultSubPartyId, productId: film, issueDate: '2026-06-10', fullBillNo: 'DC-1', quantity: '40.000', workRate: '4.50' }, owner.token);
  await ok(api, '/debitNote/add/v1', { partyId: namesake.id, fullNoteNo: 'DN-1', issueDate: '2026-06-12', amount: '35.25', reason: 'Shortage beyond burn loss' }, owner.token);
  await ok(api, '/creditNote/add/v1', { partyId: namesake.id, fullNoteNo: 'CN-1', issueDate: '2026-07-01', amount: '10.00', reason: 'Rate\u0007 revision' }, owner.token);
});
afterAll(async () => { await api.close(); });

type Entry = { LEDGERNAME: string; ISPARTYLEDGER?: string; ISDEEMEDPOSITIVE: 'Yes' | 'No'; AMOUNT: string };
type Voucher = {
  '@_VCHTYPE': string; '@_REMOTEID': string; DATE: string; VOUCHERTYPENAME: string; VOUCHERNUMBER?: string; PARTYLEDGERNAME: string;
  NARRATION: string; 'ALLLEDGERENTRIES.LIST': Entry[];
};
type Ledger = { '@_NAME': string; PARENT: string; OPENINGBALANCE?: string; PARTYGSTIN?: string; LEDSTATENAME?: string; 'ADDRESS.LIST'?: { ADDRESS: string[] } };
type Message = { LEDGER?: Ledger; VOUCHER?: Voucher };

const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, trimValues: true,
  isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST', 'ADDRESS'].includes(name),
});

async function tallyFile(period: string) {
  const f = await download(api, '/report/tally/export/v1', { fy: 2026, period }, owner.token);
  const text = f.bytes.toString('utf8');
  expect(XMLValidator.validate(text)).toBe(true);
  const doc = parser.parse(text) as { ENVELOPE: { HEADER: { TALLYREQUEST: string }; BODY: { IMPORTDATA: { REQUESTDESC: { REPORTNAME: string; STATICVARIABLES: { SVCURRENTCOMPANY: string } }; REQUESTDATA: { TALLYMESSAGE: Message[] } } } } };
  const data = doc.ENVELOPE.BODY.IMPORTDATA;
  const messages = data.REQUESTDATA.TALLYMESSAGE;
  return {
    f, text, header: doc.ENVELOPE.HEADER, desc: data.REQUESTDESC,
    ledgers: messages.flatMap((m) => (m.LEDGER ? [m.LEDGER] : [])),
    vouchers: messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : [])),
    messages,
  };
}

/** A voucher as [date, type, number, party, party's amount, other ledger, its amount] (Tally's signs: a debit is negative). */
const brief = (v: Voucher) => {
  const [party, other] = v['ALLLEDGERENTRIES.LIST'];
  return [v.DATE, v.VOUCHERTYPENAME, v.VOUCHERNUMBER ?? '', party.LEDGERNAME, party.AMOUNT, other.LEDGERNAME, other.AMOUNT];
};
const paise = (amount: string) => BigInt(amount.replace('.', ''));
const rupees = (p: bigint) => `${p < 0n ? '-' : ''}${(p < 0n ? -p : p) / 100n}.${String((p < 0n ? -p : p) % 100n).padStart(2, '0')}`;

describe('the Tally file', () => {
  it('is the envelope TallyPrime imports, named for its period, with the company as the current company', async () => {
    const { f, header, desc, text, messages } = await tallyFile('Q1');
    expect(f.filename).toBe('Tally-2026-27-Q1.xml');
    expect(f.contentType).toBe('application/xml; charset=utf-8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(header).toEqual({ TALLYREQUEST: 'Import Data' });
    expect(desc).toEqual({ REPORTNAME: 'Vouchers', STATICVARIABLES: { SVCURRENTCOMPANY: 'Patel & Sons <Plastics>' } });
    // Escaped as XML escapes it, so the name reads back whole.
    expect(text).toContain('<SVCURRENTCOMPANY>Patel &amp; Sons &lt;Plastics&gt;</SVCURRENTCOMPANY>');
    // The masters come before the vouchers that post to them.
    const firstVoucher = messages.findIndex((m) => m.VOUCHER);
    expect(messages.slice(firstVoucher).every((m) => m.VOUCHER)).toBe(true);
  });

  it('Q1 holds each document that moves money as its voucher, written down by hand', async () => {
    const { vouchers } = await tallyFile('Q1');
    expect(vouchers.map(brief)).toEqual([
      // Shree Textiles, April: SL-1 and SL-2 (IN, work rate 0) move no money and are not there.
      ['20260415', 'Journal', 'SL-3', 'Shree Textiles', '-1237.50', 'Job Work Income', '1237.50'],
      ['20260420', 'Receipt', '', 'Shree Textiles', '500.00', 'Cash', '-500.00'],
      ['20260425', 'Sales', 'SB-1', 'Shree Textiles', '-970.00', 'Sales', '970.00'],
      // May.
      ['20260502', 'Journal', 'SL-4', 'Shree Textiles', '-675.00', 'Job Work Income', '675.00'],
      ['20260505', 'Journal', 'RC-1', 'Shree Textiles', '65.00', 'Job Work Charges', '-65.00'],
      ['20260506', 'Payment', '', 'Shree Textiles', '-100.00', 'Cash', '100.00'],
      // Sales (the party), June: 40.000 KG × ₹4.50 = ₹180.00, and the debit note.
      ['20260610', 'Journal', 'DC-1', 'Sales (2)', '-180.00', 'Job Work Income', '180.00'],
      ['20260612', 'Debit Note', 'DN-1', 'Sales (2)', '-35.25', 'Job Work Adjustments', '35.25'],
    ]);
    for (const v of vouchers) {
      const [party, other] = v['ALLLEDGERENTRIES.LIST'];
      // Tally's rule: the entries of a voucher add up to nothing, and a debit (negative) is "deemed positive".
      expect(paise(party.AMOUNT) + paise(other.AMOUNT)).toBe(0n);
      for (const e of [party, other]) expect(e.ISDEEMEDPOSITIVE).toBe(paise(e.AMOUNT) < 0n ? 'Yes' : 'No');
      expect(party.ISPARTYLEDGER).toBe('Yes');
      expect(v.PARTYLEDGERNAME).toBe(party.LEDGERNAME);
      expect(v['@_VCHTYPE']).toBe(v.VOUCHERTYPENAME);
      expect(v['@_REMOTEID']).toMatch(/^jwl-[0-9a-f-]{36}$/);
    }
    expect(vouchers[2].NARRATION).toBe('Sale Bill · SB-1 · HDPE Pipe');
    expect(vouchers[7].NARRATION).toBe('Debit Note · DN-1 · Shortage beyond burn loss');
    // A control character typed into a reason cannot be carried by XML: it is left out, and the file still reads.
    expect((await tallyFile('JUL')).vouchers[0].NARRATION).toBe('Credit Note · CN-1 · Rate revision');
  });

  it('a month holds only its own days; the parties are ledgers with their openings, GSTIN and address', async () => {
    const may = await tallyFile('MAY');
    expect(may.f.filename).toBe('Tally-2026-27-MAY.xml');
    expect(may.vouchers.map((v) => v.VOUCHERNUMBER ?? '')).toEqual(['SL-4', 'RC-1', '']);
    const july = await tallyFile('Q2');
    expect(july.vouchers.map(brief)).toEqual([['20260701', 'Credit Note', 'CN-1', 'Sales (2)', '10.00', 'Job Work Adjustments', '-10.00']]);
    const byName = new Map(may.ledgers.map((l) => [l['@_NAME'], l]));
    expect(byName.get('Shree Textiles')).toMatchObject({ PARENT: 'Sundry Debtors', OPENINGBALANCE: '-1000.00' });
    // ₹250.00 to give at the start, ₹250.00 to give at the end of May: a creditor, opening on the credit side.
    expect(byName.get('Sales (2)')).toMatchObject({
      PARENT: 'Sundry Creditors', OPENINGBALANCE: '250.00', PARTYGSTIN: '24AAACC1206D1ZM', LEDSTATENAME: 'Gujarat', 'ADDRESS.LIST': { ADDRESS: ['Plot 7, GIDC', 'Vapi'] },
    });
    // The ledgers the vouchers post to, under Tally's own groups (Cash is in every Tally company already).
    expect(Object.fromEntries(may.ledgers.filter((l) => !['Shree Textiles', 'Sales (2)'].includes(l['@_NAME'])).map((l) => [l['@_NAME'], l.PARENT]))).toEqual({
      Sales: 'Sales Accounts', Purchase: 'Purchase Accounts', 'Job Work Income': 'Direct Incomes', 'Job Work Charges': 'Direct Expenses', 'Job Work Adjustments': 'Indirect Expenses',
    });
  });

  it("each party's opening and its vouchers from April add up to its statement's closing, month by month", async () => {
    const files = { 4: await tallyFile('APR'), 5: await tallyFile('MAY'), 6: await tallyFile('JUN'), 7: await tallyFile('JUL') };
    for (const [party, name] of [[shree, 'Shree Textiles'], [namesake, 'Sales (2)']] as const) {
      let balance = -paise(files[4].ledgers.find((l) => l['@_NAME'] === name)?.OPENINGBALANCE ?? 'missing');
      for (const month of [4, 5, 6, 7] as const) {
        for (const v of files[month].vouchers) {
          const mine = v['ALLLEDGERENTRIES.LIST'].find((e) => e.LEDGERNAME === name);
          if (mine) balance -= paise(mine.AMOUNT);
        }
        // A party's months start at its first document (Sales's in June).
        const months = await partyMonths(api, owner, party.id);
        const stats = months.find((m) => m.year === 2026 && m.month === month)?.stats;
        if (party === shree || month >= 6) expect(stats, `${name} 2026-${month}`).toBeDefined();
        expect(rupees(balance), `${name} 2026-${month}`).toBe(stats?.closingReceivableAmount ?? rupees(-paise(files[4].ledgers.find((l) => l['@_NAME'] === name)?.OPENINGBALANCE ?? '')));
      }
    }
  });

  it('refuses a period it does not know, and an accountant may download it while a stranger may not', async () => {
    const bad = await call(api, '/report/tally/export/v1', { fy: 2026, period: 'H1' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('period');
    // The CA's own download: an accountant reads every report.
    const mobileNo = freshMobile();
    await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    await ok(api, '/user/register/v1', { mobileNo, password: 'secret-ca-1', confirmPassword: 'secret-ca-1' });
    const ca = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    const theCas = await download(api, '/report/tally/export/v1', { fy: 2026, period: 'Q1' }, ca.token);
    expect(theCas.bytes.equals((await tallyFile('Q1')).f.bytes)).toBe(true);
    const stranger = await registerOwner(api);
    const theirs = await download(api, '/report/tally/export/v1', { fy: 2026, period: 'Q1' }, stranger.token);
    // Another company's file holds none of this company's parties.
    expect(theirs.bytes.toString('utf8')).not.toContain('Shree Textiles');
  });
});
