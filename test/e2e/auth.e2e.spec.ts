// Browser flows for identity: registration with OTP, account setup, guards, login/logout, forgot password.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { createOwner, freshMobileNo, loginAs } from './support/accounts';
import { captureScreen, errorUnder, field, PHONE } from './support/browser';

describe('identity flows in the browser', { timeout: 120_000 }, () => {
  const suite = useBrowserSuite();
  const { withPage } = suite;

  it('when a visitor opens a guarded page, then they land on login', () =>
    withPage(async (page) => {
      for (const path of ['/', '/product', '/party', '/party/123', '/entries', '/settings', '/company', '/company/expired']) {
        await page.goto(path);
        await page.waitForURL('**/login');
      }
      await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
      await captureScreen(page, 'login');
    }));

  it('when a visitor registers with mobile 0000000000 and a one-character password, then both are refused under their fields and nothing is sent', () =>
    withPage(async (page) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/user/register/')) sent.push(request.url());
      });
      await page.setViewportSize(PHONE);
      await page.goto('/register');
      await field(page, 'Mobile No').fill('0000000000');
      await field(page, 'Password').fill('a');
      await field(page, 'Confirm Password').fill('a');
      await page.getByRole('button', { name: 'Register' }).click();
      expect(await errorUnder(field(page, 'Mobile No'))).toBe('Mobile number must be 10 digits starting with 6, 7, 8 or 9');
      expect(await errorUnder(field(page, 'Password'))).toBe('Password must be at least 8 characters');
      expect(sent).toEqual([]);
      await captureScreen(page, 'register-refused');
    }));

  it('when someone registers, verifies the OTP and names the account, then they reach the dashboard', () =>
    withPage(async (page) => {
      const mobileNo = freshMobileNo();
      await page.goto('/login');
      await page.getByRole('link', { name: 'Register Now' }).click();
      await page.waitForURL('**/register');
      await expect.poll(() => page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
      expect(await page.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms');
      expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacyPolicy');

      await field(page, 'Mobile No').fill(mobileNo);
      await field(page, 'Password').fill('secret123');
      await field(page, 'Confirm Password').fill('secret124');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Password and Confirm Password should be same').waitFor();
      await captureScreen(page, 'register');

      await field(page, 'Confirm Password').fill('secret123');
      await field(page, 'Confirm Password').press('Enter');
      await field(page, 'OTP').waitFor();
      await expect.poll(() => page.getByText(/OTP is valid till \d{2}-\d{2}-\d{4} \d{2}:\d{2}/).isVisible()).toBe(true);

      const otp = await suite.app.otpFor(mobileNo);
      const wrong = otp === '1111' ? '2222' : '1111';
      await field(page, 'OTP').fill(wrong);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('Invalid OTP').waitFor();
      await captureScreen(page, 'register-otp');

      await field(page, 'OTP').fill(otp);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.waitForURL('**/company');

      // With a token but no company every guarded page sends the user to account setup.
      await page.goto('/product');
      await page.waitForURL('**/company');
      await page.getByText('company (account) name').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Account Name is required').waitFor();
      await captureScreen(page, 'setup-account');

      await field(page, 'Account Name').fill('Shree Textiles');
      await field(page, 'Account Name').press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await page.getByTestId('company-name').textContent()).toBe('Shree Textiles');
      await captureScreen(page, 'dashboard');

      // Account setup is done: /company sends the user home.
      await page.goto('/company');
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('when the owner logs in and out, then the session starts and ends', () =>
    withPage(async (page) => {
      const owner = await createOwner(suite.app, 'Balaji Plastics');
      await page.goto('/login');
      // Enter with nothing typed: each field says what it lacks (the checks load on first need), and typing clears it.
      await field(page, 'Mobile No').press('Enter');
      await expect.poll(() => errorUnder(field(page, 'Password'))).toBe('Password is required.');
      expect(await errorUnder(field(page, 'Mobile No'))).not.toBe('');
      await field(page, 'Mobile No').pressSequentially(owner.mobileNo);
      await expect.poll(() => errorUnder(field(page, 'Mobile No'))).toBe('');
      await field(page, 'Password').fill('wrong-password');
      expect(await errorUnder(field(page, 'Password'))).toBe('');
      await page.getByRole('button', { name: 'Login' }).click();
      // The server's message sits under the password field.
      await expect.poll(() => errorUnder(field(page, 'Password'))).not.toBe('');
      expect(page.url()).toMatch(/\/login$/);

      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

      for (const [label, path, heading] of [
        ['Products', '/product', 'Products'],
        ['Parties', '/party', 'Parties'],
        ['Entries', '/entries', 'Entries'],
        ['Settings', '/settings', 'Settings'],
        ['Dashboard', '/', 'Dashboard'],
      ] as const) {
        await page.getByRole('navigation').getByRole('link', { name: label }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      }

      // The phone layout reaches the same destinations through the burger menu.
      // Closed, the menu is off screen and out of the Tab order: Tab from the page's start reaches no menu link.
      await page.setViewportSize({ width: 375, height: 812 });
      const menuLink = page.locator('nav').getByRole('link', { name: 'Products' });
      await expect.poll(() => menuLink.isVisible()).toBe(false);
      await page.locator('body').focus();
      const inMenu: boolean[] = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        inMenu.push(await page.evaluate(() => document.activeElement?.closest('nav') != null));
      }
      expect(inMenu).toEqual([false, false, false, false]);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await menuLink.waitFor();
      await captureScreen(page, 'navigation-open');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
      await page.waitForURL('**/product');
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByRole('navigation').getByRole('link', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => window.localStorage.getItem('jwl.token'))).toBeNull();
      await page.goto('/settings');
      await page.waitForURL('**/login');
    }));

  it('when the owner forgets the password, then an OTP resets it and the new one logs in', () =>
    withPage(async (page) => {
      const owner = await createOwner(suite.app, 'Reset Co');
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
      await page
        .getByText('OTP will be sent to this number. You will not receive any other SMS in future except OTP.')
        .waitFor();
      expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/login');

      await field(page, 'Mobile No').fill(owner.mobileNo);
      await field(page, 'New Password').fill('newsecret1');
      await field(page, 'Confirm Password').fill('different');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Password and Confirm Password should be same').waitFor();
      await captureScreen(page, 'forgot-password');

      await field(page, 'Confirm Password').fill('newsecret1');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await field(page, 'OTP').waitFor();
      await page.getByText(/OTP is valid till \d{2}-\d{2}-\d{4} \d{2}:\d{2}/).waitFor();
      await captureScreen(page, 'forgot-password-otp');
      await field(page, 'OTP').fill(await suite.app.otpFor(owner.mobileNo));
      await field(page, 'OTP').press('Enter');
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/logout');
      await page.waitForURL('**/login');
      await loginAs(page, { mobileNo: owner.mobileNo, password: 'newsecret1' });
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('when a path is unknown, then a 404 page offers Go Home', () =>
    withPage(async (page) => {
      await page.goto('/no/such/page');
      await page.getByText('404').waitFor();
      await captureScreen(page, 'not-found');
      await page.getByRole('link', { name: 'Go Home' }).click();
      await page.waitForURL('**/login');
    }));
});
