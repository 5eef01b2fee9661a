import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, PHONE } from './browser';
import { adminApi, publishListing, uniqueWord } from './listings';

/**
 * The server-written first screens (decisions/0059) as a phone sees them: before the app's JavaScript
 * arrives (here: never, its entry is refused), and while the app takes over.
 */
describe('first screens from the server', () => {
  let browser: Browser;
  let api: APIRequestContext;
  const word = uniqueWord();

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await adminApi();
    await publishListing(api, { title: `${word} Akbar silver rupee`, metal: 'silver', price: 12_500 });
  });
  afterAll(async () => {
    await api.dispose();
    await browser.close();
  });

  /** A phone whose app never starts: the entry script is refused. axe may be injected (bypassCSP). */
  async function phoneWithoutTheApp(): Promise<Page> {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: PHONE, bypassCSP: true });
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    return context.newPage();
  }

  it('shows the coins before the app arrives, and its search box finds a coin without the app', async () => {
    const page = await phoneWithoutTheApp();
    await page.goto('/');
    const firstScreen = page.locator('#first-paint');
    await expect(firstScreen.getByRole('heading', { level: 1, name: 'Browse Coins' }).isVisible()).resolves.toBe(true);
    await expect(firstScreen.getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    await firstScreen.getByRole('searchbox', { name: 'Search coins' }).fill(word);
    await firstScreen.getByRole('searchbox', { name: 'Search coins' }).press('Enter');
    await page.waitForURL(`**/search?q=${word}`);
    const card = page.locator('#first-paint').getByRole('link', { name: new RegExp(`${word} Akbar silver rupee`) });
    expect(await card.textContent()).toContain('₹12,500');
    await page.context().close();
  });

  it('has no serious accessibility problem on a first screen, in English and Hindi', async () => {
    const page = await phoneWithoutTheApp();
    for (const path of ['/', '/auth?lang=hi', `/search?q=${word}&lang=hi`]) {
      await page.goto(path);
      const violations = await seriousViolations(page, `first screen ${path}`);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
    await page.context().close();
  });

  it('gives way to the app in one frame: the app’s screen replaces it and nothing on the page moves', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: PHONE });
    // A slow line: the app's requests answer after its screen has rendered (decisions/0071).
    await context.route(/\/api\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const page = await context.newPage();
    // The layout shifts the page sees, summed as Lighthouse's CLS counts them (none after input).
    await page.addInitScript(() => {
      const sums = window as unknown as { layoutShift: number };
      sums.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) sums.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/search?q=${word}`);
    await page.waitForFunction(() => !document.getElementById('first-paint'));
    // The app's own screen: its search field holds the words, its card links to the coin.
    await page.getByRole('link', { name: new RegExp(`${word} Akbar silver rupee`) }).waitFor();
    expect(await page.locator('#root').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
    await context.close();
  });
});
