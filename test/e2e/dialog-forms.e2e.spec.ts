// Esc never throws typed work away, in the small dialogs that hold a form too (issue 25, item 2): the month
// note, a sub-party (add and edit), a quick add over an entry drawer, an item's rates and the admin's expiry
// date. With typed changes Esc, ×, a click beside the dialog and Cancel ask "Discard …?"; with nothing
// changed they close at once; Esc in a popover or menu inside the dialog closes only that. Typed key by key
// in an en-US Chromium.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, createOwner, defaultSubParty, type Owner } from './support/accounts';
import { answer, captureScreen, expectAccessible, field, movingDialogFrames } from './support/browser';
import { openAddEntry } from './support/ledger-ui';

/** Today in Asia/Kolkata, as YYYY-MM-DD. */
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A click on the dim overlay beside a dialog (its left edge, clear of a centred or top dialog). */
const clickBeside = (page: Page) => page.mouse.click(8, 400);

/**
 * Each way of closing `dialog` after typing asks `question` first; Keep editing (or Esc in the question)
 * keeps the dialog and `input`'s `typed` text. Ends with the question answered Discard.
 */
async function everyCloseAsks(page: Page, dialog: Locator, question: string, input: Locator, typed: string): Promise<void> {
  const asking = page.getByRole('dialog', { name: question });
  const closes: Array<[string, () => Promise<void>]> = [
    ['Esc', () => page.keyboard.press('Escape')],
    ['×', () => dialog.getByRole('button', { name: 'Close' }).click()],
    ['a click beside it', () => clickBeside(page)],
    ['Cancel', () => dialog.getByRole('button', { name: 'Cancel' }).click()],
  ];
  for (const [how, close] of closes) {
    await close();
    await asking.waitFor();
    expect(await dialog.isVisible(), `${how} kept the dialog while asking`).toBe(true);
    if (how === 'Esc') {
      // Esc in the question is Keep editing.
      await page.keyboard.press('Escape');
    } else {
      await answer(asking, 'Keep editing');
    }
    await asking.waitFor({ state: 'hidden' });
    expect(await input.inputValue(), `${how} kept what was typed`).toBe(typed);
  }
  await page.keyboard.press('Escape');
  await answer(asking, 'Discard');
  await asking.waitFor({ state: 'hidden' });
  await dialog.waitFor({ state: 'hidden' });
}

