// The gate clerk in a real browser at 375 px (issue 29 part 2, docs/gate.md "The gate clerk"): the owner invites a
// clerk from Settings; the clerk registers with the OTP, lands on the Gate screen, adds an In slip typing "1,000.5"
// key by key, prints it (the slip PDF), and never sees a ₹, on any screen's text or in any answer the browser got;
// no Delete anywhere; another path takes them back to the Gate. Screenshots at 375 and 1280 px.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, createOwner, defaultSubParty, freshMobileNo } from './support/accounts';
import { captureScreen, field, newPage, PHONE } from './support/browser';
import { choose } from './support/ledger-ui';
import { useBrowserSuite } from './support/suite';
import { rupeeFields } from '../support/rupees';

/** Every ₹ in the page's text, with what surrounds it. */
const rupeesOnScreen = async (page: Page) => {
  const text = await page.evaluate(() => document.body.innerText);
  return [...text.matchAll(/.{0,30}₹.{0,30}/g)].map((m) => m[0]);
};

describe('the gate clerk', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('the owner invites a clerk; the clerk adds and prints an In slip at 375 px and never sees a rupee', async () => {
    const owner = await createOwner(suite.app, 'Gate Polymers');
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Textiles', openingReceivableAmount: '1000' });
    const sub = await defaultSubParty(suite.app, owner, party.id);
    const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules', valueRate: '95.00' });
    // Last month's item has a rate: the clerk's slip starts this month's item with it.
    await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: sub.id, productId: product.id, issueDate: '2026-10-05', slipNo: 1, grossQuantity: '50', workRate: '4.50',
    });
    const clerkMobile = freshMobileNo();

    // The owner invites the clerk from Settings, on a phone.
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto('/login');
      await field(page, 'Mobile No').pressSequentially(owner.mobileNo);
      await field(page, 'Password').pressSequentially(owner.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Gate clerks' }).waitFor();
      await page.getByText('No gate clerk yet.').waitFor();
      await field(page, "Gate clerk's mobile number").pressSequentially(clerkMobile);
      await page.getByRole('button', { name: 'Invite gate clerk' }).click();
      await page.getByTestId('clerk-row').getByText(`+91 ${clerkMobile}`).waitFor();
      await page.getByTestId('clerk-access-log').getByText(`Access given to ${clerkMobile} by ${owner.mobileNo}`).waitFor();
      await captureScreen(page, 'gate-clerk-invited');
    });

    // The clerk registers with the OTP, on a phone, and watches every answer the browser gets.
    const { context, page } = await newPage(suite.browser, suite.app.url);
    const answers: Array<{ url: string; body: string }> = [];
    const reading: Array<Promise<void>> = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/api/')) return;
      reading.push(response.text().then((body) => { answers.push({ url: response.url(), body }); }, () => undefined));
    });
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/register');
      await field(page, 'Mobile No').pressSequentially(clerkMobile);
      await field(page, 'Password').pressSequentially('gate-pass-1');
      await field(page, 'Confirm Password').pressSequentially('gate-pass-1');
      await field(page, 'Confirm Password').press('Enter');
      await field(page, 'OTP').waitFor();
      await field(page, 'OTP').pressSequentially(await suite.app.otpFor(clerkMobile));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      // The one company shared with them opens, as its gate clerk, on the Gate screen.
      await page.waitForURL((url) => url.pathname === '/gate');
      // (On a phone the menu, with the clerk's badge, is closed: the badge is checked where the menu opens, below.)
      await page.getByRole('heading', { name: 'Gate' }).waitFor();
      await page.getByText('You have not written a slip yet.').waitFor();
      expect(await rupeesOnScreen(page)).toEqual([]);
      await captureScreen(page, 'gate-clerk-empty');

      // Add In Slip: party, product, the gross typed key by key; no rate field; Enter saves.
      await page.getByRole('button', { name: 'Add In Slip' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await drawer.waitFor();
      await choose(drawer, 'Party', 'Shree Textiles');
      await choose(drawer, 'Product', 'HDPE Granules');
      // A clerk adds no party or product from the picker.
      await field(drawer, 'Product').first().click();
      expect(await page.getByRole('option', { name: /Add product/i }).count()).toBe(0);
      await page.keyboard.press('Escape');
      const gross = field(drawer, 'Gross (KG)');
      await gross.click();
      await gross.pressSequentially('1,000.5');
      expect(await drawer.getByText(/Rate|₹/).count()).toBe(0);
      expect(await rupeesOnScreen(page)).toEqual([]);
      await captureScreen(page, 'gate-clerk-add-slip');
      await gross.press('Enter');
      await drawer.waitFor({ state: 'hidden' });

      // The slip is listed with its net and until when it may be corrected.
      const card = page.getByTestId('my-slip').first();
      await card.getByText('Net 1,000.500 KG').waitFor();
      await card.getByText(/^You can correct this slip until \d\d:\d\d$/).waitFor();
      await card.getByText('Shree Textiles · HDPE Granules').waitFor();
      expect(await rupeesOnScreen(page)).toEqual([]);
      await captureScreen(page, 'gate-clerk-slip-added');

      // Correct it (within the 30 minutes): the bag typed key by key, Enter saves, the net follows.
      await card.getByRole('button', { name: /^Correct slip / }).click();
      const update = page.getByRole('dialog', { name: 'Update In Slip' });
      const bag = field(update, 'Bag (KG)');
      await bag.fill('');
      await bag.pressSequentially('0.5');
      await bag.press('Enter');
      await update.waitFor({ state: 'hidden' });
      await card.getByText('Net 1,000.000 KG').waitFor();

      // Print: the slip's PDF (with its QR code) downloads.
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^Print slip / }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Slip-.*\.pdf$/);

      // The clerk deletes nothing: no Delete on any screen they reach.
      for (const path of ['/gate', '/scan', '/settings']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect([path, await page.getByRole('button', { name: /Delete/ }).count()]).toEqual([path, 0]);
        expect([path, await rupeesOnScreen(page)]).toEqual([path, []]);
      }
      await captureScreen(page, 'gate-clerk-settings');
      // The menu holds the gate's screens only; another path takes them back to the Gate.
      await page.goto('/party');
      await page.waitForURL((url) => url.pathname === '/gate');
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/gate');
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const menu = page.getByRole('navigation', { name: 'Main navigation' });
      await menu.getByRole('link', { name: 'Scan' }).waitFor();
      await menu.getByTestId('clerk-badge').waitFor();
      expect(await menu.getByRole('link', { name: /Dashboard|Parties|Products|Entries|Reports|Activity/ }).count()).toBe(0);
      await captureScreen(page, 'gate-clerk-menu');

      // No answer the clerk's browser got carries a rupee figure.
      await Promise.all(reading);
      expect(answers.length).toBeGreaterThan(5);
      const found = answers.flatMap(({ url, body }) => {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          return body.includes('₹') ? [`${url}: ₹ in the text`] : [];
        }
        return rupeeFields(json).map((f) => `${new URL(url).pathname} ${f}`);
      });
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }

    // The owner sees the clerk's slip with its rate from last month, written by the clerk.
    const events = await apiAs<{ events: Array<{ type: string; actor: { mobileNo: string | null }; data: { grossQuantity?: string } }> }>(
      suite.app, owner, '/history/activity/list/v1', { documentKind: 'slip', limit: 5 });
    expect(events.events[1]).toMatchObject({ type: 'SlipAdded', actor: { mobileNo: clerkMobile }, data: { grossQuantity: '1000.500' } });
    expect(events.events.map((e) => `${e.type}:${e.actor.mobileNo}`).slice(0, 2)).toEqual([`SlipUpdated:${clerkMobile}`, `SlipAdded:${clerkMobile}`]);
  });
});
