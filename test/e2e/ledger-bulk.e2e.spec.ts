// Browser flows: bulk slips in one request (a lost request retried with the same Idempotency-Key, never
// counted twice; a row the server refuses marked, nothing saved), transfer, item rates, deletes, and
// sub-parties on the party page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, type Owner } from './support/accounts';
import { answer, captureScreen, field } from './support/browser';
import { choose, openAddEntry } from './support/ledger-ui';

const BULK_ADD = '**/api/jobWorkItem/slip/bulkAdd/v1';

interface EntriesData {
  inJobWorkItemSlipList: Array<{ slipNo: string; grossQuantity: string }>;
  outJobWorkItemSlipList: Array<{ slipNo: string }>;
}

describe('the ledger in the browser: bulk slips, transfer, sub-parties', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();
  const asNewOwner = (run: (page: Page, owner: Owner) => Promise<void>) => suite.asNewOwner(run, { companyName: 'Ganesh Job Works' });

  async function setup(owner: Owner): Promise<{ partyId: string; products: Record<string, string> }> {
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', {
      name: 'Ganesh Polymers',
      openingReceivableQuantity: '0',
      openingReceivableAmount: '0',
    });
    const products: Record<string, string> = {};
    for (const name of ['Nylon Chips', 'PP Granules', 'PET Flakes']) {
      products[name] = (await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name })).id;
    }
    return { partyId: party.id, products };
  }

  async function fillBulkRow(page: Page, row: number, product: string, gross: string): Promise<void> {
    const drawer = page.getByRole('dialog', { name: 'In Slip (Bulk)' });
    await choose(drawer, `Product ${row}`, product);
    await field(drawer, `Gross ${row} (KG)`).fill(gross);
  }

  async function monthEntries(owner: Owner): Promise<EntriesData> {
    const months = await apiAs<Array<{ month: number; year: number }>>(suite.app, owner, '/company/month/list/v2', {});
    const { month, year } = months[0] ?? { month: 1, year: 2022 };
    return apiAs<EntriesData>(suite.app, owner, '/unified/month/entries/get/v1', {
      filter: { month, year },
      include: { inJobWorkItemSlips: true, outJobWorkItemSlips: true },
    });
  }

  it('when the bulk request is lost once, then it is retried whole with the same key and every row is saved once, numbered in row order', () =>
    asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Ganesh Polymers' }).waitFor();

      await openAddEntry(page, 'In Slip (Bulk)');
      const drawer = page.getByRole('dialog', { name: 'In Slip (Bulk)' });
      await drawer.waitFor();
      const saveButton = drawer.getByRole('button', { name: 'Save' });
      expect(await saveButton.isDisabled()).toBe(true);
      // The last row cannot be removed.
      expect(await drawer.getByRole('button', { name: 'Remove row 1' }).isDisabled()).toBe(true);
      await fillBulkRow(page, 1, 'Nylon Chips', '10.5');
      await drawer.getByRole('button', { name: 'Add Row' }).click();
      await fillBulkRow(page, 2, 'PP Granules', '20');
      await drawer.getByRole('button', { name: 'Add Row' }).click();
      expect(await saveButton.isDisabled()).toBe(true);
      await fillBulkRow(page, 3, 'PET Flakes', '30.25');
      await field(drawer, 'Bag 3 (KG)').fill('0.25');
      // Save is enabled once the third product's rates have arrived (a read of their own, BulkProductRates).
      await expect.poll(() => saveButton.isDisabled()).toBe(false);
      await captureScreen(page, 'ledger-bulk-drawer');

      // Abort the first request before it reaches the server: the whole add is sent again, same key.
      const keys: string[] = [];
      const bodies: string[] = [];
      await page.route(BULK_ADD, async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        bodies.push(route.request().postData() ?? '');
        if (keys.length === 1) await route.abort('failed');
        else await route.continue();
      });
      await saveButton.click();
      await drawer.getByText('Could not reach the server; trying again automatically.').waitFor();
      await drawer.waitFor({ state: 'hidden' });
      // The numbers the server gave, in row order.
      await page.getByText('In Slip SL-1, SL-2, SL-3 saved').waitFor();
      await page.unroute(BULK_ADD);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(bodies[1]).toBe(bodies[0]);
      // One request carries every row; the server numbers them (the browser sends no slip number).
      expect((JSON.parse(bodies[0] ?? '{}') as { rows: unknown[] }).rows).toHaveLength(3);
      expect(bodies[0]).not.toContain('slipNo');

      const entries = await monthEntries(owner);
      expect(entries.inJobWorkItemSlipList.map((slip) => [slip.slipNo, slip.grossQuantity]).sort()).toEqual([['1', '10.500'], ['2', '20.000'], ['3', '30.250']]);
      await page.getByRole('article', { name: 'IN item PP Granules' }).waitFor();
      await page.getByRole('article', { name: 'IN item PET Flakes' }).getByText('30.000').first().waitFor();

      // A row the server refuses is marked where the owner typed it; no row is saved; fixed, all save.
      await openAddEntry(page, 'In Slip (Bulk)');
      await fillBulkRow(page, 1, 'Nylon Chips', '5');
      await drawer.getByRole('button', { name: 'Add Row' }).click();
      await fillBulkRow(page, 2, 'PET Flakes', '6');
      await field(drawer, 'Bag 2 (KG)').fill('7');
      await drawer.getByRole('button', { name: 'Save' }).click();
      const row2 = drawer.getByRole('group', { name: 'Row 2' });
      await row2.getByText('Bag quantity cannot be more than the gross quantity').waitFor();
      expect(await drawer.getByRole('group', { name: 'Row 1' }).getByText('Bag quantity cannot be more than the gross quantity').count()).toBe(0);
      await captureScreen(page, 'ledger-bulk-refused');
      expect((await monthEntries(owner)).inJobWorkItemSlipList).toHaveLength(3);
      await field(drawer, 'Bag 2 (KG)').fill('0.5');
      expect(await row2.getByText('Bag quantity cannot be more than the gross quantity').count()).toBe(0);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByText('In Slip SL-4, SL-5 saved').waitFor();
      const after = await monthEntries(owner);
      expect(after.inJobWorkItemSlipList).toHaveLength(5);

      // Transfer SL-1 from IN to OUT: it moves to the Outgoing column, same date.
      await page.getByRole('button', { name: 'Actions for slip SL-1' }).first().click();
      await page.getByRole('menuitem', { name: 'Transfer' }).click();
      const transfer = page.getByRole('dialog', { name: 'Transfer Slip' });
      await transfer.getByText('from IN to OUT', { exact: false }).waitFor();
      await captureScreen(page, 'ledger-transfer-dialog');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await transfer.waitFor({ state: 'hidden' });
      await page.getByRole('article', { name: 'OUT item Nylon Chips' }).getByText('SL-1').waitFor();
      const transferred = await monthEntries(owner);
      expect(transferred.outJobWorkItemSlipList.map((slip) => slip.slipNo)).toEqual(['1']);

      // Item rates through the item dialog: the amount follows.
      await page.getByRole('button', { name: 'Open item PP Granules' }).click();
      const itemDialog = page.getByRole('dialog', { name: 'IN · PP Granules' });
      await field(itemDialog, 'Work Rate (₹/KG)').fill('2.50');
      await itemDialog.getByRole('button', { name: 'Update Rates' }).click();
      await itemDialog.getByText('Amount ₹50.00').waitFor();
      await captureScreen(page, 'ledger-item-dialog');
      await itemDialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('article', { name: 'IN item PP Granules' }).getByText('₹50.00').waitFor();

      // Delete a slip: the spec's dialog.
      await page.getByRole('button', { name: 'Actions for slip SL-2' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const del = page.getByRole('dialog', { name: 'Delete Slip: SL-2' });
      await del.getByText("Are you sure? You can't undo this action afterwards.").waitFor();
      await captureScreen(page, 'ledger-delete-dialog');
      await del.getByRole('button', { name: 'Not Now' }).click();
      await page.getByRole('button', { name: 'Actions for slip SL-2' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await answer(del, 'Delete');
      await del.waitFor({ state: 'hidden' });
      // Its only slip gone, the item's card goes too (no empty 'No Slips' card stays behind).
      await page.getByRole('article', { name: 'IN item PP Granules' }).waitFor({ state: 'detached' });
    }));

  it('when sub-parties are added, selected, renamed and deleted, then the list, URL and statement follow', () =>
    asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      const subParties = page.getByRole('navigation', { name: 'Sub-parties' });
      await subParties.getByRole('button', { name: 'Default', exact: true }).waitFor();
      // One sub-party: no Edit button.
      expect(await subParties.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Add Sub-Party' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Sub-Party' });
      await field(addDialog, 'Name').fill('Unit 2');
      await captureScreen(page, 'ledger-subparty-dialog');
      await addDialog.getByRole('button', { name: 'Save' }).click();
      await addDialog.waitFor({ state: 'hidden' });
      await subParties.getByRole('button', { name: 'Unit 2', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('subPartyId'));
      const unit2 = new URL(page.url()).searchParams.get('subPartyId');

      // An Out slip for the selected sub-party is pre-filled with it.
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      const slipDrawer = page.getByRole('dialog', { name: 'Add Out Slip' });
      await expect.poll(() => field(slipDrawer, 'Sub Party').first().inputValue()).toBe('Unit 2');
      await choose(slipDrawer, 'Product', 'Nylon Chips');
      await field(slipDrawer, 'Gross (KG)').fill('12');
      await field(slipDrawer, 'Work Rate (₹/KG)').fill('4');
      await slipDrawer.getByRole('button', { name: 'Save' }).click();
      await slipDrawer.waitFor({ state: 'hidden' });
      // The sub-party's Out − In, read by its side like every balance.
      await page.getByTestId('summary-quantity').getByText('To receive 12.000 KG').waitFor();
      expect(await page.getByTestId('summary-amount').textContent()).toBe('To receive ₹48.00');
      await captureScreen(page, 'ledger-party-subparty');

      // Default selected: its own id in the URL (no id is All, lib/party-url).
      await subParties.getByRole('button', { name: 'Default', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('subPartyId') && url.searchParams.get('subPartyId') !== unit2);
      await subParties.getByRole('button', { name: 'All', exact: true }).click();
      await page.waitForURL((url) => !url.searchParams.has('subPartyId'));
      await page.getByRole('article', { name: 'OUT item Nylon Chips' }).getByText('Sub Party: Unit 2').waitFor();

      await subParties.getByRole('button', { name: 'Edit', exact: true }).click();
      expect(await subParties.getByRole('button', { name: 'Edit sub-party Default', exact: true }).count()).toBe(0);
      await subParties.getByRole('button', { name: 'Edit sub-party Unit 2', exact: true }).click();
      const updateDialog = page.getByRole('dialog', { name: 'Update Sub-Party' });
      await expect.poll(() => field(updateDialog, 'Name').inputValue()).toBe('Unit 2');
      await field(updateDialog, 'Name').fill('Unit II');
      await updateDialog.getByRole('button', { name: 'Save' }).click();
      await subParties.getByRole('button', { name: 'Unit II', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('subPartyId'));

      // Unit II has a slip: removing it archives it, and the button and dialog say so.
      await subParties.getByRole('button', { name: 'Archive sub-party Unit II', exact: true }).click();
      const archiveDialog = page.getByRole('dialog', { name: 'Archive Sub-Party: Unit II' });
      await answer(archiveDialog, 'Archive');
      await archiveDialog.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => !url.searchParams.has('subPartyId'));
      expect(await subParties.getByRole('button', { name: 'Unit II', exact: true }).count()).toBe(0);
    }));
});
