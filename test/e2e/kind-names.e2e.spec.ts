// One name for each kind of entry on every screen (issue 25), in a real browser, in English and in Hindi: the
// Add Entry menu, the Entries chips and badges, the party's ledger, its column tab and Activity say each kind
// as the one home does (@ledger/contract entryKinds.ts: the spec's names), with a document of every kind
// entered. Screenshots of each screen at 1280 and 375 px in both languages.
import type { Page } from 'playwright-core';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ENTRY_KINDS, entryKindBadge, entryKindChip, entryKindName, entryKindWords, type EntryKind, type LanguageCode } from '@ledger/contract';
import { en } from '../../web/src/i18n/en';
import { hi } from '../../web/src/i18n/hi';
import { useBrowserSuite } from './support/suite';
import { apiAs, defaultSubParty, enterWorkedApril, type Owner, type TestApp } from './support/accounts';
import { captureScreen, DESKTOP, PHONE } from './support/browser';
import { choose } from './support/ledger-ui';
import { present } from '../support/present.ts';

async function translator(lng: LanguageCode): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

/** Each kind's number as the ledger shows it beside the name (cash has none). */
const NUMBER: Record<EntryKind, string> = {
  IN_SLIP: 'SL-1', OUT_SLIP: 'SL-3', SALE_BILL: 'SB-1', PURCHASE_BILL: 'PB-1', INWARD_JOBWORK_BILL: 'DC-1', OUTWARD_JOBWORK_BILL: 'RC-1', CASH_RECEIVED: '', CASH_PAID: '',
  DEBIT_NOTE: 'DN-1', CREDIT_NOTE: 'CN-1',
};

/** The worked April, and a document of each kind it lacks: a Purchase Bill, both challans, Cash Paid, both notes. */
async function everyKind(app: TestApp, owner: Owner): Promise<string> {
  const { partyId } = await enterWorkedApril(app, owner);
  const sub = await defaultSubParty(app, owner, partyId);
  const products = await apiAs<Array<{ id: string; name: string }>>(app, owner, '/product/list/v1', {});
  const pipe = present(products.find((product) => product.name === 'HDPE Pipe'), 'the product HDPE Pipe').id;
  const bill = { subPartyId: present(sub, 'a sub-party').id, productId: pipe, quantity: '2.000', workRate: '2.00' };
  await apiAs(app, owner, '/purchaseBill/add/v2', { ...bill, issueDate: '2026-04-26', fullBillNo: 'PB-1', saleRate: '90.00' });
  await apiAs(app, owner, '/inwardJobWorkBill/add/v2', { ...bill, issueDate: '2026-04-27', fullBillNo: 'DC-1' });
  await apiAs(app, owner, '/outwardJobWorkBill/add/v2', { ...bill, issueDate: '2026-04-28', fullBillNo: 'RC-1' });
  await apiAs(app, owner, '/outwardCashReceipt/add/v1', { partyId, amount: '100.00', issueDate: '2026-04-29' });
  await apiAs(app, owner, '/debitNote/add/v1', { partyId, fullNoteNo: 'DN-1', amount: '40.00', issueDate: '2026-04-29', reason: 'Shortage' });
  await apiAs(app, owner, '/creditNote/add/v1', { partyId, fullNoteNo: 'CN-1', amount: '15.00', issueDate: '2026-04-30', reason: 'Rate revision' });
  return partyId;
}

