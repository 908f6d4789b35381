// Browser flow: the ledger rules' worked example entered through the drawers, read back on the party page,
// the dashboard and Entries; then the back-dated edit, and printing.
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, type Owner } from './support/accounts';
import { captureScreen, field, holdAnswers } from './support/browser';
import { choose, fillSlip, headerFigures, openAddEntry, save, selectMonth, toggleChip, typeDate } from './support/ledger-ui';

const PRINT_DIR = 'test-results/print';

describe('the ledger in the browser: worked example', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();
  beforeAll(() => mkdir(PRINT_DIR, { recursive: true }));
  // Headless print dialogs return at once; keep the chosen print layout for page.pdf().
  const asNewOwner = (run: (page: Page, owner: Owner) => Promise<void>) =>
    suite.asNewOwner(run, {
      prepare: async (page) => {
        await page.addInitScript(() => {
          window.print = () => {};
        });
      },
    });

  async function pdfToPng(page: Page, name: string, landscape = false): Promise<void> {
    const path = `${PRINT_DIR}/${name}.pdf`;
    await page.pdf({ path, format: 'A4', landscape, preferCSSPageSize: true, printBackground: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', path, `${PRINT_DIR}/${name}`]);
  }

  it('when the worked example is entered through the UI, then the party page, dashboard and entries show its figures', () =>
    asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', {
        name: 'Shree Textiles',
        openingReceivableQuantity: '0',
        openingReceivableAmount: '1000',
      });
      await apiAs(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
      await apiAs(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });

      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();
      await page.getByText('No Note').waitFor();

      // April 2026.
      await openAddEntry(page, /^In Slip \(goods received\)/);
      const inDrawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await inDrawer.waitFor();
      // Party pre-selected, default sub-party chosen; Save waits for the product.
      expect(await inDrawer.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Granules', date: '2026-04-03', gross: '105.500', bag: '0.500', workRate: '0', loss: '2', expectSlipNo: '1' });
      expect(await inDrawer.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
      await captureScreen(page, 'ledger-slip-drawer');
      await save(page, 'Add In Slip');

      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Granules', date: '2026-04-10', gross: '52.250', bag: '0.250', expectSlipNo: '2' });
      // Rates come from the item the first slip created.
      expect(await field(inDrawer, 'Loss %').inputValue()).toBe('2.00');
      await save(page, 'Add In Slip');

      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      await fillSlip(page, 'Add Out Slip', { product: 'HDPE Pipe', date: '2026-04-15', gross: '100.300', bag: '0.300', rejected: '1', workRate: '12.50', loss: '0', expectSlipNo: '3' });
      await save(page, 'Add Out Slip');

      await openAddEntry(page, 'Cash Received');
      const cashDrawer = page.getByRole('dialog', { name: 'Add Cash Received' });
      await typeDate(cashDrawer, 'Issue Date', '2026-04-20');
      await field(cashDrawer, 'Amount (₹)').fill('500');
      await save(page, 'Add Cash Received');

      await openAddEntry(page, 'Sale Bill');
      const saleDrawer = page.getByRole('dialog', { name: 'Add Sale Bill' });
      await choose(saleDrawer, 'Product', 'HDPE Pipe');
      await typeDate(saleDrawer, 'Issue Date', '2026-04-25');
      await field(saleDrawer, 'Bill No.').fill('SB-1');
      await field(saleDrawer, 'Quantity (KG)').fill('10');
      await field(saleDrawer, 'Labour Rate (₹/KG)').fill('2');
      await field(saleDrawer, 'Sale Rate (₹/KG)').fill('95');
      await captureScreen(page, 'ledger-bill-drawer');
      await save(page, 'Add Sale Bill');

      // May 2026.
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      await fillSlip(page, 'Add Out Slip', { product: 'HDPE Pipe', date: '2026-05-02', gross: '54', expectSlipNo: '4' });
      await save(page, 'Add Out Slip');

      await openAddEntry(page, /^Received Challan/);
      const challanDrawer = page.getByRole('dialog', { name: 'Add Received Challan' });
      await choose(challanDrawer, 'Product', 'HDPE Pipe');
      await typeDate(challanDrawer, 'Issue Date', '2026-05-10');
      await field(challanDrawer, 'Challan No.').fill('RC-7');
      await field(challanDrawer, 'Quantity (KG)').fill('20');
      await field(challanDrawer, 'Labour Rate (₹/KG)').fill('3.25');
      await save(page, 'Add Received Challan');

      await openAddEntry(page, 'Cash Paid');
      const paidDrawer = page.getByRole('dialog', { name: 'Add Cash Paid' });
      await typeDate(paidDrawer, 'Issue Date', '2026-05-12');
      await field(paidDrawer, 'Amount (₹)').fill('100');
      await save(page, 'Add Cash Paid');

      // The bold figures.
      await selectMonth(page, 'April 2026');
      await expect.poll(() => headerFigures(page)).toEqual({ quantity: 'To give 54.860 KG', amount: 'To receive ₹2,707.50' });
      expect(await page.getByTestId('closing-quantity').textContent()).toBe('To give 54.860 KG');
      expect(await page.getByTestId('closing-amount').textContent()).toBe('To receive ₹2,707.50');
      expect(await page.getByTestId('opening-amount').textContent()).toBe('To receive ₹1,000.00');
      await page.getByRole('article', { name: 'IN item HDPE Granules' }).getByText('157.000').waitFor();
      await page.getByRole('article', { name: 'OUT item HDPE Pipe' }).getByText('₹1,237.50').first().waitFor();
      await captureScreen(page, 'ledger-party-statement');

      await selectMonth(page, 'May 2026');
      await expect.poll(() => headerFigures(page)).toEqual({ quantity: 'To give 0.860 KG', amount: 'To receive ₹3,417.50' });
      expect(await page.getByTestId('opening-quantity').textContent()).toBe('To give 54.860 KG');

      await page.getByRole('tab', { name: 'List' }).click();
      await page.getByRole('cell', { name: 'RC-7', exact: true }).waitFor();
      await captureScreen(page, 'ledger-party-list');
      await page.getByRole('tab', { name: 'Column' }).click();
      await page.getByRole('region', { name: 'Received Challan' }).waitFor();
      await captureScreen(page, 'ledger-party-column');
      await page.getByRole('tab', { name: 'Statement' }).click();

      // Back-dated edit: SL-2's bag becomes 1.250; April and May reload.
      await selectMonth(page, 'April 2026');
      await page.getByRole('button', { name: 'Actions for slip SL-2' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const editDrawer = page.getByRole('dialog', { name: 'Update In Slip' });
      await expect.poll(() => field(editDrawer, 'Bag (KG)').inputValue()).toBe('0.250');
      await field(editDrawer, 'Bag (KG)').fill('1.250');
      await save(page, 'Update In Slip');
      await expect.poll(() => headerFigures(page)).toEqual({ quantity: 'To give 53.880 KG', amount: 'To receive ₹2,707.50' });
      await selectMonth(page, 'May 2026');
      await expect.poll(() => headerFigures(page)).toEqual({ quantity: 'To receive 0.120 KG', amount: 'To receive ₹3,417.50' });

      // Month note.
      await page.getByRole('button', { name: 'Add Note' }).click();
      const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
      await field(noteDialog, 'Month Note').fill('Pipes delivered by road');
      await noteDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('month-note').getByText('Pipes delivered by road').waitFor();
      await page.getByRole('button', { name: 'Update Note' }).waitFor();

      // Printing: statement, single slip, dual slip.
      await selectMonth(page, 'April 2026');
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      await page.getByTestId('print-host').waitFor({ state: 'attached' });
      await pdfToPng(page, 'statement');
      // Dates print on one line, and a bill prints its rates.
      const printed = execFileSync('pdftotext', ['-layout', `${PRINT_DIR}/statement.pdf`, '-']).toString().replace(/\s+/g, ' ');
      for (const date of ['03-04-2026', '10-04-2026', '15-04-2026', '20-04-2026', '25-04-2026']) expect(printed).toContain(date);
      expect(printed).toContain('Labour ₹2.00/KG');
      expect(printed).toContain('Sale ₹95.00/KG');
      await page.getByRole('button', { name: 'Actions for slip SL-3' }).click();
      await page.getByRole('menuitem', { name: 'Print Slip' }).click();
      await page.getByTestId('print-host').getByText('Out Slip (goods sent)').waitFor({ state: 'attached' });
      await pdfToPng(page, 'slip');
      // The first slip's menu closes with a transition; wait until it is gone before opening the next.
      await page.getByRole('menuitem', { name: 'Print Slip' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Actions for slip SL-1' }).click();
      await page.getByRole('menuitem', { name: 'Print Dual Slip' }).click();
      await page.getByTestId('print-host').getByText('Party Copy').waitFor({ state: 'attached' });
      await pdfToPng(page, 'dual-slip', true);

      // Dashboard: the current month's closing values.
      await page.goto('/');
      await page.getByTestId('stat-Available Stock').getByText('-0.120 KG').waitFor();
      expect(await page.getByTestId('stat-Payable Quantity').textContent()).toBe('0.000 KG');
      expect(await page.getByTestId('stat-Receivable Quantity').textContent()).toBe('0.120 KG');
      expect(await page.getByTestId('stat-Receivable Amount').textContent()).toBe('₹3,417.50');
      await page.getByRole('img', { name: 'Quantities by month' }).waitFor();
      await captureScreen(page, 'ledger-dashboard');
      await page.getByRole('tab', { name: 'Amounts' }).click();
      await page.getByRole('img', { name: 'Amounts by month' }).waitFor();
      await page.getByRole('button', { name: 'Add Entry' }).click();
      await page.getByRole('menuitem', { name: 'Delivery Challan (issued by your company)' }).waitFor();
      await captureScreen(page, 'ledger-add-entry-menu');
      await page.keyboard.press('Escape');

      // Entries: April 2026, default IN and OUT.
      await page.goto('/entries');
      await page.getByRole('heading', { name: 'Entries' }).waitFor();
      await page.getByTestId('entries-count').waitFor();
      // On a slow line the month shown before stays, dimmed and marked busy, until April's entries arrive.
      const release = await holdAnswers(page, '/unified/month/entries/get/v1');
      await choose(page, 'Month', 'April 2026');
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(1);
      await release();
      await page.unroute('**/api/unified/month/entries/get/v1');
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe('3 entries');
      expect(await page.getByTestId('total-gross').textContent()).toBe('258.050');
      expect(await page.getByTestId('total-net').textContent()).toBe('255.000');
      expect(await page.getByTestId('total-burn').textContent()).toBe('3.155');
      expect(await page.getByTestId('total-amount').textContent()).toBe('₹1,237.50');
      expect(await page.getByTestId('total-rejected').textContent()).toBe('1.000');
      await captureScreen(page, 'ledger-entries');

      // Search: padded slip number, product, case and spaces.
      await page.getByPlaceholder('Search').fill('  sl-0002 ');
      await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe('1 entry');
      await page.getByPlaceholder('Search').fill('HDPE PIPE');
      await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe('1 entry');
      await page.getByPlaceholder('Search').fill('');

      // Chips (the spec's labels: In Cash for Cash Received): add Sale Bill and In Cash; the last selected type cannot be switched off.
      await toggleChip(page, 'Sale Bill');
      await toggleChip(page, 'In Cash');
      await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe('5 entries');
      // Entries reading: the sale bill is quantity × saleRate = 950.00; cash 500.00.
      expect(await page.getByTestId('total-amount').textContent()).toBe('₹2,687.50');
      for (const chip of ['IN', 'OUT', 'Sale Bill']) await toggleChip(page, chip);
      await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe('1 entry');
      await toggleChip(page, 'In Cash');
      expect(await page.getByRole('checkbox', { name: 'In Cash' }).isChecked()).toBe(true);
      expect(await page.getByTestId('total-gross').textContent()).toBe('-');
      await page.getByRole('cell', { name: 'Cash Received' }).waitFor();
    }));
});