describe('dialogs that hold a form', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  async function setup(owner: Owner): Promise<{ partyId: string; productId: string }> {
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Gupta Traders', openingReceivableQuantity: '0', openingReceivableAmount: '0' });
    const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
    return { partyId: party.id, productId: product.id };
  }

  it('when a month note or a sub-party was typed in its dialog, then Esc, ×, a click beside it and Cancel ask before discarding, and with nothing typed they close at once', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await apiAs(suite.app, owner, '/subParty/add/v1', { partyId, name: 'Unit 2' });
      await apiAs(suite.app, owner, '/inwardCashReceipt/add/v1', { partyId, amount: '10', issueDate: todayIst() });
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();

      // The month note: nothing typed, Esc closes at once.
      const addNote = page.getByRole('button', { name: 'Add Note' });
      await addNote.click();
      const note = page.getByRole('dialog', { name: 'Add Note' });
      const noteField = field(note, 'Month Note');
      await noteField.waitFor();
      await page.keyboard.press('Escape');
      await note.waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Typed key by key: every way of closing asks "Discard this note?".
      await addNote.click();
      await noteField.pressSequentially('Pay by Friday, 1,250 KG due');
      await page.keyboard.press('Escape');
      const discardNote = page.getByRole('dialog', { name: 'Discard this note?' });
      await discardNote.getByText('What you typed here is not saved yet and will be lost.').waitFor();
      await captureScreen(page, 'dialog-forms-discard-note');
      await answer(discardNote, 'Keep editing');
      await discardNote.waitFor({ state: 'hidden' });
      await everyCloseAsks(page, note, 'Discard this note?', noteField, 'Pay by Friday, 1,250 KG due');
      // Discarded: nothing was saved, and the next note starts empty.
      expect(await page.getByTestId('month-note').count()).toBe(0);
      await addNote.click();
      expect(await noteField.inputValue()).toBe('');
      await note.getByRole('button', { name: 'Cancel' }).click();
      await note.waitFor({ state: 'hidden' });

      // A dialog fades and slides in and out; with the system set to reduce motion it appears and goes at once.
      const openAndClose = async () => {
        await addNote.click();
        await noteField.waitFor();
        await note.getByRole('button', { name: 'Cancel' }).click();
        await note.waitFor({ state: 'hidden' });
      };
      const moving = await movingDialogFrames(page, openAndClose);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const still = await movingDialogFrames(page, openAndClose);
      expect(moving).toBeGreaterThan(0);
      expect(still).toBe(0);
      await page.emulateMedia({ reducedMotion: 'no-preference' });

      // Add Sub-Party: nothing typed, a click beside closes at once; a typed name asks.
      const subParties = page.getByRole('navigation', { name: 'Sub-parties' });
      await subParties.getByRole('button', { name: 'Add Sub-Party' }).click();
      const adding = page.getByRole('dialog', { name: 'Add Sub-Party' });
      await field(adding, 'Name').waitFor();
      await clickBeside(page);
      await adding.waitFor({ state: 'hidden' });
      await subParties.getByRole('button', { name: 'Add Sub-Party' }).click();
      await field(adding, 'Name').pressSequentially('Unit 3');
      await everyCloseAsks(page, adding, 'Discard this sub-party?', field(adding, 'Name'), 'Unit 3');
      expect(await subParties.getByRole('button', { name: 'Unit 3', exact: true }).count()).toBe(0);

      // Edit a sub-party: its name and note are filled in, which is not typing; a typed note is.
      await subParties.getByRole('button', { name: 'Edit', exact: true }).click();
      await subParties.getByRole('button', { name: 'Edit sub-party Unit 2' }).click();
      const editing = page.getByRole('dialog', { name: 'Update Sub-Party' });
      await expect.poll(() => field(editing, 'Name').inputValue()).toBe('Unit 2');
      await editing.getByRole('button', { name: 'Cancel' }).click();
      await editing.waitFor({ state: 'hidden' });
      await subParties.getByRole('button', { name: 'Edit sub-party Unit 2' }).click();
      await expect.poll(() => field(editing, 'Name').inputValue()).toBe('Unit 2');
      await field(editing, 'Note').pressSequentially('Back gate');
      await everyCloseAsks(page, editing, 'Discard this sub-party?', field(editing, 'Note'), 'Back gate');
    }));

  it('when a name was typed in a quick add over a slip drawer, then Esc asks and closes only the quick add; Esc in the picker list closes only the list', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();

      await openAddEntry(page, /^In Slip \(goods received\)/);
      const slip = page.getByRole('dialog', { name: 'Add In Slip' });
      const product = field(slip, 'Product').first();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('listbox');
      await product.pressSequentially('LDPE Film');
      await page.getByRole('option', { name: '+ Add product' }).click();
      const quick = page.getByRole('dialog', { name: 'Add Product' });
      const name = field(quick, 'Product Name');
      await expect.poll(() => name.inputValue()).toBe('LDPE Film');
      // The name came from the search the owner typed: Esc asks, and the slip drawer stays behind.
      await name.pressSequentially(' 40');
      await page.keyboard.press('Escape');
      const asking = page.getByRole('dialog', { name: 'Discard this product?' });
      await asking.waitFor();
      expect(await slip.isVisible()).toBe(true);
      expect(await page.getByRole('dialog', { name: 'Discard this slip?' }).count()).toBe(0);
      await captureScreen(page, 'dialog-forms-discard-quick-add');
      await answer(asking, 'Keep editing');
      await asking.waitFor({ state: 'hidden' });
      expect(await name.inputValue()).toBe('LDPE Film 40');
      await everyCloseAsks(page, quick, 'Discard this product?', name, 'LDPE Film 40');
      // Only the quick add went: the slip drawer is open, and nothing was added.
      expect(await slip.isVisible()).toBe(true);
      const products = await apiAs<Array<{ name: string }>>(suite.app, owner, '/product/list/v1', {});
      expect(products.map((p) => p.name)).toEqual(['HDPE Granules']);

      // Opened with nothing typed in the search: Esc closes the quick add at once, the drawer stays.
      await product.click();
      await page.getByRole('option', { name: '+ Add product' }).click();
      await expect.poll(() => name.inputValue()).toBe('');
      // Esc once the dialog has taken focus (before that, a key goes to the picker it was opened from).
      await expect.poll(() => quick.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await quick.waitFor({ state: 'hidden' });
      expect(await slip.isVisible()).toBe(true);

      // Esc in the picker's list closes only the list.
      await product.click();
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      expect(await slip.isVisible()).toBe(true);

      // From the dashboard the party is added the same way: "Discard this party?".
      await page.goto('/');
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      const out = page.getByRole('dialog', { name: 'Add Out Slip' });
      await field(out, 'Party').first().pressSequentially('Navin Plastics');
      await page.getByRole('option', { name: '+ Add party' }).click();
      const quickParty = page.getByRole('dialog', { name: 'Add Party' });
      await expect.poll(() => field(quickParty, 'Party Name').inputValue()).toBe('Navin Plastics');
      await page.keyboard.press('Escape');
      await answer(page.getByRole('dialog', { name: 'Discard this party?' }), 'Discard');
      await quickParty.waitFor({ state: 'hidden' });
      expect(await out.isVisible()).toBe(true);
    }));

  it("when an item's rates were typed in its dialog, then closing asks until Update Rates saved them; Esc in a slip's menu or the As of calendar closes only that", () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId, productId } = await setup(owner);
      const subParty = await defaultSubParty(suite.app, owner, partyId);
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'IN', subPartyId: subParty?.id, productId, issueDate: todayIst(), slipNo: 1, grossQuantity: '20.000', bagQuantity: '0', workRate: '2', lossPercentage: '0',
      });
      await page.goto(`/party/${partyId}`);
      await page.getByRole('button', { name: 'Open item HDPE Granules' }).click();
      const item = page.getByRole('dialog', { name: 'IN · HDPE Granules' });
      const workRate = field(item, 'Work Rate (₹/KG)');
      await expect.poll(() => workRate.inputValue()).toBe('2.00');

      // Esc in a slip's menu inside the dialog closes the menu only; with nothing typed the next Esc closes the dialog.
      await item.getByRole('button', { name: 'Actions for slip SL-1' }).click();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      expect(await item.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await item.waitFor({ state: 'hidden' });

      // Rates typed key by key: Esc, × and a click beside ask "Discard the changed rates?".
      await page.getByRole('button', { name: 'Open item HDPE Granules' }).click();
      await workRate.click();
      await workRate.press('ControlOrMeta+A');
      await workRate.pressSequentially('1,250.5');
      expect(await workRate.inputValue()).toBe('1,250.5');
      const asking = page.getByRole('dialog', { name: 'Discard the changed rates?' });
      for (const close of [() => page.keyboard.press('Escape'), () => item.getByRole('button', { name: 'Close' }).click(), () => clickBeside(page)]) {
        await close();
        await asking.waitFor();
        await answer(asking, 'Keep editing');
        await asking.waitFor({ state: 'hidden' });
        expect(await workRate.inputValue()).toBe('1,250.5');
      }
      // A dialog opened from the item (Add Slip) hides it for a while; the typed rates are still there after.
      await item.getByRole('button', { name: 'Add Slip' }).click();
      const addSlip = page.getByRole('dialog', { name: 'Add In Slip' });
      await addSlip.waitFor();
      await item.waitFor({ state: 'hidden' });
      await addSlip.getByRole('button', { name: 'Cancel' }).click();
      await addSlip.waitFor({ state: 'hidden' });
      await item.waitFor();
      expect(await workRate.inputValue()).toBe('1,250.5');
      await page.keyboard.press('Escape');
      await asking.waitFor();
      await captureScreen(page, 'dialog-forms-discard-rates');
      await answer(asking, 'Keep editing');
      await asking.waitFor({ state: 'hidden' });
      // Saved: nothing is unsaved any more, so Esc closes at once, even while the statement is still reloading
      // (the reload is held here until after the Esc, so the rates count as saved when the server accepts).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const STATEMENT = '**/api/party/month/statement/v3';
      await page.route(STATEMENT, async (route) => {
        await held;
        // The app may drop a held read meanwhile (a newer one replaces it): continuing that one fails, harmlessly.
        await route.continue().catch(() => undefined);
      });
      const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobWorkItem/update/v2');
      await item.getByRole('button', { name: 'Update Rates' }).click();
      expect((await accepted).status()).toBe(200);
      // What the owner sees once the server accepted (the response reaching the test is not yet the app's answer).
      await item.getByRole('status').getByText('Rates saved. The statement is being updated.').waitFor();
      await page.keyboard.press('Escape');
      await item.waitFor({ state: 'hidden' });
      expect(await asking.count()).toBe(0);
      release();
      await page.unroute(STATEMENT);
      await page.getByRole('button', { name: 'Open item HDPE Granules' }).click();
      await item.getByText('Amount ₹25,010.00').waitFor();
      await page.keyboard.press('Escape');
      await item.waitFor({ state: 'hidden' });

      // As of… holds a query, not work to save: Esc in its calendar closes only the calendar, the next the dialog.
      await page.getByRole('toolbar', { name: 'Month actions' }).getByRole('button', { name: 'As of…' }).click();
      const asOf = page.getByRole('dialog', { name: /as it stood at/ });
      await field(asOf, 'Date').click();
      const calendar = page.locator('[data-dates-dropdown]');
      await calendar.waitFor();
      // The calendar's arrows are named (they have no text of their own), and the open calendar passes axe.
      await calendar.getByRole('button', { name: 'Previous month' }).waitFor();
      await calendar.getByRole('button', { name: 'Next month' }).waitFor();
      await expectAccessible(page, 'as-of calendar');
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      expect(await asOf.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await asOf.waitFor({ state: 'hidden' });
    }));

  it("when the admin typed a company's expiry date, then closing asks first; Esc in the calendar closes only the calendar", () =>
    suite.withPage(async (page) => {
      await createOwner(suite.app, 'Expiring Co');
      await page.goto('/admin/login');
      await field(page, 'Username').pressSequentially(suite.app.adminUsername);
      await field(page, 'Password').pressSequentially(suite.app.adminPassword);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/companies');
      const row = page.getByRole('row', { name: /Expiring Co/ });
      const edit = row.getByRole('button', { name: 'Edit expiry date of Expiring Co' });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Expiry Date: Expiring Co' });
      const date = field(dialog, 'Expiry Date');
      // The calendar: Esc closes it, the dialog stays; nothing typed, the next Esc closes the dialog.
      await date.click();
      const calendar = page.locator('[data-dates-dropdown]');
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // A date typed key by key (the calendar opens as the field takes focus): the first Esc closes the
      // calendar only, the next asks.
      await edit.click();
      await date.pressSequentially('31-01-2030');
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      const asking = page.getByRole('dialog', { name: 'Discard this expiry date?' });
      await asking.waitFor();
      expect(await dialog.isVisible()).toBe(true);
      await answer(asking, 'Keep editing');
      await asking.waitFor({ state: 'hidden' });
      expect(await date.inputValue()).toBe('31-01-2030');
      // Focus is back in the date field, whose calendar opens with it: Esc closes the calendar, then Cancel asks.
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await answer(asking, 'Discard');
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('No expiry').waitFor();
    }));

  it('in Hindi, the questions over the month note and an item\'s rates, and the toolbar\'s name, read in Hindi', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId, productId } = await setup(owner);
      const subParty = await defaultSubParty(suite.app, owner, partyId);
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: 'IN', subPartyId: subParty?.id, productId, issueDate: todayIst(), slipNo: 1, grossQuantity: '20.000', bagQuantity: '0', workRate: '2', lossPercentage: '0',
      });
      await page.evaluate(() => localStorage.setItem('ledger.language', 'hi'));
      await page.goto(`/party/${partyId}`);
      const toolbar = page.getByRole('toolbar', { name: 'महीने के कार्य' });
      await toolbar.getByRole('button', { name: 'नोट जोड़ें' }).click();
      const note = page.getByRole('dialog', { name: 'नोट जोड़ें' });
      await field(note, 'महीने का नोट').pressSequentially('शुक्रवार तक भुगतान');
      await page.keyboard.press('Escape');
      const asking = page.getByRole('dialog', { name: 'यह नोट सेव किए बिना बंद करें?' });
      await asking.getByText('यहाँ जो भरा है वह अभी सेव नहीं हुआ है और मिट जाएगा।').waitFor();
      await captureScreen(page, 'dialog-forms-hi-discard-note');
      await asking.getByRole('button', { name: 'सेव किए बिना बंद करें' }).click();
      await note.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /^आइटम HDPE Granules.*खोलें$/ }).click();
      const item = page.getByRole('dialog', { name: /HDPE Granules/ });
      const workRate = field(item, 'मजदूरी दर (₹/KG)');
      await expect.poll(() => workRate.inputValue()).toBe('2.00');
      await workRate.click();
      await workRate.press('ControlOrMeta+A');
      await workRate.pressSequentially('2.5');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'बदली हुई दरें सेव किए बिना बंद करें?' }).waitFor();
    }));
});
