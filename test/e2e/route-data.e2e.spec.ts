// Each screen's data is asked for while its code is still loading (issue 28): entering a route, its loader
// starts the screen's chunk and the screen's first reads together (web/src/app/route-loaders.ts), instead of
// the screen asking for its data once its code has arrived and rendered. Each check opens a screen cold and
// holds the screen's chunk until the screen's read has reached the server: a read that waits for the code
// never comes, and the check fails.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, defaultSubParty } from './support/accounts';
import { useBrowserSuite } from './support/suite';

/** The longest the screen's chunk is held waiting for its read: far more than a read takes to start. */
const HOLD_MS = 10_000;

/**
 * Opens `path` cold, its screen's chunk (`chunk`) held until a request to `api` was sent; answers whether the
 * request came while the chunk was held. (Routing requests turns the browser's HTTP cache off: every
 * chunk is fetched again.)
 */
async function dataBeforeCode(page: Page, path: string, chunk: RegExp | ((url: URL) => boolean), api: string): Promise<boolean> {
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === `/api${api}`) asked();
  };
  page.on('request', onRequest);
  let whileHeld: boolean | undefined;
  const handler = async (route: { continue(): Promise<void> }) => {
    whileHeld = await Promise.race([requested.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS))]);
    // A request the next navigation cancelled is already over.
    await route.continue().catch(() => {});
  };
  await page.route(chunk, handler);
  try {
    await page.goto(path);
    await expect.poll(() => whileHeld, { timeout: HOLD_MS + 5_000 }).not.toBeUndefined();
    return whileHeld === true;
  } finally {
    await page.unroute(chunk, handler);
    page.off('request', onRequest);
  }
}

/** The scripts the first bundle names (index.html's entry and its modulepreloads). */
async function firstBundle(appUrl: string): Promise<Set<string>> {
  const html = await (await fetch(`${appUrl}/`)).text();
  return new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]));
}

describe('route loaders', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when a screen is opened cold, then its data is asked for while its code is still loading', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'IN', subPartyId: sub.id, productId: product.id, issueDate: today, slipNo: '1', grossQuantity: '100', workRate: '2', lossPercentage: '0',
      });
      const share = await apiAs<{ token: string }>(suite.app, owner, '/party/month/share/add/v1', { partyMonthId: `${party.id}:${today.slice(0, 7)}` });

      const screens: Array<[path: string, chunk: RegExp, api: string]> = [
        ['/', /\/assets\/DashboardPage-[^/]+\.js$/, '/company/month/list/v2'],
        ['/party', /\/assets\/PartiesPage-[^/]+\.js$/, '/party/list/v1'],
        [`/party/${party.id}`, /\/assets\/PartyDetailScreen-[^/]+\.js$/, '/party/month/statement/v3'],
        // The newest month's entries: asked for once the months are in, still before the screen's code.
        ['/entries', /\/assets\/EntriesScreen-[^/]+\.js$/, '/unified/month/entries/get/v1'],
        ['/reports', /\/assets\/ReportsPage-[^/]+\.js$/, '/report/ageing/v1'],
        // The public page: no session needed for its loader to read.
        [`/s/${share.token}`, /\/assets\/PublicStatementPage-[^/]+\.js$/, '/public/statement/v1'],
      ];
      const results: Record<string, boolean> = {};
      for (const [path, chunk, api] of screens) results[path] = await dataBeforeCode(page, path, chunk, api);
      expect(results).toEqual(Object.fromEntries(screens.map(([path]) => [path, true])));
    });
  });
  // The party page's and Entries' reads wait for no screen code (the party page's query options are in the first
  // bundle, as the dashboard's): every script the first bundle does not name is held, but for the answers' checks (an
  // endpoint table's schemas and the envelopes', loaded while a call is on the wire: Entries reads its month once the
  // months' answer is checked) and Entries' query options with the contract's document kinds they read (asked for in
  // the loader's tick, apart from the first bundle: ~8 KB that login would carry), and the reads must still leave.
  // Before, each waited for its api module's chunk behind the screen's chunks (one more round trip on a phone's 4G).
  it('when the party page or Entries is opened cold, then its reads wait for no chunk past the first bundle', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'IN', subPartyId: sub.id, productId: product.id, issueDate: today, slipNo: '1', grossQuantity: '100', workRate: '2', lossPercentage: '0',
      });
      const first = await firstBundle(suite.app.url);
      expect(first.size).toBeGreaterThan(1);
      const checks = /^\/assets\/(\w+Endpoints\w*|envelopes|get-entries|documentKinds|documents|entryKinds|numberFields)-[^/]+\.js$/;
      const later = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !first.has(url.pathname) && !checks.test(url.pathname);
      const reads: Array<[path: string, api: string]> = [
        [`/party/${party.id}`, '/party/list/v1'],
        [`/party/${party.id}`, '/party/month/statement/v3'],
        ['/entries', '/unified/month/entries/get/v1'],
      ];
      const results: Record<string, boolean> = {};
      for (const [path, api] of reads) results[`${path} ${api}`] = await dataBeforeCode(page, path, later, api);
      expect(results).toEqual(Object.fromEntries(reads.map(([path, api]) => [`${path} ${api}`, true])));
    });
  });
});
