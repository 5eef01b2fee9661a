import { type Page, request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { E2E_ADMIN, newAccount, type NewAccount, signInThroughForm } from './accounts';
import { choose, clickUntilAsked, whenSettled } from './controls';
import { useFreshPages } from './pages';

/** Registers an account through the API (its session is thrown away: the test signs in through the form). */
async function registered(account: NewAccount): Promise<void> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  const answer = await api.post('/api/register', { data: account });
  await api.dispose();
  if (answer.status() !== 201) throw new Error(`Registering failed: ${answer.status()} ${await answer.text()}`);
}

/** Fills and sends the Sign In tab of /auth (English interface), staying on the page whatever the answer. */
async function submitSignIn(page: Page, account: NewAccount): Promise<void> {
  const form = page.locator('form#login');
  await form.getByLabel('Mobile Number').fill(account.mobileNumber);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  const button = form.getByRole('button', { name: 'Sign In', exact: true });
  try {
    await button.waitFor({ timeout: 30_000 });
  } catch (error) {
    // Seen twice on a slow machine at the second sign-in, not yet explained: say what the form showed instead.
    const buttons = await form.getByRole('button').allInnerTexts();
    const alerts = await page.getByRole('alert').allInnerTexts();
    const submit = await form.locator('button[type="submit"]').evaluate((element) => element.outerHTML);
    throw new Error(`the sign-in form has no "Sign In" button; its buttons read ${JSON.stringify(buttons)}, alerts ${JSON.stringify(alerts)}; submit: ${submit}`, { cause: error });
  }
  await button.click();
}

/** A date and time as the app writes it in English (lib/format-date's formatDateTime), in the browser's time zone. */
const shownDateTime = (page: Page, iso: string) =>
  page.evaluate((value) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)), iso);

describe('suspension (decisions/0083)', () => {
  const newPage = useFreshPages();

  it('admin suspends a user from the Users tab, the user is told until when at sign-in, the admin lifts it, the user signs in', async () => {
    const account = newAccount('Vikram Rao');
    await registered(account);

    const admin = await newPage();
    await signInThroughForm(admin, E2E_ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Users' }).click();
    const row = admin.getByRole('row').filter({ hasText: account.mobileNumber });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Suspend ${account.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Suspend ${account.name}` });
    await dialog.waitFor();
    await whenSettled(dialog);
    await choose(dialog.getByRole('radio', { name: '30 days' }), dialog.getByText('30 days', { exact: true }));
    await dialog.getByLabel('Reason (shown to the user)').fill('Listed replicas as genuine coins');
    const suspended = admin.waitForResponse((response) => response.url().endsWith('/suspension') && response.request().method() === 'POST');
    await clickUntilAsked(dialog.getByRole('button', { name: 'Suspend', exact: true }), suspended);
    const { suspendedUntil } = (await (await suspended).json()) as { suspendedUntil: string };
    // The 30 days chosen, not the dialog's default.
    expect(Date.parse(suspendedUntil) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    const until = await shownDateTime(admin, suspendedUntil);
    await row.getByText(`Suspended until ${until}`).waitFor();
    await row.getByText('Listed replicas as genuine coins').waitFor();

    const user = await newPage();
    await user.goto('/auth');
    await submitSignIn(user, account);
    const refusal = user.getByRole('alert').filter({ hasText: 'Your account is suspended' });
    await refusal.getByText(`You can sign in again after ${until}.`, { exact: false }).waitFor();
    if (new URL(user.url()).pathname !== '/auth') throw new Error(`a suspended user left the sign-in page for ${user.url()}`);

    await row.getByRole('button', { name: `Lift the suspension of ${account.name}` }).click();
    const confirm = admin.locator('.ant-popconfirm');
    await confirm.waitFor();
    await whenSettled(confirm);
    const lifted = admin.waitForRequest((sent) => sent.url().endsWith('/suspension') && sent.method() === 'DELETE');
    await clickUntilAsked(confirm.getByRole('button', { name: 'Lift suspension' }), lifted);
    await row.getByText('Active', { exact: true }).waitFor();

    await submitSignIn(user, account);
    await user.waitForURL((url) => url.pathname === '/');
    await user.getByText(`Hello, ${account.name}`).waitFor();
  });
});
