// Issue 29 part 1 (docs/offline.md): at a gate with no network, an In Slip is written on a 375 px phone, waits in
// the outbox ("Waiting to send (1)", "Not yet sent" on the party page), survives a reload while still offline (the
// statement shows from the last-seen reads under the Offline banner), and is sent exactly once when the network
// returns. A slip whose number the server has meanwhile given to another stays with the server's message, is
// corrected and resent; another is discarded after a confirmation.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type StartedApp } from '../support/app';
import { apiAs, createOwner, defaultSubParty, loginAs, type Owner } from './support/accounts';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from '../support/chromium';
import { answer, expectAccessible, field, launchBrowser, newPage, PHONE } from './support/browser';
import { choose, openAddEntry, retype, typeDate } from './support/ledger-ui';
import type { Browser } from 'playwright-core';

const SHOTS = 'test-results/screenshots';

interface Statement {
  subPartyMonthStatementList: Array<{
    inJobWorkItemList: Array<{ slips: Array<{ slipNo: string; grossQuantity: string }> }>;
    outJobWorkItemList: Array<{ slips: Array<{ slipNo: string; grossQuantity: string }> }>;
    saleBillList: Array<{ fullBillNo: string; quantity: string }>;
  }>;
  inCashList: Array<{ amount: string }>;
}

/** Today in Asia/Kolkata, YYYY-MM-DD (the drawer's default issue date). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The party's statements as the server has them, read over the API. */
async function statements(app: StartedApp, owner: Owner, partyId: string): Promise<Statement[]> {
  const months = await apiAs<Array<{ id: string }>>(app, owner, '/party/month/list/v1', { partyId });
  return Promise.all(months.map((month) => apiAs<Statement>(app, owner, '/party/month/statement/v3', { partyMonthId: month.id })));
}

/** Every In slip of the party (numbers and gross). */
async function inSlips(app: StartedApp, owner: Owner, partyId: string): Promise<Array<{ slipNo: string; grossQuantity: string }>> {
  const slips = (await statements(app, owner, partyId)).flatMap((statement) =>
    statement.subPartyMonthStatementList.flatMap((subParty) => subParty.inJobWorkItemList.flatMap((item) => item.slips)),
  );
  return slips.map(({ slipNo, grossQuantity }) => ({ slipNo, grossQuantity })).sort((a, b) => Number(a.slipNo) - Number(b.slipNo));
}

/** The party's Out slips and sale bills, as `number:quantity`. */
async function outSlipsAndSaleBills(app: StartedApp, owner: Owner, partyId: string): Promise<string[]> {
  return (await statements(app, owner, partyId)).flatMap((statement) =>
    statement.subPartyMonthStatementList.flatMap((subParty) => [
      ...subParty.outJobWorkItemList.flatMap((item) => item.slips.map((slip) => `slip ${slip.slipNo}:${slip.grossQuantity}`)),
      ...subParty.saleBillList.map((bill) => `bill ${bill.fullBillNo}:${bill.quantity}`),
    ]),
  );
}

/** The amounts of the party's cash received. */
async function cashReceived(app: StartedApp, owner: Owner, partyId: string): Promise<string[]> {
  return (await statements(app, owner, partyId)).flatMap((statement) => statement.inCashList.map((cash) => cash.amount));
}

/** Waits until the service worker controls the page (it then serves the app's files offline). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** Waits until the reads kept for offline hold a statement (lib/read-cache.ts saves a moment after each read). */
async function statementKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = (await indexedDB.databases()).map((db) => db.name);
          if (!names.includes('jwl-reads')) return false;
          return new Promise<boolean>((resolve) => {
            const opening = indexedDB.open('jwl-reads');
            opening.onsuccess = () => {
              const all = opening.result.transaction('reads').objectStore('reads').getAll();
              all.onsuccess = () => {
                resolve(JSON.stringify(all.result).includes('"statement"'));
                opening.result.close();
              };
            };
            opening.onerror = () => resolve(false);
          });
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The scopes (user:company) whose reads this browser keeps for offline. */
function keptScopes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('jwl-reads');
        opening.onsuccess = () => {
          const keys = opening.result.transaction('reads').objectStore('reads').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            opening.result.close();
          };
        };
      }),
  );
}

