// Closed books in a real browser at 375 px (docs/auditing.md "Closed books"): the owner closes the books up to a day
// typed DD-MM-YYYY in Settings, a cash receipt dated inside the closed period is refused under its date with the
// server's words (and nothing is saved), then the owner reopens with a reason and the same receipt saves.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, createOwner, createUser, freshMobileNo, loginAs } from './support/accounts';
import { captureScreen, errorUnder, field, PHONE } from './support/browser';
import { openAddEntry, save, typeDate } from './support/ledger-ui';

describe('closed books', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when the owner closes the books up to a day, then a document dated on or before it is refused under its date, until reopened', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize(PHONE);
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Ganesh Extrusions' });
      await apiAs(suite.app, owner, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '500', issueDate: '2026-04-20' });

      await page.goto('/settings');
      const section = page.getByRole('heading', { name: 'Closed books' }).locator('..');
      await section.getByText('Books are open: every month can still be changed.').waitFor();
      await section.getByRole('button', { name: 'Close books…' }).click();
      const close = page.getByRole('dialog', { name: 'Close books' });
      const upTo = field(close, 'Close up to');
      await upTo.fill('');
      await upTo.pressSequentially('30-04-2026');
      await field(close, 'Reason').pressSequentially('April filed');
      await field(close, 'Reason').press('Enter');
      await close.waitFor({ state: 'hidden' });
      await section.getByTestId('books-state').getByText('Books are closed up to 30-04-2026').waitFor();
      await section.getByText(/Closed up to 30-04-2026 by .* · April filed/).waitFor();
      await captureScreen(page, 'settings-closed-books');

      // A receipt dated 25-04-2026: refused under its date, and the drawer keeps what was typed.
      await page.setViewportSize(PHONE);
      await page.goto(`/party/${party.id}`);
      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      await typeDate(cash, 'Issue Date', '2026-04-25');
      await field(cash, 'Amount (₹)').pressSequentially('1,250.50');
      await cash.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => errorUnder(field(cash, 'Issue Date'))).toBe('Books are closed up to 30-04-2026');
      expect(await field(cash, 'Amount (₹)').inputValue()).toBe('1,250.50');
      await captureScreen(page, 'closed-books-refused');
      const kept = await apiAs<{ inCashList: unknown[] }>(suite.app, owner, '/party/month/statement/v3', { partyMonthId: `${party.id}:2026-04` });
      expect(kept.inCashList).toHaveLength(1);

      // Reopened by the owner, with a reason: the same receipt saves.
      await cash.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog', { name: /Discard/ }).getByRole('button', { name: /Discard/ }).click();
      await page.goto('/settings');
      await section.getByRole('button', { name: 'Reopen…' }).click();
      const reopen = page.getByRole('dialog', { name: 'Reopen books' });
      await reopen.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => errorUnder(field(reopen, 'Reason'))).toBe('Reason is required');
      await field(reopen, 'Reason').pressSequentially('A missed receipt');
      await field(reopen, 'Reason').press('Enter');
      await reopen.waitFor({ state: 'hidden' });
      await section.getByText('Books are open: every month can still be changed.').waitFor();
      await section.getByText(/Reopened by .* · A missed receipt/).waitFor();
      await page.goto(`/party/${party.id}`);
      await openAddEntry(page, 'Cash Received');
      await typeDate(cash, 'Issue Date', '2026-04-25');
      await field(cash, 'Amount (₹)').pressSequentially('1,250.50');
      await save(page, 'Add Cash Received');
      const after = await apiAs<{ inCashList: Array<{ amount: string }> }>(suite.app, owner, '/party/month/statement/v3', { partyMonthId: `${party.id}:2026-04` });
      expect(after.inCashList.map((c) => c.amount).sort()).toEqual(['1250.50', '500.00']);
    });
  });

  it('when the owner lets an accountant close the books, then the accountant closes them in Settings and cannot reopen them', async () => {
    const owner = await createOwner(suite.app, 'Shree Plastics');
    const mobileNo = freshMobileNo();
    await apiAs(suite.app, owner, '/company/accountant/add/v1', { mobileNo });
    const ca = await createUser(suite.app, mobileNo);
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      const row = page.getByTestId('accountant-row');
      const mayClose = row.getByRole('switch', { name: 'May close the books' });
      expect(await mayClose.isChecked()).toBe(false);
      // By keyboard (the fixed header may cover the row when the page scrolls it into view).
      await mayClose.focus();
      await page.keyboard.press('Space');
      await expect.poll(async () => (await apiAs<{ accountants: Array<{ closeBooks: boolean }> }>(suite.app, owner, '/company/accountant/list/v1', {})).accountants[0]?.closeBooks).toBe(true);
      await expect.poll(() => mayClose.isChecked()).toBe(true);
    });
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await loginAs(page, ca);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      // The notice says what the grant allows, not "cannot change anything".
      await page.getByText(/as the owner allowed, close the books; nothing else can be changed/).waitFor();
      const section = page.getByRole('heading', { name: 'Closed books' }).locator('..');
      await section.getByRole('button', { name: 'Close books…' }).click();
      const close = page.getByRole('dialog', { name: 'Close books' });
      await field(close, 'Close up to').fill('');
      await field(close, 'Close up to').pressSequentially('31-03-2026');
      await field(close, 'Close up to').press('Enter');
      await close.waitFor({ state: 'hidden' });
      await section.getByTestId('books-state').getByText('Books are closed up to 31-03-2026').waitFor();
      expect(await section.getByRole('button', { name: 'Reopen…' }).count()).toBe(0);
      await captureScreen(page, 'closed-books-accountant');
    });
  });
});
