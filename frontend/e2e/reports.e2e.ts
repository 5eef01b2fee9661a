import { type APIRequestContext, type Page, request } from 'playwright-core';
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, newAccount, type NewAccount } from './accounts';
import { DESKTOP, PHONE } from './browser';
import { choose, clickUntilAsked, whenSettled } from './controls';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';

/** A Premium seller through the API, with the credentials to sign in later. */
async function seller(name: string): Promise<{ api: APIRequestContext; account: NewAccount; id: number }> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  const account = newAccount(name);
  const registered = await api.post('/api/register', { data: account });
  if (registered.status() !== 201) throw new Error(`Registering ${name} failed: ${registered.status()} ${await registered.text()}`);
  await buyPremium(api);
  return { api, account, id: ((await registered.json()) as { id: number }).id };
}

const reportSent = (page: Page) => page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/reports');
const reportFiled = (page: Page) =>
  page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/reports' && res.status() === 201);

const actionSent = (page: Page) => page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/reports/actions');

async function inHindi(page: Page): Promise<Page> {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  return page;
}

async function asAdmin(page: Page): Promise<Page> {
  const login = await page.request.post('/api/login', { data: E2E_ADMIN });
  if (!login.ok()) throw new Error(`Admin sign-in failed: ${login.status()}`);
  return page;
}

/** Opens the admin panel's Reports tab. */
async function openReports(page: Page, tab: RegExp = /^Reports/): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('.reports-tab').waitFor();
}

/** On a coin page as a signed-in buyer: opens the report dialog (named as the interface language says). */
async function openReportDialog(page: Page, coinId: number, button: string, title: string) {
  await page.goto(`/coin/${coinId}`);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await whenSettled(dialog);
  return dialog;
}

