// ITC-04 JSON for the GST offline tool from Reports at 375 px (issue 30, part 2): while a product has no
// HSN the screen lists it with a link to fix it and the download waits; with the HSN added, the file
// downloads with its government name and its Table 5A rows: one In Slip returning two of our Out Slips
// (the second in part), matched first in, first out, with its losses and wastes. Screenshots of both.
// (No job worker's challan is recorded here, so 5A names our In Slip, as the Excel does; one recorded is
// job-worker-challan.e2e.spec.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen } from './support/browser';
import { choose } from './support/ledger-ui';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-itc04-json-'));

describe('ITC-04 JSON', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('the missing HSN listed with its link, then the JSON downloaded at 375 px with its 5A rows', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await apiAs(suite.app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' });
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Ganesh Extrusions', contact: { gstin: '27AAPFU0939F1ZV' } });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const pipe = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe', valueRate: '100' });
      const slip = (itemType: 'IN' | 'OUT', issueDate: string, slipNo: number, q: { gross: string; rejected?: string; loss?: string }) =>
        apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
          itemType, subPartyId: sub.id, productId: pipe.id, issueDate, slipNo, grossQuantity: q.gross, rejectedQuantity: q.rejected ?? '0', workRate: '2', lossPercentage: q.loss ?? '0', isLossInclusive: true,
        });
      // FY 2026-27 Q1: SL-1 100 KG and SL-2 60 KG out; SL-3 in: net 130 − rejected 2 = 128, loss 1 %: 1.280, effective
      // 126.720 → all 100 of SL-1 and 26.720 of SL-2. Declared 128.000 and losses 1.280 + 2.000 = 3.280, shared:
      //   SL-1 128 × 100 / 126.72 = 101.010, losses 3.28 × 100 / 126.72 = 2.588; SL-2 26.990, losses 0.692.
      await slip('OUT', '2026-04-02', 1, { gross: '100' });
      await slip('OUT', '2026-04-03', 2, { gross: '60' });
      await slip('IN', '2026-05-04', 3, { gross: '130', rejected: '2', loss: '1' });

      await page.goto('/reports');
      await choose(page, 'Financial year', '2026-27');
      await choose(page, 'Period', 'Q1 (Apr–Jun)');
      const missing = page.getByTestId('itc04-json-missing');
      await missing.getByText('The JSON for the GST offline tool needs 1 more detail:').waitFor();
      const fix = missing.getByRole('link', { name: 'HDPE Pipe has no HSN code' });
      expect(await fix.getAttribute('href')).toBe('/product');
      expect(await page.getByRole('button', { name: 'JSON for the GST offline tool' }).isDisabled()).toBe(true);
      await captureScreen(page, 'itc04-json-missing');

      await apiAs(suite.app, owner, '/product/update/v1', { filter: { id: pipe.id }, update: { name: 'HDPE Pipe', hsn: '3917', valueRate: '100' } });
      await page.reload();
      await choose(page, 'Financial year', '2026-27');
      await choose(page, 'Period', 'Q1 (Apr–Jun)');
      const button = page.getByRole('button', { name: 'JSON for the GST offline tool' });
      await expect.poll(() => button.isEnabled()).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('ITC-04-Gov-24AAACC1206D1ZM-132026.json');
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { table5A: Array<{ ctin: string; items: unknown[] }> };
      const desc = 'HDPE Pipe (HSN 3917)';
      expect(json.table5A).toEqual([{
        ctin: '27AAPFU0939F1ZV', jw_stcd: '27', flag: 'N',
        items: [
          { o_chnum: 'DC/2026-27/1', o_chdt: '02-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '04-05-2026', uqc: 'KGS', qty: 101.01, desc, lwuqc: 'KGS', lwqty: 2.588 },
          { o_chnum: 'DC/2026-27/2', o_chdt: '03-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '04-05-2026', uqc: 'KGS', qty: 26.99, desc, lwuqc: 'KGS', lwqty: 0.692 },
        ],
      }]);
      await captureScreen(page, 'itc04-json-ready');
    });
  });
});
