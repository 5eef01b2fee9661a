import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './browser';
import { adminApi, publishListing, uniqueWord } from './listings';
import { useFreshPages } from './pages';

/** Set SHOTS_DIR to keep screenshots of each screen at phone and desktop width, in English and Hindi. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function inHindi(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

describe('journey: sold and missing coins, in English and Hindi', () => {
  const newPage = useFreshPages();
  let api: APIRequestContext;
  const word = uniqueWord();
  const price = 700_000 + Math.floor(Math.random() * 90_000);
  let sold: { id: number; title: string };
  let similar: { id: number; title: string };
  let mohur: { id: number; title: string };

  beforeAll(async () => {
    api = await adminApi();
    sold = await publishListing(api, { title: `${word} French India silver fanam`, category: 'french-india', metal: 'silver', price });
    similar = await publishListing(api, { title: `${word} Pondicherry silver fanam`, category: 'french-india', metal: 'silver', price: price + 1 });
    // Same metal, another category: similar to both, after the same-category one.
    await publishListing(api, { title: `${word} Portuguese India silver tanga`, category: 'portuguese-india', metal: 'silver', price });
    mohur = await publishListing(api, { title: `${word} Shah Jahan Gold Mohur`, category: 'mughal', metal: 'gold', price: 250_000 });
    const marked = await api.patch(`/api/coins/${sold.id}/sold`);
    expect(marked.status()).toBe(200);
  });
  afterAll(async () => {
    await api.dispose();
  });

  it('a visitor opens a sold coin, reads that it is no longer available, and goes on to a similar coin', async () => {
    const page = await newPage(PHONE);
    await page.goto(`/coin/${sold.id}`);
    await page.getByRole('heading', { name: sold.title, level: 1 }).waitFor();
    await page.getByText('No longer available').waitFor();
    await page.getByText('This coin has been sold. Similar coins that are still for sale are shown below.').waitFor();
    const strip = page.getByRole('region', { name: 'Similar coins for sale' });
    // The nearest-priced coin of the same category and metal comes first.
    await expect.poll(() => strip.getByRole('listitem').first().textContent()).toContain(similar.title);
    expect(await strip.getByText(sold.title).count()).toBe(0);

    await strip.getByRole('link', { name: new RegExp(similar.title) }).click();
    await page.waitForURL((url) => url.pathname === `/coin/${similar.id}`);
    await page.getByRole('heading', { name: similar.title, level: 1 }).waitFor();
    // A live coin shows its similar coins too (after its comments), never itself.
    await page.getByRole('region', { name: 'Similar coins' }).waitFor();
    expect(await page.getByText('No longer available').count()).toBe(0);
  });

  it('an unknown address shows the 404 screen with HTTP status 404, and so does a missing coin', async () => {
    const page = await newPage();
    const response = await page.goto(`/${word}-no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();

    const statuses = await page.evaluate(
      async (paths) => Promise.all(paths.map(async (path) => (await fetch(path)).status)),
      ['/coin/2147483000', '/coin/abc', `/coin/${sold.id}`, '/search', '/api/no-such-thing'],
    );
    expect(statuses).toEqual([404, 404, 200, 200, 404]);
    const missing = await page.goto('/coin/2147483000');
    expect(missing?.status()).toBe(404);
    await page.getByText('Coin not found').waitFor();
  });

  it('in Hindi, "मोहर" finds the English Gold Mohur listing, and its page names the grade as collectors do', async () => {
    const page = await newPage(PHONE);
    await inHindi(page);
    await page.goto(`/search?q=${encodeURIComponent('मोहर')}`);
    const card = page.locator('.coin-card', { hasText: mohur.title });
    await card.waitFor();
    await card.click();
    await page.waitForURL((url) => url.pathname === `/coin/${mohur.id}`);
    await page.getByRole('heading', { name: mohur.title, level: 1 }).waitFor();
    await page.getByText('फ़ाइन (F)').first().waitFor();
    await page.getByText('अभी-अभी').first().waitFor();
  });

  it.runIf(SHOTS_DIR)('screenshots: sold coin with similar coins, 404, Hindi grades, Hindi search', async () => {
    for (const [viewport, size] of [
      [PHONE, '390'],
      [DESKTOP, '1366'],
    ] as const) {
      for (const language of ['en', 'hi'] as const) {
        const page = await newPage(viewport);
        if (language === 'hi') await inHindi(page);
        await page.goto(`/coin/${sold.id}`);
        await page.locator('.coin-detail__similar .coin-card').first().waitFor();
        await shot(page, `sold-coin-${size}-${language}`);
        await page.goto(`/${word}-no-such-page`);
        await page.locator('.ant-result, h1').first().waitFor();
        await shot(page, `404-${size}-${language}`);
        await page.goto(`/coin/${mohur.id}`);
        await page.getByRole('heading', { name: mohur.title, level: 1 }).waitFor();
        await shot(page, `coin-facts-${size}-${language}`);
        await page.goto(`/search?q=${encodeURIComponent('मोहर')}`);
        await page.locator('.coin-card', { hasText: mohur.title }).waitFor();
        await shot(page, `search-mohar-${size}-${language}`);
      }
    }
  });
});
