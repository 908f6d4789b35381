// A statement card off screen is neither laid out nor painted until it nears the screen (content-visibility, issue
// 28: web/src/features/party-detail/components/StatementCard.module.css), yet it is all there: for the reader who
// scrolls to it, and on paper.
import { describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import { apiAs, createOwner } from './support/accounts';
import { useBrowserSuite } from './support/suite';

describe('the statement\'s cards off screen', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when a busy month opens on a phone, then the cards below the fold are skipped until scrolled to, and printing draws them', async () => {
    const owner = await createOwner(suite.app, 'Offscreen Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
    const subs = await apiAs<Array<{ id: string }>>(suite.app, owner, '/subParty/list/v1', { filter: { partyId: party.id } });
    const products: string[] = [];
    for (const name of ['HDPE Granules', 'HDPE Pipe', 'LLDPE Film', 'PP Bags', 'PP Film', 'LDPE Bags']) products.push((await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name })).id);
    const ym = istDate(new Date()).slice(0, 7);
    for (let i = 0; i < 48; i++) {
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'OUT', subPartyId: subs[0].id, productId: products[i % 6], issueDate: `${ym}-01`, slipNo: String(i + 1),
        grossQuantity: '100.000', bagQuantity: '0.000', workRate: '12.50', lossPercentage: '0',
      });
    }
    await suite.withPage(
      async (page) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`/party/${party.id}`);
        const outgoing = page.getByRole('region', { name: 'Outgoing' });
        const cards = outgoing.getByRole('article');
        await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(6);
        // The last card's first slip, ~3,000 px down (Chromium renders what is within a screen or so of the view): in the page, but not rendered (skipped) yet.
        const last = cards.last().getByRole('cell').first();
        const rendered = () => last.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
        // Chromium decides what is off screen at the frame after the card's layout.
        await expect.poll(rendered).toBe(false);
        await page.emulateMedia({ media: 'print' });
        expect(await rendered()).toBe(true);
        await page.emulateMedia({ media: 'screen' });
        await last.scrollIntoViewIfNeeded();
        await expect.poll(rendered).toBe(true);
      },
      async (page) => {
        await page.addInitScript((token) => window.localStorage.setItem('jwl.token', token), owner.token);
      },
    );
  });
});
