// Browser flow of the party import on a 375 px phone (docs/import.md): choose a sheet with a bad row, see the row
// marked with its reason and Confirm held back; Esc asks before the chosen preview is thrown away; choose the
// corrected sheet, confirm, and the Parties list shows every imported party with its opening balance.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { answer, PHONE, captureScreen } from './support/browser';

const HEADINGS = 'Party name,Sub-parties,Phone,Address,State,GSTIN,Opening KG,Opening ₹';
const csv = (gstin: string) => [
  HEADINGS,
  `Shree Ganesh Textiles,"North; South",98765 43210,"Plot 4, GIDC, Surat",Gujarat,,"1,250.5","1,00,000.50"`,
  `Mehta Dyeing,,,,24,${gstin},0,"-2,500"`,
  `Patel Fabrics,,,,,,12,"45,000"`,
].join('\r\n');
const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });

describe('party import in the browser', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  it('when a sheet has a bad row, then it is marked beside the row and nothing saves; corrected, Confirm saves every party', () =>
    suite.asNewOwner(async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto('/party');
      await page.getByRole('button', { name: 'Import…' }).click();
      const drawer = page.getByRole('dialog', { name: 'Import parties and products' });
      await drawer.waitFor();
      const confirm = drawer.getByRole('button', { name: 'Confirm import' });
      expect(await confirm.isDisabled()).toBe(true);

      await drawer.getByLabel('Choose file').setInputFiles(file('parties.csv', csv('24AAACC1206D1ZX')));
      await drawer.getByText('Rows that need attention: 1. Correct them in the file and choose it again.').waitFor();
      const bad = drawer.locator('tr[data-bad]');
      expect(await bad.count()).toBe(1);
      expect(await bad.innerText()).toContain('GSTIN check character is wrong (expected M)');
      expect(await confirm.isDisabled()).toBe(true);
      await captureScreen(page, 'party-import-preview');
      await page.setViewportSize(PHONE);

      // Esc asks before the chosen file's preview goes; keeping it keeps the preview.
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: 'Discard this import?' });
      await ask.waitFor();
      await answer(ask, 'Keep editing');
      await ask.waitFor({ state: 'hidden' });
      expect(await drawer.locator('tr[data-bad]').count()).toBe(1);

      await drawer.getByLabel('Choose file').setInputFiles(file('parties-fixed.csv', csv('24AAACC1206D1ZM')));
      await drawer.getByText('Every row is ready to import').waitFor();
      await drawer.getByText('3 parties and 0 products in the file').waitFor();
      await drawer.getByText(/Opening balances: 1,262\.500 KG and ₹\s?1,42,500\.50/).waitFor();
      await captureScreen(page, 'party-import-ready');
      await page.setViewportSize(PHONE);
      await confirm.click();
      await drawer.waitFor({ state: 'hidden' });

      for (const name of ['Shree Ganesh Textiles', 'Mehta Dyeing', 'Patel Fabrics']) await page.getByText(name, { exact: true }).first().waitFor();
      await captureScreen(page, 'party-import-list');
    }));
});
