// Scheduled WhatsApp reminders (issue 32 part 2, docs/sharing.md "Scheduled reminders"): the owner schedules a
// monthly reminder per party; on its day (Asia/Kolkata) the API's timer (embedded) or the worker's BullMQ job
// scheduler (TEST_MODE=server) posts the party's number and the screen's own message text to the webhook,
// exactly once per party and month: across a restart, after a webhook that fails twice, and after a send cut off
// mid-way. A real local HTTP server is the webhook.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate, reminderText, sharedStatementUrl } from '@ledger/contract';
import { REMINDER_LEASE_MS } from '../../services/api/src/reminders/deliveries.ts';
import { call, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { addParty } from '../support/ledger.ts';

const PUBLIC_URL = 'https://ledger.example.in';
const PHONES = { lakh: '9123456780', flaky: '9123456781', cutOff: '9123456782', later: '9123456783' };

interface Post { id: string; to: string; message: string; answered: number }
/** The webhook: records every POST; the flaky number answers 503 twice, the cut-off number's first POST never answers. */
const posts: Post[] = [];
let hanging: http.ServerResponse | null = null;
const hook = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    const b = JSON.parse(body) as Omit<Post, 'answered'>;
    const before = posts.filter((p) => p.to === b.to).length;
    const post: Post = { ...b, answered: 0 };
    posts.push(post);
    if (b.to === `+91${PHONES.cutOff}` && before === 0) { hanging = res; return; }
    post.answered = b.to === `+91${PHONES.flaky}` && before < 2 ? 503 : 200;
    res.writeHead(post.answered, { 'content-type': 'application/json' }).end('{}');
  });
});
const postsTo = (phone: string) => posts.filter((p) => p.to === `+91${phone}`);
const successesTo = (phone: string) => postsTo(phone).filter((p) => p.answered === 200);

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const settle = (ms = 1500) => new Promise((r) => setTimeout(r, ms));

