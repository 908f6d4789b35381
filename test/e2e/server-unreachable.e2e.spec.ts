// Browser flow with the server taken away for real, two ways: Postgres behind a TCP proxy the test cuts (the API
// answers 503), then the app behind another one (the fetch fails). With the database gone, Save says the server
// cannot be reached and keeps the drawer open with what was typed. With no answer at all, the slip goes to the
// outbox (docs/offline.md) with the same Idempotency-Key, and is sent once when all is back: applied once.
// The browser offline: test/e2e/offline-outbox.
import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from '../support/app';
import { ADMIN_URL } from '../support/db';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { apiAs } from './support/accounts';
import { useBrowserSuite } from './support/suite';
import { DESKTOP, errorUnder, expectAccessible, field, PHONE } from './support/browser';
import { fillSlip, openAddEntry } from './support/ledger-ui';

const UNREACHABLE = "Can't reach the server right now. Your entry is kept; please try again.";
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const TYPED = { gross: '105.500', bag: '0.500', workRate: '12.50', loss: '2', note: 'Lot 7, gate pass 311' };

/** Screenshots at 1280 and 375 px with `focus` scrolled into view (a drawer scrolls on its own). */
async function captureAround(page: Page, focus: Locator, screen: string): Promise<void> {
  await mkdir('test-results/screenshots', { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await focus.scrollIntoViewIfNeeded();
    await expectAccessible(page, `${screen} (${size.width} px)`);
    await page.screenshot({ path: `test-results/screenshots/${screen}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

describe('when the server cannot be reached', { timeout: 180_000 }, () => {
  const postgres = new URL(ADMIN_URL);
  // Between the app and Postgres, and between the browser and the app: each one the test can cut.
  let database: TcpProxy | undefined;
  let front: TcpProxy | undefined;
  const suite = useBrowserSuite(async () => {
    const db = await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
    database = db;
    const app = await startApp({}, { databaseUrl: (url) => db.via(url) });
    const appUrl = new URL(app.url);
    front = await startTcpProxy({ host: appUrl.hostname, port: Number(appUrl.port) });
    return { ...app, url: front.via(app.url).replace(/\/$/, '') };
  });
  afterAll(async () => {
    await front?.close();
    await database?.close();
  });

  async function typedValues(page: Page) {
    const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
    return {
      gross: await field(drawer, 'Gross (KG)').inputValue(),
      bag: await field(drawer, 'Bag (KG)').inputValue(),
      workRate: await field(drawer, 'Work Rate (₹/KG)').inputValue(),
      loss: await field(drawer, 'Loss %').inputValue(),
      note: await field(drawer, 'Note').inputValue(),
    };
  }

  /** Save, then the message under Note; the note is typed again first so the message seen is this attempt's. */
  async function saveAndExpectUnreachable(page: Page): Promise<void> {
    const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
    await field(drawer, 'Note').fill('');
    await field(drawer, 'Note').fill(TYPED.note);
    expect(await errorUnder(field(drawer, 'Note'))).toBe('');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => errorUnder(field(drawer, 'Note'))).toBe(UNREACHABLE);
    expect(await drawer.isVisible()).toBe(true);
    expect(await typedValues(page)).toEqual(TYPED);
  }

  it('then with the database gone Save says so and keeps what was typed; with no answer the slip waits in the outbox; once all is back it is applied once', () =>
    suite.asNewOwner(async (page, owner) => {
      if (!database || !front) throw new Error('the proxies did not start');
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Textiles' });
      await apiAs(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
      const keys: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/jobWorkItem/slip/add/v2') keys.push(request.headers()['idempotency-key'] ?? '');
      });

      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();
      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Granules', date: today, expectSlipNo: '1', ...TYPED });
      const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await field(drawer, 'Note').fill(TYPED.note);
      expect(await typedValues(page)).toEqual(TYPED);

      // Postgres gone: the API answers 503 with Retry-After.
      database.cut();
      const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobWorkItem/slip/add/v2');
      await saveAndExpectUnreachable(page);
      const answer = await refused;
      expect(answer.status()).toBe(503);
      expect(answer.headers()['retry-after']).toBe('5');
      await captureAround(page, drawer.getByRole('button', { name: 'Save' }), 'unreachable-slip-drawer');

      // The app itself gone: the fetch fails outright, and the slip waits in the outbox.
      front.cut();
      const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/jobWorkItem/slip/add/v2');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await failed;
      await drawer.waitFor({ state: 'hidden' });
      await page.getByText('In Slip SL-1 kept on this phone', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Waiting to send (1)' }).waitFor();

      // All back: the outbox sends it (Send now, rather than waiting out the backoff), once.
      front.restore();
      database.restore();
      await page.getByRole('button', { name: 'Waiting to send (1)' }).click();
      await page.getByRole('dialog', { name: 'Waiting to send' }).getByRole('button', { name: 'Send now' }).click();
      await page.getByRole('button', { name: /^Waiting to send/ }).waitFor({ state: 'detached', timeout: 30_000 });
      await page.keyboard.press('Escape');
      await page.getByRole('article', { name: 'IN item HDPE Granules' }).getByText('105.000').first().waitFor();
      await page.getByRole('button', { name: 'Actions for slip SL-1' }).waitFor();
      expect(await page.getByRole('button', { name: /^Actions for slip / }).count()).toBe(1);
      // Every attempt at this one add carried the same Idempotency-Key.
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(new Set(keys).size).toBe(1);
    }));
});
