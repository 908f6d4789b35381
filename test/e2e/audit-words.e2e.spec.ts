// One name for each document on the audit screens, in a real browser (issue 25, items 10 and 15): a Received
// Challan is "Received Challan" and a Delivery Challan "Delivery Challan" in Activity, in the history drawer
// and in As of…, in English and in Hindi; no event shows its raw type (ProductGstSet); the Verify line names
// who asked in the screen's language. Screenshots of Activity at 1280 and 375 px in both languages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entryKindName } from '@ledger/contract';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen, field } from './support/browser';

/** A raw event type as the log stores it: two or more capitalised words run together (ProductGstSet, BillAdded). */
const RAW_TYPE = /\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/;

/** Every Activity row's first line (what happened). */
async function activityLines(page: Page): Promise<string[]> {
  await page.getByTestId('activity-row').first().waitFor();
  return page.getByTestId('activity-row').locator('p:first-child').allTextContents();
}

/** Yesterday in Asia/Kolkata as DD-MM-YYYY: a moment before anything in this company was recorded. */
function yesterdayDmy(): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 86_400_000));
  return iso.split('-').reverse().join('-');
}

describe('the audit trail names documents as the ledger does', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('Activity, history and As of… call a Received Challan a Received Challan, in English and Hindi', async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Textiles' });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      // A product with its HSN code and value rate: the log records ProductGstSet beside ProductAdded.
      const pipe = (await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '150' })).id;
      const challan = { subPartyId: sub.id, productId: pipe, issueDate: '2026-04-14', quantity: '3.000', workRate: '2.00' };
      await apiAs(suite.app, owner, '/outwardJobWorkBill/add/v2', { ...challan, fullBillNo: 'RC-1' });
      await apiAs(suite.app, owner, '/inwardJobWorkBill/add/v2', { ...challan, fullBillNo: 'DC-1' });

      // Activity: newest first; no raw type anywhere.
      await page.goto('/activity');
      const english = await activityLines(page);
      expect(english.slice(0, 2)).toEqual(['Delivery Challan added', 'Received Challan added']);
      expect(english).toContain('Product HSN code and value rate set');
      expect(english.filter((line) => RAW_TYPE.test(line))).toEqual([]);
      await captureScreen(page, 'audit-activity-en');

      // The Received Challan's history, from its Activity row.
      await page.getByTestId('activity-row').nth(1).getByRole('button', { name: 'History' }).click();
      const drawer = page.getByRole('dialog', { name: 'History · Received Challan · Shree Textiles' });
      await drawer.getByTestId('history-event').first().waitFor();
      expect(await drawer.getByTestId('history-event').locator('.mantine-Timeline-itemTitle').allTextContents()).toEqual(['Received Challan added']);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // As of yesterday: the party did not exist; both challans are listed as recorded since.
      await page.goto(`/party/${party.id}`);
      await page.getByRole('button', { name: 'As of…' }).click();
      const dialog = page.getByRole('dialog');
      const date = field(dialog, 'Date');
      await date.clear();
      await date.pressSequentially(yesterdayDmy());
      await field(dialog, 'Time (IST)').click();
      await dialog.getByRole('button', { name: 'Show' }).click();
      await dialog.getByTestId('as-of-result').waitFor();
      const between = (await dialog.getByTestId('as-of-between').allTextContents()).map((line) => line.replace(/^.* · /, '').replace(/History$/, ''));
      expect(between).toEqual(expect.arrayContaining(['Received Challan added (dated 14-04-2026)', 'Delivery Challan added (dated 14-04-2026)']));
      expect(between.filter((line) => RAW_TYPE.test(line))).toEqual([]);
      await page.keyboard.press('Escape');

      // Verify: who asked, in words.
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Verify now' }).click();
      await page.getByTestId('verify-result').getByText(`asked by owner ${owner.mobileNo}`, { exact: false }).waitFor({ timeout: 30_000 });

      // The same in Hindi.
      await page.evaluate(() => localStorage.setItem('ledger.language', 'hi'));
      await page.goto('/activity');
      const hindi = await activityLines(page);
      // Each challan by its one name (@ledger/contract entryKinds.ts).
      const [delivery, received] = [entryKindName('INWARD_JOBWORK_BILL', 'hi'), entryKindName('OUTWARD_JOBWORK_BILL', 'hi')];
      expect(hindi.slice(0, 2)).toEqual([`${delivery}: एंट्री जोड़ी गई`, `${received}: एंट्री जोड़ी गई`]);
      expect(hindi).toContain('प्रोडक्ट का HSN कोड और वैल्यू रेट दर्ज किया गया');
      expect(hindi.filter((line) => RAW_TYPE.test(line))).toEqual([]);
      await captureScreen(page, 'audit-activity-hi');
      await page.getByTestId('activity-row').nth(1).getByRole('button', { name: 'इतिहास' }).click();
      const hiDrawer = page.getByRole('dialog', { name: `इतिहास · ${received} · Shree Textiles` });
      await hiDrawer.getByText(`${received}: एंट्री जोड़ी गई`).waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/settings');
      const verifyLine = page.getByTestId('verify-result').getByText(`मालिक ${owner.mobileNo} के कहने पर`, { exact: false });
      await verifyLine.waitFor();
      expect(await verifyLine.textContent()).not.toMatch(/owner/);
    });
  });
});
