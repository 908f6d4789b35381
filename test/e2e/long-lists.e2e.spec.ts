// Long lists drawn in slices (issue 28, "render less"; web/src/lib/sliced-rows.ts): the first rows (a statement's
// first cards) at once, the rest a slice per task. Every row must still be on the page in the end, in the
// tables at 1280 px and in the cards at 375 px, with the totals over all of them from the start.
import { describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { apiAs } from './support/accounts';
import { useBrowserSuite } from './support/suite';

const ENTRIES = 130;
const PARTIES = 70;
const PRODUCTS = 20;

/** Runs the calls `width` at a time. */
async function inBatches(calls: Array<() => Promise<unknown>>, width = 6): Promise<void> {
  for (let i = 0; i < calls.length; i += width) await Promise.all(calls.slice(i, i + width).map((call) => call()));
}

describe('long lists', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when a month has 130 entries and the company 71 parties, then every row, every statement card and every List tab row is drawn in the end, on a desktop and on a phone', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
      const [sub] = await apiAs<Array<{ id: string }>>(suite.app, owner, '/subParty/list/v1', { partyId: party.id });
      // This month's: the Entries screen opens on it.
      const today = istDate(new Date());
      // 20 products: the party page has 40 item cards (an OUT and an IN for each), more than it draws at once.
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
        await page.goto('/entries');
        const rows = width === 1280 ? page.locator('table tbody tr') : page.getByTestId('card-net');
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(ENTRIES);

        await page.goto('/party');
        const partyRows = page.locator('main a[href^="/party/"]');
        await expect.poll(() => partyRows.count(), { timeout: 20_000 }).toBe(PARTIES + 1);

        // The party's statement: every item card and every slip row of the month.
        await page.goto(`/party/${party.id}`);
        const slipRows = page.locator('section[aria-label="Outgoing"] tbody tr, section[aria-label="Incoming"] tbody tr');
        await expect.poll(() => slipRows.count(), { timeout: 20_000 }).toBe(ENTRIES);

        // The List tab: every row, in slices too.
        await page.getByRole('tab', { name: 'List' }).click();
        const listRows = page.locator(width === 1280 ? '[aria-label="Statement list"] tbody tr' : '[aria-label="Statement list"] [role="listitem"]');
        await expect.poll(() => listRows.count(), { timeout: 20_000 }).toBe(ENTRIES);
      }
    });
  });
});