let db: TestDatabase;
let sql: pg.Pool;
let env: Record<string, string>;
let api: TestApi;
let owner: Owner;
let accountant: { token: string };
const ids = { lakh: '', flaky: '', cutOff: '', later: '', noPhone: '' };
// The schedules' day: today's (Asia/Kolkata), so they are due at once on the real clock.
const todayDay = Number(istDate(new Date()).slice(8, 10));
// The database lives across the restarts: each API's close leaves it, the last one drops it.
const keep = (d: TestDatabase): TestDatabase => ({ url: d.url, drop: async () => undefined });

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  env = {
    WHATSAPP_PROVIDER: 'webhook', WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/wa`,
    PUBLIC_URL, REMINDER_TICK_MS: '100', REMINDER_RETRY_MS: '100',
  };
  db = await createTestDatabase();
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
  api = await startApi(env, { db: keep(db) });
  owner = await registerOwner(api, 'Acme Plastics');
  for (const [key, phone] of Object.entries(PHONES) as Array<[keyof typeof PHONES, string]>) {
    ids[key] = (await addParty(api, owner, `Party ${key}`, { amount: '100000.50' })).id;
    await ok(api, '/party/update/v1', { filter: { id: ids[key] }, update: { contact: { phone } } }, owner.token);
  }
  ids.noPhone = (await addParty(api, owner, 'Party noPhone', { amount: '10.00' })).id;
  const caMobile = freshMobile();
  await ok(api, '/company/accountant/add/v1', { mobileNo: caMobile }, owner.token);
  const password = 'secret-remind-1';
  await ok(api, '/user/register/v1', { mobileNo: caMobile, password, confirmPassword: password });
  accountant = await ok(api, '/user/mobile/verify/v1', { mobileNo: caMobile, otp: Number(api.lastOtp(caMobile)) });
});
afterAll(async () => {
  hanging?.destroy();
  await api?.close();
  await sql?.end();
  await db?.drop();
  hook.close();
});

const schedule = (partyId: string, day = todayDay, language = 'en', token = owner.token) =>
  call(api, '/party/reminders/schedule/set/v1', { partyId, day, language }, token);
const schedules = (token = owner.token) => ok(api, '/party/reminders/schedule/list/v1', {}, token);
const deliveries = async (partyId: string) =>
  (await sql.query<{ period: string; status: string; attempts: number }>('SELECT period, status, attempts FROM reminder_deliveries WHERE party_id = $1 ORDER BY period', [partyId])).rows;

describe('scheduling a monthly reminder', () => {
  it('the owner sets it; the accountant reads it and cannot set it; bad input answers 400 with its field; another company’s party 404', async () => {
    // Set for the noPhone party first: nothing can be sent to it.
    const set = await schedule(ids.noPhone, todayDay, 'hi');
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ party: { id: ids.noPhone, name: 'Party noPhone' }, day: todayDay, language: 'hi', lastDelivery: null });
    expect((await schedules(accountant.token)).map((r) => r.party.id)).toEqual([ids.noPhone]);
    expect((await schedule(ids.noPhone, 5, 'en', accountant.token)).status).toBe(403);
    expect((await call(api, '/party/reminders/schedule/off/v1', { partyId: ids.noPhone }, accountant.token)).status).toBe(403);

    for (const [body, field] of [[{ day: 0 }, 'day'], [{ day: 32 }, 'day'], [{ day: 2.5 }, 'day'], [{ language: 'fr' }, 'language'], [{ partyId: 'x' }, 'partyId']] as const) {
      const bad = await call(api, '/party/reminders/schedule/set/v1', Object.assign({ partyId: ids.noPhone, day: 5, language: 'en' }, body), owner.token);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error?.field, JSON.stringify(body)).toBe(field);
    }
    const other = await registerOwner(api, 'Other Co');
    expect((await call(api, '/party/reminders/schedule/set/v1', { partyId: ids.noPhone, day: 5, language: 'en' }, other.token)).status).toBe(404);
    expect((await call(api, '/party/reminders/schedule/off/v1', { partyId: ids.noPhone }, other.token)).status).toBe(404);
    expect(await ok(api, '/party/reminders/schedule/list/v1', {}, other.token)).toEqual([]);
  });
});

describe('sending on the day, exactly once', () => {
  it('posts the party’s number and the screen’s message text, once, with a statement link that opens', async () => {
    expect((await schedule(ids.lakh)).status).toBe(200);
    await until('the reminder', () => successesTo(PHONES.lakh).length === 1);
    const [post] = postsTo(PHONES.lakh);
    // The same text the screen's message endpoint makes (its link is new each time).
    const screen = await ok(api, '/party/reminders/message/v1', { partyId: ids.lakh }, owner.token);
    const token = post.message.slice(post.message.lastIndexOf('/s/') + 3);
    expect(post.message).toBe(reminderText(screen.message, sharedStatementUrl(PUBLIC_URL, token)));
    expect(post.message).toContain('1,00,000.50');
    expect((await ok(api, '/public/statement/v1', { token })).party.name).toBe('Party lakh');
    // The screen's "last sent" shows it; the schedule shows the month sent (once the sender has read the answer).
    await until('the delivery marked', async () => (await deliveries(ids.lakh)).every((d) => d.status !== 'sending'));
    const row = (await ok(api, '/party/reminders/list/v1', {}, owner.token)).find((r) => r.party.id === ids.lakh);
    expect(row?.lastSent).not.toBeNull();
    const listed = (await schedules()).find((s) => s.party.id === ids.lakh);
    expect(listed?.lastDelivery).toMatchObject({ period: istDate(new Date()).slice(0, 7), status: 'sent' });
    await settle();
    expect(postsTo(PHONES.lakh)).toHaveLength(1);
    // The party without a number is skipped (logged), never posted.
    expect(await deliveries(ids.noPhone)).toMatchObject([{ status: 'skipped', attempts: 1 }]);
    expect(posts.filter((p) => !Object.values(PHONES).some((ph) => p.to === `+91${ph}`))).toEqual([]);
  });

  it('a webhook that fails twice (503) is tried again with backoff and succeeds once', async () => {
    expect((await schedule(ids.flaky, todayDay, 'hi')).status).toBe(200);
    await until('the third try', () => successesTo(PHONES.flaky).length === 1);
    await settle();
    expect(postsTo(PHONES.flaky).map((p) => p.answered)).toEqual([503, 503, 200]);
    // One delivery, the same id on every try (a gateway may drop a repeat by it), in Hindi.
    expect(new Set(postsTo(PHONES.flaky).map((p) => p.id)).size).toBe(1);
    expect(postsTo(PHONES.flaky)[2].message).toContain('जी');
    expect(await deliveries(ids.flaky)).toMatchObject([{ status: 'sent', attempts: 3 }]);
  });

  it('after a restart nothing sent is sent again, and a send cut off mid-way is taken up once its lease passes', async () => {
    expect((await schedule(ids.cutOff)).status).toBe(200);
    await until('the cut-off send to reach the webhook', () => postsTo(PHONES.cutOff).length === 1);
    // The API stops while the webhook has not answered: the send is cut off, its row left claimed.
    await api.close();
    expect(await deliveries(ids.cutOff)).toMatchObject([{ status: 'sending', attempts: 1 }]);

    api = await startApi(env, { db: keep(db) });
    await settle();
    // Within its lease, nothing: the first process might still be sending it.
    expect(postsTo(PHONES.cutOff)).toHaveLength(1);
    api.setNow(new Date(Date.now() + REMINDER_LEASE_MS + 1000));
    await until('the cut-off send to be taken up', () => successesTo(PHONES.cutOff).length === 1);
    await settle();
    expect(postsTo(PHONES.cutOff)).toHaveLength(2);
    expect(await deliveries(ids.cutOff)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    // Nothing sent before the restart went again.
    expect(postsTo(PHONES.lakh)).toHaveLength(1);
    expect(successesTo(PHONES.flaky)).toHaveLength(1);
  });
});

describe('the day, Asia/Kolkata', () => {
  // Months ahead the owner's session has ended: each jump of the clock signs in again.
  const at = async (iso: string) => {
    api.setNow(new Date(iso));
    owner.token = (await ok(api, '/user/login/v1', { mobileNo: owner.mobileNo, password: owner.password })).token;
  };
  it('goes on its day (the month’s last when shorter), not before, not in a month whose day passed before it was set; off stops it', async () => {
    // Off: the earlier schedules stop (their sent months stay in the log).
    for (const id of [ids.lakh, ids.flaky, ids.cutOff, ids.noPhone]) expect((await call(api, '/party/reminders/schedule/off/v1', { partyId: id }, owner.token)).status).toBe(200);
    expect(await schedules()).toEqual([]);

    // Set on 10 Feb 2027 for day 31: due on the 28th, February's last day.
    await at('2027-02-10T10:00:00+05:30');
    expect((await schedule(ids.later, 31)).status).toBe(200);
    // 28 Feb 00:30 IST is still the 27th in UTC: Asia/Kolkata decides.
    api.setNow(new Date('2027-02-27T23:30:00+05:30'));
    await settle();
    expect(postsTo(PHONES.later)).toHaveLength(0);
    api.setNow(new Date('2027-02-28T00:30:00+05:30'));
    await until('the February reminder', () => successesTo(PHONES.later).length === 1);

    // Set again on 20 March for day 5: March's day had passed, so April's is the first.
    await at('2027-03-20T10:00:00+05:30');
    expect((await schedule(ids.later, 5)).status).toBe(200);
    await settle();
    expect(postsTo(PHONES.later)).toHaveLength(1);
    await at('2027-04-05T09:00:00+05:30');
    await until('the April reminder', () => successesTo(PHONES.later).length === 2);
    // The provider has answered; the sender marks the delivery once it has read that answer (server mode: another process).
    await until('the April delivery marked', async () => (await deliveries(ids.later)).every((d) => d.status !== 'sending'));
    expect((await deliveries(ids.later)).map((d) => [d.period, d.status])).toEqual([['2027-02', 'sent'], ['2027-04', 'sent']]);

    // Turned off, May's day passes with nothing sent.
    expect((await call(api, '/party/reminders/schedule/off/v1', { partyId: ids.later }, owner.token)).status).toBe(200);
    await at('2027-05-06T09:00:00+05:30');
    await settle();
    expect(postsTo(PHONES.later)).toHaveLength(2);
  });
});
