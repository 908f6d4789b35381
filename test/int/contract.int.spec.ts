// The API and @ledger/contract describe the same endpoints: every route the app registers is a
// contract endpoint with the same access and the contract's own request schema, and every contract
// endpoint is served. (Each answer is checked against the contract in test/support/api.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@ledger/contract';
import { apiRoutes } from '../../services/api/src/http/kit.ts';
import { startApi, type TestApi } from '../support/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the contract', () => {
  it('when the app registers its routes, then each is a contract endpoint with its access and request schema', () => {
    const problems: string[] = [];
    for (const route of apiRoutes.values()) {
      const endpoint = allEndpoints.find((e) => e.path === route.path);
      if (!endpoint) problems.push(`${route.path}: registered but not in @ledger/contract`);
      else {
        if (endpoint.access !== route.access) problems.push(`${route.path}: access ${route.access} in the app, ${endpoint.access} in the contract`);
        if (endpoint.request !== route.schema) problems.push(`${route.path}: the app parses with its own schema, not the contract's`);
      }
    }
    for (const endpoint of allEndpoints) if (!apiRoutes.has(endpoint.path)) problems.push(`${endpoint.path}: in the contract but not served`);
    expect(problems).toEqual([]);
  });

  it('when endpoints are listed, then no path appears twice', () => {
    const paths = allEndpoints.map((e) => e.path);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
