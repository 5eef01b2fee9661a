import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

describe('interface language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('switches to Hindi, keeps it across a reload, and switches back', async () => {
    const { context, page } = await openPage(browser);
    try {
      // Hindi is a chunk of its own (decisions/0085): an English visit never fetches it, the switch does.
      const hindiChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/hindi-translations-[^/]+\.js$/.test(new URL(request.url()).pathname)) hindiChunks.push(request.url());
      });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Browse Coins', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'हिन्दी', exact: true }).waitFor();
      expect(hindiChunks).toEqual([]);

      await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
      await page.getByRole('heading', { name: 'सिक्के देखें', level: 1 }).waitFor();
      expect(hindiChunks).toHaveLength(1);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await page.title()).toBe('सिक्के देखें | Sikka - पुराने भारतीय सिक्कों का बाज़ार');

      await page.reload();
      await page.getByRole('button', { name: 'English', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'सिक्के देखें', level: 1 }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('heading', { name: 'Browse Coins', level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'हिन्दी', exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.title()).toBe('Browse Coins | Sikka - Indian Old Coin Marketplace');
    } finally {
      await context.close();
    }
  });
});
