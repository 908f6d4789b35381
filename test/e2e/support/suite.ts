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

/**
 * What a failed flow's log should tell without its screenshot (CI keeps only the log): the answers of 400 and over,
 * the page's errors, and the text of any open dialog (a drawer still open shows its field errors there).
 */
function recordTrail(page: Page): { describe: () => Promise<string> } {
  const events: string[] = [];
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > 30) events.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => keep(`failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? ''}`));
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text().slice(0, 300)}`);
  });
  return {
    describe: async () => {
      const dialogs = await page
        .locator('[role="dialog"]:visible, [role="alertdialog"]:visible')
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const fields = [...node.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')].map((input) => {
              const label = (input.id && node.querySelector(`label[for="${input.id}"]`)?.textContent) || input.getAttribute('aria-label') || input.name;
              return `${label}=${input.type === 'password' ? '(hidden)' : JSON.stringify(input.value)}`;
            });
            return `${(node as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 1500)} | fields: ${fields.join(', ')}`;
          }),
        )
        .catch(() => [] as string[]);
      return [`url ${page.url()}`, ...events, ...dialogs.map((text) => `dialog: ${text}`)].join('\n');
    },
  };
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
    const trail = recordTrail(page);
    try {
      await prepare?.(page);
      await run(page);
    } catch (error) {
      await mkdir('test-results/failures', { recursive: true });
      await page.screenshot({ path: `test-results/failures/${Date.now()}.png`, fullPage: true }).catch(() => {});
      // CI keeps only the log: say there what the screenshot would have shown.
      console.error(`[e2e failure] ${await trail.describe()}`);
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
