// The first screen is drawn once (issue 28): Mantine's components get their ids from their first render
// (web/src/app/mantine-use-id.ts, put in place of Mantine's by web/vite.config.ts), not a new random id set after
// the first commit, which rendered every component holding one (the menu's links, the shell, tabs, fields) a
// second time, synchronously, inside the commit's task. Seen from the page: no id, and no reference to one, is
// changed once on the page.
//
// And the links a screen's chunk needs go into the page a few per task (PRELOAD_LINKS_PER_TASK, vite.config.ts's
// preloadLinksInSlices): Vite's preload helper appended all of them (65 for the party page) in the one task that asked
// for the screen, the largest task of a cold load on a phone.
import { describe, expect, it } from 'vitest';
import { PRELOAD_LINKS_PER_TASK } from '../../web/src/app/preload-links';
import { apiAs, createOwner } from './support/accounts';
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
});
