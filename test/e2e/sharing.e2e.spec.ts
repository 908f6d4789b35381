// Share and export in a real browser (issue 14): the owner fills the company's address and GST and a
// party's phone and GSTIN (a mistyped GSTIN is refused with its reason), downloads the April statement
// as Excel and PDF, shares it: the WhatsApp link carries the balance in words; the link opens in a fresh
// context with no login at 375 px and downloads its PDF; the ledger over dates; withdrawing ends the link.
// The worked example's figures (to give 54.860 KG, to receive ₹2,707.50) are the same on every one of them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { enterWorkedApril, loginAs, type Owner } from './support/accounts';
import { captureScreen, field, PHONE } from './support/browser';
import { selectMonth } from './support/ledger-ui';
import { present } from '../support/present.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-share-'));

/** Clicks what starts a download and answers the saved file's path and name. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ file: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

describe('share and export', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('contacts, downloads, a shared link opened without login on a phone, the ledger, and withdrawal', async () => {
    let link = '';
    let partyId = '';
    let seller: Owner | null = null;
    await suite.asNewOwner(async (page, owner) => {
      seller = owner;
      ({ partyId } = await enterWorkedApril(suite.app, owner));

      // Settings → Address and GST: typing the GSTIN fills the state.
      await page.goto('/settings');
      const gst = page.getByRole('form', { name: 'Address and GST' });
      await field(gst, 'Phone (WhatsApp)').fill('98765 43210');
      await field(gst, 'Address').fill('Plot 12, GIDC, Surat');
      await field(gst, 'GSTIN').fill('24aaacc1206d1zm');
      await field(gst, 'GSTIN').press('Tab');
      expect(await field(gst, 'State').inputValue()).toBe('Gujarat (24)');
      await field(gst, 'GSTIN').press('Enter');
      await gst.getByText('Address and GST saved.').waitFor();
      await captureScreen(page, 'settings-address-gst');

      // The party's phone and GSTIN; a mistyped GSTIN is refused with its reason.
      await page.goto('/party');
      await page.getByRole('button', { name: 'Edit Shree Textiles' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Update Party' });
      await field(drawer, 'Phone (WhatsApp)').fill('+91 91234 56780');
      await field(drawer, 'GSTIN').fill('27AAPFU0939F1ZX');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.getByText('GSTIN check character is wrong (expected V): check the number for a typing mistake').waitFor();
      await field(drawer, 'GSTIN').fill('27AAPFU0939F1ZV');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: 'Call Shree Textiles' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Call Shree Textiles' }).first().textContent()).toBe('91234 56780');
      await captureScreen(page, 'parties-phone');

      // The April statement as Excel and PDF.
      await page.goto(`/party/${partyId}`);
      await selectMonth(page, 'April 2026');
      const xlsx = await downloaded(page, async () => {
        await page.getByRole('button', { name: 'Download statement' }).click();
        await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
      });
      expect(xlsx.name).toBe('Statement-Shree-Textiles-April-2026.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(xlsx.file);
      const ws = wb.worksheets[0];
      const forward = ws.getRow(ws.rowCount);
      expect([forward.getCell(3).value, forward.getCell(5).value, forward.getCell(7).value, forward.getCell(9).value]).toEqual(['Forward Balance', 'To give 54.860 KG · To receive ₹2,707.50', 54.86, 2707.5]);
      const pdf = await downloaded(page, async () => {
        await page.getByRole('button', { name: 'Download statement' }).click();
        await page.getByRole('menuitem', { name: 'PDF' }).click();
      });
      const text = pdfText(pdf.file);
      for (const s of ['Statement · April 2026', 'GSTIN: 24AAACC1206D1ZM', 'GSTIN: 27AAPFU0939F1ZV', 'To give 54.860 KG', 'To receive ₹2,707.50']) expect(text, s).toContain(s);

      // Share: the message and the WhatsApp link.
      await page.getByRole('button', { name: 'Share' }).click();
      const share = page.getByRole('dialog', { name: /^Share Shree Textiles · April 2026/ });
      await share.getByRole('button', { name: 'Make link' }).click();
      await share.getByTestId('share-made').waitFor();
      expect(await share.getByTestId('share-message').textContent()).toContain('Closing balance: ₹2,707.50 (Two Thousand Seven Hundred Seven Rupees And Fifty Paise Only) due from you; 54.860 KG due to you.');
      link = await field(share, 'Link').inputValue();
      expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
      const wa = await share.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
      expect(wa).toMatch(/^https:\/\/wa\.me\/919123456780\?text=/);
      expect(decodeURIComponent(present(wa, 'the WhatsApp link').split('text=')[1])).toContain(link);
      await share.getByTestId('share-links').getByText('Live').waitFor();
      await captureScreen(page, 'share-dialog');
      await share.getByRole('button', { name: 'Close' }).click();

      // The ledger over dates.
      await page.getByRole('link', { name: 'Ledger' }).click();
      await page.waitForURL(`**/party/${partyId}/ledger`);
      await page.goto(`/party/${partyId}/ledger?from=2026-04-12&to=2026-04-30`);
      await page.getByText('Opening 12-04-2026').waitFor();
      await page.getByRole('cell', { name: 'Out Slip SL-3' }).waitFor();
      await captureScreen(page, 'party-ledger');
    });

    // The link in a fresh context: no login, a phone.
    const path_ = new URL(link).pathname;
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto(path_);
      await page.getByText('Statement for Shree Textiles').waitFor();
      await page.getByText('₹2,707.50 due from you').waitFor();
      await page.getByText('54.860 KG due to you').waitFor();
      await page.getByText('Out Slip SL-3').waitFor();
      expect(await page.getByRole('link', { name: 'Entries' }).count()).toBe(0);
      const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
      expect(pdfText(pdf.file)).toContain('₹2,707.50 due from you');
      await captureScreen(page, 'shared-statement');
    });

    // The owner withdraws the party's links: the page says the link is gone.
    await suite.withPage(async (page) => {
      await loginAs(page, present(seller, 'the owner from the first step'));
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/party/${partyId}`);
      await selectMonth(page, 'April 2026');
      await page.getByRole('button', { name: 'Share' }).click();
      const share = page.getByRole('dialog', { name: /^Share Shree Textiles/ });
      await share.getByText('2× · last').waitFor(); // the page and its PDF
      await share.getByRole('button', { name: 'Withdraw all links' }).click();
      await page.getByRole('dialog', { name: 'Withdraw all links' }).getByRole('button', { name: 'Withdraw' }).click();
      await share.getByText('1 link withdrawn.').waitFor();
      await share.getByTestId('share-links').getByText('Withdrawn').waitFor();
    });
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto(path_);
      await page.getByText('Statement not available').waitFor();
      await page.getByText('This statement link has expired or was withdrawn. Ask the sender for a new one.').waitFor();
    });
  });
});
