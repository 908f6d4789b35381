// Where an In Slip's goods went (issue 30, part 2: ITC-04 Tables 5B and 5C) at 375 px: on one In Slip from Ganesh
// Extrusions the owner picks "On to another job worker", is told to choose the job worker when saving without one
// (nothing saved; Ganesh itself is not offered), picks Hari Polymers and saves; on a second, "Sold from the job
// worker's premises", typing our invoice number and date key by key. The ITC-04 JSON then has them in table5B and
// table5C, not in table5A. Screenshots of the drawer with the refusal and with the sale's fields.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, jobWorkerWithTwoOutSlips } from './support/accounts';
import { captureScreen, field } from './support/browser';
import { choose, downloadItc04Json, fillSlip, openAddEntry, save } from './support/ledger-ui';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-onward-'));

describe('where an In Slip\'s goods went', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('on to another job worker (5B) and sold from the job worker\'s premises (5C), typed at 375 px, in the ITC-04 JSON', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize({ width: 375, height: 812 });
      // FY 2026-27 Q1: SL-1 100 KG and SL-2 60 KG out to Ganesh. SL-3 (70 KG, no loss) went on to Hari: 70 of SL-1 in
      // Table 5B. SL-4 (50 KG) sold from Ganesh's premises: FIFO 30 of SL-1 and 20 of SL-2 in Table 5C.
      const { party } = await jobWorkerWithTwoOutSlips(suite.app, owner);
      await apiAs(suite.app, owner, '/party/add/v1', { name: 'Hari Polymers', contact: { state: '24' } });

      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Ganesh Extrusions' }).waitFor();
      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Pipe', date: '2026-05-04', gross: '70', workRate: '2', loss: '0', expectSlipNo: '3' });
      let drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await choose(drawer, 'Goods Went', 'On to another job worker (5B)');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.getByText('Choose the job worker the goods were sent on to').waitFor();
      expect(await drawer.isVisible()).toBe(true);
      // The slip's own party is not offered.
      await field(drawer, 'Sent On To').click();
      await page.getByRole('option', { name: 'Hari Polymers', exact: true }).waitFor();
      expect(await page.getByRole('option', { name: 'Ganesh Extrusions', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await captureScreen(page, 'onward-5b-refused');

      await page.setViewportSize({ width: 375, height: 812 });
      await choose(drawer, 'Sent On To', 'Hari Polymers');
      await save(page, 'Add In Slip');
      await page.getByText('In Slip SL-3 saved').waitFor({ state: 'hidden', timeout: 15_000 });

      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Pipe', date: '2026-06-12', gross: '50', workRate: '2', loss: '0', expectSlipNo: '4' });
      drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await choose(drawer, 'Goods Went', "Sold from job worker's premises (5C)");
      await field(drawer, 'Our Sale Invoice No.').pressSequentially('INV/26-27/9');
      const invoiceDate = field(drawer, 'Sale Invoice Date');
      await invoiceDate.pressSequentially('12-06-2026');
      await invoiceDate.press('Tab');
      await captureScreen(page, 'onward-5c-sold');
      await page.setViewportSize({ width: 375, height: 812 });
      await save(page, 'Add In Slip');

      const json = await downloadItc04Json(page, dir);
      const desc = 'HDPE Pipe (HSN 3917)';
      expect(json.table5A).toEqual([]);
      expect(json.table5B).toEqual([{ ctin: '27AAPFU0939F1ZV', jw_stcd: '27', flag: 'N', items: [
        { o_chnum: 'DC/2026-27/1', o_chdt: '02-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '04-05-2026', uqc: 'KGS', qty: 70, desc },
      ] }]);
      expect(json.table5C).toEqual([{ ctin: '27AAPFU0939F1ZV', jw_stcd: '27', flag: 'N', items: [
        { o_chnum: 'DC/2026-27/1', o_chdt: '02-04-2026', inum: 'INV/26-27/9', idt: '12-06-2026', uqc: 'KGS', qty: 30, desc },
        { o_chnum: 'DC/2026-27/2', o_chdt: '03-04-2026', inum: 'INV/26-27/9', idt: '12-06-2026', uqc: 'KGS', qty: 20, desc },
      ] }]);
    });
  });
});
