// A statement revalidated as the web reads it (issue 31 part 4): the tag's position comes with the token lookup, in
// one statement, so a 304 costs one round trip and no statement. It must never hide a change: every write, then the
// old tag sent back, gives a 200 with the new figure (in embedded mode, where the API projects in-process, and in
// server mode, where a worker does over Redis); another company's tag never matches; an accountant whose access was
// revoked gets 403, not 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { call, freshMobile, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, type Party } from '../support/ledger.ts';
import { present } from '../support/present.ts';
import { TEST_REDIS_URL } from '../support/server-mode.ts';

const STATEMENT = '/party/month/statement/v3';
/** Today (Asia/Kolkata): the party's one month so far. */
const today = istDate(new Date());

interface Read { status: number; tag: string | null; closing: string | null; slips: number }

async function read(api: TestApi, token: string, partyMonthId: string, tag: string | null): Promise<Read> {
  const res = await fetch(`${api.url}/api${STATEMENT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(tag ? { 'if-none-match': tag } : {}) },
    body: JSON.stringify({ partyMonthId }),
  });
  const text = await res.text();
  if (res.status !== 200) return { status: res.status, tag: res.headers.get('etag'), closing: null, slips: text.length };
  const data = (JSON.parse(text) as { data: { partyMonth: { stats: { closingReceivableQuantity: string } }; subPartyMonthStatementList: Array<{ inJobWorkItemList: Array<{ slips: unknown[] }> }> } }).data;
  const slips = data.subPartyMonthStatementList.flatMap((s) => s.inJobWorkItemList).reduce((n, item) => n + item.slips.length, 0);
  return { status: res.status, tag: res.headers.get('etag'), closing: data.partyMonth.stats.closingReceivableQuantity, slips };
}

const modes: Array<[string, Record<string, string>]> = [
  ['embedded (projected in the API process)', { REDIS_URL: '' }],
  ['server mode (projected by a worker over Redis)', { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `t_reval_${process.pid}_${Date.now()}`, SWEEP_INTERVAL_MS: '500' }],
];

describe.each(modes)('a revalidated statement, %s', (_mode, env) => {
  let api: TestApi;
  let owner: Owner;
  let other: Owner;
  let party: Party;
  let productId: string;
  let month: string;

  beforeAll(async () => {
    api = await startApi(env);
    owner = await registerOwner(api, 'Revalidate Plastics');
    other = await registerOwner(api, 'Other Works');
    party = await addParty(api, owner, 'Shree Textiles');
    productId = await addProduct(api, owner, 'HDPE Pipe');
    month = `${party.id}:${today.slice(0, 7)}`;
  });
  afterAll(async () => { await api?.close(); });

  it('when a slip is added, then the old tag gets 200 with the new figure, and the new tag 304, write after write', async () => {
    let last = await read(api, owner.token, month, null);
    expect(last.status).toBe(200);
    expect(await read(api, owner.token, month, last.tag)).toMatchObject({ status: 304, tag: last.tag, slips: 0 });
    for (let i = 1; i <= 4; i++) {
      const added = await call(api, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: party.defaultSubPartyId, productId, issueDate: today, slipNo: i, grossQuantity: '10.000' }, owner.token);
      expect(added.status).toBe(200);
      // Acknowledged as visible (not `pending`): the very next revalidation shows it.
      expect((added.body as { pending?: boolean }).pending).toBeUndefined();
      const now = await read(api, owner.token, month, last.tag);
      expect(now.status, `after slip ${i}`).toBe(200);
      expect(now.tag).not.toBe(last.tag);
      expect(now.slips).toBe(i);
      expect(now.closing).toBe(`-${(10 * i).toFixed(3)}`);
      expect(await read(api, owner.token, month, now.tag)).toMatchObject({ status: 304, tag: now.tag });
      last = now;
    }
  });

  it('when another company sends its own tag for the same request, then it never matches', async () => {
    // The same body in both companies (a party id that is only the owner's): the other company is refused, never 304.
    const mine = await read(api, owner.token, month, null);
    expect((await read(api, other.token, month, mine.tag)).status).toBe(404);
    // The other company's own statement, asked with the owner's tag: its own answer with its own tag.
    const theirParty = await addParty(api, other, 'Shree Textiles');
    const theirs = await read(api, other.token, `${theirParty.id}:${today.slice(0, 7)}`, mine.tag);
    expect(theirs.status).toBe(200);
    expect(theirs.tag).not.toBe(mine.tag);
  });

  it('when an accountant\'s access is revoked, then their tag gets 403, not 304', async () => {
    const mobileNo = freshMobile();
    const grant = await ok(api, '/company/accountant/add/v1', { mobileNo }, owner.token);
    const password = 'secret-ca-1';
    await ok(api, '/user/register/v1', { mobileNo, password, confirmPassword: password });
    const ca = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
    await ok(api, '/user/company/select/v1', { companyId: owner.companyId }, ca.token);
    const seen = await read(api, ca.token, month, null);
    expect(seen.status).toBe(200);
    expect(await read(api, ca.token, month, seen.tag)).toMatchObject({ status: 304 });
    await ok(api, '/company/accountant/revoke/v1', { id: grant.id }, owner.token);
    expect(await read(api, ca.token, month, present(seen.tag, 'tag'))).toMatchObject({ status: 403 });
    // `*` matches any tag, but never past the token check.
    expect(await read(api, ca.token, month, '*')).toMatchObject({ status: 403 });
    // A session that ended is 401.
    await ok(api, '/user/logout/v1', {}, owner.token);
    expect(await read(api, owner.token, month, '*')).toMatchObject({ status: 401 });
  });
});
