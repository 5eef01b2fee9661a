import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, searchCoins } from './controls';
import { adminApi, premiumSellerApi, publishListing, uniqueWord } from './listings';
import { useFreshPages } from './pages';

describe('browsing coins', () => {
  const newPage = useFreshPages();
  let api: APIRequestContext;
  let seller: APIRequestContext;
  const word = uniqueWord();

  beforeAll(async () => {
    api = await adminApi();
    seller = await premiumSellerApi();
    // 22 Mughal listings and one British India listing, all carrying this run's word.
    for (let index = 1; index <= 22; index += 1) {
      await publishListing(api, { title: `${word} Mughal rupee ${index}`, category: 'mughal', price: 1000 + index }, seller);
    }
    await publishListing(api, { title: `${word} British India rupee`, category: 'british-india', price: 123456 }, seller);
  });
  afterAll(async () => {
    await seller.dispose();
    await api.dispose();
  });

  it('filters, loads more in pages of 20, restarts on a filter change and says when the list ends', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Browse Coins', level: 1 }).waitFor();

    await searchCoins(page, word);
    await page.getByText('23 coins found').waitFor();
    const cards = page.locator('a.coin-card');
    expect(await cards.count()).toBe(20);

    await page.getByRole('button', { name: 'Load More Coins' }).click();
    await page.getByText("You've reached the end").waitFor();
    await page.getByText('No more coins to show').waitFor();
    expect(await cards.count()).toBe(23);

    // A category chip restarts the list with only the matching coin, priced with Indian grouping.
    await page.getByRole('button', { name: 'British India', exact: true }).click();
    await page.getByText('1 coin found').waitFor();
    expect(await cards.count()).toBe(1);
    await cards.first().getByText('₹1,23,456').waitFor();

    // The sidebar's checkbox shows the same category; clicking it again clears it.
    const checkbox = page.getByRole('checkbox', { name: 'British India' });
    expect(await checkbox.isChecked()).toBe(true);
    await checkbox.click();
    await page.getByText('23 coins found').waitFor();
    expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // Sorting by price, highest first, puts the British India coin first.
    await chooseOption(page, page.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await page.waitForFunction(() => document.querySelector('a.coin-card')?.textContent?.includes('₹1,23,456'));
  });

  it('searches only once there is text or a filter', async () => {
    const page = await newPage();
    await page.goto('/search');
    await page.getByText('Type what you are looking for').waitFor();
    expect(await page.locator('a.coin-card').count()).toBe(0);

    await searchCoins(page, `${word} british`);
    await page.getByText('1 coin found').waitFor();

    await page.getByRole('searchbox', { name: 'Search coins' }).fill(uniqueWord('nothing'));
    await page.getByText('No coins found').waitFor();
  });
});
