import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { idEndpoints, seedCompany, type Seeded } from '../support/seed.ts';

let api: TestApi;
let victim: Owner;
let intruder: Owner;
let seeded: Seeded;
beforeAll(async () => {
  api = await startApi();
  victim = await registerOwner(api, 'Victim Co');
  intruder = await registerOwner(api, 'Intruder Co');
  seeded = await seedCompany(api, victim);
});
afterAll(async () => { await api.close(); });

describe('tenant isolation', () => {
  it("when another company's ids are used on any endpoint, then 404 and nothing changes", async () => {
    const endpoints = idEndpoints(seeded);
    expect(endpoints.length).toBeGreaterThan(10);
    for (const [path, body] of endpoints) {
      const r = await call(api, path, body, intruder.token);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
    }
    // The victim's data is intact.
    const parties = await ok(api, '/party/list/v1', { include: { details: true, stats: true } }, victim.token);
    expect(parties.map((p: { name: string }) => p.name)).toContain('Victim Party');
  });

  it("when lists are read, then only the caller's rows come back", async () => {
    expect(await ok(api, '/product/list/v1', {}, intruder.token)).toEqual([]);
    expect(await ok(api, '/party/list/v1', {}, intruder.token)).toEqual([]);
    expect(await ok(api, '/subParty/list/v1', {}, intruder.token)).toEqual([]);
  });
});
