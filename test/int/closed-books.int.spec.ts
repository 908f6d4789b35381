// Closed books over HTTP (issue 30 part 5; ledger-rules "Closed books"; docs/auditing.md "Closed books"): who may
// close and reopen (the owner; an accountant only with the owner's grant; never a gate clerk), every write that
// addresses a document of the closed period refused at its field with nothing appended (walked from the seeded
// company's id endpoints, every kind), and the party's April statement (its JSON bytes and its PDF's text)
// identical before and after the attempts and after a reprojection (Admin refresh stats).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsEndpoints, cashEndpoints, notesEndpoints, slipsEndpoints } from '@ledger/contract';
import { call, download, freshMobile, ok, refreshStats, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { idEndpoints, seedCompany, type Seeded } from '../support/seed.ts';

let api: TestApi;
let owner: Owner;
let s: Seeded;
let accountant: { token: string; mobileNo: string };
let accountantGrant: string;
let clerk: { token: string };
const REFUSED = 'Books are closed up to 30-04-2026';

async function registerUser(mobileNo: string) {
  const password = 'secret-books-1';
  await ok(api, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  return ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
}

/** The April statement as the API sends it (its bytes) and its PDF as pdftotext reads it. */
async function aprilStatement(): Promise<{ json: string; pdf: string }> {
  const res = await fetch(`${api.url}/api/party/month/statement/v3`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ partyMonthId: `${s.partyId}:2026-04` }),
  });
  expect(res.status).toBe(200);
  const json = await res.text();
  const f = await download(api, '/party/month/statement/export/v1', { partyMonthId: `${s.partyId}:2026-04`, format: 'pdf' }, owner.token);
  const dir = mkdtempSync(join(tmpdir(), 'books-'));
  writeFileSync(join(dir, 's.pdf'), f.bytes);
  // The PDF's own dates (when it was made) are not the statement's figures: compared without its footer's time.
  const pdf = execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
  return { json, pdf };
}

const head = async () => Number((await api.svc.pool.query<{ seq: string }>('SELECT seq FROM company_head WHERE company_id = $1', [owner.companyId])).rows[0].seq);

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api, 'Closed Books Co');
  s = await seedCompany(api, owner);
  const caMobile = freshMobile();
  accountantGrant = (await ok(api, '/company/accountant/add/v1', { mobileNo: caMobile }, owner.token)).id;
  accountant = { token: (await registerUser(caMobile)).token, mobileNo: caMobile };
  const clerkMobile = freshMobile();
  await ok(api, '/company/clerk/add/v1', { mobileNo: clerkMobile }, owner.token);
  clerk = await registerUser(clerkMobile);
});
afterAll(async () => { await api?.close(); });