const texts = async (page: Page, selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

describe('one name for each kind, on every screen', { timeout: 600_000 }, () => {
  const suite = useBrowserSuite();

  it('the Add Entry menu, the Entries chips and badges, the ledger, the column tab and Activity, in English and Hindi', () =>
    suite.asNewOwner(async (page, owner) => {
      const partyId = await everyKind(suite.app, owner);
      for (const lang of ['en', 'hi'] as const) {
        const t = await translator(lang);
        const name = (kind: EntryKind) => entryKindName(kind, lang);
        await page.evaluate((language) => localStorage.setItem('ledger.language', language), lang);

        // The Add Entry menu: every kind by its name, bulk slips in bulk, the hints beside.
        await page.goto('/');
        await page.getByRole('button', { name: t('common.addEntry') }).click();
        await page.getByRole('menuitem').first().waitFor();
        const hint = entryKindWords(lang).hint;
        expect(await texts(page, '[role="menuitem"]')).toEqual([
          `${name('INWARD_JOBWORK_BILL')} (${hint.INWARD_JOBWORK_BILL})`, `${name('OUTWARD_JOBWORK_BILL')} (${hint.OUTWARD_JOBWORK_BILL})`,
          name('SALE_BILL'), name('PURCHASE_BILL'),
          `${name('DEBIT_NOTE')} (${hint.DEBIT_NOTE})`, `${name('CREDIT_NOTE')} (${hint.CREDIT_NOTE})`,
          `${name('IN_SLIP')} (${hint.IN_SLIP})`, `${name('OUT_SLIP')} (${hint.OUT_SLIP})`,
          t('entryDrawers.bulk', { what: name('IN_SLIP') }), t('entryDrawers.bulk', { what: name('OUT_SLIP') }),
          name('CASH_RECEIVED'), name('CASH_PAID'),
        ]);
        await captureScreen(page, `kind-names-add-entry-menu-${lang}`);
        await page.keyboard.press('Escape');

        // Entries: a chip per kind and a badge per row, a slip by IN / OUT, every other kind by its name.
        await page.goto('/entries');
        const april = lang === 'en' ? 'April 2026' : 'अप्रैल 2026';
        await choose(page, t('entries.month'), april);
        const chips = page.getByRole('group', { name: t('entries.entryTypes') });
        await chips.locator('label').first().waitFor();
        const badges = ENTRY_KINDS.map((kind) => entryKindBadge(kind, lang));
        // The chips are the spec's: the badges, but cash by direction (In Cash, Out Cash).
        expect((await chips.locator('label').allTextContents()).sort()).toEqual(ENTRY_KINDS.map((kind) => entryKindChip(kind, lang)).sort());
        for (const chip of await chips.locator('label').all()) {
          if (!(await page.locator(`#${await chip.getAttribute('for')}`).isChecked())) await chip.click();
        }
        await expect.poll(() => page.getByTestId('entries-count').textContent()).toBe(t('entries.entryCount', { count: 11 }));
        // Long lists draw their first rows at once and the rest just after (lib/sliced-rows.ts): wait for all 11.
        await expect.poll(() => page.locator('tbody .mantine-Badge-label').count()).toBe(11);
        expect(new Set(await texts(page, 'tbody .mantine-Badge-label'))).toEqual(new Set(badges));
        await captureScreen(page, `kind-names-entries-${lang}`);
        // On a phone the rows are cards; each badge shows its whole name (DELIVERY CH… was cut at 375 px).
        await page.setViewportSize(PHONE);
        await page.getByRole('list', { name: t('entries.title') }).waitFor();
        const cut = await page.locator('[role="listitem"] .mantine-Badge-label').evaluateAll((nodes) =>
          nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent));
        expect(cut).toEqual([]);
        await page.setViewportSize(DESKTOP);

        // The party's ledger: every row by its name and number.
        await page.goto(`/party/${partyId}/ledger?from=2026-04-01&to=2026-04-30`);
        for (const kind of ENTRY_KINDS) {
          await page.getByRole('cell', { name: `${name(kind)}${NUMBER[kind] ? ` ${NUMBER[kind]}` : ''}`, exact: true }).first().waitFor();
        }
        await captureScreen(page, `kind-names-ledger-${lang}`);

        // The party page's column tab: a table per kind, headed by its name.
        await page.goto(`/party/${partyId}`);
        await page.getByRole('navigation', { name: t('partyDetail.months') }).getByRole('button', { name: april }).click();
        await page.getByRole('tab', { name: t('partyDetail.column') }).click();
        for (const kind of ENTRY_KINDS) await page.getByRole('region', { name: name(kind), exact: true }).waitFor();

        // Activity: each document's addition by its name.
        await page.goto('/activity');
        await page.getByTestId('activity-row').first().waitFor();
        const lines = await page.getByTestId('activity-row').locator('p:first-child').allTextContents();
        for (const kind of ENTRY_KINDS) expect(lines, `${lang} ${kind}`).toContain(t('audit.entryAdded', { kind: name(kind) }));
        await captureScreen(page, `kind-names-activity-${lang}`);
      }
    }));
});
