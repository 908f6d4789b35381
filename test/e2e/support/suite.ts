// The set-up every browser spec shares: the app as `npm start` runs it (or as `start` starts it: server
// mode, a database behind a proxy) and one Chromium for the describe block, a fresh context per flow,
// a full-page screenshot of whatever failed.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type StartedApp } from '../../support/app';
import { createOwner, loginAs, type Owner } from './accounts';
import { launchBrowser, newPage } from './browser';

export interface BrowserSuite {
  /** Set before the first test runs. */
  app: StartedApp;
  browser: Browser;
  /** Runs a flow in a fresh browser context; `prepare` runs before the first navigation. */
  withPage(run: (page: Page) => Promise<void>, prepare?: (page: Page) => Promise<void>): Promise<void>;
  /** Registers a new owner with a company through the API, signs in through the UI and runs the flow. */
  asNewOwner(run: (page: Page, owner: Owner) => Promise<void>, opts?: { companyName?: string; prepare?: (page: Page) => Promise<void> }): Promise<void>;
}

export function useBrowserSuite(start: () => Promise<StartedApp> = () => startApp()): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.app, suite.browser] = await Promise.all([start(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([suite.browser?.close(), suite.app?.stop()]);
  });
  suite.withPage = async (run, prepare) => {
    const { context, page } = await newPage(suite.browser, suite.app.url);
    try {
      await prepare?.(page);
      await run(page);
    } catch (error) {
      await mkdir('test-results/failures', { recursive: true });
      await page.screenshot({ path: `test-results/failures/${Date.now()}.png`, fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  };
  suite.asNewOwner = async (run, opts = {}) => {
    const owner = await createOwner(suite.app, ...(opts.companyName ? [opts.companyName] : []));
    await suite.withPage(async (page) => {
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await run(page, owner);
    }, opts.prepare);
  };
  return suite;
}
