// Reads from a streaming replica (issue 31 part 3; docs/operations.md "Read replica"): a real primary and a
// physical standby (the machine's PostgreSQL 15 binaries, test/support/pgReplica.ts), the API with
// DATABASE_URL on the primary and READ_DATABASE_URL on the standby. A write answers its position; a read that
// sends it back is answered by the standby once it has replayed it (the standby's replay is paused to make it
// lag for real), or by the primary past the bound; company reads all work on a standby (none writes); when
// the standby stops, reads answer 200 from the primary. Which database answered is the X-Ledger-Read header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LSN_HEADER, READ_SOURCE_HEADER, allEndpoints, lsnValue, readsReplica } from '@ledger/contract';
import { registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, buildSlip, type Party } from '../support/ledger.ts';
import { present } from '../support/present.ts';
import { BASE } from '../support/hostile/bodies.ts';
import { HostileFixture } from '../support/hostile/fixture.ts';
import { createPool } from '../../services/api/src/db/pool.ts';
import { replicaUnavailable, startReplicaPair, type ReplicaPair } from '../support/pgReplica.ts';

/** The bound a read waits for the standby before it reads the primary. */
const WAIT_MS = 1500;

let pair: ReplicaPair;
let api: TestApi;
let owner: Owner;
let party: Party;
let productId: string;

interface Answer { status: number; text: string; lsn: string | null; source: string | null; ms: number }

async function post(path: string, body: unknown, headers: Record<string, string> = {}, to: Pick<TestApi, 'url'> = api): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${to.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, lsn: res.headers.get(LSN_HEADER), source: res.headers.get(READ_SOURCE_HEADER), ms: performance.now() - started };
}

