// Deemed supply at 375 px (issue 30 part 4; docs/gst.md "Deemed supply"): the owner types a product's value rate
// (key by key) and ticks another as capital goods in its drawer; goods sent 400 days ago are on the Section 143 list
// past their year (the capital goods sent the same day are not: three years); the draft tax invoice downloads
// (pdftotext: 100.000 KG × 85.50 = 8,550.00, both GSTINs, the challan, the deemed date); Accept shows
// "Accepted on <today>", and Undo brings the buttons back. Screenshots of the list before and after.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen, field } from './support/browser';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-deemed-'));

async function downloaded(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** A day `daysAgo` before today in Asia/Kolkata, as YYYY-MM-DD, and as the screens write it. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('-');

describe('deemed supply', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('capital goods in the product drawer, the draft tax invoice downloaded, accepted and undone, at 375 px', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await apiAs(suite.app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat', state: '24', gstin: '24AAACC1206D1ZM' });
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers', contact: { gstin: '24AAACS1234F1ZY', state: '24' } });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const granules = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'PP Granules', hsn: '3902' });
      const mould = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'Injection Mould', hsn: '8480', valueRate: '900' });

      // The value rate typed key by key; the mould ticked as capital goods.
      await page.goto('/product');
      const drawer = page.getByRole('dialog', { name: 'Update Product' });
      await page.getByRole('button', { name: /^Edit PP Granules/ }).first().click();
      await field(drawer, 'Value Rate (₹/KG)').pressSequentially('85.50');
      await field(drawer, 'Value Rate (₹/KG)').press('Enter');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Edit Injection Mould/ }).first().click();
      await drawer.getByRole('checkbox', { name: /Capital goods/ }).check();
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      const products = await apiAs<Array<{ name: string; valueRate: string; capitalGoods: boolean }>>(suite.app, owner, '/product/list/v1', {});
      expect(products.map((p) => [p.name, p.valueRate, p.capitalGoods])).toEqual([['Injection Mould', '900.00', true], ['PP Granules', '85.50', false]]);

      const sentOn = day(400);
      const out = (slipNo: number, productId: string, kg: string) =>
        apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub.id, productId, issueDate: sentOn, slipNo, grossQuantity: kg, workRate: '2', lossPercentage: '0' });
      await out(1, granules.id, '100');
      await out(2, mould.id, '1');

      const ageing = await apiAs<{ section143: Array<{ number: string; value: string | null; status: string }> }>(suite.app, owner, '/report/ageing/v1', {});
      expect(ageing.section143.map((l) => [l.number, l.status, l.value])).toEqual([['SL-1', 'OVERDUE', '8550.00']]);
      await page.goto('/reports');
      const list = page.getByTestId('section-143');
      await list.getByText('Taxable value ₹8,550.00').waitFor();
      // Only the granules: the mould has three years.
      await expect(list.getByText('Injection Mould').count()).resolves.toBe(0);
      const lot = list.getByRole('group', { name: 'Deemed supply of SL-1' });
      await lot.scrollIntoViewIfNeeded();
      await captureScreen(page, 'deemed-supply-list');

      const file = await downloaded(page, () => lot.getByRole('button', { name: 'Draft tax invoice' }).click());
      expect(path.basename(file)).toMatch(/^Draft-Tax-Invoice-DC-\d{4}-\d{2}-1\.pdf$/);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const want of ['DRAFT TAX INVOICE', '24AAACC1206D1ZM', '24AAACS1234F1ZY', '3902', '100.000', '8,550.00', 'left blank for your CA']) expect(text, want).toContain(want);
      expect(text).toMatch(new RegExp(`Date of supply \\(deemed\\)\\s+${dmy(sentOn)}`));

      await lot.getByRole('button', { name: 'Accept' }).click();
      await lot.getByText(`Accepted on ${dmy(day(0))}`).waitFor();
      await expect(lot.getByRole('button', { name: 'Accept' }).count()).resolves.toBe(0);
      await captureScreen(page, 'deemed-supply-accepted');
      await lot.getByRole('button', { name: 'Undo' }).click();
      await lot.getByRole('button', { name: 'Accept' }).waitFor();
    });
  });
});
