// Owner habits in the entry forms (issue 12), in an en-US Chromium as many Indian owners' is: numbers
// typed with Indian grouping, DD-MM-YYYY dates, refusals under the field at fault, an existing item's
// rates, rates in bulk, keys that stay typed, Enter saves, the first empty field focused, and a party or
// product added without leaving the form.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty, type Owner } from './support/accounts';
import { captureScreen, errorUnder, field, PHONE } from './support/browser';
import { choose, openAddEntry, selectMonth, typeDate } from './support/ledger-ui';

interface Item {
  id: string;
  product: { name: string };
  workRate: string;
  lossPercentage: string;
  isLossInclusive: boolean;
}
interface Statement {
  subPartyMonthStatementList: Array<{ inJobWorkItemList: Item[]; outJobWorkItemList: Item[] }>;
}

/** The bodies the page posts to `path` from now on. */
function recordBodies(page: Page, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith(`/api${path}`)) bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return bodies;
}

/** The label of the element that has focus. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() ?? active?.tagName ?? '';
  });

describe('owner habits in the entry forms', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  async function setup(owner: Owner): Promise<{ partyId: string; productId: string }> {
    const party = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', {
      name: 'Gupta Traders',
      openingReceivableQuantity: '0',
      openingReceivableAmount: '0',
    });
    const product = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Granules' });
    return { partyId: party.id, productId: product.id };
  }

  async function items(owner: Owner, partyId: string, month: number, year: number): Promise<Item[]> {
    const months = await apiAs<Array<{ id: string; month: number; year: number }>>(suite.app, owner, '/party/month/list/v1', { partyId });
    const partyMonth = months.find((candidate) => candidate.month === month && candidate.year === year);
    if (!partyMonth) return [];
    const statement = await apiAs<Statement>(suite.app, owner, '/party/month/statement/v3', { partyMonthId: partyMonth.id });
    return statement.subPartyMonthStatementList.flatMap((subParty) => [...subParty.inJobWorkItemList, ...subParty.outJobWorkItemList]);
  }

  it('when amounts and quantities are typed with Indian grouping, then they show grouped, save exactly, and bad grouping is refused under the field', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      const cashBodies = recordBodies(page, '/inwardCashReceipt/add/v1');
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();

      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      const amount = field(cash, 'Amount (₹)');
      // Typed key by key, the figure is grouped the Indian way as it grows.
      await amount.pressSequentially('100000.5');
      expect(await amount.inputValue()).toBe('1,00,000.5');
      // A decimal comma is not grouping: refused under the field, nothing sent.
      await amount.fill('');
      await amount.pressSequentially('1,5');
      await cash.getByRole('button', { name: 'Save' }).click();
      expect(await errorUnder(amount)).toBe('Amount: put commas only between digit groups, as in 1,00,000.50');
      expect(await errorUnder(field(cash, 'Note'))).toBe('');
      expect(cashBodies).toHaveLength(0);
      await captureScreen(page, 'owner-forms-bad-grouping');
      // Past the contract's largest amount (₹1,000 crore): refused under the field with the API's own message, nothing sent.
      await amount.fill('');
      await amount.pressSequentially('10000000000.01');
      await cash.getByRole('button', { name: 'Save' }).click();
      expect(await errorUnder(amount)).toBe('Amount must be at most ₹10,00,00,00,000');
      expect(cashBodies).toHaveLength(0);
      await captureScreen(page, 'owner-forms-amount-limit');
      // Typed with its comma, key by key: saved as the plain number.
      await amount.fill('');
      await amount.pressSequentially('1,000');
      expect(await amount.inputValue()).toBe('1,000');
      await cash.getByRole('button', { name: 'Save' }).click();
      await cash.waitFor({ state: 'hidden' });
      expect(cashBodies.map((body) => body.amount)).toEqual(['1000']);

      // An Out Slip's gross and rate typed with their commas, key by key.
      const slipBodies = recordBodies(page, '/jobWorkItem/slip/add/v2');
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      const slip = page.getByRole('dialog', { name: 'Add Out Slip' });
      await choose(slip, 'Product', 'HDPE Granules');
      const workRate = field(slip, 'Work Rate (₹/KG)');
      await expect.poll(() => workRate.inputValue()).toBe('0.00');
      await field(slip, 'Gross (KG)').pressSequentially('1,250.5');
      await workRate.fill('');
      await workRate.pressSequentially('1,00,000');
      expect([await field(slip, 'Gross (KG)').inputValue(), await workRate.inputValue()]).toEqual(['1,250.5', '1,00,000']);
      await slip.getByRole('button', { name: 'Save' }).click();
      await slip.waitFor({ state: 'hidden' });
      expect(slipBodies.map((body) => [body.grossQuantity, body.workRate])).toEqual([['1250.5', '100000']]);
    }));

  it('when dates are typed day first in an en-US browser, then they mean that day; a date that does not exist is refused under the field', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      const bodies = recordBodies(page, '/inwardCashReceipt/add/v1');
      await page.setViewportSize(PHONE);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      const date = field(cash, 'Issue Date');
      // Today shows day first, as every other date in the app.
      expect(await date.inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      await field(cash, 'Amount (₹)').fill('250');
      await date.fill('31-02-2026');
      await date.press('Tab');
      await cash.getByRole('button', { name: 'Save' }).click();
      expect(await errorUnder(date)).toBe('Issue date must be a date as DD-MM-YYYY');
      expect(bodies).toHaveLength(0);
      await captureScreen(page, 'owner-forms-bad-date');
      // 03-04 is 3 April, not 4 March.
      await typeDate(cash, 'Issue Date', '2026-04-03');
      expect(await date.inputValue()).toBe('03-04-2026');
      await cash.getByRole('button', { name: 'Save' }).click();
      await cash.waitFor({ state: 'hidden' });
      expect(bodies.map((body) => body.issueDate)).toEqual(['2026-04-03']);
    }));

  it('when the server refuses a slip for its bag quantity, then the message is under Bag, not under Note', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      const slip = page.getByRole('dialog', { name: 'Add Out Slip' });
      await choose(slip, 'Product', 'HDPE Granules');
      await field(slip, 'Gross (KG)').fill('10');
      await field(slip, 'Bag (KG)').fill('12');
      await slip.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => errorUnder(field(slip, 'Bag (KG)'))).toBe('Bag quantity cannot be more than the gross quantity');
      expect(await errorUnder(field(slip, 'Note'))).toBe('');
      await captureScreen(page, 'owner-forms-server-refusal');
    }));

  it('when a slip is added to an item that exists, then its rates show read-only, and changing them says it re-prices the item', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      // The item at ₹8, through the form.
      await openAddEntry(page, /^In Slip \(goods received\)/);
      const first = page.getByRole('dialog', { name: 'Add In Slip' });
      await choose(first, 'Product', 'HDPE Granules');
      await typeDate(first, 'Issue Date', '2026-04-03');
      await field(first, 'Gross (KG)').fill('100');
      await field(first, 'Work Rate (₹/KG)').fill('8');
      await first.getByRole('button', { name: 'Save' }).click();
      await first.waitFor({ state: 'hidden' });

      await openAddEntry(page, /^In Slip \(goods received\)/);
      const second = page.getByRole('dialog', { name: 'Add In Slip' });
      await choose(second, 'Product', 'HDPE Granules');
      await typeDate(second, 'Issue Date', '2026-04-10');
      const workRate = field(second, 'Work Rate (₹/KG)');
      // The item's rates arrive with its lookup (the form may show a suggested rate a moment before).
      await second.getByText('This month’s item already has these rates.').waitFor();
      await expect.poll(() => workRate.getAttribute('readonly')).not.toBeNull();
      expect(await workRate.inputValue()).toBe('8.00');
      await second.getByRole('button', { name: 'Change rates of this item' }).click();
      await second.getByText('every slip of this product for this sub-party in this month is', { exact: false }).waitFor();
      expect(await workRate.getAttribute('readonly')).toBeNull();
      await workRate.fill('20');
      await field(second, 'Gross (KG)').fill('50');
      await captureScreen(page, 'owner-forms-change-item-rates');
      // One request changes the item's rates and adds the slip (both saved or neither).
      const writes: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (request.url().includes('/api/jobWorkItem/')) writes.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await second.getByRole('button', { name: 'Save' }).click();
      await second.waitFor({ state: 'hidden' });
      page.off('request', onRequest);
      expect(writes.filter((path) => !path.includes('/get/'))).toEqual(['/api/jobWorkItem/slip/add/v2']);
      await expect.poll(async () => (await items(owner, partyId, 4, 2026)).map((item) => item.workRate)).toEqual(['20.00']);
    }));

  it('when bulk rows are typed key by key with rates per product, then no digit is lost and the new item gets those rates', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      await openAddEntry(page, 'In Slip (Bulk)');
      const drawer = page.getByRole('dialog', { name: 'In Slip (Bulk)' });
      await typeDate(drawer, 'Issue Date', '2026-04-05');
      await choose(drawer, 'Product 1', 'HDPE Granules');
      const gross = field(drawer, 'Gross 1 (KG)');
      await gross.click();
      await gross.pressSequentially('1250.5');
      expect(await gross.inputValue()).toBe('1,250.5');
      const rates = drawer.getByRole('group', { name: 'Rates of HDPE Granules' });
      await expect.poll(() => field(rates, 'Work Rate (₹/KG)').inputValue()).toBe('0.00');
      await field(rates, 'Work Rate (₹/KG)').fill('6.5');
      await field(rates, 'Loss %').fill('2');
      await rates.getByRole('radio', { name: 'Exclusive' }).check();
      await captureScreen(page, 'owner-forms-bulk-rates');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      const [item] = await items(owner, partyId, 4, 2026);
      expect(item).toMatchObject({ workRate: '6.50', lossPercentage: '2.00', isLossInclusive: false });
    }));

  it('when a drawer opens, then typing starts in the first empty field, Enter saves, and a new party or product is added from its picker', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      await page.setViewportSize(PHONE);
      await page.goto(`/party/${partyId}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      // From the party page the party and date are filled in: the caret waits in Amount.
      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      await expect.poll(() => focusedLabel(page)).toBe('Amount (₹)');
      await page.keyboard.type('750');
      await page.keyboard.press('Enter');
      await cash.waitFor({ state: 'hidden' });

      // From the dashboard nothing is chosen: the caret waits in Party; a party not yet there is added inline.
      await page.goto('/');
      await openAddEntry(page, /^In Slip \(goods received\)/);
      const slip = page.getByRole('dialog', { name: 'Add In Slip' });
      await expect.poll(() => focusedLabel(page)).toBe('Party');
      await page.keyboard.type('Navin Plastics');
      await page.getByRole('option', { name: '+ Add party' }).click();
      const addParty = page.getByRole('dialog', { name: 'Add Party' });
      expect(await field(addParty, 'Party Name').inputValue()).toBe('Navin Plastics');
      await captureScreen(page, 'owner-forms-quick-add-party');
      await field(addParty, 'Party Name').press('Enter');
      await addParty.waitFor({ state: 'hidden' });
      await expect.poll(() => field(slip, 'Party').first().inputValue()).toBe('Navin Plastics');
      await expect.poll(() => field(slip, 'Sub Party').first().inputValue()).toBe('Default');

      await field(slip, 'Product').first().click();
      await page.getByRole('option', { name: '+ Add product' }).click();
      const addProduct = page.getByRole('dialog', { name: 'Add Product' });
      await field(addProduct, 'Product Name').fill('LDPE Film');
      await addProduct.getByRole('button', { name: 'Save' }).click();
      await addProduct.waitFor({ state: 'hidden' });
      await expect.poll(() => field(slip, 'Product').first().inputValue()).toBe('LDPE Film');
      // The slip drawer is still open with what was chosen; Enter in Gross saves it.
      await typeDate(slip, 'Issue Date', '2026-04-07');
      await field(slip, 'Gross (KG)').fill('40');
      await field(slip, 'Gross (KG)').press('Enter');
      await slip.waitFor({ state: 'hidden' });
      const parties = await apiAs<Array<{ id: string; name: string }>>(suite.app, owner, '/party/list/v1', {});
      const navin = parties.find((party) => party.name === 'Navin Plastics');
      expect(navin).toBeDefined();
      expect((await items(owner, navin?.id ?? '', 4, 2026)).map((item) => item.product.name)).toEqual(['LDPE Film']);
    }));

  it('when a bill was entered with the wrong date, then its update drawer corrects the date and the bill moves to that month', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId, productId } = await setup(owner);
      const subParty = await defaultSubParty(suite.app, owner, partyId);
      await apiAs(suite.app, owner, '/saleBill/add/v2', { subPartyId: subParty?.id, productId, issueDate: '2026-04-25', fullBillNo: 'SB-4', quantity: '10', workRate: '2', saleRate: '95' });
      await apiAs(suite.app, owner, '/inwardCashReceipt/add/v1', { partyId, amount: '10', issueDate: '2026-04-02' });
      await page.goto(`/party/${partyId}`);
      await selectMonth(page, 'April 2026');
      await page.getByRole('button', { name: 'Actions for Sale Bill SB-4' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const drawer = page.getByRole('dialog', { name: 'Update Sale Bill' });
      expect(await field(drawer, 'Issue Date').inputValue()).toBe('25-04-2026');
      await typeDate(drawer, 'Issue Date', '2026-05-02');
      await captureScreen(page, 'owner-forms-correct-date');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('article', { name: 'Sale Bill SB-4' }).waitFor({ state: 'detached' });
      await selectMonth(page, 'May 2026');
      await page.getByRole('article', { name: 'Sale Bill SB-4' }).waitFor();
    }));
});
