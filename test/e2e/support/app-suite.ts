// suite.ts for specs that start the app their own way (server mode, a database behind a proxy):
// the same fresh context per flow, failure screenshot and signed-in owner.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import type { StartedApp } from '../../support/app';
import { createOwner, loginAs } from './accounts';
import { launchBrowser, newPage } from './browser';
import type { BrowserSuite } from './suite';

export function useAppSuite(start: () => Promise<StartedApp>): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.app, suite.browser] = await Promise.all([start(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
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
