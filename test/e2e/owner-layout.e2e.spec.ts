// Owner habits on the read screens (issue 12), in an en-US Chromium: on a 375 px phone every row of
// Entries and of the party page's List tab is a card whose quantity and amount are on screen, the party
// page starts with the month's statement (month and sub-party as pickers), and Entries rows say whose
// document they are, with a Sale Bill's amount marked as its sale value.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty, type Owner } from './support/accounts';
import { answer, captureScreen, DESKTOP, PHONE } from './support/browser';
import { choose, toggleChip } from './support/ledger-ui';

/** Right edge of an element, to check it is inside a 375 px screen. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box.x + box.width;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('owner habits on the read screens', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  /** A party with a second sub-party, a slip in each, and a sale bill for Unit 2, all in the current month. */
  async function setup(owner: Owner): Promise<{ partyId: string; today: string }> {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Gupta Traders', openingReceivableQuantity: '0', openingReceivableAmount: '0' });
    const productId = (await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' })).id;
    const defaultSub = await defaultSubParty(suite.app, owner, party.id);
    const unit2 = await apiAs<{ id: string }>(suite.app, owner, '/subParty/add/v1', { partyId: party.id, name: 'Unit 2' });
    const slip = (subPartyId: string | undefined, slipNo: string, gross: string) =>
      apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'OUT', subPartyId, productId, issueDate: today, prefix: 'SL', slipNo, grossQuantity: gross, workRate: '12.5',
      });
    await slip(defaultSub?.id, '1', '1,25,000.5'.replace(/,/g, ''));
    await slip(unit2.id, '2', '98765.25');
    await apiAs(suite.app, owner, '/saleBill/add/v2', { subPartyId: unit2.id, productId, issueDate: today, fullBillNo: 'SB-12', quantity: '10', workRate: '2', saleRate: '95' });
    return { partyId: party.id, today };
  }

  it('when Entries opens on a phone, then each row is a card with its figures on screen, naming the party and sub-party', () =>
    suite.asNewOwner(async (page, owner) => {
      await setup(owner);
      await page.setViewportSize(PHONE);
      await page.goto('/entries');
      await page.getByRole('heading', { name: 'Entries' }).waitFor();
      await toggleChip(page, 'Sale Bill');
      const cards = page.getByRole('list', { name: 'Entries' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(3);
      for (const card of await cards.all()) {
        expect(await rightEdge(card.getByTestId('card-net'))).toBeLessThanOrEqual(PHONE.width);
        expect(await rightEdge(card.getByTestId('card-amount'))).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const unit2Slip = page.getByRole('listitem', { name: 'OUT SL-2' });
      await unit2Slip.getByText('Gupta Traders / Unit 2').waitFor();
      expect(await unit2Slip.getByTestId('card-net').textContent()).toBe('98,765.250 KG');
      expect(await unit2Slip.getByTestId('card-amount').textContent()).toBe('₹12,34,565.63');
      const bill = page.getByRole('listitem', { name: 'Sale Bill SB-12' });
      expect(await bill.getByTestId('card-amount').textContent()).toBe('₹950.00sale value');
      await page.getByTestId('sale-value-note').waitFor();
      // The app shell's navbar slides in when the window widens; let it settle before the desktop shot.
      await page.setViewportSize(DESKTOP);
      // The pointer left where the phone layout had a chip would rest on the navbar's active link.
      await page.mouse.move(DESKTOP.width - 5, DESKTOP.height - 5);
      await page.waitForTimeout(600);
      await captureScreen(page, 'owner-layout-entries');
    }));

  it('when Entries opens on a desktop, then Particulars name the party and the sale bill amount explains its reading', () =>
    suite.asNewOwner(async (page, owner) => {
      await setup(owner);
      await page.setViewportSize(DESKTOP);
      await page.goto('/entries');
      await toggleChip(page, 'Sale Bill');
      const row = page.getByRole('row').filter({ hasText: 'SB-12' });
      await row.getByText('Gupta Traders / Unit 2').waitFor();
      await row.getByText('sale value').hover();
      await page.getByRole('tooltip').getByText('the amount here is the sale value (quantity × sale rate)', { exact: false }).waitFor();
      await page.getByRole('row').filter({ hasText: 'SL-1' }).getByText('Gupta Traders', { exact: true }).waitFor();
    }));

  it('when the party page opens on a phone, then the statement comes first with month and sub-party pickers, and the List tab is cards', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.setViewportSize(PHONE);
      await page.goto(`/party/${partyId}`);
      const firstItem = page.getByRole('article').first();
      await firstItem.waitFor();
      // The statement starts within the first screen, not ~530 px down below the panels.
      const top = (await firstItem.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(top).toBeLessThan(PHONE.height);
      expect(await page.getByRole('navigation', { name: 'Months' }).count()).toBe(0);
      // The sub-party picker narrows the statement.
      await choose(page, 'Sub Party', 'Unit 2');
      await page.waitForURL((url) => url.searchParams.has('subPartyId'));
      await page.getByRole('article', { name: 'OUT item HDPE Granules' }).getByText('Sub Party: Unit 2').waitFor({ state: 'detached' }).catch(() => {});
      await page.setViewportSize(DESKTOP);
      // The pointer left where the phone layout had a chip would rest on the navbar's active link.
      await page.mouse.move(DESKTOP.width - 5, DESKTOP.height - 5);
      await page.waitForTimeout(600);
      await captureScreen(page, 'owner-layout-party');
      await page.setViewportSize(PHONE);

      await page.getByRole('tab', { name: 'List' }).click();
      const cards = page.getByRole('list', { name: 'Statement list' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(2);
      for (const card of await cards.all()) {
        expect(await rightEdge(card.getByText(/₹/).first())).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize(DESKTOP);
      // The pointer left where the phone layout had a chip would rest on the navbar's active link.
      await page.mouse.move(DESKTOP.width - 5, DESKTOP.height - 5);
      await page.waitForTimeout(600);
      await captureScreen(page, 'owner-layout-party-list');
    }));

  it('when a sub-party with documents is deleted, then the dialog says it is archived, and it can be found and restored', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      const subParties = page.getByRole('navigation', { name: 'Sub-parties' });
      await subParties.getByRole('button', { name: 'Unit 2', exact: true }).waitFor();
      await subParties.getByRole('button', { name: 'Edit', exact: true }).click();
      // It has documents, so the row's button and the dialog say Archive (and how to bring it back), never Delete.
      await subParties.getByRole('button', { name: 'Archive sub-party Unit 2', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Archive Sub-Party: Unit 2' });
      await dialog.getByText('Restore under “Show archived”', { exact: false }).waitFor();
      expect(await dialog.getByText("can't undo", { exact: false }).count()).toBe(0);
      await captureScreen(page, 'owner-layout-archive-dialog');
      await answer(dialog, 'Archive');
      await dialog.waitFor({ state: 'hidden' });
      await subParties.getByRole('button', { name: 'Unit 2', exact: true }).waitFor({ state: 'detached' });

      // The closing dialog's overlay fades out first.
      await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
      await subParties.getByRole('switch', { name: 'Show archived (1)' }).check();
      await subParties.getByRole('button', { name: 'Restore sub-party Unit 2' }).click();
      await subParties.getByRole('button', { name: 'Unit 2', exact: true }).waitFor();
      await subParties.getByText('Show archived', { exact: false }).waitFor({ state: 'detached' });
      await page.getByRole('article', { name: 'OUT item HDPE Granules' }).first().waitFor();
    }));
});
