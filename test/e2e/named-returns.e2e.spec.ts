// Named returns in the In Slip drawer at 375 px (issue 30, part 1): two Out Slips typed, then an In Slip that ticks
// both under "Returns our slips" and types the KG of each key by key (partial: 40 of 100 and 30 of 60). Too many KG
// for SL-2 is refused at that slip's KG with the server's rule; Esc asks before dropping what was typed. ITC-04 Table
// 5A's JSON then shows exactly the names (FIFO alone would have put all 70 on SL-1); the edit shows them ticked and
// takes 20 for SL-2, and a new In Slip's list shows what is left open (SL-1 60, SL-2 40). Deleting SL-1 is refused,
// naming SL-3. Screenshots of the section as offered, of it with the refusal, and of the refused delete.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './support/suite';
import { apiAs } from './support/accounts';
import { answer, captureScreen, errorUnder, field, PHONE } from './support/browser';
import { choose, downloadItc04Json, fillSlip, openAddEntry, save } from './support/ledger-ui';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-named-returns-'));

async function table5A(page: Page): Promise<unknown[]> {
  return (await downloadItc04Json(page, dir)).table5A.flatMap((w) => w.items);
}

describe('named returns in the In Slip drawer', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('ticked and typed at 375 px, refused over the open KG, shown in Table 5A, edited, and keeping SL-1 from deletion', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize(PHONE);
      await apiAs(suite.app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' });
      const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Ganesh Extrusions', contact: { gstin: '27AAPFU0939F1ZV' } });
      await apiAs(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '100' });

      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Ganesh Extrusions' }).waitFor();
      for (const [date, gross, no] of [['2026-04-02', '100', '1'], ['2026-04-03', '60', '2']] as const) {
        await openAddEntry(page, /^Out Slip \(goods sent\)/);
        // The month's first Out Slip starts its item with the rates; the second joins it (its rates read-only).
        await fillSlip(page, 'Add Out Slip', { product: 'HDPE Pipe', date, gross, expectSlipNo: no, ...(no === '1' ? { workRate: '2', loss: '0' } : {}) });
        await save(page, 'Add Out Slip');
      }

      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Pipe', date: '2026-05-04', gross: '70', workRate: '2', loss: '0', expectSlipNo: '3' });
      const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      const section = drawer.getByRole('group', { name: 'Returns our slips' });
      await drawer.getByText('None ticked: the oldest open slips are matched first (FIFO), as always.', { exact: false }).waitFor();
      const sl1 = section.getByRole('checkbox', { name: 'SL-1 of 02-04-2026' });
      const sl2 = section.getByRole('checkbox', { name: 'SL-2 of 03-04-2026' });
      await section.getByText('Challan DC/2026-27/1 · 100.000 KG open').waitFor();
      await section.getByText('Challan DC/2026-27/2 · 60.000 KG open').waitFor();
      await section.evaluate((el) => el.scrollIntoView());
      await captureScreen(page, 'named-returns-offered');
      await page.setViewportSize(PHONE);
      // Keyboard: Space ticks the focused box; its KG field follows.
      await sl1.focus();
      await page.keyboard.press('Space');
      await field(section, 'KG returned of SL-1').pressSequentially('40');
      await sl2.check();
      const kg2 = field(section, 'KG returned of SL-2');
      await kg2.pressSequentially('1000');
      expect(await kg2.inputValue()).toBe('1,000');

      // Esc asks before dropping what was typed, and Keep editing keeps it.
      await page.keyboard.press('Escape');
      const asking = page.getByRole('dialog', { name: 'Discard this slip?' });
      await answer(asking, 'Keep editing');
      await asking.waitFor({ state: 'hidden' });
      expect(await kg2.inputValue()).toBe('1,000');

      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => errorUnder(kg2)).toBe('Slip SL-2 has only 60.000 KG still open');
      expect(await drawer.isVisible()).toBe(true);
      await captureScreen(page, 'named-returns-refused');

      await page.setViewportSize(PHONE);
      await kg2.fill('');
      await kg2.pressSequentially('30');
      await save(page, 'Add In Slip');

      // Table 5A: 40 against DC/2026-27/1 and 30 against DC/2026-27/2, as named (FIFO alone: 70 against the first).
      const desc = 'HDPE Pipe (HSN 3917)';
      expect(await table5A(page)).toEqual([
        { o_chnum: 'DC/2026-27/1', o_chdt: '02-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '04-05-2026', uqc: 'KGS', qty: 40, desc },
        { o_chnum: 'DC/2026-27/2', o_chdt: '03-04-2026', jw2_chnum: 'SL-3', jw2_chdt: '04-05-2026', uqc: 'KGS', qty: 30, desc },
      ]);

      // The edit shows the names ticked with their KG; SL-2 retyped to 20.
      await page.setViewportSize(PHONE);
      await page.goto(`/party/${party.id}`);
      await choose(page, 'Month', 'May 2026');
      await page.getByRole('button', { name: 'Actions for slip SL-3' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Update In Slip' });
      const editSection = edit.getByRole('group', { name: 'Returns our slips' });
      await expect.poll(() => editSection.getByRole('checkbox', { name: 'SL-1 of 02-04-2026' }).isChecked()).toBe(true);
      expect(await editSection.getByRole('checkbox', { name: 'SL-2 of 03-04-2026' }).isChecked()).toBe(true);
      expect(await field(editSection, 'KG returned of SL-1').inputValue()).toBe('40.000');
      const editKg2 = field(editSection, 'KG returned of SL-2');
      expect(await editKg2.inputValue()).toBe('30.000');
      // An edit's own names do not count against what is open.
      await editSection.getByText('Challan DC/2026-27/2 · 60.000 KG open').waitFor();
      await editKg2.fill('');
      await editKg2.pressSequentially('20');
      await save(page, 'Update In Slip');

      // A new In Slip's list: SL-1 100 − 40 = 60 open, SL-2 60 − 20 = 40 open.
      await openAddEntry(page, /^In Slip \(goods received\)/);
      await fillSlip(page, 'Add In Slip', { product: 'HDPE Pipe', date: '2026-05-20', gross: '5' });
      const fresh = page.getByRole('dialog', { name: 'Add In Slip' });
      await fresh.getByText('Challan DC/2026-27/1 · 60.000 KG open').waitFor();
      await fresh.getByText('Challan DC/2026-27/2 · 40.000 KG open').waitFor();
      await page.keyboard.press('Escape');
      await answer(page.getByRole('dialog', { name: 'Discard this slip?' }), 'Discard');
      await fresh.waitFor({ state: 'hidden' });

      // SL-1 cannot be deleted while SL-3 names it.
      await choose(page, 'Month', 'April 2026');
      await page.getByRole('button', { name: 'Actions for slip SL-1' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const del = page.getByRole('dialog', { name: 'Delete Slip: SL-1' });
      await answer(del, 'Delete');
      await del.getByText('In Slip SL-3 names this slip as returned: unname it there before deleting this slip').waitFor();
      await captureScreen(page, 'named-returns-delete-refused');
    });
  });
});
