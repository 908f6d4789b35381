// The app on a phone that lost its network (issue 28: "a second visit with the network off shows the app
// shell"). The first visit registers the service worker, which keeps the app's scripts and styles; with the
// network off, opening the app again draws it from them: the login page for a visitor; for a signed-in owner the app
// itself says the server cannot be reached, with Try again (not the browser's offline page). Back online, pages come from the network again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type StartedApp } from '../support/app';
import { createOwner, loginAs } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';

/** Waits until the service worker controls the page and has kept the app's files. */
async function workerReady(page: Page): Promise<number> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page loaded before the worker existed: it is controlled once the worker claims it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  return page.evaluate(async () => {
    const names = await caches.keys();
    let files = 0;
    for (const name of names) files += (await (await caches.open(name)).keys()).length;
    return files;
  });
}

describe('the app with the network off', { timeout: 180_000 }, () => {
  let app: StartedApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('when a visitor comes back offline, then the login page is drawn from the kept files', async () => {
    const { context, page } = await newPage(browser, app.url, { serviceWorkers: 'allow' });
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await workerReady(page)).toBeGreaterThan(50);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.getByRole('textbox', { name: 'Mobile No' }).pressSequentially('98765 43210');
      expect(await page.getByRole('textbox', { name: 'Mobile No' }).inputValue()).toBe('9876543210');
      await page.screenshot({ path: 'test-results/offline-login.png' });

      // Online again: the page comes from the network (the server's answer, not the kept copy).
      await context.setOffline(false);
      const answer = await page.reload();
      expect(answer?.fromServiceWorker()).toBe(true);
      expect(answer?.status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  // With reads kept from an earlier visit the app opens on them under an Offline banner: offline-outbox.e2e.spec.ts.
  it('when a signed-in owner opens the app offline with no reads kept, then the app (not the browser) says the server cannot be reached, and recovers online', async () => {
    const owner = await createOwner(app, 'Offline Co');
    const { context, page } = await newPage(browser, app.url, { serviceWorkers: 'allow' });
    try {
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await workerReady(page);
      // The first screen's reads are kept for offline (lib/read-cache.ts); this browser then forgets which were its.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('jwl.readsScope') !== null), { timeout: 15_000 }).toBe(true);

      await context.setOffline(true);
      await page.evaluate(() => localStorage.removeItem('jwl.readsScope'));
      await page.goto('/party');
      await expect.poll(() => page.getByText("Can't reach the server right now.", { exact: false }).first().isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      await page.screenshot({ path: 'test-results/offline-owner.png' });

      await context.setOffline(false);
      await page.reload();
      await page.getByRole('link', { name: 'Parties' }).first().waitFor();
      await expect.poll(() => page.getByText("Can't reach the server right now.", { exact: false }).first().isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
