// Each screen's English words come with its code (issue 28, web/src/i18n/english.ts): the entry holds only the
// shell's and the login page's, and a screen's section of the catalogue is in its own chunk. A screen drawn before
// its words were in would show i18next's fallback, the raw key ("gst.reports", "partyDetail.addSlip"). Each screen
// is opened cold in a fresh context, at the desktop's width and the phone's, and its text and the names it gives
// (aria-label, placeholder, title, alt) are searched for a key of the catalogue.
import { istDate } from '@ledger/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/i18n/en';
import { apiAs, createOwner, defaultSubParty } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';
import { useBrowserSuite } from './support/suite';

/** A catalogue key as i18next shows one it does not have: a section's name, a dot, a word. */
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join('|')})\\.[A-Za-z]\\w*`, 'g');

/** What the page says: its text and the names its elements give. */
function wordsOn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...names].join('\n');
  });
}

describe('words per screen', { timeout: 600_000 }, () => {
  const suite = useBrowserSuite();

  it('when each screen is opened cold in English, at 1280 and 375 px, then no catalogue key shows raw', async () => {
    const owner = await createOwner(suite.app, 'Words Co');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers', openingReceivableAmount: '25000' });
    const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'Nylon' });
    const sub = await defaultSubParty(suite.app, owner, party.id);
    const today = istDate(new Date());
    await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: sub.id, productId: product.id, issueDate: today, slipNo: '1', grossQuantity: '100.000', bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
    });
    const share = await apiAs<{ token: string }>(suite.app, owner, '/party/month/share/add/v1', { partyMonthId: `${party.id}:${today.slice(0, 7)}` });

    const signedOut = ['/login', '/register', '/forgot-password', '/admin/login', '/terms', `/s/${share.token}`, '/no-such-page'];
    const signedIn = ['/', '/party', `/party/${party.id}`, `/party/${party.id}/ledger`, '/entries', '/reports', '/reminders', '/product', '/settings', '/activity', '/scan', '/companies'];
    const raw: Record<string, string[]> = {};
    // Three screens at a time, each in its own fresh context: most of a cold open is waiting (for the network to go
    // quiet), which the other two fill.
    const opens = [DESKTOP, PHONE].flatMap((viewport) => [...signedOut, ...signedIn].map((path) => ({ viewport, path })));
    const next = () => opens.shift();
    await Promise.all(Array.from({ length: 3 }, async () => {
      for (let open = next(); open; open = next()) {
        const { viewport, path } = open;
        await suite.withPage(
          async (page) => {
            await page.setViewportSize(viewport);
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            // The screen is drawn (not a blank page or the shell's placeholder): the page has words.
            await expect.poll(async () => (await page.locator('body').innerText()).trim().length).toBeGreaterThan(10);
            const found = [...new Set((await wordsOn(page)).match(RAW_KEY) ?? [])];
            if (found.length > 0) raw[`${path} @${viewport.width}`] = found;
          },
          async (page) => {
            if (signedIn.includes(path)) await page.addInitScript((value) => window.localStorage.setItem('jwl.token', value), owner.token);
          },
        );
      }
    }));
    expect(raw).toEqual({});
  });
});
