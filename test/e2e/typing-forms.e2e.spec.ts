// Typing and forms (issue 25), in an en-US Chromium, typing key by key and pasting as owners do:
// grouped numbers typed with commas, Esc in the date picker and closing a drawer with typed values,
// mobile numbers with +91, 0, spaces and dashes, the keyboard path to Add Entry with the notice after
// Save, and the sub-party delete dialog that says the one thing that will happen.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, createOwner, freshMobileNo, type Owner } from './support/accounts';
import { answer, axeViolations, captureScreen, errorUnder, field, holdAnswers, PHONE } from './support/browser';
import { choose, openAddEntry, typeDate } from './support/ledger-ui';

interface Slip {
  slipNo: string;
  grossQuantity: string;
  bagQuantity: string;
  rejectedQuantity: string;
  netQuantity: string;
}
interface Item {
  product: { name: string };
  workRate: string;
  marketRate: string;
  slips: Slip[];
}
interface Statement {
  subPartyMonthStatementList: Array<{ inJobWorkItemList: Item[]; outJobWorkItemList: Item[] }>;
  inCashList: Array<{ amount: string }>;
}

/** Today in Asia/Kolkata, as YYYY-MM-DD. */
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Paste `text` into `input` as a person does: into the clipboard, then Ctrl+V. */
async function paste(page: Page, input: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await input.focus();
  await input.press('ControlOrMeta+V');
}

/** Select what a field holds and type over it key by key. */
async function retype(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.pressSequentially(text);
}

