// GST paperwork in a real browser (issue 15): a product's HSN code and value rate in its drawer; the
// dashboard's Section 143 card; the Reports screen (ageing, Section 143, ITC-04 Excel); an OUT slip's
// Rule 55 delivery challan PDF in three copies. At 1280 and 375 px, with screenshots. The Tally file for the CA
// (Reports, at 375 px).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen, field } from './support/browser';
import { choose, selectMonth } from './support/ledger-ui';
import { present } from '../support/present.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-gst-'));

async function downloaded(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

describe('GST paperwork', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('HSN and value rate, the Section 143 card, the reports, ITC-04 and the delivery challan', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await apiAs(suite.app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' });
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Ganesh Extrusions', contact: { gstin: '27AAPFU0939F1ZV' } });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      await apiAs(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });

      // The product's HSN code (saved alone: the value rate may stay empty), then its value rate.
      await page.goto('/product');
      await page.getByRole('button', { name: /^Edit HDPE Pipe/ }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Update Product' });
      await field(drawer, 'HSN Code').fill('3917');
      await field(drawer, 'HSN Code').press('Enter');
      await drawer.getByText('Value Rate is required').waitFor({ state: 'detached', timeout: 1 }).catch(() => {});
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Edit HDPE Pipe/ }).first().click();
      await field(drawer, 'Value Rate (₹/KG)').fill('120.50');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      const [pipe] = await apiAs<Array<{ id: string; hsn: string; valueRate: string }>>(suite.app, owner, '/product/list/v1', {});
      expect([pipe.hsn, pipe.valueRate]).toEqual(['3917', '120.50']);

      // Goods sent over a year ago (today is 2026-11-23 or later), and some sent 350 days before today.
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, kg: string) =>
        apiAs<{ id: string }>(suite.app, owner, '/jobWorkItem/slip/add/v2', { itemType, subPartyId: sub.id, productId: pipe.id, issueDate, slipNo, grossQuantity: kg, workRate: '2', lossPercentage: '0' });
      await slip('OUT', day(400), 1, '100');
      await slip('IN', day(380), 2, '30');
      await slip('OUT', day(350), 3, '25');

      await page.goto('/');
      const card = page.getByRole('region', { name: 'Section 143' });
      await card.getByText('1 past their limit (70.000 KG): they count as supplied. 1 reach their limit within 30 days (25.000 KG).').waitFor();
      await captureScreen(page, 'dashboard-section-143');
      await card.getByRole('link', { name: 'See the ageing report' }).click();
      await page.waitForURL('**/reports');
      await page.getByTestId('section-143').getByText('Past 1 year').waitFor();
      await page.getByRole('cell', { name: '95.000' }).waitFor();
      // The filing sections (their own chunk) under the report.
      await page.getByRole('heading', { name: 'ITC-04' }).waitFor();
      await captureScreen(page, 'reports');

      // ITC-04 for the financial year of the first slip.
      const sentOn = day(400);
      const fy = Number(sentOn.slice(0, 4)) - (sentOn.slice(5) < '04-01' ? 1 : 0);
      const month = Number(sentOn.slice(5, 7));
      const quarter = month >= 4 && month <= 6 ? 'Q1' : month <= 9 && month >= 7 ? 'Q2' : month >= 10 ? 'Q3' : 'Q4';
      await choose(page, 'Financial year', `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`);
      await choose(page, 'Period', { Q1: 'Q1 (Apr–Jun)', Q2: 'Q2 (Jul–Sep)', Q3: 'Q3 (Oct–Dec)', Q4: 'Q4 (Jan–Mar)' }[quarter]);
      const file = await downloaded(page, () => page.getByRole('button', { name: 'Excel' }).click());
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const t4 = present(wb.getWorksheet('Table 4'), 'the sheet Table 4');
      expect((t4.getRow(5).values as unknown[]).slice(1, 8)).toEqual([
        '27AAPFU0939F1ZV', `DC/${fy}-${String((fy + 1) % 100).padStart(2, '0')}/1`, new Date(`${sentOn}T00:00:00Z`), 'HDPE Pipe (HSN 3917)', 'KGS', 100, 12050,
      ]);

      // The OUT slip's delivery challan, three copies.
      await page.goto(`/party/${party.id}`);
      const d = new Date(`${day(350)}T00:00:00Z`);
      await selectMonth(page, d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
      await page.getByRole('button', { name: /^Actions for slip (.*-)?3$/ }).first().click();
      const pdf = await downloaded(page, () => page.getByRole('menuitem', { name: 'Delivery Challan (Rule 55)' }).click());
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      for (const s of ['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNOR', 'GSTIN: 27AAPFU0939F1ZV', '3917', '25.000', '₹3,012.50']) {
        expect(text, s).toContain(s);
      }
    });
  });

  it('at 375 px, the CA\'s Tally file of a month: chosen, downloaded, and its vouchers as the statement has them', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Ganesh & Sons', openingReceivableAmount: '100000.50' });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
      await apiAs(suite.app, owner, '/saleBill/add/v2', { subPartyId: sub.id, productId: product.id, issueDate: '2026-11-02', fullBillNo: 'SB-7', quantity: '10.000', workRate: '2.00', saleRate: '95.00' });
      await apiAs(suite.app, owner, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '500.25', issueDate: '2026-11-03' });

      await page.goto('/reports');
      const tally = page.getByRole('region', { name: 'Tally file for your CA' });
      await tally.waitFor();
      await choose(tally, 'Financial year', '2026-27');
      await choose(tally, 'Period', 'November 2026');
      await tally.scrollIntoViewIfNeeded();
      await captureScreen(page, 'reports-tally-375');
      const file = await downloaded(page, () => tally.getByRole('button', { name: 'Download Tally XML' }).click());
      expect(path.basename(file)).toBe('Tally-2026-27-NOV.xml');
      type Entry = { LEDGERNAME: string; AMOUNT: string };
      const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (n) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(n) }).parse(fs.readFileSync(file, 'utf8')) as {
        ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: Array<{ VOUCHER?: { VOUCHERTYPENAME: string; DATE: string; 'ALLLEDGERENTRIES.LIST': Entry[] }; LEDGER?: { '@_NAME': string; OPENINGBALANCE?: string } }> } } } };
      };
      const messages = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
      expect(messages.flatMap((m) => (m.VOUCHER ? [[m.VOUCHER.DATE, m.VOUCHER.VOUCHERTYPENAME, ...m.VOUCHER['ALLLEDGERENTRIES.LIST'].map((e) => `${e.LEDGERNAME} ${e.AMOUNT}`)]] : []))).toEqual([
        ['20261102', 'Sales', 'Ganesh & Sons -970.00', 'Sales 970.00'],
        ['20261103', 'Receipt', 'Ganesh & Sons 500.25', 'Cash -500.25'],
      ]);
      expect(messages.find((m) => m.LEDGER?.['@_NAME'] === 'Ganesh & Sons')?.LEDGER?.OPENINGBALANCE).toBe('-100000.50');
    });
  });
});
