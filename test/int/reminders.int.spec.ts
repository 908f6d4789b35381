// Balances to collect (issue 32 part 2): the parties to remind, with the party list's own figures; the WhatsApp
// message in English and Hindi (balance in figures and words, a statement link that opens); "mark sent" logged
// with who and when. The accountant reads and cannot mark sent; another company's party answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { call, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let accountant: { token: string };
const ids = { lakh: '', weOwe: '', goodsOld: '', goodsNew: '', settled: '' };

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'Acme Plastics');
  // ₹1,00,000.50 to receive, and a phone.
  ids.lakh = (await addParty(api, owner, 'Lakshmi Traders', { amount: '100000.50' })).id;
  await ok(api, '/party/update/v1', { filter: { id: ids.lakh }, update: { contact: { phone: '9123456780' } } }, owner.token);
  // We owe them ₹500: nothing to collect.
  ids.weOwe = (await addParty(api, owner, 'Bharat Mills', { amount: '-500.00' })).id;
  // Our goods with them since 01-10-2026 (an OUT slip at no work rate: no ₹), and with another since today (their opening KG).
  const goodsOld = await addParty(api, owner, 'Chandra Extrusions');
  ids.goodsOld = goodsOld.id;
  const pipe = await addProduct(api, owner, 'HDPE Pipe');
  await addSlip(api, owner, { itemType: 'OUT', subPartyId: goodsOld.defaultSubPartyId, productId: pipe, issueDate: '2026-10-01', slipNo: 1, grossQuantity: '40.000', workRate: '0', lossPercentage: '0' });
  ids.goodsNew = (await addParty(api, owner, 'Deepak Moulders', { quantity: '10.000' })).id;
  ids.settled = (await addParty(api, owner, 'Eshwar Polymers')).id;

  const caMobile = freshMobile();
  await ok(api, '/company/accountant/add/v1', { mobileNo: caMobile }, owner.token);
  const password = 'secret-remind-1';
  await ok(api, '/user/register/v1', { mobileNo: caMobile, password, confirmPassword: password });
  accountant = await ok(api, '/user/mobile/verify/v1', { mobileNo: caMobile, otp: Number(api.lastOtp(caMobile)) });
});
afterAll(async () => { await api?.close(); });

const list = (body: object = {}, token = owner.token) => ok(api, '/party/reminders/list/v1', body, token);
const today = istDate(new Date());
const daysSinceOctFirst = Math.round((Date.parse(today) - Date.parse('2026-10-01')) / 86_400_000);

describe('balances to collect', () => {
  it('lists the parties with ₹ to receive or KG of ours with them 30 days or more, with the party list’s figures', async () => {
    const rows = await list();
    expect(rows.map((r) => r.party.name)).toEqual(['Chandra Extrusions', 'Lakshmi Traders']);
    const parties = await ok(api, '/party/list/v1', { include: { stats: true } }, owner.token);
    for (const r of rows) {
      const p = parties.find((x) => x.id === r.party.id);
      expect(r.closingReceivableAmount, r.party.name).toBe(p?.stats?.closingReceivableAmount);
      expect(r.closingReceivableQuantity, r.party.name).toBe(p?.stats?.closingReceivableQuantity);
    }
    expect(rows[0]).toMatchObject({ closingReceivableAmount: '0.00', closingReceivableQuantity: '40.000', oldestOpen: '2026-10-01', daysOpen: daysSinceOctFirst, phone: null, lastSent: null });
    expect(rows[1]).toMatchObject({ closingReceivableAmount: '100000.50', closingReceivableQuantity: '0.000', oldestOpen: null, daysOpen: null, phone: '9123456780' });
  });

  it('when the filters change, then the threshold and the days decide', async () => {
    expect((await list({ minAmount: '100000.50', days: 0 })).map((r) => r.party.name)).toEqual(['Chandra Extrusions', 'Deepak Moulders']);
    expect((await list({ minAmount: '100000', days: daysSinceOctFirst + 1 })).map((r) => r.party.name)).toEqual(['Lakshmi Traders']);
    const bad = await call(api, '/party/reminders/list/v1', { minAmount: 'abc', days: -1 }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('minAmount');
  });

  it('the message names the balance in figures and words, in English and in Hindi, with a statement link that opens', async () => {
    const en = await ok(api, '/party/reminders/message/v1', { partyId: ids.lakh }, owner.token);
    expect(en.phone).toBe('9123456780');
    expect(en.message).toBe('Dear Lakshmi Traders, a reminder from Acme Plastics: your balance is ₹1,00,000.50 (One Lakh Rupees And Fifty Paise Only) due from you. Your statement:');
    const page = await call(api, '/public/statement/v1', { token: en.token });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ party: { name: 'Lakshmi Traders' }, year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });

    const hi = await ok(api, '/party/reminders/message/v1', { partyId: ids.goodsOld }, owner.token, { 'Accept-Language': 'hi' });
    expect(hi.phone).toBeNull();
    expect(hi.message).toBe('Chandra Extrusions जी, Acme Plastics की ओर से याद दिलाना: आपका हिसाब 40.000 KG आपकी ओर बकाया। आपका स्टेटमेंट:');
  });

  it('mark sent is logged with who and when and shown on the row; the accountant reads but cannot mark or make a message', async () => {
    const sent = await ok(api, '/party/reminders/sent/v1', { partyId: ids.lakh }, owner.token);
    const row = (await list({}, accountant.token)).find((r) => r.party.id === ids.lakh);
    expect(row?.lastSent).toEqual({ at: sent.at, byMobileNo: owner.mobileNo });
    expect((await call(api, '/party/reminders/sent/v1', { partyId: ids.lakh }, accountant.token)).status).toBe(403);
    expect((await call(api, '/party/reminders/message/v1', { partyId: ids.lakh }, accountant.token)).status).toBe(403);
    const { rows } = await api.svc.pool.query('SELECT count(*)::int AS n FROM reminders_sent WHERE party_id = $1', [ids.lakh]);
    expect(rows[0].n).toBe(1);
  });

  it('when mark sent is sent twice at once with one Idempotency-Key, then one reminder is logged and both answer its time; the key with another party is refused', async () => {
    const key = { 'Idempotency-Key': 'mark-sent-twin' };
    const [a, b] = await Promise.all([1, 2].map(() => call(api, '/party/reminders/sent/v1', { partyId: ids.weOwe }, owner.token, key)));
    expect([a.status, b.status]).toEqual([200, 200]);
    // Byte for byte, as the first answered it (keys in their order).
    expect(JSON.stringify(b.body)).toBe(JSON.stringify(a.body));
    const retry = await call(api, '/party/reminders/sent/v1', { partyId: ids.weOwe }, owner.token, key);
    expect(JSON.stringify(retry.body)).toBe(JSON.stringify(a.body));
    const { rows } = await api.svc.pool.query('SELECT count(*)::int AS n FROM reminders_sent WHERE party_id = $1', [ids.weOwe]);
    expect(rows[0].n).toBe(1);
    const reused = await call(api, '/party/reminders/sent/v1', { partyId: ids.settled }, owner.token, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: { field: 'Idempotency-Key' } });
  });

  it('another company’s party answers 404 and is never listed', async () => {
    const other = await registerOwner(api, 'Other Co');
    expect((await call(api, '/party/reminders/sent/v1', { partyId: ids.lakh }, other.token)).status).toBe(404);
    expect((await call(api, '/party/reminders/message/v1', { partyId: ids.lakh }, other.token)).status).toBe(404);
    expect(await list({}, other.token)).toEqual([]);
  });
});
