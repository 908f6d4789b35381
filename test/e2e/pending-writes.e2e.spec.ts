// Browser flow in server mode with a 1 ms read-model bound: every write answers 200 `pending` with only
// the command's result (docs/operations.md "Past the bound"). The forms must close as saved, "Saved. Updating the figures…"
// must show, and the new figures must arrive once the worker has projected.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { LOCK_NAMESPACE } from '@ledger/projections';
import { startApp } from '../support/app';
import { apiAs } from './support/accounts';
import { useBrowserSuite } from './support/suite';
import { DESKTOP, field, noticesInOneRegion, PHONE } from './support/browser';
import { fillSlip, headerFigures, openAddEntry, typeDate } from './support/ledger-ui';

const SCREENSHOT_DIR = 'test-results/screenshots';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * Runs `save` and checks what the API answered to `path`: committed but pending, carrying the command's
 * own result rather than the entity (so a client that wants the entity would fail here). The company's
 * projection is held (its projector's advisory lock, taken here) until the answer has come: a worker quicker
 * than the API's first look at the checkpoint would otherwise answer in time, 1 ms bound or not (it did once
 * in CI). Released, the worker projects and the figures arrive.
 */
async function expectPendingAnswer(page: Page, path: string, save: () => Promise<void>): Promise<void> {
  const hold = new pg.Client({ connectionString: databaseUrl });
  await hold.connect();
  try {
    await hold.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_NAMESPACE, companyId]);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}`);
    await save();
    const response = await answered;
    expect(response.status(), path).toBe(200);
    expect(await response.json(), path).toEqual({ data: { id: expect.any(String) }, pending: true });
  } finally {
    await hold.end();
  }
}

let databaseUrl = '';
let companyId = '';

/** The form closed as saved, with no error anywhere, and the notice says the figures are updating. */
async function expectSavedAndUpdating(page: Page, drawerTitle: string, screenshot?: string): Promise<void> {
  await page.getByRole('dialog', { name: drawerTitle }).waitFor({ state: 'hidden' });
  const notice = page.getByTestId('pending-notice');
  await expect.poll(() => notice.textContent()).toBe('Saved. Updating the figures…');
  if (screenshot) {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${screenshot}.png` });
  }
  expect(await page.getByText(/Unexpected error occurred|Something went wrong/).count()).toBe(0);
}

describe('server mode past the read-model bound', { timeout: 180_000 }, () => {
  const suite = useBrowserSuite(() => startApp({ PROJECTION_WAIT_MS: '1' }, { workers: 1 }));

  it('when writes answer pending, then each form closes as saved, "Saved. Updating the figures…" shows and the figures arrive', () =>
    suite.asNewOwner(async (page, owner) => {
      databaseUrl = suite.app.databaseUrl;
      companyId = (await apiAs<{ company: { id: string } }>(suite.app, owner, '/user/self/get/v1', { include: { company: true } })).company.id;
      await page.goto('/party');
      await page.getByText('No parties found.').waitFor();
      await page.getByRole('button', { name: 'Add Party' }).click();
      const partyDrawer = page.getByRole('dialog', { name: 'Add Party' });
      await field(partyDrawer, 'Party Name').fill('Shree Textiles');
      await field(partyDrawer, 'Opening Receivable Amount (₹)').fill('1000');
      await expectPendingAnswer(page, '/party/add/v1', () => partyDrawer.getByRole('button', { name: 'Save' }).click());
      await expectSavedAndUpdating(page, 'Add Party', `pending-notice-${DESKTOP.width}x${DESKTOP.height}`);
      // What was saved and that the figures are updating, said together in the one notice region, neither covering the other.
      await page.getByTestId('notice').filter({ hasText: 'Shree Textiles' }).waitFor();
      expect((await noticesInOneRegion(page)).sort()).toEqual(['notice', 'pending-notice']);
      const row = page.getByRole('row', { name: /Shree Textiles/ });
      await expect.poll(() => row.textContent()).toContain('₹1,000.00');

      // On a phone: a product.
      await page.setViewportSize(PHONE);
      await page.goto('/product');
      await page.getByText('No products found.').waitFor();
      await page.getByRole('button', { name: 'Add Product' }).click();
      const productDrawer = page.getByRole('dialog', { name: 'Add Product' });
      await field(productDrawer, 'Name').fill('HDPE Granules');
      await expectPendingAnswer(page, '/product/add/v1', () => productDrawer.getByRole('button', { name: 'Save' }).click());
      await expectSavedAndUpdating(page, 'Add Product', `pending-notice-${PHONE.width}x${PHONE.height}`);
      await page.getByRole('cell', { name: 'HDPE Granules', exact: true }).waitFor();
      await page.setViewportSize(DESKTOP);

      // Cash and a slip on the party page.
      await page.goto('/party');
      await page.getByRole('link', { name: 'Shree Textiles' }).click();
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();

      await openAddEntry(page, 'Cash Received');
      const cashDrawer = page.getByRole('dialog', { name: 'Add Cash Received' });
      await typeDate(cashDrawer, 'Issue Date', today);
      await field(cashDrawer, 'Amount (₹)').fill('400');
      await expectPendingAnswer(page, '/inwardCashReceipt/add/v1', () => cashDrawer.getByRole('button', { name: 'Save' }).click());
      await expectSavedAndUpdating(page, 'Add Cash Received');
      await expect.poll(async () => (await headerFigures(page)).amount).toBe('To receive ₹600.00');

      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Granules', date: today, gross: '105.500', bag: '0.500', workRate: '0', loss: '0', expectSlipNo: '1' });
      const slipDrawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await expectPendingAnswer(page, '/jobWorkItem/slip/add/v2', () => slipDrawer.getByRole('button', { name: 'Save' }).click());
      await expectSavedAndUpdating(page, 'Add In Slip');
      await page.getByRole('article', { name: 'IN item HDPE Granules' }).getByText('105.000').first().waitFor();
      await page.getByRole('button', { name: 'Actions for slip SL-1' }).waitFor();

      // A second slip numbered after the first: the slip number read after a pending add is current.
      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Granules', date: today, gross: '10', expectSlipNo: '2' });
      await expectPendingAnswer(page, '/jobWorkItem/slip/add/v2', () => slipDrawer.getByRole('button', { name: 'Save' }).click());
      await expectSavedAndUpdating(page, 'Add In Slip');
      await page.getByRole('button', { name: 'Actions for slip SL-2' }).waitFor();
    }));
});
