// The QR code on a printed slip and the Scan screen (issue 29, docs/gate.md): the print view of a slip (single and
// dual) carries a QR code; a screenshot of it decodes (jsQR) to a code the Scan screen calls genuine and current;
// one character changed is refused; a code printed before an edit says so; an OUT slip's "Received at gate" opens
// the Add In Slip drawer filled from it. Screenshots at 1280 and 375 px (test-results/screenshots, print/).
import { mkdir } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, enterWorkedApril, type Owner } from './support/accounts';
import { captureScreen, field, PHONE } from './support/browser';
import { selectMonth } from './support/ledger-ui';
import { useBrowserSuite } from './support/suite';

const PRINT_DIR = 'test-results/print';

/** The QR text in a screenshot of `target` as it prints (print media), read by jsQR. */
async function decodePrinted(page: Page, target: Locator, name: string): Promise<string | null> {
  await page.emulateMedia({ media: 'print' });
  try {
    const shot = await target.screenshot({ path: `${PRINT_DIR}/${name}.png` });
    const png = PNG.sync.read(shot);
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

async function scanText(page: Page, text: string): Promise<Locator> {
  await field(page, 'QR code text').fill(text);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const result = page.getByTestId('scan-result');
  await result.waitFor();
  return result;
}

describe('slip QR codes and the Scan screen', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();
  beforeAll(() => mkdir(PRINT_DIR, { recursive: true }));

  it('a printed slip\'s QR code decodes to a code the Scan screen accepts; a tampered one is refused; an OUT slip is received at the gate', () =>
    suite.asNewOwner(async (page, owner: Owner) => {
      const { partyId, sl2 } = await enterWorkedApril(suite.app, owner);
      await page.goto(`/party/${partyId}`);
      await selectMonth(page, 'April 2026');

      // The OUT slip SL-3, printed alone: its QR code and its number under it.
      await page.getByRole('button', { name: 'Actions for slip SL-3' }).click();
      await page.getByRole('menuitem', { name: 'Print Slip' }).click();
      const host = page.getByTestId('print-host');
      await host.locator('svg[aria-label="QR code to check this slip"]').waitFor({ state: 'attached' });
      await expect(host.locator('figcaption').textContent()).resolves.toBe('SL-3');
      const sl3 = await decodePrinted(page, host.locator('.print-slip'), 'slip-qr');
      expect(sl3).toMatch(/^JWL1\.[\w-]{22}\.1\.[\w-]{16}$/);
      expect(await host.locator('.print-qr').getAttribute('data-code')).toBe(sl3);
      await page.getByRole('menuitem', { name: 'Print Slip' }).waitFor({ state: 'detached' });

      // The server unreachable at print time: the page says so in its alert region (no browser alert box), and prints nothing.
      await page.route('**/api/itemSlip/code/get/v1', (route) => route.abort());
      await page.getByRole('button', { name: 'Actions for slip SL-3' }).click();
      await page.getByRole('menuitem', { name: 'Print Slip' }).click();
      const problem = page.getByTestId('problem-alert');
      await problem.waitFor();
      expect(await problem.textContent()).toMatch(/reach the server/i);
      await page.unroute('**/api/itemSlip/code/get/v1');
      await problem.getByRole('button').first().click();
      await problem.waitFor({ state: 'detached' });

      // SL-2 printed dual: both copies carry the same code, each readable.
      await page.getByRole('button', { name: 'Actions for slip SL-2' }).click();
      await page.getByRole('menuitem', { name: 'Print Dual Slip' }).click();
      await host.getByText('Party Copy').waitFor({ state: 'attached' });
      const copies = host.locator('.print-slip');
      expect(await copies.count()).toBe(2);
      const gate = await decodePrinted(page, copies.nth(0), 'dual-slip-qr-gate');
      const partyCopy = await decodePrinted(page, copies.nth(1), 'dual-slip-qr-party');
      expect(gate).toMatch(/^JWL1\./);
      expect(partyCopy).toBe(gate);
      if (!sl3 || !gate) throw new Error('no QR code read');

      // The Scan screen, from the navigation: the decoded text is genuine and current, with the slip as it is.
      await page.getByRole('link', { name: 'Scan' }).click();
      await page.waitForURL((url) => url.pathname === '/scan');
      let result = await scanText(page, sl3);
      expect(await result.getAttribute('data-verdict')).toBe('current');
      await result.getByText('Genuine and current').waitFor();
      await result.getByText('Out Slip SL-3').waitFor();
      await result.getByText('HDPE Pipe').waitFor();
      await result.getByText('99.000 KG').waitFor();
      await captureScreen(page, 'scan-genuine');

      // One character of the seal changed: not genuine, and nothing of the slip shown.
      const last = sl3.at(-1) === 'A' ? 'B' : 'A';
      result = await scanText(page, `${sl3.slice(0, -1)}${last}`);
      await result.getByText('Not genuine').waitFor();
      expect(await result.getAttribute('data-verdict')).toBe('notGenuine');
      expect(await result.getByText('HDPE Pipe').count()).toBe(0);
      await captureScreen(page, 'scan-not-genuine');
      // Not a slip code at all: the server's reason.
      await field(page, 'QR code text').fill('https://example.com/');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByRole('alert').getByText("This is not a slip's QR code").waitFor();

      // SL-2 edited after printing: its printed code says so.
      await apiAs(suite.app, owner, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { grossQuantity: '60' } });
      result = await scanText(page, gate);
      await result.getByText('Genuine, but edited since printing').waitFor();
      await result.getByText('60.000 KG').waitFor();
      // An IN slip is not received at the gate.
      expect(await result.getByRole('button', { name: 'Received at gate' }).count()).toBe(0);

      // The OUT slip comes back: Received at gate opens Add In Slip filled from it (at 375 px).
      await page.setViewportSize(PHONE);
      result = await scanText(page, sl3);
      await result.getByRole('button', { name: 'Received at gate' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await drawer.waitFor();
      expect(await field(drawer, 'Gross (KG)').inputValue()).toBe('100.300');
      expect(await field(drawer, 'Bag (KG)').inputValue()).toBe('0.300');
      expect(await field(drawer, 'Rejected (KG)').inputValue()).toBe('1.000');
      await expect.poll(() => field(drawer, 'Party').inputValue()).toBe('Shree Textiles');
      await expect.poll(() => field(drawer, 'Product').inputValue()).toBe('HDPE Pipe');
      expect(await field(drawer, 'Note').inputValue()).toBe('Received back against Out Slip SL-3');
      await page.screenshot({ path: `test-results/screenshots/scan-received-at-gate-${PHONE.width}x${PHONE.height}.png` });
      // Saved: the drawer closes only when the server has recorded the slip.
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'detached' });
    }, {
      prepare: async (p) => {
        await p.addInitScript(() => {
          window.print = () => {};
        });
      },
    }));
});
