// E-way bill JSON from the Reports screen at 375 px (issue 30, part 3): two OUT slips ticked, the transport
// typed key by key; first refused with the list of what the job worker's details lack, then, with the
// party's PIN in its address, the file downloads and holds the two bills as typed. Screenshots of both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty } from './support/accounts';
import { PHONE, captureScreen, field } from './support/browser';
import { choose } from './support/ledger-ui';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-eway-'));
const schema = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../services/api/src/gst/eway-bill.schema.json'), 'utf8')) as object;

describe('e-way bill JSON', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('two OUT slips, transport typed at 375 px: refused with the list, then the file', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await apiAs(suite.app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat 395002', gstin: '24AAACC1206D1ZM' });
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Ganesh Extrusions', contact: { address: 'MIDC Bhiwandi', gstin: '27AAPFU0939F1ZV' } });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const pipe = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '120.50' });
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const slip = (issueDate: string, slipNo: number, kg: string, bag: string) =>
        apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub.id, productId: pipe.id, issueDate, slipNo, grossQuantity: kg, bagQuantity: bag, workRate: '2', lossPercentage: '2', isLossInclusive: true });
      // Net 1,200.000 − 0.500 = 1,199.500 KG → ₹1,44,539.75; net 80.000 − 0.250 = 79.750 KG → ₹9,609.88 (79.75 × 120.50 = 9,609.875).
      await slip(day(10), 1, '1200', '0.5');
      await slip(day(3), 2, '80', '0.25');

      await page.setViewportSize(PHONE);
      await page.goto('/reports');
      const section = page.getByRole('region', { name: 'E-way bill JSON' });
      await section.getByRole('checkbox', { name: /^DC\/\d{4}-\d{2}\/1 · .* 1,199\.500 KG$/ }).check();
      await section.getByRole('checkbox', { name: /^DC\/\d{4}-\d{2}\/2 · .* 79\.750 KG$/ }).check();
      await choose(page, 'Transport mode', 'Road');
      await field(section, 'Distance (km)').pressSequentially('1,284');
      await field(section, 'Vehicle number').pressSequentially('GJ05 AB 4321');
      await field(section, 'Transporter ID (GSTIN)').pressSequentially('24aaacc1206d1zm');
      await field(section, 'Transporter name').pressSequentially('Surat Roadlines');
      await field(section, 'Transport document number').pressSequentially('LR-901');
      await field(section, 'Transport document date').pressSequentially(`${day(1).slice(8, 10)}-${day(1).slice(5, 7)}-${day(1).slice(0, 4)}`);
      await field(section, 'Transport document date').press('Enter');
      const problems = page.getByTestId('eway-problems');
      await problems.getByText('The e-way bill file was not made: 2 documents need attention').waitFor();
      await expect.poll(() => problems.getByText('Ganesh Extrusions has no PIN: end its address with the 6-digit PIN').count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // Esc closes the date's calendar only: the typed transport stays.
      await field(section, 'Transport document date').press('Escape');
      await expect.poll(() => field(section, 'Vehicle number').inputValue()).toBe('GJ05 AB 4321');
      await problems.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.resolve(import.meta.dirname, '../../test-results/screenshots/eway-refused-375x812.png') });

      // The party's PIN ends its address; the typed transport is still there.
      await apiAs(suite.app, owner, '/party/update/v1', { filter: { id: party.id }, update: { contact: { address: 'MIDC Bhiwandi 421302', gstin: '27AAPFU0939F1ZV' } } });
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download JSON (2)' }).click()]);
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      expect(download.suggestedFilename()).toMatch(/^EWB-24AAACC1206D1ZM-\d{4}-\d{2}-\d{2}\.json$/);
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { billLists: Array<Record<string, unknown> & { itemList: Array<Record<string, unknown>> }> };
      const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(json.billLists.map((b) => [b.supplyType, b.subSupplyType, b.docType, b.fromPincode, b.toPincode, b.fromStateCode, b.toStateCode, b.transMode, b.transDistance, b.vehicleNo, b.transporterId, b.transporterName, b.transDocNo, b.totalValue, b.itemList[0]?.quantity]))
        .toEqual([
          ['O', 4, 'CHL', 395002, 421302, 24, 27, 1, 1284, 'GJ05AB4321', '24AAACC1206D1ZM', 'Surat Roadlines', 'LR-901', 144539.75, 1199.5],
          ['O', 4, 'CHL', 395002, 421302, 24, 27, 1, 1284, 'GJ05AB4321', '24AAACC1206D1ZM', 'Surat Roadlines', 'LR-901', 9609.88, 79.75],
        ]);
      await problems.waitFor({ state: 'detached' });
      await captureScreen(page, 'eway-bill');
    });
  });
});
