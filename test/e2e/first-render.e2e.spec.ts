// The first screen is drawn once (issue 28): Mantine's components get their ids from their first render
// (web/src/app/mantine-use-id.ts, put in place of Mantine's by web/vite.config.ts), not a new random id set after
// the first commit, which rendered every component holding one (the menu's links, the shell, tabs, fields) a
// second time, synchronously, inside the commit's task. Seen from the page: no id, and no reference to one, is
// changed once on the page.
//
// And the links a screen's chunk needs go into the page a few per task (PRELOAD_LINKS_PER_TASK, vite.config.ts's
// preloadLinksInSlices): Vite's preload helper appended all of them (65 for the party page) in the one task that asked
// for the screen, the largest task of a cold load on a phone.
//
// And what a cold load does not need for its first screen waits until that screen is drawn (lib/first-screen.ts):
// the service worker, which fetches the app's ~220 files to keep, and the offline kit. Registered at the
// page's `load` event and fetched once no read was in flight, both came while the party page's own chunks were still
// arriving, and its rows waited for them (issue 28).
import { describe, expect, it } from 'vitest';
import { PRELOAD_LINKS_PER_TASK } from '../../web/src/app/preload-links';
import { istDate } from '@ledger/contract';
import { apiAs, createOwner, defaultSubParty } from './support/accounts';
import { newPage } from './support/browser';
import { useBrowserSuite } from './support/suite';

describe('the first render', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when the dashboard opens cold, then no element\'s id (or a reference to one) changes after it was drawn', async () => {
    const owner = await createOwner(suite.app, 'Ids Co');
    await apiAs(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    await suite.withPage(
      async (page) => {
        await page.goto('/');
        // The month chart's tabs: their ids and the panels' references are made from the Tabs' id.
        await page.getByRole('tab', { name: 'Quantities' }).waitFor();
        await page.getByRole('img', { name: 'Quantities by month' }).waitFor();
        await page.waitForTimeout(500);
        const tabId = await page.getByRole('tab', { name: 'Quantities' }).getAttribute('id');
        expect(tabId).toMatch(/^mantine-/);
        const changed = await page.evaluate(() => (window as unknown as { idChanges: string[] }).idChanges);
        expect(changed).toEqual([]);
      },
      async (page) => {
        await page.addInitScript((token) => {
          window.localStorage.setItem('jwl.token', token);
          const changes: string[] = [];
          (window as unknown as { idChanges: string[] }).idChanges = changes;
          new MutationObserver((records) => {
            for (const r of records) {
              if (r.oldValue === null || !r.attributeName) continue;
              changes.push(`${(r.target as Element).tagName} ${r.attributeName}: ${r.oldValue} → ${(r.target as Element).getAttribute(r.attributeName)}`);
            }
          }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['id', 'aria-controls', 'aria-labelledby', 'aria-describedby'] });
        }, owner.token);
      },
    );
  });
  it('when the party page opens cold, then no task puts more than a few modulepreload links into the page', async () => {
    const owner = await createOwner(suite.app, 'Links Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    await suite.withPage(
      async (page) => {
        await page.goto(`/party/${party.id}`);
        await page.getByRole('heading', { name: 'Shree Polymers' }).waitFor();
        await page.getByRole('tab', { name: 'Statement' }).waitFor();
        await page.waitForTimeout(500);
        const batches = await page.evaluate(() => (window as unknown as { linkBatches: number[] }).linkBatches);
        // The screen's chunks were asked for (the page needs dozens), and never more than a task's share at once.
        expect(batches.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(PRELOAD_LINKS_PER_TASK * 2);
        expect(Math.max(...batches)).toBeLessThanOrEqual(PRELOAD_LINKS_PER_TASK);
      },
      async (page) => {
        await page.addInitScript((token) => {
          window.localStorage.setItem('jwl.token', token);
          // A mutation observer's records come at the end of the task (or script) that made them: one batch each.
          // The links the HTML parser put in (the first bundle's) are not the helper's: counted only after parsing.
          const batches: number[] = [];
          (window as unknown as { linkBatches: number[] }).linkBatches = batches;
          new MutationObserver((records) => {
            if (document.readyState === 'loading') return;
            const links = records.flatMap((r) => [...r.addedNodes]).filter((n) => n instanceof HTMLLinkElement && n.rel === 'modulepreload').length;
            if (links > 0) batches.push(links);
          }).observe(document, { subtree: true, childList: true });
        }, owner.token);
      },
    );
  });

  it('when the party page opens cold, then the service worker and the offline kit come only after its rows are drawn', async () => {
    const owner = await createOwner(suite.app, 'Later Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
    const sub = await defaultSubParty(suite.app, owner, party.id);
    await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: sub.id, productId: product.id, issueDate: istDate(new Date()), slipNo: '1',
      grossQuantity: '100.000', bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
    });
    // Service workers allowed here, as in an owner's browser (the suite's pages block them).
    const { context, page } = await newPage(suite.browser, suite.app.url, { serviceWorkers: 'allow' });
    try {
      await page.addInitScript((token) => {
        window.localStorage.setItem('jwl.token', token);
        const marks = { rows: 0, register: 0 };
        (window as unknown as { marks: typeof marks }).marks = marks;
        const sw = navigator.serviceWorker;
        const register = sw.register.bind(sw);
        sw.register = (...args: Parameters<typeof register>) => {
          marks.register = performance.now();
          return register(...args);
        };
        const observer = new MutationObserver(() => {
          if (!document.querySelector('section[aria-label="Incoming"] article tbody tr')) return;
          marks.rows = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      }, owner.token);
      await page.goto(`/party/${party.id}`);
      await page.getByText('SL-1', { exact: true }).first().waitFor();
      // Both still come: the worker takes the page, and the kit fetches its banner.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/OfflineBar-'))), { timeout: 20_000 }).toBe(true);
      const seen = await page.evaluate(() => ({
        marks: (window as unknown as { marks: { rows: number; register: number } }).marks,
        // The kit's banner, fetched by the kit once it is in (the kit's own chunk is the party page's too: its waiting entries).
        kit: performance.getEntriesByType('resource').filter((e) => /\/assets\/OfflineBar-[^/]*\.js$/.test(e.name)).map((e) => e.startTime),
      }));
      expect(seen.marks.rows).toBeGreaterThan(0);
      expect(seen.marks.register).toBeGreaterThan(seen.marks.rows);
      expect(seen.kit.length).toBeGreaterThan(0);
      expect(Math.min(...seen.kit)).toBeGreaterThan(seen.marks.rows);
    } finally {
      await context.close();
    }
  });
});
