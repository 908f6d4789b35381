// Each screen fetches only the code it draws (issue 28): no date picker where no date field is drawn, no
// chart library but on the dashboard, no Hindi catalogue for an English reader, no zod on the login page, no
// floating-ui where no popover is drawn (Mantine's ScrollArea, in every drawer, gets Mantine's own ref hook:
// web/vite.config.ts scrollAreaRefs). Each screen is opened cold in
// a fresh context and every script it fetched is searched for a mark of that code.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { apiAs, createOwner, defaultSubParty } from './support/accounts';
import { useBrowserSuite } from './support/suite';

/**
 * Marks that survive minification: Mantine's dates components' display names, visx's class names, a word of the
 * Hindi catalogue, floating-ui's data attributes, zod's name for its object schema (the login page checks its form and answers with zod
 * loaded on first need: lib/lazy-checks.ts; answers are checked without it, lib/api-client.ts), a form check's words from the
 * messages catalogue (the first script carries only the app's own few, lib/app-message.ts).
 */
const MARKS = {
  datePicker: '@mantine/dates/', chart: 'visx-', hindi: 'सेव करें', zod: 'ZodObject', floatingUi: 'data-floating-ui-',
  // The messages catalogue past the app's own few (contract i18n/app-messages.ts): a form check's words.
  catalogue: '{label} is required.',
} as const;
type Mark = keyof typeof MARKS;

/** The marks found in the scripts `path` fetched when opened cold (signed in with `token`, or signed out). */
async function marksOf(open: (run: (page: Page) => Promise<void>, prepare: (page: Page) => Promise<void>) => Promise<void>, path: string, token: string | null): Promise<Mark[]> {
  const found = new Set<Mark>();
  await open(
    async (page) => {
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const script of scripts) {
        const text = await script.text();
        for (const mark of Object.keys(MARKS) as Mark[]) if (text.includes(MARKS[mark])) found.add(mark);
      }
    },
    async (page) => {
      if (token) await page.addInitScript((value) => window.localStorage.setItem('jwl.token', value), token);
    },
  );
  return [...found].sort();
}

