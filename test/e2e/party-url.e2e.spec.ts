// The party page's month, tab and sub-party live in its URL (issue 27 item 4, web/src/lib/party-url.ts): a
// reload, Back and Forward, and a pasted link show the same view, at 1280 and at 375 px; a parameter the party
// does not have falls back to the default without an error; nothing is written to the history on the way in.
// The route loader reads the URL's month's statement together with the months, while the screen's code loads.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, defaultSubParty, enterWorkedApril, type Owner } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';
import { useBrowserSuite } from './support/suite';

const SHOTS = 'test-results/screenshots';
const THIS_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
const monthName = (ym: string) => new Date(`${ym}-15T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface View { month: string; tab: 'Statement' | 'Column' | 'List'; subParty: 'All' | 'Default' | 'Unit 2' }

describe('the party page in its URL', { timeout: 240_000 }, () => {
  const suite = useBrowserSuite();

  /** The worked April (Default) with a second sub-party, Unit 2, holding an Out slip in April. */
  async function setup(owner: Owner): Promise<{ partyId: string; defaultId: string; unit2Id: string }> {
    const { partyId } = await enterWorkedApril(suite.app, owner);
    const defaultSub = await defaultSubParty(suite.app, owner, partyId);
    const unit2 = await apiAs<{ id: string }>(suite.app, owner, '/subParty/add/v1', { partyId, name: 'Unit 2' });
    const products = await apiAs<Array<{ id: string; name: string }>>(suite.app, owner, '/product/list/v1', {});
    await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId: unit2.id, productId: products.find((product) => product.name === 'HDPE Pipe')?.id, issueDate: '2026-04-18', slipNo: 9, grossQuantity: '7', workRate: '3', lossPercentage: '0',
    });
    return { partyId, defaultId: defaultSub?.id ?? '', unit2Id: unit2.id };
  }

  const phone = (page: Page) => page.viewportSize()?.width === PHONE.width;

  /** What the page shows: the month, tab and sub-party chosen, read off the controls. */
  async function shown(page: Page): Promise<View> {
    const selectedTab = page.getByRole('tab', { selected: true });
    if (phone(page)) {
      // The phone's pickers are native selects: what they show is the chosen option's text.
      const picked = (name: string) => page.getByRole('combobox', { name }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
      return {
        month: await picked('Month'),
        tab: (await selectedTab.textContent()) as View['tab'],
        subParty: (await picked('Sub Party')) as View['subParty'],
      };
    }
    const current = (name: string) => page.getByRole('navigation', { name }).locator('[aria-current="true"]');
    return {
      month: (await current('Months').textContent()) ?? '',
      tab: (await selectedTab.textContent()) as View['tab'],
      subParty: ((await current('Sub-parties').textContent()) ?? '') as View['subParty'],
    };
  }

  async function expectShown(page: Page, view: View): Promise<void> {
    await page.getByRole('tab', { name: view.tab, selected: true }).waitFor();
    await expect.poll(() => shown(page)).toEqual(view);
    // The statement shown is the month's and the sub-party's: SL-3 is Default's in April, SL-9 Unit 2's.
    const april = view.month === 'April 2026';
    const has = (slip: string) => page.getByText(new RegExp(`\\b${slip}\\b`)).count().then((n) => n > 0);
    await expect.poll(() => Promise.all([has('SL-3'), has('SL-9')])).toEqual([april && view.subParty !== 'Unit 2', april && view.subParty !== 'Default']);
    expect(await page.getByRole('alert').count()).toBe(0);
  }

  async function chooseMonth(page: Page, month: string): Promise<void> {
    if (phone(page)) {
      await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: month });
    } else {
      await page.getByRole('navigation', { name: 'Months' }).getByRole('button', { name: month, exact: true }).click();
    }
  }

  async function chooseSubParty(page: Page, name: string): Promise<void> {
    if (phone(page)) {
      await page.getByRole('combobox', { name: 'Sub Party' }).selectOption({ label: name });
    } else {
      await page.getByRole('navigation', { name: 'Sub-parties' }).getByRole('button', { name, exact: true }).click();
    }
  }

  const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
  const historyLength = (page: Page) => page.evaluate(() => window.history.length);

  for (const [label, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`when a month, a tab and a sub-party are chosen at ${size.width} px, then a reload, Back and a pasted link show the same`, () =>
      suite.asNewOwner(async (page, owner) => {
        const { partyId, defaultId, unit2Id } = await setup(owner);
        await page.setViewportSize(size);
        await mkdir(SHOTS, { recursive: true });
        const shot = (name: string) => page.screenshot({ path: `${SHOTS}/party-url-${name}-${label}.png`, fullPage: true });

        // In from the parties list: the plain link, the default view, nothing written into the history.
        await page.goto('/party');
        await page.getByRole('link', { name: 'Shree Textiles' }).first().click();
        await page.waitForURL((url) => url.pathname === `/party/${partyId}`);
        const entered = await historyLength(page);
        await expectShown(page, { month: monthName(THIS_MONTH), tab: 'Statement', subParty: 'All' });
        expect(search(page)).toEqual({});
        expect(await historyLength(page)).toBe(entered);

        // Each choice goes into the URL, keeping the others.
        await chooseMonth(page, 'April 2026');
        await page.waitForURL((url) => url.searchParams.get('month') === '2026-04');
        await page.getByRole('tab', { name: 'List' }).click();
        await page.waitForURL((url) => url.searchParams.get('tab') === 'list');
        await chooseSubParty(page, 'Default');
        await page.waitForURL((url) => url.searchParams.get('subPartyId') === defaultId);
        expect(search(page)).toEqual({ month: '2026-04', tab: 'list', subPartyId: defaultId });
        const chosen: View = { month: 'April 2026', tab: 'List', subParty: 'Default' };
        await expectShown(page, chosen);

        await page.reload();
        await expectShown(page, chosen);
        await shot('reloaded');

        // Back undoes one choice at a time, Forward redoes it.
        await page.goBack();
        await expectShown(page, { month: 'April 2026', tab: 'List', subParty: 'All' });
        await page.goBack();
        await expectShown(page, { month: 'April 2026', tab: 'Statement', subParty: 'All' });
        await page.goBack();
        await expectShown(page, { month: monthName(THIS_MONTH), tab: 'Statement', subParty: 'All' });
        expect(search(page)).toEqual({});
        await page.goForward();
        await expectShown(page, { month: 'April 2026', tab: 'Statement', subParty: 'All' });

        // A link pasted into a new tab: Column, Unit 2, April.
        const pasted = await page.context().newPage();
        await pasted.setViewportSize(size);
        await pasted.goto(`/party/${partyId}?month=2026-04&tab=column&subPartyId=${unit2Id}`);
        await expectShown(pasted, { month: 'April 2026', tab: 'Column', subParty: 'Unit 2' });
        await pasted.screenshot({ path: `${SHOTS}/party-url-pasted-${label}.png`, fullPage: true });

        // A link the party cannot follow: the default view, no error, the parameters that do read kept.
        await pasted.goto(`/party/${partyId}?month=2019-01&tab=ledger&subPartyId=${crypto.randomUUID()}`);
        await expectShown(pasted, { month: monthName(THIS_MONTH), tab: 'Statement', subParty: 'All' });
        await pasted.goto(`/party/${partyId}?month=April&tab=list&subPartyId=nobody`);
        await expectShown(pasted, { month: monthName(THIS_MONTH), tab: 'List', subParty: 'All' });
        await pasted.screenshot({ path: `${SHOTS}/party-url-fallback-${label}.png`, fullPage: true });
        await pasted.close();
      }));
  }

  it('when a party link is opened, then the statement of its month (else this month) is asked for with the months, while the screen\'s code loads', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await setup(owner);
      const CHUNK = /\/assets\/PartyDetailScreen-[^/]+\.js$/;
      let sent: string[] = [];
      let statementAsked = () => {};
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/party/month/statement/v3') {
          sent.push(`statement ${(JSON.parse(request.postData() ?? '{}') as { partyMonthId?: string }).partyMonthId}`);
          statementAsked();
        }
      });
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/party/month/list/v1') sent.push('months answered');
        if (CHUNK.test(path)) sent.push('chunk answered');
      });
      const cases: Array<[search: string, month: string, tab: View['tab']]> = [
        ['?month=2026-04&tab=list', '2026-04', 'List'],
        ['', THIS_MONTH, 'Statement'],
      ];
      for (const [query, month, tab] of cases) {
        sent = [];
        const asked = new Promise<void>((resolve) => (statementAsked = resolve));
        // The screen's chunk is held until the statement is asked for (routing turns the HTTP cache off: every
        // load fetches it again, cold).
        let whileHeld: boolean | undefined;
        const hold = async (route: { continue(): Promise<void> }) => {
          whileHeld = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
          await route.continue();
        };
        await page.route(CHUNK, hold);
        await page.goto(`/party/${partyId}${query}`);
        await expectShown(page, { month: monthName(month), tab, subParty: 'All' });
        await page.unroute(CHUNK, hold);
        expect(whileHeld, query).toBe(true);
        // That month's statement alone (a later refresh of it aside), asked for before the months were answered
        // and before the code arrived.
        const statements = sent.filter((name) => name.startsWith('statement'));
        expect([...new Set(statements)], query).toEqual([`statement ${partyId}:${month}`]);
        expect(sent.indexOf(statements[0] ?? ''), query).toBeLessThan(sent.indexOf('months answered'));
        expect(sent.indexOf(statements[0] ?? ''), query).toBeLessThan(sent.indexOf('chunk answered'));
      }
    }));
});
