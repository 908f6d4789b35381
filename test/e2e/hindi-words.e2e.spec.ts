// No English left in the Hindi UI (issue 25, item 15), and the Share dialog's link states whole at 375 px
// (item 16). The walk reads every word a Hindi reader sees or hears (visible text, the values the pickers
// show, aria-labels, placeholders, titles) on the daily screens, in the drawers and dialogs and in the
// print layout, and fails on any English word that is not the owner's own data (names, numbers) or a
// unit, code or name the same in both languages. (Activity and its event names are checked elsewhere.)
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, createOwner, enterWorkedApril, loginAs, type Owner } from './support/accounts';
import { captureScreen, DESKTOP, field, PHONE } from './support/browser';
import { present } from '../support/present.ts';
import { KEPT_IN_LATIN } from '../../web/src/i18n/kept-latin';

/** What may stay in Latin letters: the test's data, and units, codes and names the same in Hindi. */
const KEPT = [
  /https?:\/\/\S+/g, /\b(SL|SB)-\d+\b/g, /\bJWL1\./g, /\+91/g, /\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g,
  /Shree Textiles|HDPE Granules|HDPE Pipe|Unit 2/g,
  KEPT_IN_LATIN,
  // The language switch offers English by its own name.
  /^English$/,
];

/** Every word on the page a reader meets, with where it was found, that is English. */
async function englishOn(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && !el.closest('[aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style') || !shown(el)) continue;
      const text = (node.textContent ?? '').trim();
      if (text) out.push(`text "${text}"`);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], input:not([type=hidden]):not([type=password]):not([type=radio]):not([type=checkbox]), textarea')) {
      if (!shown(el)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attribute);
        if (value) out.push(`${attribute} "${value}"`);
      }
      if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value) out.push(`value "${el.value}"`);
    }
    return out;
  });
  return found.filter((entry) => {
    let text = entry.slice(entry.indexOf('"') + 1, -1);
    for (const kept of KEPT) text = text.replace(kept, '');
    return /[A-Za-z]{2,}/.test(text);
  });
}

