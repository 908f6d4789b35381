// Who may call each endpoint (rolesOf: the contract's access and gate fields), the one table the route builder
// enforces: a gate clerk gets exactly the gate's endpoints (docs/gate.md "The gate clerk"), never a delete.
import { describe, expect, it } from 'vitest';
import { rolesOf } from './endpoint.ts';
import { allEndpoints } from './endpoints/index.ts';
import { CLERK_CORRECTION_MINUTES, clerkCorrectableUntil } from './limits.ts';

describe('the role table', () => {
  it('gives a gate clerk the slip writes, prints, scans, names lists and their Activity, and nothing else of the company', () => {
    const clerk = allEndpoints.filter((e) => { const r = rolesOf(e); return r !== 'anyone' && r !== 'admin' && r.includes('clerk'); }).map((e) => e.path).sort();
    expect(clerk).toEqual([
      '/history/activity/list/v1', '/itemSlip/code/get/v1', '/itemSlip/mine/list/v1', '/itemSlip/nextNo/get/v1', '/itemSlip/returnable/list/v1', '/itemSlip/scan/v1',
      '/jobWorkItem/slip/add/v2', '/jobWorkItem/slip/pdf/v1', '/jobWorkItem/slip/update/v2',
      '/party/list/v1', '/product/list/v1', '/subParty/list/v1',
    ]);
    expect(clerk.filter((p) => /delete|remove|revoke/.test(p))).toEqual([]);
  });

  it('reads are the owner’s and the accountant’s, writes the owner’s; public and user endpoints take no company role', () => {
    expect(rolesOf({ access: 'companyRead' })).toEqual(['owner', 'accountant']);
    expect(rolesOf({ access: 'companyWrite' })).toEqual(['owner']);
    expect(rolesOf({ access: 'companyWrite', gate: true })).toEqual(['owner', 'clerk']);
    expect(rolesOf({ access: 'companyRead', gate: true })).toEqual(['owner', 'accountant', 'clerk']);
    expect(rolesOf({ access: 'user' })).toBe('anyone');
    expect(rolesOf({ access: 'public' })).toBe('anyone');
    expect(rolesOf({ access: 'admin' })).toBe('admin');
  });

  it('a clerk may correct a slip until 30 minutes after the server recorded it', () => {
    expect(CLERK_CORRECTION_MINUTES).toBe(30);
    expect(clerkCorrectableUntil(new Date('2026-11-26T09:05:00.000Z')).toISOString()).toBe('2026-11-26T09:35:00.000Z');
  });
});