/** Adds an In Slip of HDPE Pipe through the drawer, the quantity typed key by key, the slip number as given. */
async function addInSlip(page: Page, { gross, slipNo, proposed }: { gross: string; slipNo?: string; proposed?: string }): Promise<void> {
  await openAddEntry(page, /^In Slip \(goods received\)/);
  const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
  await drawer.waitFor();
  await choose(drawer, 'Product', 'HDPE Pipe');
  await typeDate(drawer, 'Issue Date', today());
  if (proposed) await expect.poll(() => field(drawer, 'Slip No.').inputValue()).toBe(proposed);
  if (slipNo) {
    await field(drawer, 'Slip No.').fill('');
    await field(drawer, 'Slip No.').pressSequentially(slipNo);
  }
  await retype(drawer, [['Gross (KG)', gross], ['Bag (KG)', '0'], ['Rejected (KG)', '0'], ['Work Rate (₹/KG)', '2'], ['Loss %', '0']]);
  expect(await field(drawer, 'Gross (KG)').inputValue()).toBe(gross);
  await field(drawer, 'Gross (KG)').press('Enter');
  await drawer.waitFor({ state: 'hidden' });
}

describe('slips written offline', { timeout: 240_000 }, () => {
  let app: StartedApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser(), mkdir(SHOTS, { recursive: true })]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('when an In Slip is added offline, then it waits, survives a reload, is sent once online, and a refused one is corrected or discarded', async () => {
    const owner = await createOwner(app, 'Gate Offline Co');
    const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Shree Textiles', openingReceivableAmount: '0' });
    const sub = await defaultSubParty(app, owner, party.id);
    const granules = await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name: 'HDPE Granules' });
    await apiAs(app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
    // This month has a statement to read offline: SL-1, written online.
    await apiAs(app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: sub?.id, productId: granules.id, issueDate: today(), slipNo: 1, grossQuantity: '10.000', bagQuantity: '0', workRate: '0', lossPercentage: '0',
    });

    const { context, page }: { context: BrowserContext; page: Page } = await newPage(browser, app.url, { serviceWorkers: 'allow' });
    try {
      await page.setViewportSize(PHONE);
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await workerReady(page);

      // Online: the party page, and the In Slip drawer once (its products and the next number are then last seen).
      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();
      await page.getByText('SL-1', { exact: true }).first().waitFor();
      await openAddEntry(page, /^In Slip \(goods received\)/);
      const drawer = page.getByRole('dialog', { name: 'Add In Slip' });
      await expect.poll(() => field(drawer, 'Slip No.').inputValue()).toBe('2');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await statementKept(page);

      // Offline: the slip goes to the outbox at once.
      await context.setOffline(true);
      await addInSlip(page, { gross: '1,000.5', proposed: '2' });
      await page.getByText('In Slip SL-2 kept on this phone', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Waiting to send (1)' }).waitFor();
      const waiting = page.getByTestId('party-outbox').getByTestId('outbox-entry');
      await waiting.waitFor();
      expect(await waiting.textContent()).toContain('In Slip SL-2');
      expect(await waiting.textContent()).toContain('Not yet sent');
      expect(await waiting.textContent()).toContain('Provisional number');
      // And a cash receipt, after it.
      await openAddEntry(page, 'Cash Received');
      const cash = page.getByRole('dialog', { name: 'Add Cash Received' });
      await typeDate(cash, 'Issue Date', today());
      await field(cash, 'Amount (₹)').pressSequentially('1,500');
      await field(cash, 'Amount (₹)').press('Enter');
      await cash.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Waiting to send (2)' }).waitFor();
      await expect.poll(() => waiting.allTextContents()).toEqual([expect.stringContaining('In Slip SL-2'), expect.stringContaining('Cash Received ₹1,500.00')]);
      expect(await waiting.nth(1).textContent()).not.toContain('Provisional');
      await page.screenshot({ path: `${SHOTS}/offline-outbox-waiting-375.png`, fullPage: true });
      expect(await inSlips(app, owner, party.id)).toEqual([{ slipNo: '1', grossQuantity: '10.000' }]);
      expect(await cashReceived(app, owner, party.id)).toEqual([]);

      // A reload, still offline: the app opens from the kept files and reads, the entry still waits.
      await page.reload();
      await page.getByRole('heading', { name: 'Shree Textiles' }).waitFor();
      const banner = page.getByTestId('offline-banner');
      await banner.waitFor({ timeout: 20_000 });
      expect(await banner.textContent()).toMatch(/^Offline — figures as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
      await page.getByText('SL-1', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Waiting to send (2)' }).waitFor();
      expect(await page.getByTestId('party-outbox').textContent()).toContain('In Slip SL-2');
      await page.screenshot({ path: `${SHOTS}/offline-outbox-reloaded-375.png`, fullPage: true });
      // The list of what waits, from the button.
      await page.getByRole('button', { name: 'Waiting to send (2)' }).click();
      const list = page.getByRole('dialog', { name: 'Waiting to send' });
      await list.getByTestId('outbox-entry').nth(1).waitFor();
      expect(await list.getByTestId('outbox-entry').count()).toBe(2);
      await expectAccessible(page, 'the outbox list offline');
      await page.screenshot({ path: `${SHOTS}/offline-outbox-list-375.png` });
      await list.getByRole('button', { name: 'Close' }).click();
      await list.waitFor({ state: 'hidden' });

      // Online again: sent once, in the statement with the server's number; the list is empty.
      await context.setOffline(false);
      await page.getByTestId('party-outbox').waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByText('SL-2', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: /^Waiting to send/ }).count()).toBe(0);
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      expect(await inSlips(app, owner, party.id)).toEqual([{ slipNo: '1', grossQuantity: '10.000' }, { slipNo: '2', grossQuantity: '1000.500' }]);
      expect(await cashReceived(app, owner, party.id)).toEqual(['1500.00']);
      await page.screenshot({ path: `${SHOTS}/offline-outbox-sent-375.png`, fullPage: true });

      // A refusal: offline, SL-7 is written here while the office gives 7 to another slip over the API.
      await context.setOffline(true);
      await addInSlip(page, { gross: '25', slipNo: '7' });
      // The next proposal counts the slip waiting: 8.
      await addInSlip(page, { gross: '30', slipNo: '9', proposed: '8' });
      await page.getByRole('button', { name: 'Waiting to send (2)' }).waitFor();
      for (const slipNo of [7, 9]) {
        await apiAs(app, owner, '/jobWorkItem/slip/add/v2', {
          itemType: 'IN', subPartyId: sub?.id, productId: granules.id, issueDate: today(), slipNo, grossQuantity: '1.000', bagQuantity: '0', workRate: '0', lossPercentage: '0',
        });
      }
      await context.setOffline(false);
      const refused = page.getByTestId('party-outbox').getByTestId('outbox-entry');
      await expect.poll(() => refused.filter({ hasText: 'Refused by the server' }).count(), { timeout: 30_000 }).toBe(2);
      const seven = refused.filter({ hasText: 'In Slip SL-7' });
      expect(await seven.getByRole('alert').textContent()).toMatch(/^Refused by the server: Slip SL-7 already exists in FY \d{4}-\d{2}$/);
      await expectAccessible(page, 'refused outbox entries');
      await page.screenshot({ path: `${SHOTS}/offline-outbox-refused-375.png`, fullPage: true });

      // Corrected and resent: SL-8, once.
      const number = field(seven, 'Slip No.');
      expect(await number.inputValue()).toBe('7');
      await number.fill('');
      await number.pressSequentially('8');
      await seven.getByRole('button', { name: 'Resend' }).click();
      await expect.poll(() => refused.count(), { timeout: 30_000 }).toBe(1);

      // Discarded, after the question: nothing of it reaches the server.
      const nine = refused.filter({ hasText: 'In Slip SL-9' });
      await nine.getByRole('button', { name: 'Discard' }).click();
      const question = page.getByRole('dialog', { name: 'Discard' });
      expect(await question.textContent()).toContain('Discard In Slip SL-9? It was never sent, and will be lost.');
      await page.screenshot({ path: `${SHOTS}/offline-outbox-discard-375.png` });
      await answer(question, 'Discard');
      await page.getByTestId('party-outbox').waitFor({ state: 'detached' });

      const slips = await inSlips(app, owner, party.id);
      expect(slips.map((slip) => `${slip.slipNo}:${slip.grossQuantity}`)).toEqual(['1:10.000', '2:1000.500', '7:1.000', '8:25.000', '9:1.000']);

      // The session ends without a logout (its token gone) and another owner signs in: the first one's kept reads go.
      const firstScope = await page.evaluate(() => localStorage.getItem('jwl.readsScope'));
      expect(firstScope).toMatch(/^[\w-]+:[\w-]+$/);
      expect(await keptScopes(page)).toContain(firstScope);
      await page.evaluate(() => localStorage.removeItem('jwl.token'));
      await loginAs(page, await createOwner(app, 'Next Owner Co'));
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => keptScopes(page)).not.toContain(firstScope);

      // Logging out leaves nothing this owner read in the browser.
      await page.goto('/logout');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await keptScopes(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('jwl.readsScope'))).toBeNull();
    } catch (error) {
      await page.screenshot({ path: `${SHOTS}/offline-outbox-failure.png`, fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  });
  it('when the browser is closed with a bill and an Out Slip waiting, then reopened online, they are sent at the start, once each', async () => {
    const owner = await createOwner(app, 'Gate Restart Co');
    const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Gupta Traders', openingReceivableAmount: '0' });
    await apiAs(app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
    const options = { baseURL: app.url, viewport: PHONE, timezoneId: 'Asia/Kolkata', locale: 'en-US', serviceWorkers: 'block' as const };
    // The first visit as a phone has it: the service worker keeps the app's files, so every drawer opens offline.
    const first = await browser.newContext({ ...options, serviceWorkers: 'allow' });
    first.setDefaultTimeout(15_000);
    const page = await first.newPage();
    let state: Awaited<ReturnType<BrowserContext['storageState']>>;
    try {
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/party/${party.id}`);
      await page.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      // Online once: the drawers' products and the next number are last seen.
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      const out = page.getByRole('dialog', { name: 'Add Out Slip' });
      await expect.poll(() => field(out, 'Slip No.').inputValue()).toBe('1');
      await out.getByRole('button', { name: 'Close' }).click();
      await out.waitFor({ state: 'hidden' });
      await workerReady(page);

      await first.setOffline(true);
      await openAddEntry(page, 'Sale Bill');
      const bill = page.getByRole('dialog', { name: 'Add Sale Bill' });
      await choose(bill, 'Product', 'HDPE Pipe');
      await typeDate(bill, 'Issue Date', today());
      await retype(bill, [['Bill No.', 'SB-1'], ['Quantity (KG)', '1,250.5'], ['Labour Rate (₹/KG)', '2'], ['Sale Rate (₹/KG)', '95']]);
      await field(bill, 'Quantity (KG)').press('Enter');
      await bill.waitFor({ state: 'hidden' });
      await openAddEntry(page, /^Out Slip \(goods sent\)/);
      await choose(out, 'Product', 'HDPE Pipe');
      await typeDate(out, 'Issue Date', today());
      await retype(out, [['Gross (KG)', '40'], ['Bag (KG)', '0'], ['Rejected (KG)', '0'], ['Work Rate (₹/KG)', '3'], ['Loss %', '0']]);
      await field(out, 'Gross (KG)').press('Enter');
      await out.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Waiting to send (2)' }).waitFor();
      await expect.poll(() => page.getByTestId('party-outbox').getByTestId('outbox-entry').allTextContents()).toEqual([
        expect.stringContaining('Sale Bill SB-1'),
        expect.stringContaining('Out Slip SL-1'),
      ]);
      // The browser closes (its storage kept, as a phone keeps it).
      state = await first.storageState({ indexedDB: true });
    } finally {
      await first.close();
    }
    expect(await outSlipsAndSaleBills(app, owner, party.id)).toEqual([]);

    const second = await browser.newContext({ ...options, storageState: state });
    second.setDefaultTimeout(15_000);
    try {
      const again = await second.newPage();
      await again.goto(`/party/${party.id}`);
      await again.getByRole('heading', { name: 'Gupta Traders' }).waitFor();
      await again.getByText('Sale Bill: SB-1', { exact: true }).first().waitFor({ timeout: 30_000 });
      await again.getByText('SL-1', { exact: true }).first().waitFor();
      expect(await again.getByRole('button', { name: /^Waiting to send/ }).count()).toBe(0);
      await again.screenshot({ path: `${SHOTS}/offline-outbox-restarted-375.png`, fullPage: true });
    } catch (error) {
      await second.pages()[0]?.screenshot({ path: `${SHOTS}/offline-outbox-restart-failure.png`, fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await second.close();
    }
    expect((await outSlipsAndSaleBills(app, owner, party.id)).sort()).toEqual(['bill SB-1:1250.500', 'slip 1:40.000']);
  });

  it('given no network, when five slips and a cash receipt are written, the page reloaded, the browser closed and reopened offline, then online each is in the statement exactly once with the server\'s numbers', async () => {
    const owner = await createOwner(app, 'Gate Day Co');
    const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Mahalaxmi Dyeing', openingReceivableAmount: '0' });
    await apiAs(app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
    // A phone's browser: its profile (storage, the service worker and the files it keeps) outlives closing it.
    const profile = await mkdtemp(path.join(tmpdir(), 'jwl-phone-'));
    const open = async () => {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH, args: CHROMIUM_SWITCHES,
        baseURL: app.url, viewport: PHONE, timezoneId: 'Asia/Kolkata', locale: 'en-US', serviceWorkers: 'allow',
      });
      context.setDefaultTimeout(15_000);
      return { context, page: context.pages()[0] ?? (await context.newPage()) };
    };
    let phone = await open();
    try {
      await loginAs(phone.page, owner);
      await phone.page.waitForURL((url) => url.pathname === '/');
      await workerReady(phone.page);
      await phone.page.goto(`/party/${party.id}`);
      await phone.page.getByRole('heading', { name: 'Mahalaxmi Dyeing' }).waitFor();
      // Online once: the In Slip drawer's products and next number are last seen.
      await openAddEntry(phone.page, /^In Slip \(goods received\)/);
      const drawer = phone.page.getByRole('dialog', { name: 'Add In Slip' });
      await expect.poll(() => field(drawer, 'Slip No.').inputValue()).toBe('1');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });

      await phone.context.setOffline(true);
      const grosses = ['1,000.5', '2,00,000.25', '12.5', '3,456', '7'];
      for (const [i, gross] of grosses.entries()) await addInSlip(phone.page, { gross, proposed: String(i + 1) });
      await openAddEntry(phone.page, 'Cash Received');
      const cash = phone.page.getByRole('dialog', { name: 'Add Cash Received' });
      await typeDate(cash, 'Issue Date', today());
      await field(cash, 'Amount (₹)').pressSequentially('1,500');
      await field(cash, 'Amount (₹)').press('Enter');
      await cash.waitFor({ state: 'hidden' });
      await phone.page.getByRole('button', { name: 'Waiting to send (6)' }).waitFor();

      await phone.page.reload();
      await phone.page.getByRole('button', { name: 'Waiting to send (6)' }).waitFor({ timeout: 20_000 });
      await phone.context.close();
      expect(await inSlips(app, owner, party.id)).toEqual([]);

      // Reopened with the network still gone: the kept app, the kept reads, the six waiting.
      phone = await open();
      await phone.context.setOffline(true);
      await phone.page.goto(`/party/${party.id}`);
      await phone.page.getByRole('heading', { name: 'Mahalaxmi Dyeing' }).waitFor({ timeout: 20_000 });
      await phone.page.getByTestId('offline-banner').waitFor();
      await phone.page.getByRole('button', { name: 'Waiting to send (6)' }).waitFor();
      const waiting = phone.page.getByTestId('party-outbox').getByTestId('outbox-entry');
      await expect.poll(() => waiting.allTextContents()).toEqual([
        ...['SL-1', 'SL-2', 'SL-3', 'SL-4', 'SL-5'].map((slipNo) => expect.stringContaining(`In Slip ${slipNo}`)),
        expect.stringContaining('Cash Received ₹1,500.00'),
      ]);
      await phone.page.screenshot({ path: `${SHOTS}/offline-outbox-reopened-offline-375.png`, fullPage: true });

      // The network returns: each is sent once, in the order written, and the statement shows the server's numbers.
      await phone.context.setOffline(false);
      await phone.page.getByRole('button', { name: /^Waiting to send/ }).waitFor({ state: 'detached', timeout: 30_000 });
      for (const slipNo of ['SL-1', 'SL-2', 'SL-3', 'SL-4', 'SL-5']) await phone.page.getByRole('button', { name: `Actions for slip ${slipNo}` }).waitFor();
      expect(await phone.page.getByRole('button', { name: /^Actions for slip / }).count()).toBe(5);
      await phone.page.screenshot({ path: `${SHOTS}/offline-outbox-sent-375.png`, fullPage: true });
      expect(await inSlips(app, owner, party.id)).toEqual([
        { slipNo: '1', grossQuantity: '1000.500' },
        { slipNo: '2', grossQuantity: '200000.250' },
        { slipNo: '3', grossQuantity: '12.500' },
        { slipNo: '4', grossQuantity: '3456.000' },
        { slipNo: '5', grossQuantity: '7.000' },
      ]);
      expect(await cashReceived(app, owner, party.id)).toEqual(['1500.00']);
    } finally {
      await phone.context.close().catch(() => {});
      await rm(profile, { recursive: true, force: true });
    }
  });
});
