import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, type NewAccount, signInThroughForm } from './accounts';
import { PHONE, pathOf } from './browser';
import { whenPageSettled } from './controls';
import { useFreshPages } from './pages';

/** Set SHOTS_DIR to keep screenshots of the reset screen and the profile's verify step (390 and 1280 px, en and hi). */
const SHOTS_DIR = process.env.SHOTS_DIR;
const WIDE = { width: 1280, height: 900 } as const;

/** Creates the account through the API and leaves the browser signed out. */
async function accountSignedOut(page: Page, account: NewAccount): Promise<void> {
  const res = await page.request.post('/api/register', { data: { name: account.name, mobileNumber: account.mobileNumber, password: account.password } });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();
}

/** The newest code the SMS sandbox "sent" to a number for `purpose` (the test inbox). */
async function codeFromInbox(page: Page, mobileNumber: string, purpose: 'verify-phone' | 'reset-password'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/sandbox/sms', { params: { mobileNumber } });
      const { messages } = (await res.json()) as { messages: { purpose: string; code: string }[] };
      code = messages.find((sms) => sms.purpose === purpose)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await whenPageSettled(page);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

describe('verified mobile numbers and a forgotten password', () => {
  const newPage = useFreshPages();

  it('resets a forgotten password with the code from the SMS sandbox and signs the user in', async () => {
    const page = await newPage();
    const account = newAccount('Meera Joshi');
    await accountSignedOut(page, account);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    const numberForm = page.locator('form#reset-number');
    await numberForm.getByLabel('Mobile Number').fill(account.mobileNumber);
    await numberForm.getByRole('button', { name: 'Send code' }).click();

    const form = page.locator('form#reset-password');
    await form.getByText(`Enter the code we sent to +91 ${account.mobileNumber}`).waitFor();
    const code = await codeFromInbox(page, account.mobileNumber, 'reset-password');
    // In development the sandbox shows the same code on the screen.
    await expect.poll(() => page.getByTestId('sms-sandbox-code').innerText()).toBe(`Latest code: ${code}`);
    await expect.poll(() => form.getByRole('button', { name: /^Send a new code in \d+ s$/ }).isDisabled()).toBe(true);

    // A wrong code is said at the code, with the tries left.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await form.getByLabel('Code from the SMS').fill(wrong);
    await form.getByLabel('New Password', { exact: true }).fill('a-fresh-passphrase');
    await form.getByLabel('Confirm New Password').fill('a-fresh-passphrase');
    await form.getByRole('button', { name: 'Reset password and sign in' }).click();
    await form.getByText('That is not the code we sent. 4 tries left.').waitFor();

    await form.getByLabel('Code from the SMS').fill(code);
    await form.getByRole('button', { name: 'Reset password and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(`Hello, ${account.name}`).waitFor();

    // The new password is the password now.
    await page.context().clearCookies();
    await signInThroughForm(page, { mobileNumber: account.mobileNumber, password: 'a-fresh-passphrase' });
    expect(pathOf(page)).toBe('/');
  }, 90_000);

  it('verifies the number from the profile, and the "Phone verified" badge shows', async () => {
    const page = await newPage();
    const account = newAccount('Kabir Das');
    await accountSignedOut(page, account);
    await signInThroughForm(page, account);

    await page.goto('/profile');
    const card = page.locator('.phone-verification-card');
    await card.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
    expect(await page.getByTestId('phone-verified-badge').count()).toBe(0);
    await card.getByRole('button', { name: 'Send code' }).click();
    await card.getByText(`We sent a code to +91 ${account.mobileNumber}.`).waitFor();
    const code = await codeFromInbox(page, account.mobileNumber, 'verify-phone');
    await card.getByLabel('Code from the SMS').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await card.getByRole('button', { name: 'Verify', exact: true }).click();

    await page.getByTestId('phone-verified-badge').filter({ hasText: 'Phone verified' }).waitFor();
    expect(await card.count()).toBe(0);
    await page.reload();
    await page.getByTestId('phone-verified-badge').waitFor();
  }, 90_000);

  it.runIf(SHOTS_DIR)(
    'reads in English and Hindi at 390 and 1280 px (screenshots with SHOTS_DIR)',
    async () => {
      for (const viewport of [PHONE, WIDE]) {
        for (const language of ['en', 'hi'] as const) {
          const where = `${viewport.width}-${language}`;
          const page = await newPage(viewport);
          await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
          const account = newAccount('Meera Joshi');
          await accountSignedOut(page, account);

          await page.goto('/auth');
          await page.locator('form#login a[href^="/reset-password"]').waitFor();
          await shot(page, `auth-forgot-link-${where}`);
          await page.goto('/reset-password');
          await page.locator('form#reset-number').waitFor();
          await shot(page, `reset-number-${where}`);
          await page.locator('form#reset-number input').fill(account.mobileNumber);
          await page.locator('form#reset-number button[type=submit]').click();
          await page.locator('form#reset-password').waitFor();
          await codeFromInbox(page, account.mobileNumber, 'reset-password');
          await expect.poll(() => page.getByTestId('sms-sandbox-code').innerText()).toMatch(/\d{6}/);
          await shot(page, `reset-code-${where}`);

          // Signed in through the API (it shares the page's cookies): the form is in the chosen language.
          expect((await page.request.post('/api/login', { data: { mobileNumber: account.mobileNumber, password: account.password } })).status()).toBe(200);
          await page.goto('/profile');
          const card = page.locator('.phone-verification-card');
          await card.waitFor();
          await card.locator('button').first().click();
          await card.locator('form#verify-phone').waitFor();
          const code = await codeFromInbox(page, account.mobileNumber, 'verify-phone');
          await expect.poll(() => page.getByTestId('sms-sandbox-code').innerText()).toMatch(/\d{6}/);
          await shot(page, `profile-verify-${where}`);
          await card.locator('input').fill(code);
          await card.locator('button[type=submit]').click();
          await page.getByTestId('phone-verified-badge').waitFor();
          await shot(page, `profile-verified-${where}`);
          await page.context().close();
        }
      }
    },
    240_000,
  );
});
