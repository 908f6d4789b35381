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

export async function apiAs<T>(app: TestApp, owner: Owner, path: string, body: unknown): Promise<T> {
  return post<T>(app, path, body, owner.token);
}

/** Sign the browser in as `owner` by logging in through the UI. */
export async function loginAs(page: Page, owner: Pick<Owner, 'mobileNo' | 'password'>): Promise<void> {
  await page.goto('/login');
  await field(page, 'Mobile No').fill(owner.mobileNo);
  await field(page, 'Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
}
