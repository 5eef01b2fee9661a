import type { Page } from 'playwright-core';

/** The admin the server ensures at start-up (ADMIN_MOBILE / ADMIN_PASSWORD in global-setup). */
export const E2E_ADMIN = { mobileNumber: '9000000009', password: 'admin-pass-123' } as const;

export interface NewAccount {
  name: string;
  mobileNumber: string;
  password: string;
}

/** A new account with a mobile number nobody has registered yet in this run. */
export function newAccount(name = 'Asha Verma'): NewAccount {
  const mobileNumber = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { name, mobileNumber, password: 'old-coins-2025' };
}

/** Registers through the /auth form (English interface) and waits for the home screen. */
export async function registerThroughForm(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/auth');
  await submitRegisterForm(page, account);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Fills and sends the Register tab of the /auth page the browser is on (English interface). */
export async function submitRegisterForm(page: Page, account: NewAccount): Promise<void> {
  await page.getByRole('tab', { name: 'Register', exact: true }).click();
  const form = page.locator('form#register');
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Mobile Number').fill(account.mobileNumber);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
}

/** Signs in through the /auth form (English interface) and waits for the home screen. */
export async function signInThroughForm(
  page: Page,
  credentials: { mobileNumber: string; password: string },
): Promise<void> {
  await page.goto('/auth');
  const form = page.locator('form#login');
  await form.getByLabel('Mobile Number').fill(credentials.mobileNumber);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
