// Account builders for the e2e specs: fresh mobile numbers and owners created through the real API.
import type { Page } from 'playwright-core';
import { field } from './browser';

export interface TestApp {
  url: string;
  otpFor(mobileNo: string): Promise<string>;
}

let counter = 0;

/** A mobile number no other test uses: 9 + 9 digits from the clock, the pid and a counter. */
export function freshMobileNo(): string {
  counter += 1;
  const digits = `${Date.now() % 1_000_000}${process.pid % 100}${counter}`.padStart(9, '0').slice(-9);
  return `9${digits}`;
}

async function post<T>(app: TestApp, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; error?: { message: string } };
  if (!response.ok || json.data === undefined) {
    throw new Error(`${path} failed with ${response.status}: ${json.error?.message ?? 'no message'}`);
  }
  return json.data;
}

export interface Owner {
  mobileNo: string;
  password: string;
  companyName: string;
  token: string;
}

/** Register, verify and create a company through the API (the UI flows have their own spec). */
export async function createOwner(app: TestApp, companyName = 'Shree Textiles'): Promise<Owner> {
  const mobileNo = freshMobileNo();
  const password = 'secret123';
  await post(app, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  const otp = await app.otpFor(mobileNo);
  const { token } = await post<{ token: string }>(app, '/user/mobile/verify/v1', { mobileNo, otp: Number(otp) });
  await post(app, '/company/create/v1', { name: companyName }, token);
  return { mobileNo, password, companyName, token };
}

/** Register and verify a user through the API, with no company of their own (an accountant granted one first lands in it). */
export async function createUser(app: TestApp, mobileNo = freshMobileNo()): Promise<Owner> {
  const password = 'secret123';
  await post(app, '/user/register/v1', { mobileNo, password, confirmPassword: password });
  const otp = await app.otpFor(mobileNo);
  const { token } = await post<{ token: string }>(app, '/user/mobile/verify/v1', { mobileNo, otp: Number(otp) });
  return { mobileNo, password, companyName: '', token };
}

export async function apiAs<T>(app: TestApp, owner: Owner, path: string, body: unknown): Promise<T> {
  return post<T>(app, path, body, owner.token);
}

/** A party's default sub-party (the one a party is made with), asked for as the endpoint takes it ({ filter: { partyId } }). */
export async function defaultSubParty(app: TestApp, owner: Owner, partyId: string): Promise<{ id: string }> {
  const [sub] = await apiAs<Array<{ id: string }>>(app, owner, '/subParty/list/v1', { filter: { partyId } });
  return sub;
}

/**
 * A job worker of the GST papers' e2e: our GSTIN 24AAACC1206D1ZM; Ganesh Extrusions (GSTIN 27AAPFU0939F1ZV); HDPE Pipe
 * (HSN 3917, value rate ₹100/KG); in FY 2026-27 Q1 two OUT slips to Ganesh: SL-1 100 KG on 02-04-2026 (DC/2026-27/1)
 * and SL-2 60 KG on 03-04-2026 (DC/2026-27/2), work rate ₹2.
 */
export async function jobWorkerWithTwoOutSlips(app: TestApp, owner: Owner): Promise<{ party: { id: string } }> {
  await apiAs(app, owner, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' });
  const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Ganesh Extrusions', contact: { gstin: '27AAPFU0939F1ZV' } });
  const sub = await defaultSubParty(app, owner, party.id);
  const pipe = await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917', valueRate: '100' });
  for (const [issueDate, slipNo, gross] of [['2026-04-02', 1, '100'], ['2026-04-03', 2, '60']] as const) {
    await apiAs(app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub.id, productId: pipe.id, issueDate, slipNo, grossQuantity: gross, workRate: '2' });
  }
  return { party };
}

/** Sign the browser in as `owner` by logging in through the UI. */
export async function loginAs(page: Page, owner: Pick<Owner, 'mobileNo' | 'password'>): Promise<void> {
  await page.goto('/login');
  await field(page, 'Mobile No').fill(owner.mobileNo);
  await field(page, 'Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The worked example's April 2026 (shared/design/ledger-rules.md) for a new owner, through the API:
 * Shree Textiles (₹1,000.00 opening), SL-1, SL-2 (IN, 2 % inclusive loss), SL-3 (OUT at 12.50), cash
 * received ₹500.00 and Sale Bill SB-1. April closes at −54.860 KG and ₹2,707.50.
 */
export async function enterWorkedApril(app: TestApp, owner: Owner): Promise<{ partyId: string; sl2: { id: string; jobWorkItemId: string } }> {
  const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Shree Textiles', openingReceivableAmount: '1000' });
  const partyId = party.id;
  const [sub] = await apiAs<Array<{ id: string }>>(app, owner, '/subParty/list/v1', { partyId });
  const granules = (await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name: 'HDPE Granules' })).id;
  const pipe = (await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name: 'HDPE Pipe' })).id;
  const inRates = { workRate: '0', lossPercentage: '2', isLossInclusive: true };
  await apiAs(app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: sub.id, productId: granules, issueDate: '2026-04-03', slipNo: 1, grossQuantity: '105.500', bagQuantity: '0.500', ...inRates });
  const sl2 = await apiAs<{ id: string; jobWorkItemId: string }>(app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: sub.id, productId: granules, issueDate: '2026-04-10', slipNo: 2, grossQuantity: '52.250', bagQuantity: '0.250', ...inRates });
  await apiAs(app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub.id, productId: pipe, issueDate: '2026-04-15', slipNo: 3, grossQuantity: '100.300', bagQuantity: '0.300', rejectedQuantity: '1.000', workRate: '12.50', lossPercentage: '0' });
  await apiAs(app, owner, '/inwardCashReceipt/add/v1', { partyId, amount: '500.00', issueDate: '2026-04-20' });
  await apiAs(app, owner, '/saleBill/add/v2', { subPartyId: sub.id, productId: pipe, issueDate: '2026-04-25', fullBillNo: 'SB-1', quantity: '10.000', workRate: '2.00', saleRate: '95.00' });
  return { partyId, sl2 };
}
