// Hindi in a real browser (issue 15): the language is chosen on the login page and remembered; the
// daily screens read in Hindi at 375 px without sideways overflow; numbers and dates stay en-IN and
// DD-MM-YYYY; switching back in Settings returns to English. Screenshots of each screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { createOwner, enterWorkedApril, loginAs } from './support/accounts';
import { captureScreen, PHONE } from './support/browser';

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, `${screen} overflows sideways by ${wide}px`).toBeLessThanOrEqual(0);
}

describe('Hindi', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('chosen on the login page, remembered, every daily screen in Hindi at 375 px, back to English in Settings', async () => {
    const owner = await createOwner(suite.app);
    const { partyId } = await enterWorkedApril(suite.app, owner);
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto('/login');
      await page.getByText('हिन्दी', { exact: true }).click();
      await page.getByRole('heading', { name: 'लॉग इन' }).waitFor();
      // The switch says which language is chosen (a pressed toggle button), in its own group's name.
      const language = page.getByRole('group', { name: 'भाषा' });
      await language.getByRole('button', { name: 'हिन्दी', pressed: true }).waitFor();
      await language.getByRole('button', { name: 'English', pressed: false }).waitFor();
      await captureScreen(page, 'hi-login');
      await page.getByText('English', { exact: true }).click();
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English', pressed: true }).waitFor();
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');

      // Settings → Language: Hindi, remembered across a reload.
      await page.goto('/settings');
      await page.getByText('हिन्दी', { exact: true }).click();
      await page.reload();
      await page.getByRole('link', { name: 'डैशबोर्ड' }).first().waitFor({ state: 'attached' });
      for (const [path, screen] of [['/', 'hi-dashboard'], ['/party', 'hi-parties'], [`/party/${partyId}`, 'hi-party'], ['/entries', 'hi-entries'],
        ['/product', 'hi-products'], ['/reports', 'hi-reports'], ['/settings', 'hi-settings'], [`/party/${partyId}/ledger?from=2026-04-01&to=2026-04-30`, 'hi-ledger']] as const) {
        await page.goto(path);
        await page.setViewportSize(PHONE);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await expectNoOverflow(page, screen);
        await captureScreen(page, screen);
      }
      // Figures and dates stay en-IN and DD-MM-YYYY.
      await page.getByText('₹2,707.50').first().waitFor();
      await page.getByText('30-04-2026').first().waitFor();

      // The party page's List tab: each row's Particulars in Hindi (the names stay as typed).
      await page.goto(`/party/${partyId}`);
      await page.getByRole('navigation', { name: 'महीने' }).getByRole('button', { name: 'अप्रैल 2026' }).click();
      await page.getByRole('tab', { name: 'सूची' }).click();
      for (const particulars of ['आवक · HDPE Granules', 'जावक · HDPE Pipe', 'नकद प्राप्त', 'बिक्री बिल · HDPE Pipe']) {
        await page.getByRole('cell', { name: particulars, exact: true }).first().waitFor();
      }
      await captureScreen(page, 'hi-party-list');

      // Messages in Hindi: the form's own check, and the server's refusal of a name already taken.
      await page.goto('/party');
      await page.getByRole('button', { name: 'पार्टी जोड़ें' }).first().click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: 'सेव करें' }).click();
      await drawer.getByText('पार्टी का नाम: ज़रूरी है', { exact: true }).waitFor();
      await drawer.getByRole('textbox', { name: 'पार्टी का नाम' }).fill('Shree Textiles');
      await drawer.getByRole('button', { name: 'सेव करें' }).click();
      await drawer.getByText('इस नाम की पार्टी पहले से है', { exact: true }).waitFor();
      await captureScreen(page, 'hi-party-refused');
      await page.keyboard.press('Escape');

      await page.goto('/settings');
      await page.getByText('English', { exact: true }).click();
      await page.getByRole('link', { name: 'Dashboard' }).first().waitFor({ state: 'attached' });
    });
  });
});
