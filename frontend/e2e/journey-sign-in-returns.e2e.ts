import { type APIRequestContext, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAccount, E2E_ADMIN, newAccount, submitRegisterForm } from './accounts';
import { DESKTOP, pathOf } from './browser';
import { adminApi, createListing, publishListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Registers through the API outside any browser profile, so the browser stays signed out. */
async function registerElsewhere(account: NewAccount): Promise<void> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  try {
    const response = await api.post('/api/register', { data: account });
    if (response.status() !== 201) throw new Error(`Registering failed: ${response.status()} ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

async function signInOnAuthScreen(page: Page, credentials: { mobileNumber: string; password: string }) {
  const form = page.locator('form#login');
  await form.getByLabel('Mobile Number').fill(credentials.mobileNumber);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Journey (b) and getting around: sign-in brings the user back, and the desktop header reaches every screen. */
describe('journey: signing in returns to where the user was', () => {
  const newPage = useFreshPages();
  let api: APIRequestContext;
  let coinId: number;
  const title = `${uniqueWord('ret')} Victoria one rupee 1887`;

  beforeAll(async () => {
    api = await adminApi();
    coinId = (await publishListing(api, { title, metal: 'silver', price: 3200 })).id;
  });
  afterAll(async () => {
    await api.dispose();
  });

  it('a signed-out buyer presses Message Seller, signs in, is back on the coin and opens the conversation', async () => {
    const buyer = newAccount('Ravi Buyer');
    await registerElsewhere(buyer);
    const page = await newPage();

    await page.goto(`/coin/${coinId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('link', { name: 'Message Seller' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/coin/${coinId}`);
    await page.getByText('After signing in you will come back to the coin you were looking at.').waitFor();

    await signInOnAuthScreen(page, buyer);
    await page.waitForURL((url) => url.pathname === `/coin/${coinId}`);
    await page.getByRole('heading', { name: title }).waitFor();

    // One tap away: the same button now starts the conversation.
    await page.getByRole('button', { name: 'Message Seller' }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('conversation'));

    // Back does not return to the sign-in form.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/coin/${coinId}`);
  });

  it('a protected screen sends the visitor to /auth and back to it; registering returns there too', async () => {
    const page = await newPage();
    await page.goto('/my-listings');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-listings');
    await page.getByText('After signing in you will come back to your listings.').waitFor();

    const account = newAccount('Meera Collector');
    await submitRegisterForm(page, account);
    await page.waitForURL((url) => url.pathname === '/my-listings');
  });

  it('ignores a return address on another site: //evil.example, /\\evil.example and https://… land on /', async () => {
    const buyer = newAccount('Careful Buyer');
    await registerElsewhere(buyer);
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/coin/1']) {
      const page = await newPage();
      await page.goto(`/auth?redirect=${encodeURIComponent(hostile)}`);
      await page.locator('form#login').waitFor();
      expect(await page.getByText('After signing in you will come back').count()).toBe(0);
      await signInOnAuthScreen(page, buyer);
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).origin).toBe(inject('baseUrl'));
      await page.getByRole('heading', { name: 'Browse Coins', level: 1 }).waitFor();
    }
  });

  it('on a desktop, a seller reaches Sell, My Listings, Profile, Search and Messages from the header', async () => {
    const page = await newPage(DESKTOP);
    await registerInBrowser(page, newAccount('Sunil Seller'));
    await buyPremium(page.request);
    await page.goto('/');
    const header = page.locator('header');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await header.getByText('Hello, Sunil Seller').waitFor();
    // A seller has Sell, not Upgrade; Logout is labelled in words.
    expect(await header.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    await header.getByRole('button', { name: 'Logout' }).waitFor();

    const destinations: [Parameters<Page['getByRole']>[1] & { name: string }, string, ReturnType<Page['locator']>][] = [
      [{ name: 'Sell' }, '/sell', header],
      [{ name: 'My Listings' }, '/listings', nav],
      [{ name: 'Profile' }, '/profile', nav],
      [{ name: 'Search' }, '/search', nav],
      [{ name: 'Messages' }, '/messages', nav],
    ];
    for (const [link, path, where] of destinations) {
      await where.getByRole('link', { ...link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('on a desktop, an admin reaches the panel from the header, which shows how many listings wait', async () => {
    await createListing(api, { title: `${uniqueWord('pend')} waiting coin` });
    const stats = (await (await api.get('/api/admin/coins/stats')).json()) as { pending: number };
    expect(stats.pending).toBeGreaterThan(0);

    const page = await newPage(DESKTOP);
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    await signInOnAuthScreen(page, E2E_ADMIN);
    await page.waitForURL((url) => url.pathname === '/');

    const nav = page.getByRole('navigation', { name: 'Site' });
    const noun = stats.pending === 1 ? 'listing' : 'listings';
    const admin = nav.getByRole('link', { name: `Admin ${stats.pending} ${noun} waiting for review` });
    await admin.waitFor();
    await admin.click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(pathOf(page)).toBe('/admin');
  });
});
