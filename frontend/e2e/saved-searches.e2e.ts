import type { APIRequestContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { type AxeViolation, describeViolations, openSignedInAxePage, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, pathOf, EACH_WIDTH_AND_LANGUAGE } from './browser';
import { adminApi, approveListing, createListing, premiumSellerApi, uniqueWord } from './listings';
import { registerInBrowser } from './messaging-setup';
import { clickUntilAsked } from './controls';
import { useFreshPages } from './pages';
import { notificationsOf, shoot } from './watchlist-setup';

const isSave = (request: Request) => new URL(request.url()).pathname === '/api/saved-searches' && request.method() === 'POST';
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

/** Saves the search through the API in the page's profile (to fill the list quickly). */
async function saveThroughApi(page: Page, filters: Record<string, unknown>, name?: string): Promise<void> {
  const response = await page.request.post('/api/saved-searches', { data: { ...(name ? { name } : {}), filters } });
  if (response.status() !== 201) throw new Error(`Saving a search failed: ${response.status()} ${await response.text()}`);
}

/** Issue 12 §4: "Save this search", the list of saved searches, and the alert when a matching listing is approved. */
describe('saved searches', () => {
  const newPage = useFreshPages();
  let admin: APIRequestContext;
  let seller: APIRequestContext;

  beforeAll(async () => {
    admin = await adminApi();
    seller = await premiumSellerApi('Hari Numismatics');
  });
  afterAll(async () => {
    await admin.dispose();
    await seller.dispose();
  });

  it('a collector saves a search; when the admin approves a matching listing the bell tells them, and the saved search opens its results', async () => {
    const word = uniqueWord('mohur');
    const page = await newPage(DESKTOP);
    await registerInBrowser(page, newAccount('Vikram Seth'));
    await page.goto(`/search?q=${word}&metal=gold`);
    await page.getByRole('button', { name: 'Save this search' }).click();

    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(word);
    await dialog.getByText(`“${word}” · Gold`).waitFor();
    await dialog.getByLabel('Name').fill(`Gold ${word}`);
    const asked = page.waitForRequest(isSave);
    const saved = page.waitForResponse((response) => isSave(response.request()));
    await clickUntilAsked(dialog.getByRole('button', { name: 'Save', exact: true }), asked);
    expect((await saved).status()).toBe(201);
    await page.getByRole('button', { name: 'Search saved' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // A matching listing waits for review: nothing yet. The admin approves it: the bell counts it live.
    const coin = await createListing(seller, { title: `Akbar gold mohur ${word}`, metal: 'gold', price: 95000 });
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Saved searches' }).click();
    await page.waitForURL((url) => url.pathname === '/saved-searches');
    const item = page.locator('.saved-search', { hasText: `Gold ${word}` });
    await item.getByText('Gold', { exact: true }).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
    await approveListing(admin, coin.id);
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 1 unread notification');
    expect(await notificationsOf(page)).toEqual([
      expect.objectContaining({ type: 'saved-search-matches', params: expect.objectContaining({ name: `Gold ${word}`, coinId: coin.id, count: 1 }) }),
    ]);
    expect(pathOf(page)).toBe('/saved-searches');

    // Open: the search's results, with the new coin.
    await item.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word && url.searchParams.get('metal') === 'gold');
    await page.locator('a.coin-card', { hasText: `Akbar gold mohur ${word}` }).waitFor();
  });

  it('says clearly when 20 searches are saved, and a deleted one makes room', async () => {
    const page = await newPage(PHONE);
    await registerInBrowser(page, newAccount('Rekha Pillai'));
    for (let index = 0; index < 20; index += 1) await saveThroughApi(page, { search: uniqueWord('full') });

    await page.goto(`/?metal=silver`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('alert').getByText('You already have 20 saved searches, the most you can keep').waitFor();
    await dialog.getByRole('link', { name: 'Manage saved searches' }).click();
    await page.waitForURL((url) => url.pathname === '/saved-searches');
    await page.getByText('20 of 20 saved').waitFor();

    await page.locator('.saved-search').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('19 of 20 saved').waitFor();
    await page.reload();
    await page.getByText('19 of 20 saved').waitFor();

    await page.goto(`/?metal=silver`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const asked = page.waitForRequest(isSave);
    const saved = page.waitForResponse((response) => isSave(response.request()));
    await clickUntilAsked(page.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save', exact: true }), asked);
    expect((await saved).status()).toBe(201);
    await page.getByRole('button', { name: 'Search saved' }).waitFor();
    // Unnamed: the list describes it in the reader's words.
    await page.goto('/saved-searches');
    await page.getByRole('heading', { name: 'Silver', exact: true }).waitFor();
  });

  it('sends a visitor to sign in and back to the same search; shows nothing to save without text or a filter', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/');
    await page.locator('.coin-results__count').getByText(/coin/).waitFor();
    expect(await page.getByRole('button', { name: 'Save this search' }).count()).toBe(0);
    await page.goto('/?category=mughal');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/?category=mughal');
  });

  it('has no serious accessibility findings on the dialog and the list, on a phone in Hindi and a desktop in English', async () => {
    const setup = await newPage(DESKTOP);
    await registerInBrowser(setup, newAccount('Arvind Kulkarni'));
    await saveThroughApi(setup, { search: 'mughal mohur', metal: 'gold', maxPrice: 50000 }, 'Gold mohurs under ₹50,000');
    await saveThroughApi(setup, { category: 'british-india', location: 'mumbai', minPrice: 100, maxPrice: 2000, sortBy: 'price-low' });
    await saveThroughApi(setup, { search: 'victoria rupee', condition: 'fine' });
    const state = await setup.context().storageState();

    const browser = await launchBrowser();
    const found: AxeViolation[] = [];
    try {
      for (const [viewport, language] of EACH_WIDTH_AND_LANGUAGE) {
        const { page, where } = await openSignedInAxePage(browser, viewport, language, state.cookies);
        await page.goto('/saved-searches');
        await expect.poll(() => page.locator('.saved-search').count(), { timeout: 15_000 }).toBe(3);
        found.push(...(await seriousViolations(page, `${where} /saved-searches`)));
        await shoot(page, `saved-searches-${language}-${viewport.width}`);
        await page.goto('/search?q=tanka&metal=silver&maxPrice=5000');
        await page.locator('.coin-results__toolbar button').first().click();
        await page.getByRole('dialog').locator('input').waitFor();
        found.push(...(await seriousViolations(page, `${where} save-search dialog`)));
        await shoot(page, `saved-searches-dialog-${language}-${viewport.width}`);
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);
});
