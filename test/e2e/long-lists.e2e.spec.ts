// Long lists a page at a time (issue 28, "render less"; web/src/lib/paged-rows.ts): Entries, the parties, a party's
// statement cards and its List tab draw one page (the first rows at once, the rest of the page in small slices),
// with "Showing 50 of 130", "Show 50 more" and "Show all 130" under it. Counts and totals are over every row from
// the start; another filter or search starts again at the first page; printing draws every row.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen } from './support/browser';
import { useBrowserSuite } from './support/suite';
import { inBatches } from '../support/batches';

const ENTRIES = 130;
const PARTIES = 70;
const PRODUCTS = 21;

/** The "Showing n of m" line under the list inside `scope` (a CSS selector), or null when every row is drawn. */
async function shownLine(page: Page, scope = 'main'): Promise<string | null> {
  const more = page.locator(`${scope} [data-testid="more-rows"]`);
  return (await more.count()) === 0 ? null : ((await more.first().locator('p').textContent()) ?? '');
}

describe('long lists', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('when a month has 130 entries and the company 71 parties, then each list draws a page, more on asking, every row to print, on a desktop and on a phone', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      // This month's: the Entries screen opens on it.
      const today = istDate(new Date());
      // 21 products: the party page has 42 item cards (an OUT and an IN for each), 21 a column, pages of 6.
      const products: Array<{ id: string }> = [];
      await inBatches(Array.from({ length: PRODUCTS }, (_, i) => async () => {
        products.push(await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: `Product ${String(i + 1).padStart(2, '0')}` }));
      }));
      await inBatches(Array.from({ length: ENTRIES }, (_, i) => () =>
        apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
          itemType: i % 2 ? 'IN' : 'OUT', subPartyId: sub.id, productId: products[i % PRODUCTS].id, issueDate: today, slipNo: String(i + 1),
          grossQuantity: '10.000', workRate: '1.00', lossPercentage: '0',
        })));
      await inBatches(Array.from({ length: PARTIES }, (_, i) => () =>
        apiAs(suite.app, owner, '/party/add/v1', { name: `Party ${String(i + 1).padStart(3, '0')}` })));

      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });

        // Entries: 50 of 130, then 100, then all; the count and the totals are over all 130 throughout.
        await page.goto('/entries');
        const rows = width === 1280 ? page.locator('table tbody tr') : page.getByTestId('card-net');
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(50);
        expect(await shownLine(page)).toBe('Showing 50 of 130');
        await expect.poll(() => page.getByTestId('entries-count').first().textContent()).toContain('130');
        expect(await page.getByTestId('total-net').first().textContent()).toContain('1,300.000');
        if (width === 1280) await captureScreen(page, 'long-lists-entries-paged'); // ends at this size
        // By keyboard: the button takes focus and Enter asks for the next page.
        await page.getByRole('button', { name: 'Show 50 more' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(100);
        expect(await shownLine(page)).toBe('Showing 100 of 130');
        await page.getByRole('button', { name: 'Show 30 more' }).click();
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(ENTRIES);
        expect(await shownLine(page)).toBeNull();
        // Another search starts again at the first page: products 01–09 have 54 to 63 of the slips (6 or 7 each).
        await page.getByRole('searchbox', { name: 'Search entries' }).pressSequentially('Product 0');
        await expect.poll(() => shownLine(page), { timeout: 20_000 }).toMatch(/^Showing 50 of (5[4-9]|6[0-3])$/);
        await page.getByRole('searchbox', { name: 'Search entries' }).clear();
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(50);
        // Printing draws every row, in the beforeprint task itself (the browser lays the page out for paper next).
        const drawnForPrint = await page.evaluate((selector) => {
          window.dispatchEvent(new Event('beforeprint'));
          return document.querySelectorAll(selector).length;
        }, width === 1280 ? 'table tbody tr' : '[data-testid="card-net"]');
        expect(drawnForPrint).toBe(ENTRIES);
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(ENTRIES);

        // The parties: 50 of 71; "Show all 71" draws the rest; a search shows its matches from the first page.
        await page.goto('/party');
        const partyRows = page.locator('main a[href^="/party/"]');
        await expect.poll(() => partyRows.count(), { timeout: 20_000 }).toBe(50);
        expect(await shownLine(page)).toBe('Showing 50 of 71');
        await page.getByRole('button', { name: 'Show all 71' }).click();
        await expect.poll(() => partyRows.count(), { timeout: 20_000 }).toBe(PARTIES + 1);
        await page.getByRole('searchbox').pressSequentially('Party 0');
        await expect.poll(() => shownLine(page), { timeout: 20_000 }).toBe('Showing 50 of 70');

        // The party's statement: 21 item cards a column, 6 drawn; each column asks for its own.
        await page.goto(`/party/${party.id}`);
        const outgoing = 'section[aria-label="Outgoing"]';
        const incoming = 'section[aria-label="Incoming"]';
        const cards = page.locator(`${outgoing} article, ${incoming} article`);
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(12);
        expect(await shownLine(page, outgoing)).toBe('Showing 6 of 21');
        expect(await shownLine(page, incoming)).toBe('Showing 6 of 21');
        if (width === 375) {
          await captureScreen(page, 'long-lists-statement-paged');
          await page.setViewportSize({ width, height: 800 }); // captureScreen ends at the desktop size
        }
        await page.locator(outgoing).getByRole('button', { name: 'Show all 21' }).click();
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(27);
        expect(await shownLine(page, outgoing)).toBeNull();
        for (const shown of [12, 18]) {
          await page.locator(incoming).getByRole('button', { name: 'Show 6 more' }).click();
          await expect.poll(() => shownLine(page, incoming), { timeout: 20_000 }).toBe(`Showing ${shown} of 21`);
          // Its cards drawn (they come a slice per task, pushing the buttons down meanwhile), as a person waits for
          // the list to stop growing before the next click. CI once counted 121 of 130 slips at the end: a click
          // that landed while the button moved, or a page that missed it, is told apart by these counts.
          await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(21 + shown);
        }
        await page.locator(incoming).getByRole('button', { name: 'Show 3 more' }).click();
        await expect.poll(() => shownLine(page, incoming), { timeout: 20_000 }).toBeNull();
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(42);
        const slipRows = page.locator(`${outgoing} tbody tr, ${incoming} tbody tr`);
        await expect.poll(() => slipRows.count(), { timeout: 20_000 }).toBe(ENTRIES);
        // The figures are the month's whatever is drawn: 65 OUT and 65 IN slips of 10 KG.
        expect(await page.getByTestId('closing-quantity').textContent()).toBe('Settled');

        // The List tab: 50 of 130, then every row.
        await page.getByRole('tab', { name: 'List' }).click();
        const listRows = page.locator(width === 1280 ? '[aria-label="Statement list"] tbody tr' : '[aria-label="Statement list"] [role="listitem"]');
        await expect.poll(() => listRows.count(), { timeout: 20_000 }).toBe(50);
        await page.getByRole('button', { name: 'Show all 130' }).click();
        await expect.poll(() => listRows.count(), { timeout: 20_000 }).toBe(ENTRIES);
      }

      // The month shared with the party, opened on the party's phone: each side a page of 50 of its 86 rows (21 items
      // and their 65 slips a side).
      const month = today.slice(0, 7);
      const link = await apiAs<{ token: string }>(suite.app, owner, '/party/month/share/add/v1', { partyMonthId: `${party.id}:${month}` });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/s/${link.token}`);
      const sharedRows = page.locator('[data-testid="shared-row"]');
      await expect.poll(() => sharedRows.count(), { timeout: 20_000 }).toBe(100);
      expect(await page.locator('main [data-testid="more-rows"] p').allTextContents()).toEqual(['Showing 50 of 86', 'Showing 50 of 86']);
      await page.locator('main [data-testid="more-rows"]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/long-lists-shared-more.png' });
      await page.getByRole('button', { name: 'Show all 86' }).first().click();
      await expect.poll(() => sharedRows.count(), { timeout: 20_000 }).toBe(136);
      const drawnForPrint = await page.evaluate(() => {
        window.dispatchEvent(new Event('beforeprint'));
        return document.querySelectorAll('[data-testid="shared-row"]').length;
      });
      expect(drawnForPrint).toBe(2 * (PRODUCTS + ENTRIES / 2));
      await captureScreen(page, 'long-lists-shared');

      // Reports' e-way bill list (the documents of 180 days, here the 130 slips): a page of checkboxes, then the rest.
      const documents = await apiAs<unknown[]>(suite.app, owner, '/report/ewayBill/documents/v1', {});
      expect(documents.length).toBeGreaterThan(50);
      await page.goto('/reports');
      const boxes = page.getByTestId('eway-documents').getByRole('checkbox');
      await expect.poll(() => boxes.count(), { timeout: 20_000 }).toBe(50);
      expect(await shownLine(page, '[data-testid="eway-documents"]')).toBe(`Showing 50 of ${documents.length}`);
      await page.getByTestId('eway-documents').locator('[data-testid="more-rows"]').scrollIntoViewIfNeeded();
      await page.locator('section[aria-labelledby="eway-title"]').screenshot({ path: 'test-results/long-lists-eway-paged.png' });
      await page.getByTestId('eway-documents').getByRole('button', { name: `Show all ${documents.length}` }).click();
      await expect.poll(() => boxes.count(), { timeout: 20_000 }).toBe(documents.length);
      expect(await shownLine(page, '[data-testid="eway-documents"]')).toBeNull();
      // Ticking one still counts it for the export.
      await boxes.last().check();
      await expect.poll(() => page.getByRole('button', { name: 'Download JSON (1)' }).isEnabled()).toBe(true);
    });
  });
});
