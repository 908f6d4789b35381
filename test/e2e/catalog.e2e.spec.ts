// Browser flows for products and parties: add, edit, delete with the spec's texts, search and totals.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs } from './support/accounts';
import { answer, captureScreen, field } from './support/browser';

describe('products and parties in the browser', { timeout: 120_000 }, () => {
  const suite = useBrowserSuite();
  const { asNewOwner } = suite;

  it('when the owner adds, renames and deletes a product, then the list follows', () =>
    asNewOwner(async (page) => {
      await page.goto('/product');
      await page.getByText('No products found.').waitFor();
      await captureScreen(page, 'products-empty');

      await page.getByRole('button', { name: 'Add now' }).click();
      const addDrawer = page.getByRole('dialog', { name: 'Add Product' });
      await addDrawer.waitFor();
      await addDrawer.getByRole('button', { name: 'Save' }).click();
      await addDrawer.getByText('Name is required').waitFor();
      await field(addDrawer, 'Name').fill('HDPE Granules');
      await captureScreen(page, 'products-add-drawer');
      await field(addDrawer, 'Name').press('Enter');
      await addDrawer.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'HDPE Granules', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Add Product' }).click();
      await field(addDrawer, 'Name').fill('Cotton Yarn 40s');
      await field(addDrawer, 'Note').fill('Counted in cones');
      await addDrawer.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('cell', { name: 'Cotton Yarn 40s', exact: true }).waitFor();

      // Cancel, after a name was typed, asks first; Discard leaves the list as it was.
      await page.getByRole('button', { name: 'Add Product' }).click();
      await field(addDrawer, 'Name').fill('Never saved');
      await addDrawer.getByRole('button', { name: 'Cancel' }).click();
      await answer(page.getByRole('dialog', { name: 'Discard this product?' }), 'Discard');
      await addDrawer.waitFor({ state: 'hidden' });
      expect(await page.getByRole('cell', { name: 'Never saved', exact: true }).count()).toBe(0);
      await captureScreen(page, 'products-list');

      await page.getByRole('button', { name: 'Edit HDPE Granules' }).click();
      const updateDrawer = page.getByRole('dialog', { name: 'Update Product' });
      await expect.poll(() => field(updateDrawer, 'Name').inputValue()).toBe('HDPE Granules');
      await field(updateDrawer, 'Name').fill('LDPE Granules');
      await updateDrawer.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('cell', { name: 'LDPE Granules', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Delete LDPE Granules' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Product: LDPE Granules' });
      await dialog.getByText("Are you sure? You can't undo this action afterwards.").waitFor();
      await captureScreen(page, 'products-delete-dialog');
      await dialog.getByRole('button', { name: 'Not Now' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'LDPE Granules', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Delete LDPE Granules' }).click();
      await answer(dialog, 'Delete');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'LDPE Granules', exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: 'Cotton Yarn 40s', exact: true }).waitFor();
    }));

  it('when the owner manages parties, then search, totals and navigation behave', () =>
    asNewOwner(async (page, owner) => {
      await page.goto('/party');
      await page.getByText('No parties found.').waitFor();
      await captureScreen(page, 'parties-empty');

      await page.getByRole('button', { name: 'Add now' }).click();
      const addDrawer = page.getByRole('dialog', { name: 'Add Party' });
      await addDrawer.getByText('Party name must be unique').waitFor();
      await field(addDrawer, 'Party Name').fill('Arihant Polymers');
      await field(addDrawer, 'Note').fill('Pays monthly');
      await field(addDrawer, 'Opening Receivable Quantity (KG)').fill('1250.5');
      await field(addDrawer, 'Opening Receivable Amount (₹)').fill('123456.75');
      await captureScreen(page, 'parties-add-drawer');
      await addDrawer.getByRole('button', { name: 'Save' }).click();
      await addDrawer.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Add Party' }).click();
      await field(addDrawer, 'Party Name').fill('Balaji Weaving');
      await field(addDrawer, 'Opening Receivable Quantity (KG)').fill('-300.25');
      await field(addDrawer, 'Opening Receivable Amount (₹)').fill('-2707.5');
      await field(addDrawer, 'Party Name').press('Enter');
      await addDrawer.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Add Party' }).click();
      await field(addDrawer, 'Party Name').fill('Chetan Mills');
      await field(addDrawer, 'Opening Receivable Quantity (KG)').fill('0.1');
      await field(addDrawer, 'Opening Receivable Amount (₹)').fill('0.20');
      await addDrawer.getByRole('button', { name: 'Save' }).click();
      await addDrawer.waitFor({ state: 'hidden' });

      // Duplicate names are refused by the server; the message shows under the note field.
      await page.getByRole('button', { name: 'Add Party' }).click();
      await field(addDrawer, 'Party Name').fill('arihant polymers');
      await addDrawer.getByRole('button', { name: 'Save' }).click();
      await addDrawer.getByText(/already exists/).waitFor();
      await addDrawer.getByRole('button', { name: 'Cancel' }).click();
      await answer(page.getByRole('dialog', { name: 'Discard this party?' }), 'Discard');
      await addDrawer.waitFor({ state: 'hidden' });

      const table = page.getByRole('table');
      for (const header of [
        'Party Name',
        'Note',
        'Quantity (KG) to Receive',
        'Amount to Receive',
        'Quantity (KG) to Give',
        'Amount to Pay',
      ]) {
        await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
      }
      const arihant = table.getByRole('row', { name: /Arihant Polymers/ });
      await arihant.getByText('Pays monthly').waitFor();
      await arihant.getByText('1,250.500').waitFor();
      await arihant.getByText('₹1,23,456.75').waitFor();
      const balaji = table.getByRole('row', { name: /Balaji Weaving/ });
      await balaji.getByText('300.250').waitFor();
      await balaji.getByText('₹2,707.50').waitFor();

      // 1250.5 + 0.1 and 123456.75 + 0.20, summed exactly.
      const total = table.getByRole('row', { name: /Total/ });
      expect(await page.getByTestId('total-quantity-to-receive').textContent()).toBe('1,250.600');
      expect(await page.getByTestId('total-amount-to-receive').textContent()).toBe('₹1,23,456.95');
      expect(await page.getByTestId('total-quantity-to-give').textContent()).toBe('300.250');
      expect(await page.getByTestId('total-amount-to-pay').textContent()).toBe('₹2,707.50');
      await total.waitFor();
      await captureScreen(page, 'parties-list');

      const search = page.getByRole('searchbox', { name: 'Search parties by name' });
      await search.fill('BALAJI');
      await table.getByRole('row', { name: /Arihant Polymers/ }).waitFor({ state: 'detached' });
      await balaji.waitFor();
      expect(await page.getByTestId('total-amount-to-receive').textContent()).toBe('₹0.00');
      await search.fill('zzz');
      await page.getByText('No parties found.').waitFor();
      await search.fill('');

      // Edit opens the drawer and does not follow the row to the party page.
      await page.getByRole('button', { name: 'Edit Chetan Mills' }).click();
      const updateDrawer = page.getByRole('dialog', { name: 'Update Party' });
      await expect.poll(() => field(updateDrawer, 'Party Name').inputValue()).toBe('Chetan Mills');
      expect(new URL(page.url()).pathname).toBe('/party');
      await field(updateDrawer, 'Party Name').fill('Chetan Textile Mills');
      await field(updateDrawer, 'Note').fill('New note');
      await updateDrawer.getByRole('button', { name: 'Save' }).click();
      await updateDrawer.waitFor({ state: 'hidden' });
      await table.getByRole('row', { name: /Chetan Textile Mills/ }).getByText('New note').waitFor();

      await page.getByRole('button', { name: 'Delete Chetan Textile Mills' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Party: Chetan Textile Mills' });
      await dialog.getByText("Are you sure? You can't undo this action afterwards.").waitFor();
      expect(new URL(page.url()).pathname).toBe('/party');
      await answer(dialog, 'Delete');
      await dialog.waitFor({ state: 'hidden' });
      await table.getByRole('row', { name: /Chetan Textile Mills/ }).waitFor({ state: 'detached' });

      // A row click opens the party page.
      const parties = await apiAs<Array<{ id: string; name: string }>>(suite.app, owner, '/party/list/v1', {});
      const arihantId = parties.find((party) => party.name === 'Arihant Polymers')?.id;
      await arihant.getByText('Pays monthly').click();
      await page.waitForURL(`**/party/${arihantId}`);

    }));
});
