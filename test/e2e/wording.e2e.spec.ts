// Wording the owner understands (issue 25, item 17). The worked example's April closes at −54.860 KG and
// ₹2,707.50 (shared/design/ledger-rules.md); every place that shows it reads it one way, by side and without
// a sign: the party header, the statement, its print, its PDF, the ledger (screen and PDF) say "To give
// 54.860 KG" and "To receive ₹2,707.50", red and green; the party's shared page says the same sides to the
// party ("54.860 KG due to you", "₹2,707.50 due from you"); Hindi reads "54.860 KG देना है". Rates read
// "@ ₹12.50/KG", a count reads as a count, burn loss is signed alike on screen and in print, each document's
// number field is named after it, and the Entries burn loss column says how it is computed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, enterWorkedApril } from './support/accounts';
import { answer, captureScreen, errorUnder, field, holdAnswers, PHONE } from './support/browser';
import { choose, headerFigures, openAddEntry, selectMonth } from './support/ledger-ui';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-wording-'));
const GREEN = 'rgb(30, 122, 52)'; // web/src/lib/colors.ts POSITIVE_COLOR
const RED = 'rgb(201, 42, 42)'; // Mantine red.9, NEGATIVE_COLOR

/** The worked example's April balances as the owner reads them. */
const OWNER = { quantity: { side: 'give', text: 'To give 54.860 KG' }, amount: { side: 'receive', text: 'To receive ₹2,707.50' } };

async function reading(locator: Locator): Promise<{ side: string | null; text: string; color: string }> {
  return {
    side: await locator.getAttribute('data-side'),
    text: ((await locator.textContent()) ?? '').trim(),
    color: await locator.evaluate((el) => getComputedStyle(el).color),
  };
}

