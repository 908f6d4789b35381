// The job worker's own challan at 375 px (issue 30, part 1): typed key by key on an In Slip, refused while it is dated
// after the slip (the message under the field, nothing saved), then saved; the statement's slip row shows it, and
// ITC-04 Table 5A's JSON names it for both of our Out Slips the In Slip returned (the second in part), with the losses
// and wastes. Screenshots of the drawer with the refusal, and of the statement row.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { jobWorkerWithTwoOutSlips } from './support/accounts';
import { captureScreen, field } from './support/browser';
import { choose, downloadItc04Json, fillSlip, openAddEntry, save } from './support/ledger-ui';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-job-worker-challan-'));

describe("the job worker's challan", { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('typed on an In Slip at 375 px, refused after the slip date, shown on the statement and named in Table 5A', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize({ width: 375, height: 812 });
      // FY 2026-27 Q1: SL-1 100 KG and SL-2 60 KG out; SL-3 typed below: net 130 − rejected 2 = 128, loss 1 %: 1.280,
      // effective 126.720 → all 100 of SL-1 and 26.720 of SL-2. Declared 128.000, losses 1.280 + 2.000 = 3.280, shared:
      //   SL-1 128 × 100 / 126.72 = 101.010, losses 3.28 × 100 / 126.72 = 2.588; SL-2 26.990, losses 0.692.
      const { party } = await jobWorkerWithTwoOutSlips(suite.app, owner);

      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Ganesh Extrusions' }).waitFor();
      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Pipe', date: '2026-05-04', gross: '130', rejected: '2', workRate: '2', loss: '1', expectSlipNo: '3' });
      const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await field(drawer, "Job Worker's Challan No.").pressSequentially('GE/55');
      const theirDate = field(drawer, "Job Worker's Challan Date");
      await theirDate.pressSequentially('05-05-2026');
      await theirDate.press('Tab');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.getByText("The job worker's challan date cannot be after this document's date (04-05-2026)").waitFor();
      expect(await drawer.isVisible()).toBe(true);
      await captureScreen(page, 'job-worker-challan-refused');

      await page.setViewportSize({ width: 375, height: 812 });
      await theirDate.fill('');
      await theirDate.pressSequentially('02-05-2026');
      await theirDate.press('Tab');
      await save(page, 'Add In Slip');

      // At 375 px the months are a select.
      await choose(page, 'Month', 'May 2026');
      await page.getByText("Job worker's challan GE/55, 02-05-2026").waitFor();
      await page.getByText('In Slip SL-3 saved').waitFor({ state: 'hidden', timeout: 15_000 });
      await captureScreen(page, 'job-worker-challan-statement');

      await page.setViewportSize({ width: 375, height: 812 });
      const json = await downloadItc04Json(page, dir);
      const desc = 'HDPE Pipe (HSN 3917)';
      expect(json.table5A.flatMap((w) => w.items)).toEqual([
        { o_chnum: 'DC/2026-27/1', o_chdt: '02-04-2026', jw2_chnum: 'GE/55', jw2_chdt: '02-05-2026', uqc: 'KGS', qty: 101.01, desc, lwuqc: 'KGS', lwqty: 2.588 },
        { o_chnum: 'DC/2026-27/2', o_chdt: '03-04-2026', jw2_chnum: 'GE/55', jw2_chdt: '02-05-2026', uqc: 'KGS', qty: 26.99, desc, lwuqc: 'KGS', lwqty: 0.692 },
      ]);
    });
  });
});
