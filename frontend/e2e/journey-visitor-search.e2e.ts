import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './browser';
import { chooseOption, searchCoins } from './controls';
import { adminApi, premiumSellerApi, publishListing, uniqueWord } from './listings';
import { useFreshPages } from './pages';

/** Journey (a): a visitor's search survives opening a coin, Back, a reload and a shared link. */
describe('journey: a visitor searches, opens a coin and comes back', () => {
  const newPage = useFreshPages();
  let api: APIRequestContext;
  let seller: APIRequestContext;
  const word = uniqueWord('srch');
  const mohurTitle = `Shah Jahan gold mohur ${uniqueWord('m')}`;

  beforeAll(async () => {
    api = await adminApi();
    seller = await premiumSellerApi();
    // 22 silver coins (two pages) and 3 gold ones carry this run's word; the prices tell them apart.
    for (let index = 1; index <= 22; index += 1) {
      await publishListing(api, { title: `${word} silver rupee ${index}`, metal: 'silver', price: 1000 + index }, seller);
    }
    for (let index = 1; index <= 3; index += 1) {
      await publishListing(api, { title: `${word} gold coin ${index}`, metal: 'gold', price: 50_000 + index }, seller);
    }
    await publishListing(api, { title: mohurTitle, metal: 'gold', price: 90_000 }, seller);
  });
  afterAll(async () => {
    await seller.dispose();
    await api.dispose();
  });

  it('keeps the text, the filter, the sort, the results and the scroll position through Back and a shared link', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Browse Coins', level: 1 }).waitFor();

    // Text, a filter and a sort.
    await searchCoins(page, word);
    await page.getByText('25 coins found').waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: 'Metal' }), 'Silver');
    await page.getByText('22 coins found').waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-high');
    const address = new URL(page.url());
    expect(address.pathname).toBe('/');
    expect(address.searchParams.get('q')).toBe(word);
    expect(address.searchParams.get('metal')).toBe('silver');

    const cards = page.locator('a.coin-card');
    await page.waitForFunction(() => document.querySelector('a.coin-card')?.textContent?.includes('silver rupee 22'));
    await page.getByRole('button', { name: 'Load More Coins' }).click();
    await page.getByText("You've reached the end").waitFor();
    expect(await cards.count()).toBe(22);

    // Scroll to the second page's first coin and open it.
    const target = cards.nth(20);
    expect(await target.textContent()).toContain('silver rupee 2');
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(1000);
    await target.click();
    await page.waitForURL((url) => url.pathname.startsWith('/coin/'));
    await page.getByRole('heading', { name: `${word} silver rupee 2`, exact: true }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('q') === word);
    expect(await page.getByRole('searchbox', { name: 'Search coins' }).inputValue()).toBe(word);
    await page.getByText('22 coins found').waitFor();
    expect(await page.getByRole('combobox', { name: 'Metal' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').textContent()).toContain('Silver');
    expect(await page.locator('.coin-results__toolbar .ant-select').textContent()).toContain('Price: High to Low');
    expect(await cards.count()).toBe(22);
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 80, scrolledTo);

    // The address opened afresh shows the same coins in the same order.
    const shared = await newPage();
    await shared.goto(address.pathname + address.search);
    await shared.getByText('22 coins found').waitFor();
    expect(await shared.getByRole('searchbox', { name: 'Search coins' }).inputValue()).toBe(word);
    const firstTitles = async (which: typeof page) =>
      (await which.locator('a.coin-card h3').allInnerTexts()).slice(0, 20);
    expect(await firstTitles(shared)).toEqual(await firstTitles(page));
    expect((await firstTitles(shared))[0]).toBe(`${word} silver rupee 22`);
  });

  it('opens /search?q=mohur with the mohur results, and drops filters it does not offer', async () => {
    const page = await newPage();
    await page.goto('/search?q=mohur&metal=plutonium&minPrice=-3');
    expect(await page.getByRole('searchbox', { name: 'Search coins' }).inputValue()).toBe('mohur');
    await page.getByRole('heading', { name: mohurTitle }).waitFor();
    const titles = await page.locator('a.coin-card h3').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.toLowerCase().includes('mohur'))).toBe(true);

    // Typing a new search changes the address, ready to share.
    await searchCoins(page, word);
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
    await page.getByText('25 coins found').waitFor();
  });

  it('on a phone, filters in a bottom sheet that counts the coins before applying them', async () => {
    const page = await newPage(PHONE);
    await page.goto(`/?q=${word}`);
    await page.getByText('25 coins found').waitFor();

    await page.getByRole('button', { name: 'Show Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await chooseOption(page, sheet.getByRole('combobox', { name: 'Metal' }), 'Gold');
    // Nothing changes behind the sheet until the user applies.
    await sheet.getByRole('button', { name: 'Show 3 coins' }).waitFor();
    expect(new URL(page.url()).searchParams.get('metal')).toBeNull();
    await page.getByText('25 coins found').waitFor();

    await sheet.getByRole('button', { name: 'Show 3 coins' }).click();
    await page.waitForURL((url) => url.searchParams.get('metal') === 'gold');
    await page.getByText('3 coins found').waitFor();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.locator('a.coin-card').count()).toBe(3);
  });
});
