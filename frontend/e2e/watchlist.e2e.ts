import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { newAccount } from './accounts';
import { type AxeViolation, describeViolations, openSignedInAxePage, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, pathOf, EACH_WIDTH_AND_LANGUAGE } from './browser';
import { adminApi, approveListing, createListing, premiumSellerApi, publishListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';
import { cardOf, changePrice, notificationsOf, shoot } from './watchlist-setup';

const bell = (page: import('playwright-core').Page) => page.getByRole('link', { name: /^Notifications/ });

/** Issue 12 §3: the heart on cards and the coin page, the Watchlist screen, and the seller's watcher count. */
describe('the watchlist', () => {
  const newPage = useFreshPages();
  let admin: APIRequestContext;
  let seller: APIRequestContext;

  beforeAll(async () => {
    admin = await adminApi();
    seller = await premiumSellerApi('Farhan Mint');
  });
  afterAll(async () => {
    await admin.dispose();
    await seller.dispose();
  });

  it('a buyer watches a coin; the seller lowers its price; the bell tells the buyer at once and the watchlist shows the new price', async () => {
    const word = uniqueWord('watch');
    const title = `Shah Jahan rupee ${word}`;
    const coin = await publishListing(admin, { title, price: 3200, metal: 'silver' }, seller);

    const page = await newPage(DESKTOP);
    await registerInBrowser(page, newAccount('Sunita Joshi'));
    await page.goto(`/search?q=${word}`);
    const { heart } = cardOf(page, title);
    await heart.waitFor();
    expect(await heart.getAttribute('aria-label')).toBe('Watch this coin');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.getAttribute('aria-label')).toBe('Watching');

    // It survives a reload (the hearts are filled from the watchlist), and the coin page agrees.
    await page.reload();
    await expect.poll(() => cardOf(page, title).heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`/coin/${coin.id}`);
    const pageHeart = page.getByRole('button', { name: 'Watching' });
    expect(await pageHeart.getAttribute('aria-pressed')).toBe('true');

    // The Watchlist screen, from the profile.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Watchlist' }).click();
    await page.waitForURL((url) => url.pathname === '/watchlist');
    await cardOf(page, title).card.getByText('₹3,200').waitFor();
    await page.getByText('1 coin', { exact: true }).waitFor();

    // The seller lowers the price: the buyer's bell counts it without a reload, the list says how.
    await changePrice(seller, coin.id, 2800);
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 1 unread notification');
    expect(pathOf(page)).toBe('/watchlist');
    expect(await notificationsOf(page)).toEqual([
      expect.objectContaining({ type: 'watched-price-dropped', params: expect.objectContaining({ coinId: coin.id, oldPrice: 3200, newPrice: 2800 }) }),
    ]);
    await page.reload();
    await cardOf(page, title).card.getByText('₹2,800').waitFor();
    await bell(page).click();
    await page.getByText(`“${title}” is now ₹2,800 (was ₹3,200)`).waitFor();

    // Let go from the watchlist: the card leaves at once, and for good.
    await page.goto('/watchlist');
    await cardOf(page, title).heart.click();
    await page.getByText('You are not watching any coins yet.', { exact: false }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Browse coins', exact: true }).waitFor();
  });

  it('a visitor’s heart goes through sign-in and back to the same search; the seller sees no heart on their own coin, and the watcher count on My Listings', async () => {
    const word = uniqueWord('visit');
    const sellerPage = await newPage(DESKTOP);
    await registerInBrowser(sellerPage, newAccount('Gopal Rao'));
    await buyPremium(sellerPage.request);
    const title = `Travancore chuckram ${word}`;
    const coin = await createListing(sellerPage.request, { title, price: 450, metal: 'silver' });
    await approveListing(admin, coin.id);

    const buyer = newAccount('Lata Menon');
    const page = await newPage(PHONE);
    await page.goto(`/search?q=${word}`);
    // A visitor's browse asks nothing about hearts.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await cardOf(page, title).heart.click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/search?q=${word}`);
    expect(asked.filter((path) => path.startsWith('/api/watchlist'))).toEqual([]);
    await page.getByRole('tab', { name: 'Register', exact: true }).click();
    const form = page.locator('form#register');
    await form.getByLabel('Full Name').fill(buyer.name);
    await form.getByLabel('Mobile Number').fill(buyer.mobileNumber);
    await form.getByLabel('Password', { exact: true }).fill(buyer.password);
    await form.getByLabel('Confirm Password').fill(buyer.password);
    await form.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);

    const { heart } = cardOf(page, title);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The seller: no heart on their own coin, card or page; "1 watching" on My Listings.
    await sellerPage.goto(`/search?q=${word}`);
    await cardOf(sellerPage, title).card.waitFor();
    // The session has answered (the header greets the seller): the cards know whose they are.
    await sellerPage.getByText('Hello, Gopal Rao').waitFor();
    expect(await cardOf(sellerPage, title).heart.count()).toBe(0);
    await sellerPage.goto(`/coin/${coin.id}`);
    await sellerPage.getByText('This is your listing').waitFor();
    // (Similar coins below are other sellers' and carry their hearts.)
    expect(await sellerPage.locator('.coin-detail__watch button.watch-heart').count()).toBe(0);
    await sellerPage.goto('/listings');
    await sellerPage.locator('.own-listing', { hasText: title }).getByText('1 watching').waitFor();
  });

  it('has no serious accessibility findings on the watchlist and the coin page with its heart, on a phone in Hindi and a desktop in English', async () => {
    const setup = await newPage(DESKTOP);
    await registerInBrowser(setup, newAccount('Nandini Iyer'));
    const titles = [`Mughal gold mohur ${uniqueWord()}`, `Victoria one rupee 1877 ${uniqueWord()}`, `Gwalior paisa ${uniqueWord()}`];
    const coins = [];
    for (const [index, title] of titles.entries()) coins.push(await publishListing(admin, { title, price: [125000, 3200, 150][index], metal: ['gold', 'silver', 'copper'][index] }, seller));
    for (const coin of coins) expect((await setup.request.put(`/api/coins/${coin.id}/watch`)).status()).toBe(200);
    // One of them is sold: the watchlist keeps it, marked.
    expect((await seller.patch(`/api/coins/${coins[2]!.id}/sold`)).ok()).toBe(true);
    const state = await setup.context().storageState();

    const browser = await launchBrowser();
    const found: AxeViolation[] = [];
    try {
      for (const [viewport, language] of EACH_WIDTH_AND_LANGUAGE) {
        const { page, where } = await openSignedInAxePage(browser, viewport, language, state.cookies);
        await page.goto('/watchlist');
        await expect.poll(() => page.locator('a.coin-card').count(), { timeout: 15_000 }).toBe(3);
        await expect.poll(() => page.locator('button.watch-heart[aria-pressed="true"]').count()).toBe(3);
        found.push(...(await seriousViolations(page, `${where} /watchlist`)));
        await shoot(page, `watchlist-${language}-${viewport.width}`);
        await page.goto(`/coin/${coins[0]!.id}`);
        await page.locator('.coin-detail__watch button[aria-pressed="true"]').waitFor();
        found.push(...(await seriousViolations(page, `${where} /coin (watched)`)));
        await shoot(page, `watchlist-coin-${language}-${viewport.width}`);
        await page.goto(`/search?q=${titles[1]!.split(' ').at(-1)}`);
        await page.locator('button.watch-heart[aria-pressed="true"]').waitFor();
        found.push(...(await seriousViolations(page, `${where} /search with hearts`)));
        await shoot(page, `watchlist-card-${language}-${viewport.width}`);
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);
});
