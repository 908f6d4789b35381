// UI helpers for the ledger e2e specs: pick from Mantine selects, fill slip/bill/cash drawers, read figures.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { field } from './browser';

/** Open a Mantine Select by its label and choose an option; a native select (the party page's pickers on a phone) takes it by its label. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = field(scope, label).first();
  if (await input.evaluate((element) => element.tagName === 'SELECT')) {
    await input.selectOption({ label: option });
    return;
  }
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** '2026-04-03' → '03-04-2026': how the app shows and takes dates, whatever the browser's language. */
const dmy = (iso: string) => iso.split('-').reverse().join('-');

/** Type a date into a DD-MM-YYYY date field as an owner does, then leave the field (its calendar closes). */
export async function typeDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const input = field(scope, label);
  await input.fill(dmy(iso));
  await input.press('Tab');
}

export async function openAddEntry(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Add Entry' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export interface SlipInput {
  product: string;
  date: string;
  gross: string;
  bag?: string;
  rejected?: string;
  workRate?: string;
  loss?: string;
  exclusive?: boolean;
  expectSlipNo?: string;
}

export async function fillSlip(page: Page, title: string, slip: SlipInput): Promise<void> {
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.waitFor();
  await choose(drawer, 'Product', slip.product);
  await typeDate(drawer, 'Issue Date', slip.date);
  if (slip.expectSlipNo) {
    await drawer.page().waitForFunction(
      ([expected]) => {
        const inputs = [...document.querySelectorAll('input')];
        const input = inputs.find((candidate) => candidate.labels?.[0]?.textContent?.startsWith('Slip No'));
        return input?.value === expected;
      },
      [slip.expectSlipNo],
    );
  }
  await field(drawer, 'Gross (KG)').fill(slip.gross);
  await field(drawer, 'Bag (KG)').fill(slip.bag ?? '0');
  await field(drawer, 'Rejected (KG)').fill(slip.rejected ?? '0');
  if (slip.workRate !== undefined) await field(drawer, 'Work Rate (₹/KG)').fill(slip.workRate);
  if (slip.loss !== undefined) await field(drawer, 'Loss %').fill(slip.loss);
  if (slip.exclusive) await drawer.getByRole('radio', { name: 'Exclusive' }).check();
}

/** Each field emptied and typed key by key, as an owner corrects a drawer's figures. */
export async function retype(scope: Page | Locator, fields: ReadonlyArray<readonly [label: string, value: string]>): Promise<void> {
  for (const [label, value] of fields) {
    await field(scope, label).fill('');
    await field(scope, label).pressSequentially(value);
  }
}

export async function save(page: Page, title: string): Promise<void> {
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

export async function selectMonth(page: Page, label: string): Promise<void> {
  const month = page.getByRole('navigation', { name: 'Months' }).getByRole('button', { name: label });
  await month.click();
  // Chosen, and its statement drawn: until it arrives the last month's stays, marked busy (PartyDetailScreen).
  await expect.poll(async () => (await month.getAttribute('aria-current')) === 'true' && (await page.locator('[aria-busy="true"]').count()) === 0).toBe(true);
}

/** The party header's figures as read: 'To give 54.860 KG', 'To receive ₹2,707.50' (the side and the figure). */
export async function headerFigures(page: Page): Promise<{ quantity: string; amount: string }> {
  const read = async (kind: 'quantity' | 'amount') => ((await page.getByTestId(`header-${kind}`).textContent()) ?? '').trim();
  return { quantity: await read('quantity'), amount: await read('amount') };
}

/** Entries type chips: the checkbox is visually hidden, its label is what a user clicks. */
export async function toggleChip(page: Page, name: string): Promise<void> {
  await page.locator('label').filter({ hasText: new RegExp(`^${name}$`) }).click();
}

/**
 * Reports → ITC-04 of FY 2026-27 Q1 → "JSON for the GST offline tool", as an owner downloads it: the file, saved in `dir`
 * and read back.
 */
export async function downloadItc04Json(page: Page, dir: string): Promise<Record<string, Array<{ ctin?: string; items: unknown[] }>>> {
  await page.goto('/reports');
  await choose(page, 'Financial year', '2026-27');
  await choose(page, 'Period', 'Q1 (Apr–Jun)');
  const button = page.getByRole('button', { name: 'JSON for the GST offline tool' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = path.join(dir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Array<{ ctin?: string; items: unknown[] }>>;
}