/** Reads the screen in Hindi at 1280 and at 375 px: nothing English; screenshots of both. */
async function expectHindi(page: Page, screen: string, { shoot = true } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    expect(await englishOn(page), `${screen} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
  if (shoot) await captureScreen(page, `hi-words-${screen}`);
}

/** The Share dialog's state badges each show their whole word. */
async function expectWholeBadges(dialog: Locator, where: string): Promise<string[]> {
  const labels = dialog.getByTestId('share-links').locator('.mantine-Badge-label');
  await labels.first().waitFor();
  const badges = await labels.evaluateAll((nodes) =>
    nodes.map((node) => ({ text: node.textContent ?? '', cut: node.scrollWidth > node.clientWidth + 1, width: node.getBoundingClientRect().width })));
  for (const badge of badges) expect(badge.cut, `${where}: the badge "${badge.text}" is cut short (${badge.width}px)`).toBe(false);
  return badges.map((badge) => badge.text);
}

describe('Hindi words', { timeout: 600_000 }, () => {
  const suite = useBrowserSuite();

  async function hindiOwner(): Promise<{ owner: Owner; partyId: string }> {
    const owner = await createOwner(suite.app);
    const { partyId } = await enterWorkedApril(suite.app, owner);
    // A second sub-party with a slip, so that sub-parties are named beside the default one.
    const unit2 = await apiAs<{ id: string }>(suite.app, owner, '/subParty/add/v1', { partyId, name: 'Unit 2' });
    const products = await apiAs<Array<{ id: string; name: string }>>(suite.app, owner, '/product/list/v1', {});
    const granules = present(products.find((product) => product.name === 'HDPE Granules'), 'the product HDPE Granules').id;
    await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: unit2.id, productId: granules, issueDate: '2026-04-12', slipNo: 4, grossQuantity: '20.000', bagQuantity: '0', workRate: '0', lossPercentage: '0' });
    return { owner, partyId };
  }

  it('every screen, drawer and dialog of the day, and the print layout, read in Hindi without English', async () => {
    const { owner, partyId } = await hindiOwner();
    await suite.withPage(async (page) => {
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.goto('/login');
      await page.getByText('हिन्दी', { exact: true }).click();
      await page.getByRole('heading', { name: 'लॉग इन' }).waitFor();
      await expectHindi(page, 'login');
      await page.getByText('English', { exact: true }).click();
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await page.evaluate(() => localStorage.setItem('ledger.language', 'hi'));

      for (const [path, screen, ready] of [
        ['/', 'dashboard', 'डैशबोर्ड'], ['/party', 'parties', 'पार्टी'], ['/entries', 'entries', 'एंट्री'], ['/product', 'products', 'प्रोडक्ट'],
        ['/settings', 'settings', 'सेटिंग्स'], ['/reports', 'reports', 'रिपोर्ट'], ['/scan', 'scan', 'स्लिप स्कैन करें'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: ready, exact: true }).first().waitFor();
        await expectHindi(page, screen);
      }

      // The ledger: row kinds in Hindi, the default sub-party unnamed, Unit 2 by its name.
      await page.goto(`/party/${partyId}/ledger?from=2026-04-01&to=2026-04-30`);
      await page.getByRole('cell', { name: 'आवक स्लिप SL-1' }).first().waitFor();
      await page.getByText('HDPE Granules · Unit 2').first().waitFor();
      await expectHindi(page, 'ledger');

      // The Add Entry menu and an IN slip's drawer with the party chosen: its sub-party is the default one.
      await page.goto('/');
      await page.getByRole('button', { name: 'एंट्री जोड़ें' }).click();
      await page.getByRole('menuitem', { name: /^आवक स्लिप/ }).first().waitFor();
      await expectHindi(page, 'add-entry-menu', { shoot: false });
      // Read at two widths, the menu was placed again after each resize (it moved under the click once in CI):
      // opened afresh at this width, it stays where it is.
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: /^आवक स्लिप/ }).first().waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'एंट्री जोड़ें' }).click();
      await page.getByRole('menuitem', { name: /^आवक स्लिप/ }).first().click();
      const drawer = page.getByRole('dialog', { name: 'आवक स्लिप जोड़ें' });
      await field(drawer, 'पार्टी').first().click();
      await page.getByRole('option', { name: 'Shree Textiles', exact: true }).click();
      const subParty = field(drawer, 'सब पार्टी').first();
      await expect.poll(() => subParty.inputValue()).toBe('डिफ़ॉल्ट');
      await subParty.click();
      await page.getByRole('option', { name: 'डिफ़ॉल्ट', exact: true }).waitFor();
      await expectHindi(page, 'in-slip-drawer');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // The party page: its three tabs, the sub-parties beside them.
      await page.goto(`/party/${partyId}`);
      await page.getByRole('navigation', { name: 'महीने' }).getByRole('button', { name: 'अप्रैल 2026' }).click();
      await page.getByRole('button', { name: 'डिफ़ॉल्ट', exact: true }).first().waitFor({ state: 'attached' });
      await expectHindi(page, 'party-statement');
      await page.getByRole('tab', { name: 'कॉलम' }).click();
      await expectHindi(page, 'party-column');
      await page.getByRole('tab', { name: 'सूची' }).click();
      await expectHindi(page, 'party-list');

      // The Share dialog with a live link and a withdrawn one.
      await page.getByRole('button', { name: 'शेयर करें' }).click();
      const share = page.getByRole('dialog', { name: /^शेयर करें: Shree Textiles/ });
      await share.getByRole('button', { name: 'लिंक बनाएँ' }).click();
      await share.getByRole('button', { name: 'सभी लिंक वापस लें' }).click();
      await page.getByRole('dialog', { name: 'सभी लिंक वापस लें' }).getByRole('button', { name: 'वापस लें' }).click();
      await share.getByRole('button', { name: 'लिंक बनाएँ' }).click();
      await share.getByTestId('share-links').getByText('चालू').waitFor();
      await expectHindi(page, 'share-dialog', { shoot: false });
      await page.keyboard.press('Escape');

      // The print layout of the statement, as the printer gets it.
      await page.getByRole('button', { name: 'प्रिंट' }).click();
      await page.getByTestId('print-host').waitFor({ state: 'attached' });
      await page.emulateMedia({ media: 'print' });
      expect(await englishOn(page), 'print layout').toEqual([]);
      await page.emulateMedia({ media: 'screen' });
    });
  });

  it('the Share dialog shows each link\'s state whole at 375 and 1280 px, in English and Hindi', async () => {
    const { owner, partyId } = await hindiOwner();
    await suite.withPage(async (page) => {
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      for (const language of ['en', 'hi'] as const) {
        const words = language === 'en'
          ? { month: 'Months', april: 'April 2026', share: 'Share', make: 'Make link', withdrawAll: 'Withdraw all links', withdraw: 'Withdraw', states: ['Live', 'Withdrawn'] }
          : { month: 'महीने', april: 'अप्रैल 2026', share: 'शेयर करें', make: 'लिंक बनाएँ', withdrawAll: 'सभी लिंक वापस लें', withdraw: 'वापस लें', states: ['चालू', 'वापस लिया'] };
        await page.evaluate((lang) => localStorage.setItem('ledger.language', lang), language);
        await page.setViewportSize(DESKTOP);
        await page.goto(`/party/${partyId}`);
        await page.getByRole('navigation', { name: words.month }).getByRole('button', { name: words.april }).click();
        await page.getByRole('button', { name: words.share }).click();
        const share = page.getByRole('dialog', { name: new RegExp(`^${words.share}`) });
        if (language === 'en') {
          // A withdrawn link and a live one.
          await share.getByRole('button', { name: words.make }).click();
          await share.getByRole('button', { name: words.withdrawAll }).click();
          await page.getByRole('dialog', { name: words.withdrawAll }).getByRole('button', { name: words.withdraw }).click();
          await share.getByRole('button', { name: words.make }).click();
        }
        await share.getByTestId('share-links').getByText(words.states[1]).waitFor();
        for (const size of [PHONE, DESKTOP]) {
          await page.setViewportSize(size);
          await expect.poll(() => expectWholeBadges(share, `${language} at ${size.width} px`).then((texts) => texts.sort())).toEqual([...words.states].sort());
        }
        await captureScreen(page, `share-dialog-${language}`);
        await page.keyboard.press('Escape');
      }
    });
  });
});