describe('code per screen', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when each screen is opened cold in English, then it fetches no date picker, chart, Hindi, zod, floating-ui or messages catalogue code it does not use', async () => {
    const owner = await createOwner(suite.app, 'Code Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    // The dashboard draws the chart (once there is a month to draw); no other screen here does. Every screen
    // checks the answers it reads with the response schemas made into JSON Schema at build time, not with zod,
    // and a form's rules (zod) come with the form when it is first opened.
    const screens: Array<[path: string, signedIn: boolean, allowed: Mark[]]> = [
      ['/login', false, []],
      ['/', true, ['chart']],
      ['/party', true, []],
      // The party page's and Entries' pickers (Mantine Select) and Reports' date fields are popovers.
      [`/party/${party.id}`, true, ['floatingUi']],
      ['/entries', true, ['floatingUi']],
      // Reports says its ITC-04 checks' problems from the catalogue (Itc04Section.tsx).
      ['/reports', true, ['datePicker', 'floatingUi', 'catalogue']],
      ['/scan', true, []],
    ];
    const unwanted: Record<string, Mark[]> = {};
    for (const [path, signedIn, allowed] of screens) {
      unwanted[path] = (await marksOf(suite.withPage, path, signedIn ? owner.token : null)).filter((mark) => !allowed.includes(mark));
    }
    expect(unwanted).toEqual(Object.fromEntries(screens.map(([path]) => [path, []])));
  });

  it('when the party page is opened cold, then its HTML names at most 6 scripts and the page fetches at most 90 until the network is idle', async () => {
    // The first screens' own modules are one chunk (web/vite.config.ts, the `app` group), not the ~20 pieces the bundler
    // cut by which lazy screens also used each of them: every one of those was a request of the first wave, and on
    // HTTP/1.1's six connections the route's chunks and its first reads waited behind them (issue 28). The page named
    // 24 scripts and fetched ~105 before.
    const owner = await createOwner(suite.app, 'Files Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    const html = await (await fetch(`${suite.app.url}/party/${party.id}`)).text();
    const named = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g)].length;
    let fetched = 0;
    await suite.withPage(
      async (page) => {
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') fetched += 1;
        });
        await page.goto(`/party/${party.id}`);
        await page.waitForLoadState('networkidle');
      },
      async (page) => {
        await page.addInitScript((value) => window.localStorage.setItem('jwl.token', value), owner.token);
      },
    );
    expect(named, `the HTML names ${named} scripts, the page fetched ${fetched}`).toBeLessThanOrEqual(6);
    expect(fetched, `the page fetched ${fetched} scripts`).toBeLessThanOrEqual(90);
  });

  it('when the party page waits for its statement, then the offline kit\'s scripts are not fetched before the statement has arrived', async () => {
    // The shell loads the offline kit when the page is idle, and it is idle while a screen waits for its reads: the
    // kit's scripts (then its banner's, OfflineBar) took the connections the screen's chunks and reads were queued on,
    // a third wave inside the first screen (issue 28). Now it waits for the first screen (lib/first-screen.ts): no read
    // in flight and nothing arriving for a second.
    const owner = await createOwner(suite.app, 'Kit Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    const order: string[] = [];
    await suite.withPage(
      async (page) => {
        page.on('request', (request) => {
          if (/\/assets\/OfflineBar-[^/]*\.js$/.test(request.url())) order.push('offline banner script');
        });
        await page.route('**/api/party/month/statement/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          await route.continue();
        });
        const statement = page.waitForResponse((response) => response.url().includes('/api/party/month/statement/'));
        await page.goto(`/party/${party.id}`);
        await statement;
        order.push('statement');
        // The kit still comes, once the page is idle after the statement.
        await expect.poll(() => order.includes('offline banner script'), { timeout: 20_000 }).toBe(true);
      },
      async (page) => {
        await page.addInitScript((value) => window.localStorage.setItem('jwl.token', value), owner.token);
      },
    );
    expect(order).toEqual(['statement', 'offline banner script']);
  });

  it('when a screen\'s code cannot be fetched, then the page says so where the screen would be, and Reload draws it', async () => {
    // An app updated since the page opened (its old chunks gone) or a network that dropped: the shell stays, the
    // screen's place says what happened and offers Reload (app/ScreenOf.tsx), instead of a blank page.
    await suite.asNewOwner(async (page) => {
      const partiesCode = '**/assets/PartiesPage-*.js';
      await page.route(partiesCode, (route) => route.abort());
      await page.getByRole('link', { name: 'Parties' }).first().click();
      const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded.' });
      await alert.waitFor();
      // The signed-in shell is still there around it.
      await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
      await page.screenshot({ path: 'test-results/screen-not-loaded.png' });
      await page.unroute(partiesCode);
      await alert.getByRole('button', { name: 'Reload' }).click();
      await page.waitForURL((url) => url.pathname === '/party');
      await page.getByRole('button', { name: 'Add Party' }).first().waitFor();
      expect(await page.getByText('This screen could not be loaded.').count()).toBe(0);
    });
  });

  it('when a screen throws while it is drawn, then the page says so where the screen would be, the shell stays, and another screen draws', async () => {
    // A bug in a screen (or an answer it did not expect): before, the error unmounted the whole app to a blank page.
    // Now the screen's place says so with Reload (app/ScreenOf.tsx). The fault is made in the browser: once the
    // shell is drawn, formatting a time throws, so Activity (each entry's time, IST) fails while drawn.
    await suite.asNewOwner(
      async (page, owner) => {
        const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
        const sub = await defaultSubParty(suite.app, owner, party.id);
        const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
        await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
          itemType: 'OUT', subPartyId: sub.id, productId: product.id, issueDate: istDate(new Date()), slipNo: '1',
          grossQuantity: '10.000', workRate: '1.00', lossPercentage: '0',
        });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.getByRole('link', { name: 'Products' }).first().click();
        await page.getByText('HDPE Granules').first().waitFor();
        await page.evaluate(() => {
          (window as unknown as { breakTimes: boolean }).breakTimes = true;
        });
        await page.getByRole('link', { name: 'Activity' }).first().click();
        const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong while showing this screen.' });
        await alert.waitFor({ timeout: 20_000 });
        await alert.getByRole('button', { name: 'Reload' }).waitFor();
        // The signed-in shell is still there around it.
        await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
        await page.screenshot({ path: 'test-results/screen-failed.png' });
        // Mended (as a reload would load a fixed app), another address draws its screen afresh.
        await page.evaluate(() => {
          (window as unknown as { breakTimes: boolean }).breakTimes = false;
        });
        await page.getByRole('link', { name: 'Products' }).first().click();
        await page.getByText('HDPE Granules').first().waitFor();
        expect(await page.getByText('Something went wrong while showing this screen.').count()).toBe(0);
        expect(errors).toEqual([]);
      },
      {
        prepare: async (page) => {
          await page.addInitScript(() => {
            const w = window as unknown as { breakTimes: boolean };
            for (const name of ['format', 'formatToParts'] as const) {
              const original = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, name);
              if (!original) continue;
              Object.defineProperty(Intl.DateTimeFormat.prototype, name, {
                configurable: true,
                get() {
                  const fn = (original.get ? original.get.call(this) : original.value) as (...a: unknown[]) => unknown;
                  return (...args: unknown[]) => {
                    if (w.breakTimes) throw new Error('a time that cannot be drawn (the test)');
                    return fn.apply(this, args);
                  };
                },
              });
            }
          });
        },
      },
    );
  });
});
