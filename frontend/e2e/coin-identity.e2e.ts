import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, newAccount, signInThroughForm } from './accounts';
import { type AxeViolation, describeViolations, openAxePage, openSignedInAxePage, seriousViolations } from './axe';
import { DESKTOP, EACH_WIDTH_AND_LANGUAGE, launchBrowser, PHONE } from './browser';
import { fillListingWithIdentity, listedCoinId, publicCoin, specificationRows } from './coin-identity-setup';
import { chooseOption } from './controls';
import { adminApi, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';

const NOTICE = /Coins more than 100 years old are antiquities under India's Antiquities and Art Treasures Act, 1972/;

/**
 * Issue 13, part A: a premium seller says which coin it is, its grade and certificate on /sell (a
 * phone); the admin approves it; a visitor finds it by ruler and years, and its page shows the
 * specification, the Certified badge and the antiquity notice. Then the form and the coin page are
 * checked with axe at each width and in each language.
 */
describe('which coin it is: listing, finding and reading a described coin', () => {
  const newPage = useFreshPages();
  const word = uniqueWord('ident');
  const title = `Victoria one rupee 1862 ${word}`;
  const certificate = `4321987-${word.slice(-6)}`;
  let admin: APIRequestContext;
  let coinId = 0;
  let sellerCookies: Awaited<ReturnType<import('playwright-core').BrowserContext['cookies']>> = [];

  beforeAll(async () => {
    admin = await adminApi();
  });
  afterAll(async () => {
    await admin.dispose();
  });

  it('a premium seller describes the coin on a phone, is told it is an antiquity and warned of the RBI scam', async () => {
    const page = await newPage(PHONE);
    await registerInBrowser(page, newAccount('Meera Iyer'));
    await buyPremium(page.request);
    sellerCookies = await page.context().cookies();

    await page.goto('/sell');
    await page.getByText('Beware of the “RBI buys old coins for lakhs” scam').waitFor();
    const form = page.locator('form#sell');
    await form.getByLabel('Title').waitFor();
    await fillListingWithIdentity(page, form, { title, certificate });
    await form.getByText(NOTICE).waitFor();
    expect(await form.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe('/antiquities');
    await shoot(page, 'coin-identity-sell-filled');

    await form.getByRole('button', { name: 'Submit Listing' }).click();
    await page.getByText('Your coin listing has been submitted for approval.').waitFor();
    coinId = await listedCoinId(page);

    // What the server made of it (as its owner sees it while it waits for review).
    const response = await page.request.get(`/api/coins/${coinId}`);
    const coin = (await response.json()) as Record<string, unknown>;
    expect(coin).toMatchObject({
      denomination: 'Rupee',
      issuer: 'British India',
      ruler: 'Victoria',
      mint: 'Bombay',
      era: 'AD',
      yearAd: 1862,
      catalogueRefs: [{ catalogue: 'KM', number: '473' }],
      weightGrams: 11.66,
      diameterMm: 30.5,
      shape: 'Round',
      edge: 'Milled',
      grade: 30,
      gradeLabel: 'VF-30',
      certification: { service: 'NGC', serviceName: null, number: certificate },
      isCertified: true,
      genuineConfirmed: true,
      isAntiquity: true,
    });
  }, 120_000);

  it('the admin approves it from the panel', async () => {
    expect(coinId).toBeGreaterThan(0);
    const page = await newPage(DESKTOP);
    await signInThroughForm(page, E2E_ADMIN);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Pending Coins' }).click();
    const card = page.locator('article', { hasText: title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The coin listing is now live').waitFor();
    await expect.poll(async () => (await publicCoin(admin, coinId)).status).toBe('approved');
  });

  it('a visitor filters browse by ruler and years, finds it marked Certified, and reads its page', async () => {
    expect(coinId).toBeGreaterThan(0);
    const page = await newPage(DESKTOP);
    await page.goto('/');
    const filters = page.locator('#browse-filters');
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/coins' && url.searchParams.get('ruler') === 'Victoria' && url.searchParams.get('yearFrom') === '1860' && url.searchParams.get('yearTo') === '1865';
    });
    await filters.getByLabel('Ruler', { exact: true }).fill('Victoria');
    await filters.getByLabel('Ruler', { exact: true }).press('Escape');
    await filters.getByLabel('Year from (AD)').fill('1860');
    await filters.getByLabel('Year to (AD)').fill('1865');
    await asked;
    await page.waitForURL((url) => url.searchParams.get('ruler') === 'Victoria' && url.searchParams.get('yearFrom') === '1860' && url.searchParams.get('yearTo') === '1865');

    const card = page.locator('a.coin-card', { hasText: title });
    await card.waitFor();
    await card.locator('.coin-card__marks', { hasText: 'Certified' }).waitFor();
    await card.locator('.coin-card__marks', { hasText: 'VF-30' }).waitFor();

    // Oldest coins first keeps the filters; a reload keeps both (decisions/0039).
    await chooseOption(page, page.getByRole('combobox', { name: 'Sort by' }), 'Year: oldest first');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'year-asc' && url.searchParams.get('ruler') === 'Victoria');
    await page.reload();
    expect(await filters.getByLabel('Ruler', { exact: true }).inputValue()).toBe('Victoria');
    await card.waitFor();
    await shoot(page, 'coin-identity-browse-filtered');

    // A range that leaves it out does not find it.
    await filters.getByLabel('Year from (AD)').fill('1900');
    await page.waitForURL((url) => url.searchParams.get('yearFrom') === '1900');
    await expect.poll(() => card.count()).toBe(0);
    await filters.getByLabel('Year from (AD)').fill('1860');
    await card.click();

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('.ant-tag', { hasText: 'Certified' }).waitFor();
    expect(await specificationRows(page)).toEqual({
      Denomination: 'Rupee',
      Issuer: 'British India',
      Ruler: 'Victoria',
      Mint: 'Bombay',
      Year: '1862 AD',
      Catalogue: 'KM 473',
      Weight: '11.66 g',
      Diameter: '30.5 mm',
      Shape: 'Round',
      Edge: 'Milled',
      Grade: 'VF-30 — Very Fine',
      Certification: `NGC · ${certificate}`,
    });
    await page.getByText(NOTICE).waitFor();
    await shoot(page, 'coin-identity-coin-page');

    await page.getByRole('link', { name: /Learn more/ }).click();
    await page.waitForURL((url) => url.pathname === '/antiquities');
    await page.getByRole('heading', { level: 1, name: 'Antiquities and the Law' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /No export/ }).waitFor();
  }, 120_000);

  it('has no serious accessibility findings on the form and the coin page, on a phone in Hindi and a desktop in English', async () => {
    expect(coinId).toBeGreaterThan(0);
    const words = {
      en: { which: /Which coin is it\?/, grade: /Grade and certification/, year: 'Year (optional)' },
      hi: { which: /यह कौन-सा सिक्का है\?/, grade: /ग्रेड और प्रमाणन/, year: 'वर्ष (वैकल्पिक)' },
    } as const;
    const browser = await launchBrowser();
    const found: AxeViolation[] = [];
    try {
      for (const [viewport, language] of EACH_WIDTH_AND_LANGUAGE) {
        const { page, where } = await openSignedInAxePage(browser, viewport, language, sellerCookies);
        await page.goto('/sell');
        const form = page.locator('form#sell');
        await form.getByRole('button', { name: words[language].which }).click();
        await form.getByRole('button', { name: words[language].grade }).click();
        await form.getByLabel(words[language].year).fill('1862');
        await form.locator('.ant-alert-warning').waitFor();
        found.push(...(await seriousViolations(page, `${where} /sell with the new sections open`)));
        await shoot(page, `coin-identity-sell-${language}-${viewport.width}`);
        await page.context().close();

        const visitor = await openAxePage(browser, viewport);
        await visitor.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
        await visitor.goto(`/coin/${coinId}`);
        await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
        await visitor.locator('.ant-alert-warning').waitFor();
        found.push(...(await seriousViolations(visitor, `${where} /coin with its specification`)));
        await shoot(visitor, `coin-identity-coin-${language}-${viewport.width}`);
        await visitor.context().close();
      }
    } finally {
      await browser.close();
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);
});
