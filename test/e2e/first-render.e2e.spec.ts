// The first screen is drawn once (issue 28): Mantine's components get their ids from their first render
// (web/src/app/mantine-use-id.ts, put in place of Mantine's by web/vite.config.ts), not a new random id set after
// the first commit, which rendered every component holding one (the menu's links, the shell, tabs, fields) a
// second time, synchronously, inside the commit's task. Seen from the page: no id, and no reference to one, is
// changed once on the page.
import { describe, expect, it } from 'vitest';
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
});