async function downloaded(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');

describe('one reading of a balance, a rate, a count and a number field', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('the worked example reads the same side and figure on the header, statement, print, PDF, ledger and shared page', async () => {
    let token = '';
    await suite.asNewOwner(async (page, owner) => {
      const { partyId } = await enterWorkedApril(suite.app, owner);
      await page.goto(`/party/${partyId}`);
      await page.getByTestId('closing-quantity').waitFor();

      // April chosen on a slow line: until its statement arrives the month shown before stays, dimmed and marked busy
      // (the header's figures and the statement), and is not printed, downloaded or shared as April's.
      const release = await holdAnswers(page, '/party/month/statement/v3');
      await page.getByRole('navigation', { name: 'Months' }).getByRole('button', { name: 'April 2026' }).click();
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(2);
      for (const name of ['Print', 'Download statement']) expect(await page.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
      await release();
      await page.unroute('**/api/party/month/statement/v3');
      await selectMonth(page, 'April 2026');
      expect(await page.getByRole('button', { name: 'Print', exact: true }).isDisabled()).toBe(false);

      // The header and the statement's forward balance: one reading, coloured by side.
      await expect.poll(() => headerFigures(page)).toEqual({ quantity: OWNER.quantity.text, amount: OWNER.amount.text });
      for (const [where, unit] of [['header-quantity', 'quantity'], ['header-amount', 'amount'], ['closing-quantity', 'quantity'], ['closing-amount', 'amount']] as const) {
        const r = await reading(page.getByTestId(where));
        expect({ where, side: r.side, text: r.text }).toEqual({ where, ...OWNER[unit] });
        expect(r.color, where).toBe(unit === 'quantity' ? RED : GREEN);
      }
      expect(await reading(page.getByTestId('opening-quantity'))).toEqual({ side: 'settled', text: 'Settled', color: GREEN });
      expect((await reading(page.getByTestId('opening-amount'))).text).toBe('To receive ₹1,000.00');

      // A rate is labelled as a rate; a count as a count; burn loss taken off, signed.
      const pipe = page.getByRole('article', { name: 'OUT item HDPE Pipe' });
      await pipe.getByText('HDPE Pipe @ ₹12.50/KG', { exact: true }).waitFor();
      await pipe.getByText('Amount @ ₹12.50/KG', { exact: true }).waitFor();
      expect(await page.getByRole('article', { name: 'IN item HDPE Granules' }).getByTestId('item-burn-loss').textContent()).toBe('-3.140');
      const cash = page.getByRole('button', { name: 'Open Cash Received receipts' });
      expect(await cash.textContent()).toContain('1 receipt');
      expect(await cash.textContent()).not.toContain('(1)');
      await page.getByRole('article', { name: 'Sale Bill SB-1' }).getByText('10.000 KG @ ₹2.00 + ₹95.00/KG').waitFor();
      await captureScreen(page, 'wording-party-statement');

      // The printed statement: the same readings and the same signed burn loss.
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const host = page.getByTestId('print-host');
      await host.getByText('HDPE Pipe @ ₹12.50/KG').waitFor({ state: 'attached' });
      const printed = ((await host.textContent()) ?? '').replace(/\s+/g, ' ');
      for (const s of [OWNER.quantity.text, OWNER.amount.text, 'Burn Loss (2%)-3.140', 'Amount @ ₹12.50/KG']) expect(printed, s).toContain(s);
      expect(printed).not.toContain('-54.860');
      expect(await host.locator('[data-side="give"]').first().textContent()).toBe(OWNER.quantity.text);

      // The statement PDF.
      const statementPdf = pdfText(await downloaded(page, async () => {
        await page.getByRole('button', { name: 'Download statement' }).click();
        await page.getByRole('menuitem', { name: 'PDF' }).click();
      }));
      for (const s of ['Forward Balance', OWNER.quantity.text, OWNER.amount.text, 'HDPE Pipe @ ₹12.50/KG', 'Burn Loss (2%)', '-3.140']) expect(statementPdf, s).toContain(s);
      expect(statementPdf).not.toContain('-54.860');

      // Hindi: the same side and figure in Hindi words.
      await page.evaluate(() => localStorage.setItem('ledger.language', 'hi'));
      await page.reload();
      await page.getByRole('navigation', { name: 'महीने' }).getByRole('button', { name: 'अप्रैल 2026' }).click();
      await expect.poll(() => headerFigures(page)).toEqual({ quantity: '54.860 KG देना है', amount: '₹2,707.50 लेना है' });
      expect((await reading(page.getByTestId('header-quantity'))).side).toBe('give');
      await captureScreen(page, 'wording-party-statement-hi');
      await page.evaluate(() => localStorage.setItem('ledger.language', 'en'));
      await page.reload();

      // The ledger over April: the closing card, the last running balance and the PDF.
      await page.goto(`/party/${partyId}/ledger?from=2026-04-01&to=2026-04-30`);
      const closing = page.getByTestId('ledger-closing');
      await closing.getByText(OWNER.quantity.text).waitFor();
      expect(await reading(closing.locator('[data-side]').nth(0))).toEqual({ ...OWNER.quantity, color: RED });
      expect(await reading(closing.locator('[data-side]').nth(1))).toEqual({ ...OWNER.amount, color: GREEN });
      const lastRow = page.getByRole('row').filter({ hasText: 'Sale Bill SB-1' });
      for (const r of Object.values(OWNER)) await lastRow.getByText(r.text).waitFor();
      await captureScreen(page, 'wording-ledger');
      const ledgerPdf = pdfText(await downloaded(page, async () => {
        await page.getByRole('button', { name: 'Download ledger' }).click();
        await page.getByRole('menuitem', { name: 'PDF' }).click();
      }));
      for (const s of ['Closing balance', OWNER.quantity.text, OWNER.amount.text]) expect(ledgerPdf, s).toContain(s);

      ({ token } = await apiAs<{ token: string }>(suite.app, owner, '/party/month/share/add/v1', { partyMonthId: `${partyId}:2026-04` }));
    }, { prepare: async (page) => { await page.addInitScript(() => { window.print = () => {}; }); } });

    // The party's page: the same sides and figures, addressed to the party.
    await suite.withPage(async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/s/${token}`);
      const closing = page.getByTestId('shared-closing');
      await closing.getByText('₹2,707.50 due from you').waitFor();
      const [money, goods] = [closing.locator('[data-side]').nth(0), closing.locator('[data-side]').nth(1)];
      expect(await reading(money)).toEqual({ side: OWNER.amount.side, text: '₹2,707.50 due from you', color: GREEN });
      expect(await reading(goods)).toEqual({ side: OWNER.quantity.side, text: '54.860 KG due to you', color: RED });
      await page.getByText('@ ₹97.00/KG').waitFor();
      const shared = pdfText(await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click()));
      for (const s of ['₹2,707.50 due from you', '54.860 KG due to you']) expect(shared, s).toContain(s);
      await captureScreen(page, 'wording-shared');
    });
  });

  it('each number field is named after its document, on the form and in its check', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await enterWorkedApril(suite.app, owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();
      for (const [item, title, label] of [
        [/^Received Challan/, 'Add Received Challan', 'Challan No.'],
        [/^Delivery Challan/, 'Add Delivery Challan', 'Challan No.'],
        ['Sale Bill', 'Add Sale Bill', 'Bill No.'],
        [/^Out Slip \(goods sent\)/, 'Add Out Slip', 'Slip No.'],
      ] as const) {
        await openAddEntry(page, item);
        const drawer = page.getByRole('dialog', { name: title });
        const input = field(drawer, label);
        await input.waitFor();
        if (label !== 'Slip No.') {
          // The party is the page's; with a product chosen, Save checks the empty number.
          await choose(drawer, 'Product', 'HDPE Pipe');
          await drawer.getByRole('button', { name: 'Save' }).click();
          await expect.poll(() => errorUnder(input)).toBe(`${label.replace(/\.$/, '')} is required`);
        }
        await drawer.getByRole('button', { name: 'Cancel' }).click();
        // A product was chosen: closing asks first (FormDrawer).
        if (label !== 'Slip No.') await answer(page.getByRole('dialog', { name: /^Discard this/ }), 'Discard');
        await drawer.waitFor({ state: 'hidden' });
      }
    }));

  it('the Entries burn loss column says how its figure is computed and how the statement\'s differs', () =>
    suite.asNewOwner(async (page, owner) => {
      await enterWorkedApril(suite.app, owner);
      await page.goto('/entries');
      await choose(page, 'Month', 'April 2026');
      await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe('3 entries');
      const header = page.getByRole('columnheader', { name: 'Burn loss Quantity' }).locator('span[tabindex]');
      expect(await header.getAttribute('tabindex')).toBe('0'); // reachable by keyboard; its text is its aria-description
      await header.hover();
      const tip = page.getByRole('tooltip');
      await tip.waitFor();
      const text = (await tip.textContent()) ?? '';
      expect(text).toContain("each slip's burn loss is loss % × gross quantity ÷ 100");
      expect(text).toContain("The party statement's burn loss is the item's: its net total × loss % ÷ 100");
      expect(await header.getAttribute('aria-description')).toBe(text);
      await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.screenshot({ path: 'test-results/screenshots/wording-entries-burn-loss-tooltip-1280x800.png' });
    }));
});
