// Debit and Credit Notes in the browser (issue 27 item 6; ledger rules, "Debit and credit notes"): an owner adds a
// debit note from the party page, typed key by key in an en-US Chromium (Indian grouping, the slip it adjusts picked
// from the party's documents), sees it in the Outgoing column with the balance raised, reads it in its list with its
// number, reason and link, corrects it, and deletes it; Esc with typed work asks first. At 1280 and 375 px.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty } from './support/accounts';
import { answer, captureScreen, errorUnder, field } from './support/browser';
import { headerFigures, openAddEntry, typeDate } from './support/ledger-ui';

function recordBodies(page: Page, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith(`/api${path}`)) bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return bodies;
}

describe('debit and credit notes', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('when an owner adds a debit note adjusting a slip, then the Outgoing column and the balance show it; it can be corrected and deleted', () =>
    suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', {
        name: 'Gupta Traders', openingReceivableQuantity: '0', openingReceivableAmount: '0',
      });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'OUT', subPartyId: sub?.id, productId: product.id, issueDate: today, slipNo: 7, grossQuantity: '100',
      });
      const adds = recordBodies(page, '/debitNote/add/v1');
      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      expect((await headerFigures(page)).amount).toBe('Settled');

      await openAddEntry(page, /^Debit Note/);
      const drawer = page.getByRole('dialog', { name: 'Add Debit Note' });
      await drawer.waitFor();
      // Save with nothing typed: each required field says so, nothing is sent.
      await drawer.getByRole('button', { name: 'Save' }).click();
      expect(await errorUnder(field(drawer, 'Note No.'))).toBe('Note No is required');
      expect(await errorUnder(field(drawer, 'Reason'))).toBe('Reason is required');
      await field(drawer, 'Note No.').pressSequentially('DN-1');
      await field(drawer, 'Amount (₹)').pressSequentially('1250.5');
      expect(await field(drawer, 'Amount (₹)').inputValue()).toBe('1,250.5');
      await field(drawer, 'Reason').pressSequentially('Shortage beyond burn loss');
      await field(drawer, 'Adjusts').click();
      await page.getByRole('option', { name: /^Out Slip SL-7 · / }).click();
      // Esc with typed work asks; Keep editing keeps it.
      await page.keyboard.press('Escape');
      const asking = page.getByRole('dialog', { name: 'Discard this note?' });
      await asking.waitFor();
      await answer(asking, 'Keep editing');
      expect(await field(drawer, 'Reason').inputValue()).toBe('Shortage beyond burn loss');
      await captureScreen(page, 'notes-add-debit-note');
      // Enter saves.
      await field(drawer, 'Reason').press('Enter');
      await drawer.waitFor({ state: 'hidden' });
      expect(adds).toEqual([expect.objectContaining({ partyId: party.id, fullNoteNo: 'DN-1', amount: '1250.5', reason: 'Shortage beyond burn loss', issueDate: today })]);
      expect(typeof adds[0]?.adjustsId).toBe('string');

      // The Outgoing column holds the note's card; the balance is raised by it.
      const outgoing = page.getByRole('region', { name: 'Outgoing' });
      const card = outgoing.getByRole('button', { name: /Debit Note/ });
      await card.waitFor();
      await expect.poll(async () => (await headerFigures(page)).amount).toBe('To receive ₹1,250.50');
      await captureScreen(page, 'notes-statement');
      await card.click();
      const list = page.getByRole('dialog', { name: 'Debit Note' });
      await list.getByText('DN-1 · Shortage beyond burn loss · Adjusts: Out Slip SL-7 of', { exact: false }).waitFor();

      // Corrected: the amount.
      await list.getByRole('button', { name: 'Edit Debit Note: DN-1' }).click();
      const edit = page.getByRole('dialog', { name: 'Update Debit Note' });
      await field(edit, 'Amount (₹)').fill('');
      await field(edit, 'Amount (₹)').pressSequentially('2,000');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      await list.getByRole('cell', { name: '₹2,000.00' }).first().waitFor();

      // Deleted, after confirming.
      await list.getByRole('button', { name: 'Delete Debit Note: DN-1' }).click();
      await answer(page.getByRole('dialog', { name: /Delete/ }), 'Delete');
      await expect.poll(() => outgoing.getByRole('button', { name: /Debit Note/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await headerFigures(page)).amount).toBe('Settled');
    }));

  it('when a credit note is typed at 375 px, then the form fits the phone and the Incoming column shows it', () =>
    suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Textiles', openingReceivableQuantity: '0', openingReceivableAmount: '500' });
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();
      await openAddEntry(page, /^Credit Note/);
      const drawer = page.getByRole('dialog', { name: 'Add Credit Note' });
      await field(drawer, 'Note No.').pressSequentially('CN-1');
      await field(drawer, 'Amount (₹)').pressSequentially('100');
      await field(drawer, 'Reason').pressSequentially('Rate revision');
      await typeDate(drawer, 'Issue Date', new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('region', { name: 'Incoming' }).getByRole('button', { name: /Credit Note/ }).waitFor();
      await expect.poll(async () => (await headerFigures(page)).amount).toBe('To receive ₹400.00');
      await captureScreen(page, 'notes-credit-phone');
    }));
});
