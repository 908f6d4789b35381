// Shared statements: a signed, expiring link to one party's month statement. Valid, expired, withdrawn
// and tampered links; nothing else leaks (no ids, no other party); every open logged; rate-limited.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { present } from '../support/present.ts';
import { enterWorkedExample, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let party: Party;
let other: { id: string };

beforeAll(async () => {
  api = await startApi({ SHARE_RATE_LIMIT: '1000' });
  owner = await registerOwner(api);
  ({ party } = await enterWorkedExample(api, owner));
  await ok(api, '/party/update/v1', { filter: { id: party.id }, update: { contact: { phone: '9123456780' } } }, owner.token);
  other = await ok(api, '/party/add/v1', { name: 'Secret Rival Polymers', openingReceivableQuantity: '5', openingReceivableAmount: '999.99' }, owner.token);
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sharing-'));
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const GONE = 'This statement link has expired or was withdrawn. Ask the sender for a new one.';
const share = (days?: number) => ok(api, '/party/month/share/add/v1', { partyMonthId: `${party.id}:2026-04`, ...(days ? { days } : {}) }, owner.token);
const open = (token: string) => call(api, '/public/statement/v1', { token });

describe('shared statement', () => {
  it('a new link answers the message in words and figures, and opens without an account with only this statement', async () => {
    const link = await share();
    expect(link.phone).toBe('9123456780');
    expect(link.message).toMatch(/^.+: statement of April 2026 for Shree Textiles\. Closing balance: ₹2,707\.50 \(Two Thousand Seven Hundred Seven Rupees And Fifty Paise Only\) due from you; 54\.860 KG due to you\.$/);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    const r = await open(link.token);
    expect(r.status).toBe(200);
    const st = present(r.body.data, 'the shared statement');
    expect(st).toMatchObject({ party: { name: 'Shree Textiles' }, year: 2026, month: 4, opening: { quantity: '0.000', amount: '1000.00' }, closing: { quantity: '-54.860', amount: '2707.50' } });
    expect(st.rows).toContainEqual({ side: 'Outgoing', date: '2026-04-15', document: 'Out Slip', number: 'SL-3', particulars: 'HDPE Pipe', quantity: '99.000', rate: null, amount: null });
    expect(st.rows).toContainEqual({ side: 'Outgoing', date: '2026-04-25', document: 'Sale Bill', number: 'SB-1', particulars: 'HDPE Pipe', quantity: '10.000', rate: '97.00', amount: '970.00' });
    expect(st.rows).toContainEqual({ side: 'Incoming', date: '2026-04-20', document: 'Cash Received', number: '', particulars: '', quantity: null, rate: null, amount: '500.00' });
    // Nothing else: no ids of any kind, no other party, no other month's documents.
    const text = JSON.stringify(r.body);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toContain('Secret Rival');
    expect(text).not.toContain('SL-4');
    expect(text).not.toContain('9123456780');

    const pdf = await download(api, '/public/statement/pdf/v1', { token: link.token });
    expect(pdf.contentType).toBe('application/pdf');
    // The party's PDF reads the balances addressed to them, the same sides and figures as the owner's.
    fs.writeFileSync(path.join(dir, 'shared.pdf'), pdf.bytes);
    const pdfText = execFileSync('pdftotext', ['-layout', path.join(dir, 'shared.pdf'), '-'], { encoding: 'utf8' });
    for (const s of ['Forward Balance', '54.860 KG due to you', '₹2,707.50 due from you', 'Carried-in Balance', '₹1,000.00 due from you']) expect(pdfText, s).toContain(s);
    expect(pdfText).not.toContain('To give');

    const links = await ok(api, '/party/share/list/v1', { partyId: party.id }, owner.token);
    expect(links[0]).toMatchObject({ year: 2026, month: 4, revokedAt: null, opens: 2 });
    const { rows } = await api.svc.pool.query('SELECT what, ip FROM share_link_opens ORDER BY id');
    expect(rows.map((o) => o.what)).toEqual(['page', 'pdf']);
    expect(rows[0].ip).toMatch(/127\.0\.0\.1/);
    const stored = await api.svc.pool.query('SELECT token_hash FROM share_links');
    expect(stored.rows.some((x) => Buffer.from(x.token_hash).toString('base64url') === link.token)).toBe(false);
  });

  it('the shared PDF shows of the party what the shared page shows, its name: no phone, address or GSTIN; the owner\'s PDF has them', async () => {
    const contact = { phone: '9123456780', address: '14 Ring Road, Bhiwandi', gstin: '27AAPFU0939F1ZV' };
    await ok(api, '/party/update/v1', { filter: { id: party.id }, update: { contact } }, owner.token);
    await ok(api, '/company/contact/update/v1', { phone: '9876501234', address: '7 Udhna Road, Surat' }, owner.token);
    const textOf = (bytes: Buffer, name: string) => {
      fs.writeFileSync(path.join(dir, name), bytes);
      return execFileSync('pdftotext', ['-layout', path.join(dir, name), '-'], { encoding: 'utf8' });
    };
    const link = await share();
    const page = JSON.stringify((await ok(api, '/public/statement/v1', { token: link.token })).party);
    const shared = textOf((await download(api, '/public/statement/pdf/v1', { token: link.token })).bytes, 'shared-contact.pdf');
    const owners = textOf((await download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'pdf' }, owner.token)).bytes, 'owner-contact.pdf');

    expect(page).toBe('{"name":"Shree Textiles"}');
    expect(shared).toContain('Party: Shree Textiles');
    for (const s of ['Phone: 9123456780', '14 Ring Road, Bhiwandi', 'GSTIN: 27AAPFU0939F1ZV']) {
      expect(owners, `owner's PDF: ${s}`).toContain(s);
      expect(shared, `shared PDF: ${s}`).not.toContain(s);
    }
    expect(shared.replace(/\s+/g, '')).not.toContain('9123456780');
    // Our own company's contact is on both, as on the shared page.
    for (const text of [shared, owners]) for (const s of ['Phone: 9876501234', '7 Udhna Road, Surat']) expect(text, s).toContain(s);
  });

  it('in Hindi: the message in Hindi words, the page\'s document names and the PDF in Hindi, the figures the same', async () => {
    const HI = { 'accept-language': 'hi' };
    const link = await ok(api, '/party/month/share/add/v1', { partyMonthId: `${party.id}:2026-04` }, owner.token, HI);
    expect(link.message).toMatch(/^.+: Shree Textiles का अप्रैल 2026 का स्टेटमेंट। महीने के अंत का हिसाब: ₹2,707\.50 \(दो हज़ार सात सौ सात रुपये और पचास पैसे मात्र\) आपकी ओर बकाया; 54\.860 KG आपको मिलना है।$/);

    const st = (await ok(api, '/public/statement/v1', { token: link.token }, undefined, HI));
    expect(st.rows).toContainEqual({ side: 'Outgoing', date: '2026-04-15', document: 'जावक स्लिप', number: 'SL-3', particulars: 'HDPE Pipe', quantity: '99.000', rate: null, amount: null });
    expect(st.rows).toContainEqual({ side: 'Incoming', date: '2026-04-20', document: 'नकद प्राप्त', number: '', particulars: '', quantity: null, rate: null, amount: '500.00' });

    const pdf = await download(api, '/public/statement/pdf/v1', { token: link.token }, undefined, HI);
    const file = path.join(dir, 'shared-hi.pdf');
    fs.writeFileSync(file, pdf.bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const s of ['स्टेटमेंट · अप्रैल 2026', 'आगे का बैलेंस', '₹2,707.50 आपकी ओर बकाया', '54.860 KG आपको'] /* pdftotext reorders the i-matra of मिलना */) expect(text, s).toContain(s);
    expect(text).not.toContain('Forward Balance');
  });

  it('a tampered, unknown or malformed token is refused the same way', async () => {
    const link = await share();
    const tampered = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    for (const token of [tampered, 'x', other.id]) {
      const r = await open(token);
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual({ message: GONE });
    }
    expect((await open('y'.repeat(101))).status).toBe(400);
  });

  it('an expired link is refused: after its days have passed', async () => {
    const link = await share(1);
    expect((await open(link.token)).status).toBe(200);
    api.setNow(new Date(Date.now() + 86_400_000 + 60_000));
    try {
      expect((await open(link.token)).body.error).toEqual({ message: GONE });
    } finally {
      api.setNow(null as unknown as Date);
    }
  });

  it('withdrawing a party\'s links ends every one of them at once, and the list says so', async () => {
    const a = await share();
    const b = await share(7);
    const r = await ok(api, '/party/share/revoke/v1', { partyId: party.id }, owner.token);
    expect(r.revoked).toBeGreaterThanOrEqual(2);
    for (const l of [a, b]) expect((await open(l.token)).status).toBe(404);
    const links = await ok(api, '/party/share/list/v1', { partyId: party.id }, owner.token);
    expect(links.every((l: { revokedAt: string | null; expiresAt: string }) => l.revokedAt !== null || Date.parse(l.expiresAt) < Date.now())).toBe(true);
  });

  it('when withdrawing is sent twice at once with one Idempotency-Key, then both answer the links that request withdrew, as a retry does', async () => {
    await share();
    await share(7);
    const key = { 'Idempotency-Key': 'revoke-twin' };
    const [a, b] = await Promise.all([1, 2].map(() => call(api, '/party/share/revoke/v1', { partyId: party.id }, owner.token, key)));
    expect(a.body).toEqual({ data: { revoked: 2 } });
    // Byte for byte, as the first answered it (keys in their order).
    expect(JSON.stringify(b.body)).toBe(JSON.stringify(a.body));
    expect(await ok(api, '/party/share/revoke/v1', { partyId: party.id }, owner.token, key)).toEqual({ revoked: 2 });
    expect(await ok(api, '/party/share/revoke/v1', { partyId: party.id }, owner.token)).toEqual({ revoked: 0 });
  });

  it('another company cannot share, list or withdraw this party\'s links; bad days are 400', async () => {
    const stranger = await registerOwner(api);
    expect((await call(api, '/party/month/share/add/v1', { partyMonthId: `${party.id}:2026-04` }, stranger.token)).status).toBe(404);
    expect((await call(api, '/party/share/list/v1', { partyId: party.id }, stranger.token)).status).toBe(404);
    expect((await call(api, '/party/share/revoke/v1', { partyId: party.id }, stranger.token)).status).toBe(404);
    const bad = await call(api, '/party/month/share/add/v1', { partyMonthId: `${party.id}:2026-04`, days: 400 }, owner.token);
    expect(bad.body.error).toEqual({ message: 'A link lasts at most 365 days', field: 'days' });
  });
});

describe('rate limit', () => {
  it('answers 429 { error } past the limit of opens per minute from one address', async () => {
    const limited = await startApi({ SHARE_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await call(limited, '/public/statement/v1', { token: 'nope' })).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      expect((await call(limited, '/public/statement/v1', { token: 'nope' })).body.error?.message).toBe('Too many requests: try again in a minute');
    } finally {
      await limited.close();
    }
  });

  it('when a link is asked for twice with one Idempotency-Key (at once, or retried), then one link is made and the other is told to make a new one', async () => {
    const body = { partyMonthId: `${party.id}:2026-04` };
    const before = (await ok(api, '/party/share/list/v1', { partyId: party.id }, owner.token)).length;
    const twins = await Promise.all([1, 2].map(() => call(api, '/party/month/share/add/v1', body, owner.token, { 'Idempotency-Key': 'share-twin-1' })));
    expect(twins.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = twins.find((r) => r.status === 409);
    expect(refused?.body).toEqual({ error: { message: 'This link was already made by an earlier try, and its address is shown only once. Make a new link.' } });
    const retried = await call(api, '/party/month/share/add/v1', body, owner.token, { 'Idempotency-Key': 'share-twin-1' });
    expect(retried.status).toBe(409);
    expect((await call(api, '/party/month/share/add/v1', body, owner.token, { 'Idempotency-Key': 'share-twin-2' })).status).toBe(200);
    expect((await ok(api, '/party/share/list/v1', { partyId: party.id }, owner.token)).length).toBe(before + 2);
  });
});