/** The accessible name (or text) of the element that has focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return '';
    const label = active.getAttribute('aria-label') ?? (active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent ?? '';
    return label.replace(/\s*\*$/, '').trim();
  });

describe('typing and forms', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  async function setup(owner: Owner): Promise<{ partyId: string; productId: string }> {
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Gupta Traders', openingReceivableQuantity: '0', openingReceivableAmount: '0' });
    const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
    return { partyId: party.id, productId: product.id };
  }

  /** Gupta Traders with slip 1, an In slip of HDPE Granules (10 KG and `fields`), through the API; the page opens on the party. */
  async function partyWithInSlip(page: Page, owner: Owner, fields: Record<string, unknown>): Promise<void> {
    const { partyId, productId } = await setup(owner);
    const [sub] = await apiAs<Array<{ id: string }>>(suite.app, owner, '/subParty/list/v1', { filter: { partyId } });
    await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: sub.id, productId, slipNo: 1, grossQuantity: '10', ...fields });
    await page.goto(`/party/${partyId}`);
    await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
  }

  async function statementOf(owner: Owner, partyId: string, iso: string): Promise<Statement> {
    const [year, month] = iso.split('-').map(Number);
    const months = await apiAs<Array<{ id: string; month: number; year: number }>>(suite.app, owner, '/party/month/list/v1', { partyId });
    const partyMonth = months.find((candidate) => candidate.month === month && candidate.year === year);
    if (!partyMonth) throw new Error(`no month ${iso}`);
    return apiAs<Statement>(suite.app, owner, '/party/month/statement/v3', { partyMonthId: partyMonth.id });
  }

  it('when amounts and quantities are typed with commas key by key, pasted, or edited in the middle, then each digit stays where it was typed and the saved figures are the typed ones', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();

      // Indian grouping, key by key: '1,00,000.50' (was '100000,,.50' and refused on Save).
      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      const amount = field(cash, 'Amount (₹)');
      await amount.pressSequentially('1,00,000.50');
      expect(await amount.inputValue()).toBe('1,00,000.50');
      await cash.getByRole('button', { name: 'Save' }).click();
      await cash.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await statementOf(owner, partyId, todayIst())).inCashList.map((receipt) => receipt.amount)).toEqual(['100000.50']);

      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      const slip = page.getByRole('dialog', { name: 'Add Out Slip' });
      await choose(slip, 'Product', 'HDPE Granules');
      const workRate = field(slip, 'Work Rate (₹/KG)');
      // The rates of a new item are filled in (0.00) before the owner types over them.
      await expect.poll(() => workRate.inputValue()).toBe('0.00');
      // International grouping, key by key: regrouped the Indian way, the same number.
      const gross = field(slip, 'Gross (KG)');
      await retype(gross, '1,000,000.5');
      expect(await gross.inputValue()).toBe('10,00,000.5');
      const bag = field(slip, 'Bag (KG)');
      await retype(bag, '1,250.5');
      expect(await bag.inputValue()).toBe('1,250.5');
      // Pasted as copied from WhatsApp or Excel.
      const rejected = field(slip, 'Rejected (KG)');
      await rejected.click();
      await rejected.press('ControlOrMeta+A');
      await paste(page, rejected, '100,000');
      expect(await rejected.inputValue()).toBe('1,00,000');
      // Backspace just after a comma takes the digit before it; a digit typed in the middle stays there.
      await retype(workRate, '12,345');
      for (let i = 0; i < 3; i += 1) await workRate.press('ArrowLeft');
      await workRate.press('Backspace');
      expect(await workRate.inputValue()).toBe('1,345');
      await workRate.pressSequentially('0');
      expect(await workRate.inputValue()).toBe('10,345');
      const marketRate = field(slip, 'Market Rate (₹/KG)');
      await retype(marketRate, '1000');
      expect(await marketRate.inputValue()).toBe('1,000');
      await marketRate.press('Home');
      await marketRate.press('ArrowRight');
      await marketRate.press('ArrowRight');
      await marketRate.pressSequentially('5');
      expect(await marketRate.inputValue()).toBe('15,000');
      await captureScreen(page, 'typing-forms-grouped-slip');
      await slip.getByRole('button', { name: 'Save' }).click();
      await slip.waitFor({ state: 'hidden' });

      const [item] = (await statementOf(owner, partyId, todayIst())).subPartyMonthStatementList.flatMap((entry) => entry.outJobWorkItemList);
      expect(item?.workRate).toBe('10345.00');
      expect(item?.marketRate).toBe('15000.00');
      expect(item?.slips.map((s) => [s.grossQuantity, s.bagQuantity, s.rejectedQuantity, s.netQuantity])).toEqual([['1000000.500', '1250.500', '100000.000', '898750.000']]);
      // The statement shows the same figures.
      await page.getByRole('cell', { name: '8,98,750.000' }).waitFor();
    }));

  it('when the last rates arrive while the owner has selected Work Rate to type over it, then what they type is what it holds, and the other rates are filled', () =>
    suite.asNewOwner(async (page, owner) => {
      // Last month's In slip: its rates are the new slip's fill (work rate 12.50, loss 2 %).
      const [year, month] = todayIst().split('-').map(Number);
      const lastMonth = month === 1 ? `${year - 1}-12-15` : `${year}-${String(month - 1).padStart(2, '0')}-15`;
      await partyWithInSlip(page, owner, { issueDate: lastMonth, workRate: '12.50', lossPercentage: '2', isLossInclusive: true });
      // The rates answer held back until the owner has Work Rate selected.
      const release = await holdAnswers(page, '/jobWorkItem/rates/get/v1');
      await openAddEntry(page, /^In Slip \(goods received\)/);
      const slip = page.getByRole('dialog', { name: 'Add In Slip' });
      await choose(slip, 'Product', 'HDPE Granules');
      const workRate = field(slip, 'Work Rate (₹/KG)');
      await workRate.click();
      await workRate.press('ControlOrMeta+A');
      await release();
      await expect.poll(() => field(slip, 'Loss %').inputValue()).toMatch(/^2(\.00?)?$/);
      await workRate.pressSequentially('2');
      // Before, the fill wrote 12.50 under the selection and the key went after it: 12.502.
      expect(await workRate.inputValue()).toBe('2');
    }));

  it('when the next slip number arrives while the owner has selected Slip No. to type over it, then what they type is what it holds, and a date that brings another number keeps it', () =>
    suite.asNewOwner(async (page, owner) => {
      // Slip 1 of this year: the next number is 2.
      await partyWithInSlip(page, owner, { issueDate: todayIst(), workRate: '2', lossPercentage: '0' });
      // The number's answer held back until the owner is in Slip No.
      const release = await holdAnswers(page, '/itemSlip/nextNo/get/v1');
      await openAddEntry(page, /^In Slip \(goods received\)/);
      const slip = page.getByRole('dialog', { name: 'Add In Slip' });
      const slipNo = field(slip, 'Slip No.');
      await slipNo.click();
      await slipNo.press('ControlOrMeta+A');
      await release();
      await slip.getByText('Fetching next number…').waitFor({ state: 'hidden' });
      await slipNo.pressSequentially('7');
      // Before, the fill wrote 2 under the selection and the key went after it: 27.
      expect(await slipNo.inputValue()).toBe('7');

      // Another date of the same year asks for its number again; the typed one stays.
      const today = todayIst();
      const again = page.waitForResponse('**/api/itemSlip/nextNo/get/v1');
      await typeDate(slip, 'Issue Date', `${today.slice(0, 8)}${today.endsWith('-01') ? '02' : '01'}`);
      await again;
      await slip.getByText('Fetching next number…').waitFor({ state: 'hidden' });
      expect(await slipNo.inputValue()).toBe('7');

      // Emptied and left, the field takes the date's next number.
      await slipNo.fill('');
      await slipNo.press('Tab');
      await expect.poll(() => slipNo.inputValue()).toBe('2');
    }));

  it('when Esc is pressed in the date picker, then only the calendar closes; closing a drawer with typed values asks first, and with nothing typed it just closes', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();

      await openAddEntry(page, /^In Slip \(goods received\)/);
      const slip = page.getByRole('dialog', { name: 'Add In Slip' });
      await choose(slip, 'Product', 'HDPE Granules');
      const gross = field(slip, 'Gross (KG)');
      await gross.pressSequentially('1,250.5');
      const date = field(slip, 'Issue Date');
      await date.click();
      const calendar = page.locator('[data-dates-dropdown]');
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      // The drawer and what was typed are still there.
      expect(await slip.isVisible()).toBe(true);
      expect(await gross.inputValue()).toBe('1,250.5');

      // The next Esc asks before anything typed is thrown away; Keep editing keeps it.
      await page.keyboard.press('Escape');
      const question = page.getByRole('dialog', { name: 'Discard this slip?' });
      await question.waitFor();
      await question.getByText('What you typed here is not saved yet and will be lost.').waitFor();
      await captureScreen(page, 'typing-forms-discard-slip');
      await answer(question, 'Keep editing');
      await question.waitFor({ state: 'hidden' });
      expect(await gross.inputValue()).toBe('1,250.5');
      // Esc in the question is Keep editing too.
      await slip.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor();
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'hidden' });
      expect(await slip.isVisible()).toBe(true);
      // Discard closes the drawer; the next slip starts empty.
      await slip.getByRole('button', { name: 'Close' }).click();
      await answer(question, 'Discard');
      await slip.waitFor({ state: 'hidden' });
      await openAddEntry(page, /^In Slip \(goods received\)/);
      expect(await field(page.getByRole('dialog', { name: 'Add In Slip' }), 'Gross (KG)').inputValue()).toBe('');
      // Opened and left without typing: the first Esc closes the product list the caret opened, the next the drawer.
      const fresh = page.getByRole('dialog', { name: 'Add In Slip' });
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      expect(await fresh.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await fresh.waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Each drawer names what would be lost.
      await openAddEntry(page, 'Sale Bill');
      const bill = page.getByRole('dialog', { name: 'Add Sale Bill' });
      await field(bill, 'Bill No.').pressSequentially('SB-7');
      await page.keyboard.press('Escape');
      await answer(page.getByRole('dialog', { name: 'Discard this bill?' }), 'Discard');
      await bill.waitFor({ state: 'hidden' });

      await openAddEntry(page, 'Delivery Challan');
      const challan = page.getByRole('dialog', { name: 'Add Delivery Challan' });
      await choose(challan, 'Product', 'HDPE Granules');
      await page.keyboard.press('Escape');
      await answer(page.getByRole('dialog', { name: 'Discard this challan?' }), 'Discard');
      await challan.waitFor({ state: 'hidden' });

      await openAddEntry(page, 'In Slip (Bulk)');
      const bulk = page.getByRole('dialog', { name: 'In Slip (Bulk)' });
      await field(bulk, 'Gross 1 (KG)').pressSequentially('40');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Discard these slips?' }).waitFor();
      await page.setViewportSize(PHONE);
      await captureScreen(page, 'typing-forms-discard-bulk');
      await page.getByRole('button', { name: 'Discard' }).click();
      await bulk.waitFor({ state: 'hidden' });

      // The calendar on a phone: Esc closes it and keeps the cash drawer.
      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      await field(cash, 'Amount (₹)').pressSequentially('500');
      await field(cash, 'Issue Date').click();
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
      expect(await cash.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Discard this cash entry?' }).waitFor();
    }));

  it('when a mobile number is typed or pasted with +91, 0, spaces or dashes, then every mobile field keeps the 10 digits', () =>
    suite.withPage(async (page) => {
      const owner = await createOwner(suite.app);
      const spaced = (mobile: string, join = ' ') => `${mobile.slice(0, 5)}${join}${mobile.slice(5)}`;
      // Login: pasted with +91 and spaces (was cut to '9198765' before cleaning).
      await page.goto('/login');
      const loginMobile = field(page, 'Mobile No');
      await paste(page, loginMobile, `+91 ${spaced(owner.mobileNo)}`);
      expect(await loginMobile.inputValue()).toBe(owner.mobileNo);
      // Typed key by key with a leading 0 (was taken as the first ten: '0987654321').
      await loginMobile.fill('');
      await loginMobile.pressSequentially(`0${owner.mobileNo}`);
      expect(await loginMobile.inputValue()).toBe(owner.mobileNo);
      await loginMobile.fill('');
      await loginMobile.pressSequentially(`+91-${spaced(owner.mobileNo, '-')}`);
      expect(await loginMobile.inputValue()).toBe(owner.mobileNo);
      await captureScreen(page, 'typing-forms-login-mobile');
      await field(page, 'Password').fill(owner.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      // Settings → Accountants: a number pasted as it is written on a card.
      const accountant = freshMobileNo();
      await page.goto('/settings');
      const grant = field(page, "Accountant's mobile number");
      await paste(page, grant, `+91 ${spaced(accountant)}`);
      expect(await grant.inputValue()).toBe(accountant);
      await page.getByRole('button', { name: 'Give access' }).click();
      await page.getByTestId('accountant-row').getByText(`+91 ${accountant}`).waitFor();

      // Register and forgot password: typed with spaces, pasted with a 0.
      await page.goto('/logout');
      await page.goto('/register');
      const registerMobile = field(page, 'Mobile No');
      const fresh = freshMobileNo();
      await registerMobile.pressSequentially(spaced(fresh));
      expect(await registerMobile.inputValue()).toBe(fresh);
      await registerMobile.fill('');
      await paste(page, registerMobile, `0${fresh}`);
      expect(await registerMobile.inputValue()).toBe(fresh);
      // An eleventh digit is not cut away: it is refused under the field.
      await registerMobile.pressSequentially('1');
      expect(await registerMobile.inputValue()).toBe(`${fresh}1`);
      await page.getByRole('button', { name: 'Register' }).click();
      expect(await errorUnder(registerMobile)).toBe('Mobile number must be 10 digits starting with 6, 7, 8 or 9');

      await page.goto('/forgot-password');
      const resetMobile = field(page, 'Mobile No');
      await paste(page, resetMobile, `+91-${spaced(owner.mobileNo, '-')}`);
      expect(await resetMobile.inputValue()).toBe(owner.mobileNo);
      await page.setViewportSize(PHONE);
      await captureScreen(page, 'typing-forms-reset-mobile');
    }));

  it('when a keyboard user works the party page, then a skip link comes first, the month list, the sub-party list and the toolbar are one Tab stop each with arrow keys inside, Save says what was saved and focus returns to Add Entry', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      // Eighteen months of cash: a long month list.
      for (let m = 0; m < 18; m += 1) {
        const date = new Date(Date.UTC(2025, m, 10)).toISOString().slice(0, 10);
        await apiAs(suite.app, owner, '/inwardCashReceipt/add/v1', { partyId, amount: '10', issueDate: date });
      }
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      const months = page.getByRole('navigation', { name: 'Months' }).getByRole('button');
      await expect.poll(() => months.count()).toBeGreaterThanOrEqual(18);

      // The first Tab stop: the skip link, shown while it has focus.
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Skip to main content');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.width > 0).toBe(true);
      await captureScreen(page, 'typing-forms-skip-link');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      // Tab by Tab from the main content to Add Entry: the month list, the sub-party list and the toolbar of
      // the month's actions are one stop each, however many months, sub-parties or buttons they hold.
      const stops: string[] = [];
      for (let i = 0; i < 20 && stops.at(-1) !== 'Add Entry'; i += 1) {
        await page.keyboard.press('Tab');
        stops.push(await focusedName(page));
      }
      expect(stops).toHaveLength(4);
      expect(stops[0]).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      expect(stops.slice(1)).toEqual(['All', 'Add Sub-Party', 'Add Entry']);

      // The toolbar: Add Entry is its stop; Left and Right, Home and End move between its buttons.
      const toolbar = page.getByRole('toolbar', { name: 'Month actions' });
      expect(await toolbar.getByRole('button', { name: 'Add Entry' }).evaluate((button) => button === document.activeElement)).toBe(true);
      await captureScreen(page, 'typing-forms-toolbar-focus');
      await page.keyboard.press('ArrowLeft');
      expect(await focusedName(page)).toBe('Ledger');
      await page.keyboard.press('Home');
      expect(await focusedName(page)).toBe('Add Note');
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).toBe('Print');
      // Tab leaves the toolbar and Shift+Tab comes back to the button last focused.
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Statement');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe('Print');
      await page.keyboard.press('End');
      expect(await focusedName(page)).toBe('Add Entry');
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).toBe('Add Entry');
      // One Shift+Tab back to the sub-parties' button, two to the sub-party list: arrows move inside it.
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe('Add Sub-Party');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe('All');
      await page.keyboard.press('ArrowDown');
      expect(await focusedName(page)).toBe('Default');
      await page.keyboard.press('ArrowUp');
      expect(await focusedName(page)).toBe('All');
      // axe finds nothing wrong with the toolbar and the two lists (every impact, not only serious ones).
      const audit = await axeViolations(page, ['[role="toolbar"]', 'nav[aria-label="Months"]', 'nav[aria-label="Sub-parties"]']);
      expect(audit.map((violation) => violation.text)).toEqual([]);

      // Back in the month list: arrows, Home and End move among the months; Enter opens one.
      await page.keyboard.press('Shift+Tab');
      while (!/^[A-Z][a-z]+ \d{4}$/.test(await focusedName(page))) await page.keyboard.press('Shift+Tab');
      const first = await focusedName(page);
      await page.keyboard.press('ArrowDown');
      const second = await focusedName(page);
      expect(second).not.toBe(first);
      await page.keyboard.press('ArrowUp');
      expect(await focusedName(page)).toBe(first);
      await page.keyboard.press('End');
      expect(await focusedName(page)).toBe('January 2025');
      await page.keyboard.press('Home');
      expect(await focusedName(page)).toBe(first);
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'Months' }).getByRole('button', { name: 'January 2025', exact: true }).and(page.locator('[aria-current="true"]')).waitFor();

      // Add Entry → Out Slip by keyboard; Enter saves; the notice names the slip; focus is back on Add Entry.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Add Entry');
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      while (!/^Out Slip/.test(await focusedName(page))) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const slip = page.getByRole('dialog', { name: 'Add Out Slip' });
      await slip.waitFor();
      await expect.poll(() => focusedName(page)).toBe('Product');
      await page.keyboard.type('HDPE');
      await page.getByRole('option', { name: 'HDPE Granules' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => field(slip, 'Product').first().inputValue()).toBe('HDPE Granules');
      await expect.poll(() => field(slip, 'Work Rate (₹/KG)').inputValue()).toBe('0.00');
      await field(slip, 'Gross (KG)').focus();
      await page.keyboard.type('1,250.5');
      await page.keyboard.press('Enter');
      await slip.waitFor({ state: 'hidden' });
      await page.getByTestId('notice').filter({ hasText: 'Out Slip SL-1 saved' }).waitFor();
      await expect.poll(() => focusedName(page)).toBe('Add Entry');
      await captureScreen(page, 'typing-forms-saved-notice');
    }));

  it('when a sub-party is deleted, then the dialog says the one true thing: Archive (with Restore under Show archived) when it has documents, Delete (for good) when not', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId, productId } = await setup(owner);
      const unit2 = await apiAs<{ id: string }>(suite.app, owner, '/subParty/add/v1', { partyId, name: 'Unit 2' });
      await apiAs(suite.app, owner, '/subParty/add/v1', { partyId, name: 'Unit 3' });
      await apiAs(suite.app, owner, '/saleBill/add/v2', { subPartyId: unit2.id, productId, issueDate: todayIst(), fullBillNo: 'SB-9', quantity: '10', workRate: '2', saleRate: '95' });
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      const subParties = page.getByRole('navigation', { name: 'Sub-parties' });
      await subParties.getByRole('button', { name: 'Edit' }).click();

      // Unit 3 has nothing: it is deleted for good, and the dialog says only that.
      await subParties.getByRole('button', { name: 'Delete sub-party Unit 3' }).click();
      const deleting = page.getByRole('dialog', { name: 'Delete Sub-Party: Unit 3' });
      await deleting.getByText('Unit 3 has no slips, bills or challans, so it will be deleted. This cannot be undone.').waitFor();
      expect(await deleting.getByText(/archive|restore/i).count()).toBe(0);
      await captureScreen(page, 'typing-forms-delete-sub-party');
      await answer(deleting, 'Delete');
      await deleting.waitFor({ state: 'hidden' });
      await page.getByTestId('notice').filter({ hasText: 'Sub-party Unit 3 deleted' }).waitFor();

      // Unit 2 has a bill: it is archived, and the dialog says how to bring it back, not that it cannot be undone.
      await subParties.getByRole('button', { name: 'Archive sub-party Unit 2' }).click();
      const archiving = page.getByRole('dialog', { name: 'Archive Sub-Party: Unit 2' });
      await archiving.getByText('Unit 2 has slips, bills or challans, so it will be archived, not deleted', { exact: false }).waitFor();
      expect(await archiving.getByText(/can't undo|cannot be undone/i).count()).toBe(0);
      await captureScreen(page, 'typing-forms-archive-sub-party');
      await answer(archiving, 'Archive');
      await archiving.waitFor({ state: 'hidden' });
      await page.getByTestId('notice').filter({ hasText: 'Sub-party Unit 2 archived' }).waitFor();

      // What the dialog promised: Restore under Show archived brings it back.
      await subParties.getByRole('switch', { name: 'Show archived (1)' }).click();
      await subParties.getByRole('button', { name: 'Restore sub-party Unit 2' }).click();
      await subParties.getByRole('button', { name: 'Unit 2', exact: true }).waitFor();
    }));

  it('in Hindi, the discard question, the saved notice and the archive dialog read in Hindi', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId, productId } = await setup(owner);
      const unit2 = await apiAs<{ id: string }>(suite.app, owner, '/subParty/add/v1', { partyId, name: 'Unit 2' });
      await apiAs(suite.app, owner, '/saleBill/add/v2', { subPartyId: unit2.id, productId, issueDate: todayIst(), fullBillNo: 'SB-9', quantity: '10', workRate: '2', saleRate: '95' });
      await page.evaluate(() => localStorage.setItem('ledger.language', 'hi'));
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();

      await page.getByRole('button', { name: 'एंट्री जोड़ें' }).click();
      await page.getByRole('menuitem', { name: /^नकद प्राप्त/ }).click();
      const cash = page.getByRole('dialog', { name: 'नकद प्राप्त जोड़ें' });
      const amount = field(cash, 'रकम (₹)');
      await amount.pressSequentially('1,00,000.50');
      await page.keyboard.press('Escape');
      const question = page.getByRole('dialog', { name: 'यह नकद एंट्री सेव किए बिना बंद करें?' });
      await question.getByText('यहाँ जो भरा है वह अभी सेव नहीं हुआ है और मिट जाएगा।').waitFor();
      await captureScreen(page, 'typing-forms-hi-discard-cash');
      await question.getByRole('button', { name: 'भरना जारी रखें' }).click();
      await cash.getByRole('button', { name: 'सेव करें' }).click();
      await cash.waitFor({ state: 'hidden' });
      await page.getByTestId('notice').filter({ hasText: 'नकद प्राप्त ₹1,00,000.50: एंट्री सेव हो गई' }).waitFor();
      await captureScreen(page, 'typing-forms-hi-saved-notice');

      const subParties = page.getByRole('navigation', { name: 'सब-पार्टियाँ' });
      await subParties.getByRole('button', { name: 'बदलें' }).click();
      await subParties.getByRole('button', { name: 'सब-पार्टी Unit 2 आर्काइव करें' }).click();
      const archiving = page.getByRole('dialog', { name: 'सब-पार्टी आर्काइव करें: Unit 2' });
      await archiving.getByText('“आर्काइव दिखाएँ” में “वापस लाएँ” से आप इसे फिर ला सकते हैं', { exact: false }).waitFor();
      await captureScreen(page, 'typing-forms-hi-archive-sub-party');
    }));
});
