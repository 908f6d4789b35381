// Browser flows for settings (company, password, deletion) and the admin area (expiry → inactive plan).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startApp } from '../support/app';
import { useBrowserSuite } from './support/suite';
import { createOwner, loginAs, type Owner } from './support/accounts';
import { answer, captureScreen, errorUnder, field, newPage } from './support/browser';
import { typeDate } from './support/ledger-ui';

describe('settings and admin in the browser', { timeout: 120_000 }, () => {
  // The support contact comes from the environment (README, "Configuration").
  const suite = useBrowserSuite(() => startApp({ SUPPORT_PHONE: '+91 98765 43210', SUPPORT_EMAIL: 'help@example.in' }));
  const { withPage } = suite;

  async function signIn(page: Page, owner: Owner): Promise<void> {
    await loginAs(page, owner);
    await page.waitForURL((url) => url.pathname === '/');
  }

  it('when the owner edits company details and the password, then both take effect', () =>
    withPage(async (page) => {
      const owner = await createOwner(suite.app, 'Old Name');
      await signIn(page, owner);
      await page.goto('/settings');
      await expect.poll(() => field(page, 'Company Name').inputValue()).toBe('Old Name');
      await field(page, 'Company Name').fill('New Name Fabrics');
      await field(page, 'Default Prefix').fill('NF');
      await page.getByRole('form', { name: 'Company' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText('Company details saved.').waitFor();
      await expect.poll(() => page.getByTestId('company-name').textContent()).toBe('New Name Fabrics');

      await field(page, 'Current Password').fill('not-my-password');
      await field(page, 'New Password').fill('brandnew1');
      await field(page, 'Confirm New Password').fill('brandnew1');
      await page.getByRole('button', { name: 'Update Password' }).click();
      // Server refusals show under the confirm field.
      await expect.poll(() => errorUnder(field(page, 'Confirm New Password'))).toBe('Current password is incorrect');

      await field(page, 'Current Password').fill(owner.password);
      await field(page, 'New Password').fill('brandnew1');
      await field(page, 'Confirm New Password').fill('brandnew2');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('New password and confirm password does not match').waitFor();
      await captureScreen(page, 'settings');

      await field(page, 'Confirm New Password').fill('brandnew1');
      await field(page, 'Confirm New Password').press('Enter');
      await page.getByText('Password updated.').waitFor();

      // The new token keeps the session alive.
      await page.reload();
      await expect.poll(() => field(page, 'Company Name').inputValue()).toBe('New Name Fabrics');

      await page.goto('/logout');
      await page.waitForURL('**/login');
      await loginAs(page, { mobileNo: owner.mobileNo, password: 'brandnew1' });
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('when the owner deletes the company, then it needs the password and confirmation, and the app restarts', () =>
    withPage(async (page) => {
      const owner = await createOwner(suite.app, 'Doomed Co');
      await signIn(page, owner);
      await page.goto('/settings');
      const deleteButton = page.getByRole('button', { name: 'Delete Company and Data' });
      await deleteButton.click();
      await page.getByText('Password is required.').waitFor();

      await field(page, 'Password').fill('not-the-password');
      await deleteButton.click();
      const dialog = page.getByRole('dialog', { name: 'Delete Company and Data' });
      await dialog.getByText("Are you sure? You can't undo this action afterwards.").waitFor();
      await answer(dialog, 'Delete');
      // The refusal shows in red inside the dialog.
      await dialog.getByRole('alert').waitFor();
      await captureScreen(page, 'settings-delete-dialog');
      await dialog.getByRole('button', { name: 'Not Now' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await field(page, 'Password').fill(owner.password);
      await deleteButton.click();
      await answer(dialog, 'Delete');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
    }));

  it('when the admin moves a company expiry into the past, then the owner sees the inactive plan page', () =>
    withPage(async (page) => {
      const owner = await createOwner(suite.app, 'Expiring Co');

      await page.goto('/admin/companies');
      await page.waitForURL('**/admin/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Username is required').waitFor();
      await field(page, 'Username').fill(suite.app.adminUsername);
      await field(page, 'Password').fill('wrong');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Invalid Credentials').waitFor();
      await captureScreen(page, 'admin-login');

      await field(page, 'Password').fill(suite.app.adminPassword);
      await field(page, 'Password').press('Enter');
      await page.waitForURL('**/admin/companies');
      const row = page.getByRole('row', { name: /Expiring Co/ });
      await row.getByText(`+91 ${owner.mobileNo}`).waitFor();
      await row.getByText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/).waitFor();
      await row.getByText('Active').waitFor();

      await row.getByRole('button', { name: 'Refresh stats of Expiring Co' }).click();
      // Not "queued" forever: the rebuild is followed to its end, with its count and time.
      await row.getByRole('status').getByText(/^Done: \d+ events? in \d+\.\d s$/).waitFor();
      await captureScreen(page, 'admin-companies');

      // Verify: the replay of every event compared with every read model, from the admin's list.
      await row.getByRole('button', { name: 'Verify Expiring Co' }).click();
      const verify = page.getByRole('dialog', { name: 'Verify Expiring Co' });
      await verify.getByRole('button', { name: 'Verify now' }).click();
      await verify.getByRole('status').getByText(/^0 differences in \d+ events? \(\d+\.\d s\)$/).waitFor();
      await verify.getByText(/asked by the admin/).waitFor();
      await captureScreen(page, 'admin-verify');
      await verify.getByRole('button', { name: 'Close' }).click();
      await verify.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: 'Edit expiry date of Expiring Co' }).click();
      const dialog = page.getByRole('dialog', { name: 'Expiry Date: Expiring Co' });
      await typeDate(dialog, 'Expiry Date', '2024-01-31');
      await captureScreen(page, 'admin-expiry-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('31-01-2024').waitFor();
      await row.getByText('Expired').waitFor();

      // The owner now sees only the inactive plan page.
      const ownerSession = await newPage(suite.browser, suite.app.url);
      try {
        const ownerPage = ownerSession.page;
        await loginAs(ownerPage, owner);
        await ownerPage.waitForURL('**/company/expired');
        await ownerPage.getByText('Your plan is not active, please contact support.').waitFor();
        const contact = ownerPage.getByTestId('support-contact');
        expect(await contact.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
        expect(await contact.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/919876543210');
        expect(await contact.getByRole('link', { name: 'help@example.in' }).getAttribute('href')).toBe('mailto:help@example.in');
        await captureScreen(ownerPage, 'plan-inactive');
        await ownerPage.goto('/party');
        await ownerPage.waitForURL('**/company/expired');
        await ownerPage.getByRole('button', { name: 'Log out' }).click();
        await ownerPage.waitForURL('**/login');
      } finally {
        await ownerSession.context.close();
      }

      // Clearing the expiry makes the company active again.
      await row.getByRole('button', { name: 'Edit expiry date of Expiring Co' }).click();
      await dialog.getByRole('button', { name: 'Clear Expiry' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('No expiry').waitFor();
      await row.getByText('Active').waitFor();

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/admin/login');
      await page.goto('/admin/companies');
      await page.waitForURL('**/admin/login');
    }));
});
