// A busy item card's slips come progressively (issue 28, "render less";
// web/src/features/party-detail/components/SlipTable.tsx): the card's first 20 slips are drawn with the statement's
// first screen, the rest a slice per task after it, until every slip is in the card; printing draws them all at
// once; the card's totals are the server's whatever is drawn. The old build drew all 60 in the first commit.
import { describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen } from './support/browser';
import { useBrowserSuite } from './support/suite';
import { inBatches } from '../support/batches';

const SLIPS = 60;

describe('a busy item card', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when one item has 60 slips this month, then its card draws its first 20 with the first screen, then 20 a slice up to all 60 in order, and all 60 when printed', async () => {
    await suite.asNewOwner(
      async (page, owner) => {
        const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
        const sub = await defaultSubParty(suite.app, owner, party.id);
        const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
        const today = istDate(new Date());
        await inBatches(Array.from({ length: SLIPS }, (_, i) => () =>
          apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
            itemType: 'OUT', subPartyId: sub.id, productId: product.id, issueDate: today, slipNo: String(i + 1),
            grossQuantity: '10.000', workRate: '1.00', lossPercentage: '0',
          })));

        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`/party/${party.id}`);
          const card = page.getByRole('region', { name: 'Outgoing' }).getByRole('article');
          const rows = card.locator('tbody tr');
          await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(SLIPS);
          // What the card held when it first appeared and at its next slice (the init script's observer), and what a
          // print asked for at that moment drew.
          const drawn = await page.evaluate(() => (window as unknown as { drawn: number[] }).drawn);
          expect(drawn).toEqual([20, 40, SLIPS]);
          // Every one of them, in the server's order (date, then the number as written: SL-1, SL-10, SL-11, …).
          const numbers = await rows.locator('td:nth-child(2)').allTextContents();
          expect(numbers).toEqual(Array.from({ length: SLIPS }, (_, i) => `SL-${i + 1}`).sort());
          // The total is the server's: 60 slips of 10 KG.
          await expect.poll(() => card.getByText('600.000', { exact: true }).count()).toBe(1);
          // The last slip's menu is reached by keyboard like the first's.
          await card.getByRole('button', { name: `Actions for slip SL-${SLIPS}` }).focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => page.getByRole('menuitem', { name: 'Edit' }).count()).toBe(1);
          await page.keyboard.press('Escape');
          await page.getByRole('menu').waitFor({ state: 'detached' });
          if (width === 1280) await captureScreen(page, 'busy-card-slips');
        }
      },
      {
        prepare: async (page) => {
          // The Outgoing card's slip rows when they first appear and at the next slice; then a print asked for (beforeprint,
          // as the browser fires it) in that moment, before any later slice's task: the rows it drew.
          await page.addInitScript(() => {
            const w = window as unknown as { drawn: number[] };
            w.drawn = [];
            const rows = () => document.querySelectorAll('section[aria-label="Outgoing"] article tbody tr').length;
            const observer = new MutationObserver(() => {
              const now = rows();
              if (now === 0 || w.drawn.length >= 2 || now === w.drawn.at(-1)) return;
              w.drawn.push(now);
              if (w.drawn.length < 2) return;
              window.dispatchEvent(new Event('beforeprint'));
              w.drawn.push(rows());
              window.dispatchEvent(new Event('afterprint'));
            });
            document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
          });
        },
      },
    );
  });
});
