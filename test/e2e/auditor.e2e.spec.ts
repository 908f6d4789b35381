// The auditor's workspace in a real browser (issue 13): the owner gives a CA read-only access in
// Settings; the CA signs in, sees the company with every add, edit and delete control hidden, opens a
// slip's history, the statement as of a moment before the back-dated SL-2 edit beside today's, the
// Activity screen, and verifies the company. At 1280 and 375 px, with screenshots.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, enterWorkedApril, freshMobileNo, loginAs } from './support/accounts';
import { captureScreen, DESKTOP, field, PHONE } from './support/browser';
import { choose, selectMonth } from './support/ledger-ui';

describe('auditor workspace', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('the owner gives access; the accountant reads, compares as-of, opens history and activity, and verifies', async () => {
    const ca = { mobileNo: freshMobileNo(), password: 'secret-ca-1' };
    let partyId = '';
    let beforeEdit = '';
    let editSl2 = async () => {};
    await suite.asNewOwner(async (page, owner) => {
      // The worked example's April documents, then (below, once the minute they were entered in is over) the
      // back-dated edit: the dialog asks for a time to the minute, and that minute is the moment before the edit.
      const seeded = await enterWorkedApril(suite.app, owner);
      const seededAt = new Date();
      partyId = seeded.partyId;
      const { sl2 } = seeded;
      beforeEdit = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(seededAt);
      editSl2 = async () => {
        const nextMinute = (Math.floor(seededAt.getTime() / 60_000) + 1) * 60_000;
        await new Promise((r) => setTimeout(r, Math.max(0, nextMinute + 200 - Date.now())));
        await apiAs(suite.app, owner, '/jobWorkItem/slip/update/v2', { filter: { id: sl2.id, jobWorkItemId: sl2.jobWorkItemId, itemType: 'IN' }, update: { bagQuantity: '1.250' } });
      };

      // Settings → Accountants: give access by mobile number (while the minute runs out).
      await page.goto('/settings');
      await field(page, "Accountant's mobile number").fill(ca.mobileNo);
      await page.getByRole('button', { name: 'Give access' }).click();
      await page.getByTestId('accountant-row').getByText(`+91 ${ca.mobileNo}`).waitFor();
      await page.getByText('Not signed up yet').waitFor();
      await page.getByTestId('access-log').getByText(`Access given to ${ca.mobileNo} by ${owner.mobileNo}`).waitFor();
      await captureScreen(page, 'settings-accountants');
    });

    // The accountant signs up like anyone (through the API here; the sign-up screens have their own spec).
    await fetch(`${suite.app.url}/api/user/register/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ca, confirmPassword: ca.password }) });
    const otp = await suite.app.otpFor(ca.mobileNo);
    await fetch(`${suite.app.url}/api/user/mobile/verify/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo: ca.mobileNo, otp: Number(otp) }) });
    await editSl2();

    for (const size of [DESKTOP, PHONE]) {
      await suite.withPage(async (page) => {
        await page.setViewportSize(size);
        await loginAs(page, ca);
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByText(size === PHONE ? 'Read-only' : 'Accountant · read-only', { exact: true }).first().waitFor();
        expect(await page.getByRole('button', { name: 'Add Entry' }).count()).toBe(0);

        await page.goto('/party');
        await page.getByRole('link', { name: 'Shree Textiles' }).first().waitFor();
        expect(await page.getByRole('button', { name: 'Add Party' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Edit Shree/ }).count()).toBe(0);

        await page.goto(`/party/${partyId}`);
        if (size === PHONE) await choose(page, 'Month', 'April 2026');
        else await selectMonth(page, 'April 2026');
        await page.getByRole('button', { name: 'As of…' }).waitFor();
        expect(await page.getByRole('button', { name: 'Add Entry' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Add Note|Update Note/ }).count()).toBe(0);

        if (size === DESKTOP) {
          // A slip's menu offers only reading: print and history.
          await page.getByRole('button', { name: /^Actions for slip (.*-)?2$/ }).first().click();
          const menu = page.getByRole('menu');
          await menu.getByRole('menuitem', { name: 'History' }).waitFor();
          expect(await menu.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
          expect(await menu.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
          await menu.getByRole('menuitem', { name: 'History' }).click();
          const timeline = page.getByTestId('history-timeline');
          await timeline.getByText('In Slip changed').waitFor();
          expect(await page.getByTestId('history-change').first().textContent()).toBe('0.250 → 1.250');
          await captureScreen(page, 'history-slip');
          await page.getByRole('button', { name: 'Close' }).click();
        }

        // As of a minute before the back-dated edit: April read 'To give 54.860 KG'; today 'To give 53.880 KG'.
        await page.getByRole('button', { name: 'As of…' }).click();
        const dialog = page.getByRole('dialog');
        await field(dialog, 'Time (IST)').fill(beforeEdit);
        await dialog.getByRole('button', { name: 'Show' }).click();
        const closing = dialog.getByTestId('as-of-comparison').first().getByRole('row', { name: /Closing quantity/ });
        await closing.waitFor();
        expect(await closing.getAttribute('data-differs')).toBe('true');
        expect(await closing.textContent()).toBe('Closing quantityTo give 54.860 KGTo give 53.880 KG');
        expect(await dialog.getByTestId('as-of-between').count()).toBe(1);
        await dialog.getByTestId('as-of-between').getByText(/In Slip changed/).waitFor();
        await captureScreen(page, `as-of-${size.width}`);
        await page.keyboard.press('Escape');

        await page.goto('/activity');
        await page.getByTestId('activity-row').first().waitFor();
        expect(await page.getByTestId('activity-row').first().textContent()).toContain('In Slip changed');
        if (size === DESKTOP) {
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Export CSV' }).click();
          const file = await download;
          const text = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
          // A BOM for Excel, then the header row (the catalogue's, in the screen's language), quoted only where a
          // field needs it, as every CSV of ours (contract csv.ts).
          expect(text.startsWith('\uFEFF')).toBe(true);
          expect(text.slice(1).split('\r\n')[0]).toBe('Seq,Recorded (IST),User,What,Event type,Document type,Document id,Party,Voided,Data');
          expect(text).toContain(',SlipUpdated,');
          await captureScreen(page, 'activity');
        }

        await page.goto('/settings');
        await page.getByRole('button', { name: 'Verify now' }).click();
        // The last verification's result is on screen from the start (the first size's run): wait for this one to
        // run (the screen keeps "Verifying…" until its next poll, a second later) before reading its result.
        await page.getByRole('button', { name: 'Verifying…' }).waitFor();
        await expect.poll(async () => page.getByTestId('verify-result').getByRole('status').textContent().catch(() => ''), { timeout: 30_000 })
          .toMatch(/^0 differences in \d+ events \(\d+\.\d s\)$/);
        expect(await page.getByText('Delete Company').count()).toBe(0);
        if (size === DESKTOP) await captureScreen(page, 'settings-accountant');
      });
    }
  });
});