let slipNo = 0;
async function addSlip(): Promise<{ id: string; lsn: string }> {
  const a = await post('/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: party.defaultSubPartyId, productId, slipNo: ++slipNo }));
  expect(a.status, a.text).toBe(200);
  expect(a.lsn, 'a write answers the position of its commit').toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
  return { id: (JSON.parse(a.text) as { data: { id: string } }).data.id, lsn: present(a.lsn, 'position') };
}

const statement = (headers: Record<string, string> = {}) => post('/party/month/statement/v3', { partyMonthId: `${party.id}:2026-04` }, headers);

if (replicaUnavailable) console.warn(`replica.int.spec.ts skipped: ${replicaUnavailable}`);

describe.skipIf(replicaUnavailable !== null)('reads from a streaming replica', () => {
  beforeAll(async () => {
    pair = await startReplicaPair();
    api = await startApi({ READ_DATABASE_URL: pair.standbyUrl, READ_REPLICA_WAIT_MS: String(WAIT_MS) }, { db: { url: pair.primaryUrl, drop: async () => undefined } });
    owner = await registerOwner(api);
    party = await addParty(api, owner, 'Replica Party');
    productId = await addProduct(api, owner, 'Replica Product');
    // April's statement exists from here on (on a standby that lags, a month it has not seen yet is a 404).
    await addSlip();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await pair?.destroy();
  }, 30_000);

  it('when a read sends back the position of a write the standby has not replayed yet, then it waits for the standby and shows the write from it', async () => {
    await pair.pauseReplay();
    const slip = await addSlip();
    // The standby really lags: a read that sends no position is answered by it, without the slip.
    const stale = await statement();
    expect(stale.status).toBe(200);
    expect(stale.source).toBe('replica');
    expect(stale.text).not.toContain(slip.id);
    // Replay resumes a moment after the read began: the read waits for it, then reads the standby.
    const resumed = new Promise((r) => setTimeout(r, 300)).then(() => pair.resumeReplay());
    const read = await statement({ [LSN_HEADER]: slip.lsn });
    await resumed;
    expect(read.status, read.text).toBe(200);
    expect(read.source).toBe('replica');
    expect(read.text).toContain(slip.id);
    expect(read.ms).toBeGreaterThanOrEqual(250);
    expect(read.ms).toBeLessThan(WAIT_MS);
  });

  it('when the standby stays behind past the bound, then the read answers the write from the primary', async () => {
    await pair.pauseReplay();
    try {
      const slip = await addSlip();
      const read = await statement({ [LSN_HEADER]: slip.lsn });
      expect(read.status, read.text).toBe(200);
      expect(read.source).toBe('primary');
      expect(read.text).toContain(slip.id);
      expect(read.ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
    } finally {
      await pair.resumeReplay();
    }
  });

  it('when the standby has replayed the write, then the read is answered by it at once; an older position waits for nothing', async () => {
    const slip = await addSlip();
    const read = await statement({ [LSN_HEADER]: slip.lsn });
    expect(read.source).toBe('replica');
    expect(read.text).toContain(slip.id);
    const older = await statement({ [LSN_HEADER]: '0/1' });
    expect(older.source).toBe('replica');
    expect(older.ms).toBeLessThan(WAIT_MS);
    // A later write answers a later position (the web keeps the newest it saw).
    const next = await addSlip();
    expect(present(lsnValue(next.lsn), 'next') > present(lsnValue(slip.lsn), 'first')).toBe(true);
  });

  it('when a read sends a position that is not one, then 400 naming the header', async () => {
    const a = await statement({ [LSN_HEADER]: 'yesterday' });
    expect(a.status).toBe(400);
    expect(JSON.parse(a.text)).toEqual({ error: { message: `${LSN_HEADER} must be a write position such as 0/16B3748`, field: LSN_HEADER } });
  });

  it('every company read answers from the standby (none of them writes), files and reports too', async () => {
    // The hostile campaign's fixture: a company with one of everything, and a base request for every endpoint.
    const db = createPool(pair.primaryUrl, 2);
    try {
      const fx = await HostileFixture.create(api, db, 31);
      const lsn = present(await api.svc.reads.writePosition(), 'position');
      const reads = allEndpoints.filter(readsReplica).map((e) => e.path);
      expect(reads.length).toBeGreaterThan(30);
      for (const path of reads) {
        const res = await fetch(`${api.url}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${fx.A.token}`, [LSN_HEADER]: lsn },
          body: JSON.stringify(present(BASE[path], path).body(fx)),
        });
        const text = res.status === 200 ? '' : await res.text();
        expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
        expect(res.headers.get(READ_SOURCE_HEADER), path).toBe('replica');
        await res.arrayBuffer().catch(() => undefined);
      }
    } finally {
      await db.end();
    }
  }, 60_000);

  it('without READ_DATABASE_URL nothing changes: a write answers no position, a read says nothing of a replica and ignores one sent', async () => {
    const plain = await startApi({ QUEUE_PREFIX: 't_replica_plain' }, { db: { url: pair.primaryUrl, drop: async () => undefined } });
    try {
      const write = await post('/jobWorkItem/slip/add/v2', buildSlip({ subPartyId: party.defaultSubPartyId, productId, slipNo: ++slipNo }), {}, plain);
      expect(write.status, write.text).toBe(200);
      expect(write.lsn).toBeNull();
      const read = await post('/party/month/statement/v3', { partyMonthId: `${party.id}:2026-04` }, { [LSN_HEADER]: 'FFFFFFFF/FFFFFFFF' }, plain);
      expect(read.status, read.text).toBe(200);
      expect(read.source).toBeNull();
      expect(read.ms).toBeLessThan(WAIT_MS);
    } finally {
      await plain.close();
    }
  });

  it('when the standby stops, then reads answer 200 from the primary', async () => {
    const slip = await addSlip();
    await pair.stopStandby();
    // First a file read in a thread: the thread finds the standby gone, the request is told and reads the primary.
    const file = await post('/report/tally/export/v1', { fy: 2026, period: 'APR' });
    expect(file.status, file.text.slice(0, 300)).toBe(200);
    expect(file.source).toBe('primary');
    for (const headers of [{}, { [LSN_HEADER]: slip.lsn }] as Array<Record<string, string>>) {
      const read = await statement(headers);
      expect(read.status, read.text).toBe(200);
      expect(read.source).toBe('primary');
      expect(read.text).toContain(slip.id);
    }
    // Writes never touched the standby.
    await addSlip();
  });
});
