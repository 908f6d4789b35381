// GST papers in a real browser (issue 25): the Rule 55 challan asks first when our company has no GSTIN
// or address (a link to Settings → Address and GST, or a challan printed with a warning); the Reports
// screen names each serial missing from ITC-04 Table 4, shows the opening quantity as a lot, and at 375 px
// puts every KG of the ageing on screen; the Activity CSV is named with the Asia/Kolkata date. English
// and Hindi, 1280 and 375 px, with screenshots.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty, type Owner } from './support/accounts';
import { DESKTOP, PHONE, captureScreen, field } from './support/browser';
import { selectMonth } from './support/ledger-ui';
import type { StartedApp } from '../support/app';
import { present } from '../support/present.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-gst-papers-'));
const MONTHS_HI = 'महीने';

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ file: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = path.join(dir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

/** A party with an OUT slip SL-3 in April 2026 (and what else the flow needs). */
async function partyWithOutSlip(app: StartedApp, owner: Owner, opening = '0') {
  const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Ganesh Extrusions', openingReceivableQuantity: opening, contact: { gstin: '27AAPFU0939F1ZV' } });
  const sub = await defaultSubParty(app, owner, party.id);
  const pipe = await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150.50' });
  const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, grossQuantity: string) =>
    apiAs<{ id: string; jobWorkItemId: string }>(app, owner, '/jobWorkItem/slip/add/v2', { itemType, subPartyId: sub.id, productId: pipe.id, issueDate, slipNo, grossQuantity, workRate: '2', lossPercentage: '0' });
  return { partyId: party.id, slip };
}

async function openChallanMenu(page: Page, partyId: string) {
  await page.goto(`/party/${partyId}`);
  await selectMonth(page, 'April 2026');
  await page.getByRole('button', { name: /^Actions for slip (.*-)?3$/ }).first().click();
}

