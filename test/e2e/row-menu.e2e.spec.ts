// One row-actions menu per list (issue 28, "render less"; web/src/components/ui/RowMenu.tsx): each row draws only
// its "…" button, and the list's one menu opens for the clicked row. It must stay what a Menu per row was: the
// row's button opens it (click, Enter, Space), the arrow keys move among its items, Esc closes it and gives focus
// back to that button, a second row's button opens it with that row's items, and one menu is on the page at most.
import { describe, expect, it } from 'vitest';
import { istDate } from '@ledger/contract';
import type { Page } from 'playwright-core';
import { apiAs, defaultSubParty } from './support/accounts';
import { captureScreen } from './support/browser';
import { useBrowserSuite } from './support/suite';

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);

describe('row menus', { timeout: 180_000 }, () => {
  const suite = useBrowserSuite();

  it("when an owner opens a row's menu by keyboard and by click, then it is that row's menu, Esc closes it and focus returns to the row's button", async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
      const sub = await defaultSubParty(suite.app, owner, party.id);
      const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
      const today = istDate(new Date());
      for (const [slipNo, itemType] of [['1', 'OUT'], ['2', 'OUT'], ['3', 'IN']] as const) {
        await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
          itemType, subPartyId: sub.id, productId: product.id, issueDate: today, slipNo, grossQuantity: '10.000', workRate: '1.00', lossPercentage: '0',
        });
      }
      await apiAs(suite.app, owner, '/saleBill/add/v2', { subPartyId: sub.id, productId: product.id, issueDate: today, fullBillNo: 'SB-7', quantity: '10', saleRate: '90', workRate: '2' });
      await page.goto(`/party/${party.id}`);

      // Enter on the slip's button: its menu, with the arrow keys among the items; Esc gives focus back.
      const first = page.getByRole('button', { name: 'Actions for slip SL-1' });
      await first.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Transfer' }).waitFor();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
        'Edit', 'Transfer', 'Print Slip', 'Print Dual Slip', 'Slip PDF', 'Dual Slip PDF', 'Delivery Challan (Rule 55)', 'Delete', 'History',
      ]);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      await captureScreen(page, 'row-menu-slip');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Actions for slip SL-1');
      expect(await first.getAttribute('aria-expanded')).toBe('false');

      // Space opens it again; Esc closes it again.
      await page.keyboard.press('Space');
      await menu.getByRole('menuitem', { name: 'Edit' }).waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Actions for slip SL-1');

      // A click on another row's button: the same menu, for that row (an IN slip has no challan).
      await page.getByRole('button', { name: 'Actions for slip SL-3' }).click();
      await menu.getByRole('menuitem', { name: 'History' }).waitFor();
      expect(await menu.getByRole('menuitem', { name: 'Delivery Challan (Rule 55)' }).count()).toBe(0);
      // Its own button again closes it.
      await page.getByRole('button', { name: 'Actions for slip SL-3' }).click();
      await menu.waitFor({ state: 'detached' });

      // Then a click on a bill's button and one beside the menu, then an item's: one menu at a time, each its row's.
      await page.getByRole('button', { name: 'Actions for Sale Bill SB-7' }).click();
      await menu.getByRole('menuitem', { name: 'Edit' }).waitFor();
      await page.getByRole('button', { name: 'Item actions for HDPE Pipe @ ₹1.00/KG' }).first().click();
      await menu.getByRole('menuitem', { name: 'Add Slip' }).waitFor();
      expect(await page.getByRole('menu').count()).toBe(1);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // Esc at once, before the menu's focus trap has taken the focus (a quick hand, a busy phone; CI on 2026-11-28
      // caught a menu left open so): it closes, stays closed, and the focus stays on the row's button.
      const item = page.getByRole('button', { name: 'Item actions for HDPE Pipe @ ₹1.00/KG' }).first();
      await item.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      // The menu's opening (its transition, then the focus trap's task) is well over by then: it must not open late.
      await page.waitForTimeout(600);
      expect(await menu.count()).toBe(0);
      expect(await item.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedName(page)).toBe('Item actions for HDPE Pipe @ ₹1.00/KG');

      // The second slip's History: the drawer is that slip's.
      await page.getByRole('button', { name: 'Actions for slip SL-2' }).click();
      await menu.getByRole('menuitem', { name: 'History' }).click();
      await page.getByRole('dialog', { name: 'History · Slip SL-2' }).waitFor();
      await page.getByRole('button', { name: 'Close' }).click();

      // The List tab has its own: the bill's row opens Edit on the bill.
      await page.getByRole('tab', { name: 'List' }).click();
      await page.getByRole('button', { name: /^Actions for Sale Bill · HDPE Pipe SB-7$/ }).click();
      await menu.getByRole('menuitem', { name: 'Edit' }).click();
      await page.getByRole('dialog', { name: /Sale Bill/ }).waitFor();
    });
  });

  it("when an owner opens the toolbar's Add Entry and Download menus by keyboard (each loaded on that first Enter), then Esc gives focus back to its button", async () => {
    await suite.asNewOwner(async (page, owner) => {
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Shree Polymers' });
      const screens: Array<[string, string, string]> = [
        [`/party/${party.id}`, 'Add Entry', 'Out Slip'],
        [`/party/${party.id}`, 'Download statement', 'CSV'],
        ['/entries', 'Download entries', 'CSV'],
      ];
      const menu = page.getByRole('menu');
      for (const [path, button, item] of screens) {
        await page.goto(path);
        const target = page.getByRole('button', { name: new RegExp(`^${button}`) }).first();
        // Download is disabled until the month's statement is in, and a disabled button takes no focus (a loaded
        // machine focused it before that, and Enter went to the page). Its menu's code still loads on the first Enter.
        const focusTarget = async () => {
          await expect.poll(() => target.isEnabled(), { message: `${path}: ${button} enabled` }).toBe(true);
          await target.focus();
        };
        await focusTarget();
        await page.keyboard.press('Enter');
        await menu.getByRole('menuitem', { name: new RegExp(`^${item}`) }).first().waitFor();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await expect.poll(() => focusedName(page), { message: `${path}: focus after Esc on the ${button} menu` }).toMatch(new RegExp(`^${button}`));

        // Esc at once after Enter, with the menu loaded, then on a fresh page while its chunk loads: it stays closed,
        // and the focus stays on its button (web/src/components/ui/lazy-menu.tsx, menu-closing.ts).
        for (const when of ['loaded', 'while loading']) {
          if (when === 'while loading') await page.goto(path);
          await focusTarget();
          await page.keyboard.press('Enter');
          await page.keyboard.press('Escape');
          await page.waitForTimeout(600);
          expect(await menu.count(), `${path}: the ${button} menu after Enter and Esc at once, ${when}`).toBe(0);
          expect(await focusedName(page), `${path}: focus after Enter and Esc at once, ${when}`).toMatch(new RegExp(`^${button}`));
        }
      }
    });
  });
});