describe('closed books over HTTP', () => {
  it('an accountant without the grant and a gate clerk cannot close; with the grant the accountant closes up to 30-04-2026 and cannot reopen', async () => {
    const close = { upTo: '2026-04-30', reason: 'FY 2026-27 Q1 reviewed' };
    expect((await call(api, '/company/books/close/v1', close, accountant.token)).status).toBe(403);
    expect((await call(api, '/company/books/close/v1', close, clerk.token)).status).toBe(403);
    expect(await ok(api, '/company/books/get/v1', {}, accountant.token)).toMatchObject({ closedUpTo: null, canClose: false, canReopen: false });
    const granted = await ok(api, '/company/accountant/closeBooks/update/v1', { id: accountantGrant, closeBooks: true }, owner.token);
    expect(granted.closeBooks).toBe(true);
    const list = await ok(api, '/company/accountant/list/v1', {}, owner.token);
    expect(list.accountants.map((a) => a.closeBooks)).toEqual([true]);
    // The switch is in the access log, newest first; setting it as it is adds no line.
    await ok(api, '/company/accountant/closeBooks/update/v1', { id: accountantGrant, closeBooks: true }, owner.token);
    const log = (await ok(api, '/company/accountant/list/v1', {}, owner.token)).log;
    expect(log.map((l) => [l.action, l.mobileNo, l.actor])).toEqual([['closeBooksGranted', accountant.mobileNo, owner.mobileNo], ['granted', accountant.mobileNo, owner.mobileNo]]);
    const books = await ok(api, '/company/books/close/v1', close, accountant.token);
    expect(books).toMatchObject({ closedUpTo: '2026-04-30', canClose: true, canReopen: false, log: [{ action: 'closed', upTo: '2026-04-30', reason: close.reason, by: accountant.mobileNo }] });
    expect((await call(api, '/company/books/reopen/v1', { reason: 'no' }, accountant.token)).status).toBe(403);
    expect((await call(api, '/company/books/reopen/v1', { reason: 'no' }, clerk.token)).status).toBe(403);
    const back = await call(api, '/company/books/close/v1', { upTo: '2026-04-01' }, owner.token);
    expect([back.status, back.body.error?.field]).toEqual([422, 'upTo']);
  });

  it('every write that addresses a document of April, of every kind, is refused at its field and appends nothing; the April statement and its PDF stay byte for byte, after a reprojection too', async () => {
    const before = await aprilStatement();
    const seq = await head();
    const families = new Set([slipsEndpoints, billsEndpoints, cashEndpoints, notesEndpoints]
      .flatMap((group) => Object.values(group as Record<string, { path: string; command: boolean }>)).filter((e) => e.command).map((e) => e.path));
    const writes = idEndpoints(s).filter(([path]) => families.has(path));
    expect(writes.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const [path, body] of writes) {
      const r = await call(api, path, body, owner.token);
      if (r.status !== 422 || r.body.error?.message !== REFUSED || !r.body.error.field) wrong.push(`${path} → ${r.status} ${JSON.stringify(r.body)}`);
    }
    expect(wrong).toEqual([]);
    // The field: the date for an add, the id for a delete.
    const add = await call(api, '/saleBill/add/v2', { subPartyId: s.subPartyId, productId: s.productId, issueDate: '2026-04-30', fullBillNo: 'Z', quantity: 1, workRate: 1, saleRate: 1 }, owner.token);
    expect(add.body.error).toEqual({ message: REFUSED, field: 'issueDate' });
    const del = await call(api, '/saleBill/delete/v1', { id: s.bills.saleBill }, owner.token);
    expect(del.body.error).toEqual({ message: REFUSED, field: 'id' });
    // A party's opening balance cannot change while a month is closed.
    const opening = await call(api, '/party/update/v1', { filter: { id: s.partyId }, update: { openingReceivableAmount: 5 } }, owner.token);
    expect(opening.body.error).toEqual({ message: REFUSED, field: 'update.openingReceivableAmount' });
    // The gate clerk's slip goes through the same command.
    const gate = await call(api, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: s.subPartyId, productId: s.productId, issueDate: '2026-04-29', slipNo: 77, grossQuantity: 1 }, clerk.token);
    expect(gate.body.error).toEqual({ message: REFUSED, field: 'issueDate' });
    expect(await head()).toBe(seq);
    const after = await aprilStatement();
    expect(after.json).toBe(before.json);
    expect(after.pdf).toBe(before.pdf);
    expect((await refreshStats(api, owner.companyId)).status).toBe('done');
    const rebuilt = await aprilStatement();
    expect(rebuilt.json).toBe(before.json);
    expect(rebuilt.pdf).toBe(before.pdf);
    // After the date, writes go on. (The April statement's header carries the party's current balance, so a
    // later month's write changes those bytes; its April figures stay.)
    await ok(api, '/inwardCashReceipt/add/v1', { partyId: s.partyId, amount: 1, issueDate: '2026-05-01' }, owner.token);
  });

  it('the owner reopens with a reason; the log shows who, when and why; April takes writes again', async () => {
    const noReason = await call(api, '/company/books/reopen/v1', {}, owner.token);
    expect([noReason.status, noReason.body.error?.field]).toEqual([400, 'reason']);
    const books = await ok(api, '/company/books/reopen/v1', { upTo: null, reason: 'Rate of SL-1 was wrong' }, owner.token);
    expect(books).toMatchObject({
      closedUpTo: null, canReopen: true,
      log: [{ action: 'reopened', upTo: null, reason: 'Rate of SL-1 was wrong', by: owner.mobileNo }, { action: 'closed', upTo: '2026-04-30' }],
    });
    await ok(api, '/inwardCashReceipt/add/v1', { partyId: s.partyId, amount: 1, issueDate: '2026-04-30' }, owner.token);
  });
});
