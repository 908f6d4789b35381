// Revalidating reads in the browser (issue 28, "cheaper answers"): coming back to a party whose figures have not
// moved, the app sends the statement's tag and the server answers 304 with no body; the screen shows the same
// figures from the copy the app kept. Once a document is added, the next visit gets a full answer and the
// new figures.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, enterWorkedApril } from './support/accounts';
import { headerFigures } from './support/ledger-ui';
import { useBrowserSuite } from './support/suite';

/** The statuses of the party page's reads while `act` runs (statement and month list). */
async function readsDuring(page: Page, act: () => Promise<void>): Promise<number[]> {
  const statuses: number[] = [];
  const onResponse = (response: Response) => {
    if (/\/api\/party\/month\/(statement\/v3|list\/v1)$/.test(new URL(response.url()).pathname)) statuses.push(response.status());
  };
  page.on('response', onResponse);
  try {
    await act();
  } finally {
    page.off('response', onResponse);
  }
  return statuses;
}

describe('revalidating reads', { timeout: 120_000 }, () => {
  const suite = useBrowserSuite();

  it('when an owner comes back to a party whose figures did not move, then the reads answer 304 and the figures are the same', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const { partyId } = await enterWorkedApril(suite.app, owner);
      const visitParty = async () => {
        await page.getByRole('link', { name: 'Parties' }).first().click();
        await page.waitForURL((url) => url.pathname === '/party');
        await page.getByRole('link', { name: 'Shree Textiles' }).first().waitFor();
        // Past the queries' 2-second freshness, so coming back asks the server again.
        await page.waitForTimeout(2_500);
        // The statement is read again on coming back: wait for its answer, whatever else the page does meanwhile.
        const statementRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/party/month/statement/v3');
        await page.getByRole('link', { name: 'Shree Textiles' }).first().click();
        await statementRead;
        await page.waitForURL((url) => url.pathname === `/party/${partyId}`);
        // The statement's answer drawn: the header reads its figures again.
        await page.getByTestId('header-amount').waitFor();
        await page.waitForLoadState('networkidle');
      };

      await page.goto(`/party/${partyId}`);
      await expect.poll(async () => (await headerFigures(page)).amount).toBe('To receive ₹2,707.50');

      const unchanged = await readsDuring(page, visitParty);
      expect(unchanged.length).toBeGreaterThan(0);
      expect(unchanged.every((status) => status === 304)).toBe(true);
      expect(await headerFigures(page)).toEqual({ quantity: 'To give 54.860 KG', amount: 'To receive ₹2,707.50' });
      await page.screenshot({ path: 'test-results/revalidate-304.png' });

      await apiAs(suite.app, owner, '/inwardCashReceipt/add/v1', { partyId, amount: '200.00', issueDate: '2026-04-21' });
      const changed = await readsDuring(page, visitParty);
      expect(changed).toContain(200);
      await expect.poll(async () => (await headerFigures(page)).amount).toBe('To receive ₹2,507.50');
    });
  });
});