describe('GST papers', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('a challan without our GSTIN and address: asked first, then Settings → Address and GST, or printed with a warning', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const { partyId, slip } = await partyWithOutSlip(suite.app, owner);
      await slip('OUT', '2026-04-15', 3, '296.500');

      // Asked first: no file is made while the dialog waits.
      let files = 0;
      page.on('download', () => { files += 1; });
      await openChallanMenu(page, partyId);
      await page.getByRole('menuitem', { name: 'Delivery Challan (Rule 55)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your GSTIN and address are missing' });
      await dialog.getByText('Missing now: GSTIN and address.').waitFor();
      await captureScreen(page, 'challan-company-details');
      expect(files).toBe(0);

      // Printed with a warning the owner chose: every copy says what it lacks.
      const warned = await downloaded(page, () => dialog.getByRole('button', { name: 'Print with a warning' }).click());
      await dialog.waitFor({ state: 'hidden' });
      const text = pdfText(warned.file);
      expect(text).not.toContain('unregistered');
      expect(text.split('GSTIN: NOT GIVEN').length - 1).toBe(3);
      expect(text).toContain('this challan was printed without the GSTIN and address, as confirmed');

      // Or to Settings → Address and GST, scrolled to and focused; the GSTIN and address typed key by key.
      await openChallanMenu(page, partyId);
      await page.getByRole('menuitem', { name: 'Delivery Challan (Rule 55)' }).click();
      await dialog.getByRole('link', { name: 'Open Address and GST' }).click();
      await page.waitForURL('**/settings#address-and-gst');
      const form = page.getByRole('form', { name: 'Address and GST' });
      await expect.poll(() => form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
      await field(form, 'Address').pressSequentially('Ring Road, Surat');
      await field(form, 'GSTIN').pressSequentially('24AAACC1206D1ZM');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Address and GST saved.').waitFor();

      // Now the challan prints at once, with them.
      await openChallanMenu(page, partyId);
      const plain = await downloaded(page, () => page.getByRole('menuitem', { name: 'Delivery Challan (Rule 55)' }).click());
      expect(await dialog.count()).toBe(0);
      const good = pdfText(plain.file);
      expect(good).toContain('GSTIN: 24AAACC1206D1ZM');
      expect(good).toContain('Ring Road, Surat');
      expect(good).not.toContain('WARNING');
    });
  });

  it('in Hindi: the question and the Reports screen', async () => {
    await suite.asNewOwner(async (page, owner) => {
      // Opening +40.000 (our goods with the party, nothing back yet): a lot of its own on Reports.
      const { partyId, slip } = await partyWithOutSlip(suite.app, owner, '40');
      await slip('OUT', '2026-04-15', 3, '100');
      await page.evaluate(() => localStorage.setItem('ledger.language', 'hi'));
      await openChallanMenuHi(page, partyId);
      const dialog = page.getByRole('dialog', { name: 'आपका GSTIN और पता नहीं है' });
      await dialog.getByText('अभी नहीं है: GSTIN और पता।', { exact: false }).waitFor();
      await captureScreen(page, 'hi-challan-company-details');
      await page.keyboard.press('Escape');
      await page.goto('/reports');
      await page.getByText('शुरुआती मात्रा').first().waitFor();
      await captureScreen(page, 'hi-reports-ageing');
    });
  });

  it('Reports: the opening quantity settled first, every KG on screen at 375 px, each serial missing from Table 4 named', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await apiAs(suite.app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' });
      // Opening −40.000 (the party's goods with us); OUT SL-3 100 settles them and leaves 60 of ours;
      // OUT SL-4 (DC/2026-27/2) is deleted; OUT SL-5 20 (DC/2026-27/3). Balance −40 + 100 + 20 = 80.
      const { slip } = await partyWithOutSlip(suite.app, owner, '-40');
      await slip('OUT', '2026-04-15', 3, '100');
      const sl4 = await slip('OUT', '2026-04-20', 4, '10');
      await apiAs(suite.app, owner, '/jobWorkItem/slip/delete/v2', { id: sl4.id, jobWorkItemId: sl4.jobWorkItemId, itemType: 'OUT' });
      await slip('OUT', '2026-05-02', 5, '20');

      // At 375 px every KG of the ageing (four buckets and the total) is on the screen, the page no wider
      // than the phone.
      await page.setViewportSize(PHONE);
      await page.goto('/reports');
      await page.getByText('Ganesh Extrusions', { exact: false }).first().waitFor();
      const kgs = page.getByText(/^[\d,]+\.\d{3}( KG)?$/);
      await expect.poll(() => kgs.count()).toBeGreaterThanOrEqual(5);
      for (const kg of await kgs.all()) {
        const box = present(await kg.boundingBox(), `a box for ${await kg.textContent()}`);
        expect(box.x + box.width, `${await kg.textContent()} at x = ${box.x}`).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.getByTestId('ageing-cards').getByText('Ganesh Extrusions · HDPE Pipe').waitFor();

      // At 1280 px the table; the ITC-04 section for FY 2026-27 Q1 says why DC/2026-27/2 is not in Table 4.
      await page.setViewportSize(DESKTOP);
      await page.getByRole('row', { name: /^Ganesh Extrusions HDPE Pipe Our goods with the party .* 80.000 / }).waitFor();
      const check = page.getByTestId('itc04-check');
      await check.getByText('Table 4: 2 challans · Table 5A: 0 rows · Table 5B: 0 · Table 5C: 0, 01-04-2026 to 30-06-2026.').waitFor();
      await check.getByText('DC/2026-27/2: its document was deleted (a serial is never given again).').waitFor();
      await captureScreen(page, 'reports-ageing');
    });
  });

  it('the Activity CSV is named with the Asia/Kolkata date: at 01:05 IST on 26-11-2026 it is 2026-11-26', async () => {
    await suite.asNewOwner(async (page) => {
      await page.clock.setFixedTime(new Date('2026-11-25T19:35:00Z'));
      await page.goto('/activity');
      const { name } = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
      expect(name).toBe('activity-2026-11-26.csv');
    });
  });
});

async function openChallanMenuHi(page: Page, partyId: string) {
  await page.goto(`/party/${partyId}`);
  await page.getByRole('navigation', { name: MONTHS_HI }).getByRole('button', { name: 'अप्रैल 2026' }).click();
  await page.getByRole('button', { name: /^स्लिप (.*-)?3 के कार्य$/ }).first().click();
  await page.getByRole('menuitem', { name: 'डिलीवरी चालान (नियम 55)' }).click();
}