describe('reports (issue 14, decisions/0082)', () => {
  const newPage = useFreshPages();
  const apis: APIRequestContext[] = [];
  afterAll(() => Promise.all(apis.map((api) => api.dispose())));

  it('a buyer reports a listing → the admin sees it in context and suspends the seller for 7 days → the seller cannot sign in; another report is dismissed', async () => {
    const admin = await adminApi();
    const rahul = await seller('Rahul Verma');
    const kavita = await seller('Kavita Joshi');
    apis.push(admin, rahul.api, kavita.api);
    const title = `Mughal rupee ${uniqueWord()}`;
    const coin = await createListing(rahul.api, { title, price: 4500 });
    await approveListing(admin, coin.id);
    const otherCoin = await createListing(kavita.api, { title: `Travancore chuckram ${uniqueWord()}`, price: 300 });
    await approveListing(admin, otherCoin.id);

    // The buyer reports Rahul's listing from the coin page, on a phone.
    const buyer = await newPage(PHONE);
    await registerInBrowser(buyer, newAccount('Ananya Iyer'));
    const dialog = await openReportDialog(buyer, coin.id, 'Report this listing', `Report “${title}”`);
    await choose(dialog.getByRole('radio', { name: 'A replica or fake coin' }));
    await dialog.getByRole('textbox').fill('The edge lettering does not match a genuine rupee.');
    await whenSettled(dialog);
    await shoot(buyer, 'report-dialog-en-390', { fullPage: false });
    const filed = reportFiled(buyer);
    await clickUntilAsked(dialog.getByRole('button', { name: 'Send report' }), reportSent(buyer));
    await filed;
    await buyer.getByText('Report sent').waitFor();

    // And Kavita, from her seller page.
    await buyer.goto(`/sellers/${kavita.id}`);
    await buyer.getByRole('button', { name: 'Report this seller' }).waitFor();
    await shoot(buyer, 'report-seller-page-en-390', { fullPage: false });
    await buyer.getByRole('button', { name: 'Report this seller' }).click();
    const second = buyer.getByRole('dialog', { name: 'Report Kavita Joshi' });
    await second.waitFor();
    await whenSettled(second);
    await choose(second.getByRole('radio', { name: 'Offensive or abusive' }));
    const filedToo = reportFiled(buyer);
    await clickUntilAsked(second.getByRole('button', { name: 'Send report' }), reportSent(buyer));
    await filedToo;
    await second.waitFor({ state: 'detached' });

    // And one of Kavita's messages, from the conversation.
    const chat = (await (await buyer.request.post(`/api/coins/${otherCoin.id}/conversation`)).json()) as { id: number };
    const sent = await kavita.api.post(`/api/conversations/${chat.id}/messages`, { data: { content: 'Pay me by UPI outside Sikka and I will post it today.' } });
    const messageId = ((await sent.json()) as { id: number }).id;
    await buyer.goto(`/messages?conversation=${chat.id}`);
    const bubble = buyer.locator('.chat__row', { hasText: 'Pay me by UPI outside Sikka' });
    await bubble.getByRole('button', { name: 'Report' }).click();
    const third = buyer.getByRole('dialog', { name: 'Report Kavita Joshi’s message' });
    await third.waitFor();
    await whenSettled(third);
    await choose(third.getByRole('radio', { name: 'A scam or fraud' }));
    await whenSettled(third);
    await shoot(buyer, 'report-message-dialog-en-390', { fullPage: false });
    const filedThird = reportFiled(buyer);
    await clickUntilAsked(third.getByRole('button', { name: 'Send report' }), reportSent(buyer));
    await filedThird;
    await third.waitFor({ state: 'detached' });
    await shoot(buyer, 'report-message-en-390', { fullPage: false });

    // The admin sees the listing in context, with the report.
    const desk = await asAdmin(await newPage(DESKTOP));
    await openReports(desk);
    const card = desk.locator(`[data-target="listing-${coin.id}"]`);
    await card.getByRole('link', { name: title }).waitFor();
    await card.getByText('₹4,500').waitFor();
    await card.getByRole('link', { name: 'Rahul Verma' }).waitFor();
    await card.getByText('The edge lettering does not match a genuine rupee.').waitFor();
    await card.getByText(/^Ananya Iyer · /).waitFor();
    const messageCard = desk.locator(`[data-target="message-${messageId}"]`);
    await messageCard.getByText('Pay me by UPI outside Sikka and I will post it today.').waitFor();
    await messageCard.getByRole('link', { name: otherCoin.title }).waitFor();
    await shoot(desk, 'reports-tab-en-1366');

    // The other widths and language, and the dialog in them.
    for (const [viewport, name] of [
      [PHONE, 'reports-tab-en-390'],
      [PHONE, 'reports-tab-hi-390'],
      [DESKTOP, 'reports-tab-hi-1366'],
    ] as const) {
      const page = await asAdmin(await newPage(viewport));
      if (name.includes('-hi-')) await inHindi(page);
      await openReports(page, name.includes('-hi-') ? /^शिकायतें/ : /^Reports/);
      await page.locator(`[data-target="listing-${coin.id}"]`).getByRole('link', { name: title }).waitFor();
      await shoot(page, name);
      await page.close();
    }
    for (const [viewport, name] of [
      [DESKTOP, 'report-dialog-en-1366'],
      [PHONE, 'report-dialog-hi-390'],
      [DESKTOP, 'report-dialog-hi-1366'],
    ] as const) {
      const page = await newPage(viewport);
      await registerInBrowser(page, newAccount('Vikram Singh'));
      const hindi = name.includes('-hi-');
      if (hindi) await inHindi(page);
      const shown = hindi
        ? await openReportDialog(page, coin.id, 'इस लिस्टिंग की शिकायत करें', `“${title}” की शिकायत करें`)
        : await openReportDialog(page, coin.id, 'Report this listing', `Report “${title}”`);
      await choose(shown.getByRole('radio').nth(4));
      await whenSettled(shown);
      await shoot(page, name, { fullPage: false });
      await page.close();
    }

    // Suspend the seller for 7 days with a reason.
    await card.getByRole('button', { name: 'Suspend Rahul Verma' }).click();
    const suspend = desk.getByRole('dialog', { name: 'Suspend Rahul Verma' });
    await suspend.waitFor();
    await whenSettled(suspend);
    await choose(suspend.getByRole('radio', { name: '7 days' }));
    await suspend.getByRole('textbox').fill('Sells cast replicas as genuine coins.');
    const asked = desk.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/admin/reports/actions');
    await clickUntilAsked(suspend.getByRole('button', { name: 'Suspend', exact: true }), actionSent(desk));
    const done = (await (await asked).json()) as { action: { suspendedUntil: string } };
    await desk.getByText('Rahul Verma is suspended; report resolved.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Identity carries the suspension out a moment later: the seller cannot sign in and is told until when.
    await expect
      .poll(async () => (await rahul.api.post('/api/login', { data: { mobileNumber: rahul.account.mobileNumber, password: rahul.account.password } })).status(), {
        timeout: 20_000,
      })
      .toBe(403);
    const sellerPage = await newPage(PHONE);
    await sellerPage.goto('/auth');
    const form = sellerPage.locator('form#login');
    await form.getByLabel('Mobile Number').fill(rahul.account.mobileNumber);
    await form.getByLabel('Password', { exact: true }).fill(rahul.account.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    const refusal = sellerPage.getByRole('alert').filter({ hasText: /suspend/i });
    await refusal.waitFor();
    const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(done.action.suspendedUntil));
    expect(await refusal.innerText()).toContain(day);
    expect(new URL(sellerPage.url()).pathname).toBe('/auth');

    // Kavita's report is dismissed.
    const kavitaCard = desk.locator(`[data-target="user-${kavita.id}"]`);
    await kavitaCard.getByText('Offensive', { exact: true }).waitFor();
    await kavitaCard.getByRole('button', { name: 'Dismiss' }).click();
    const dismiss = desk.getByRole('dialog', { name: 'Dismiss these reports' });
    await dismiss.waitFor();
    await whenSettled(dismiss);
    await dismiss.getByRole('textbox').fill('Nothing against the rules in her messages.');
    const dismissed = desk.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/admin/reports/actions');
    await clickUntilAsked(dismiss.getByRole('button', { name: 'Dismiss', exact: true }), actionSent(desk));
    expect(((await (await dismissed).json()) as { resolvedReports: number }).resolvedReports).toBe(1);
    await desk.getByText('Report dismissed.').waitFor();
    await kavitaCard.waitFor({ state: 'detached' });

    // Both are in Resolved, with what was done.
    await desk.locator('.ant-segmented-item', { hasText: 'Resolved' }).click();
    const resolved = desk.locator(`[data-target="listing-${coin.id}"]`);
    await resolved.getByText(/^Rahul Verma suspended until /).waitFor();
    await resolved.getByText('Reason: Sells cast replicas as genuine coins.').waitFor();
    await desk.locator(`[data-target="user-${kavita.id}"]`).getByText('Reports dismissed').waitFor();
    await shoot(desk, 'reports-resolved-en-1366');
  }, 240_000);
});
