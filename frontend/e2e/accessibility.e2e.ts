import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, newAccount } from './accounts';
import { type AxeViolation, describeViolations, openAxePage, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE } from './browser';
import { searchCoins } from './controls';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';

type Viewport = { width: number; height: number };
type Visitor = 'visitor' | 'seller' | 'buyer' | 'admin';
interface Screen {
  path: string;
  /** Resolves once the screen shows its content. */
  ready: (page: Page) => Promise<unknown>;
  /** Walks to further states of the screen (tabs), calling `checkNow` in each. */
  alsoCheck?: (page: Page, checkNow: (state: string) => Promise<void>) => Promise<void>;
}

/**
 * Every screen, at phone and desktop widths, signed out and as the user it is meant for, checked with
 * axe against WCAG 2.1 AA: any serious or critical violation fails, listed by screen, rule and element.
 */
describe('accessibility', () => {
  let browser: Browser;
  const seller = newAccount('Kavita Rao');
  const buyer = newAccount('Imran Qureshi');
  const blocked = newAccount('Rohit Pest');
  const word = uniqueWord();
  let live: number;
  let sold: number;
  let sellerId: number;
  let conversation: number;
  let soldConversation: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const setup = await openAxePage(browser, DESKTOP);
    // A premium seller with a live, a sold and a pending listing; a premium buyer who wrote and offered.
    sellerId = await registerInBrowser(setup, seller);
    await buyPremium(setup.request);
    const admin = await adminApi();
    live = (await createListing(setup.request, { title: `Mysore Fanam ${word}`, price: 3200 })).id;
    sold = (await createListing(setup.request, { title: `Travancore Chuckram ${word}`, price: 5000 })).id;
    await createListing(setup.request, { title: `Gwalior Paisa ${word}`, price: 900 });
    await approveListing(admin, live);
    await approveListing(admin, sold);
    await admin.dispose();
    await setup.context().clearCookies();

    await registerInBrowser(setup, buyer);
    await buyPremium(setup.request);
    const started = await setup.request.post(`/api/coins/${live}/conversation`);
    conversation = ((await started.json()) as { id: number }).id;
    soldConversation = ((await (await setup.request.post(`/api/coins/${sold}/conversation`)).json()) as { id: number }).id;
    await setup.request.post(`/api/conversations/${conversation}/messages`, { data: { content: 'Namaste! Is it available?' } });
    const offered = await setup.request.post(`/api/conversations/${conversation}/offers`, {
      data: { coinId: live, offerAmount: 3000, message: 'Registered post, please.' },
    });
    expect(offered.status()).toBe(201);
    // A report of the listing, for the admin's Reports tab (decisions/0082).
    const reported = await setup.request.post('/api/reports', { data: { targetType: 'listing', targetId: live, reason: 'replica', note: 'The edge looks cast.' } });
    expect(reported.status()).toBe(201);
    // Someone the seller blocked, for the Blocked people list on the profile (decisions/0084).
    await setup.context().clearCookies();
    await registerInBrowser(setup, blocked);
    const pestering = ((await (await setup.request.post(`/api/coins/${live}/conversation`)).json()) as { id: number }).id;
    await setup.context().clearCookies();
    expect((await setup.request.post('/api/login', { data: { mobileNumber: seller.mobileNumber, password: seller.password } })).ok()).toBe(true);
    expect((await setup.request.post(`/api/conversations/${pestering}/block`)).status()).toBe(201);
    // Sold to the buyer who wrote about it: the two may rate each other (decisions/0086).
    const marked = await setup.request.patch(`/api/coins/${sold}/sold`, { data: { conversationId: soldConversation } });
    expect(marked.status()).toBe(200);
    await setup.context().close();
  }, 120_000);
  afterAll(async () => {
    await browser.close();
  });

  async function signedInPage(viewport: Viewport, who: Visitor): Promise<Page> {
    const page = await openAxePage(browser, viewport);
    const credentials = { seller, buyer, admin: E2E_ADMIN, visitor: undefined }[who];
    if (credentials) {
      const login = await page.request.post('/api/login', {
        data: { mobileNumber: credentials.mobileNumber, password: credentials.password },
      });
      expect(login.ok()).toBe(true);
    }
    return page;
  }

  /** Opens each screen in turn as `who` and collects what axe finds. */
  async function check(
    viewport: Viewport,
    who: Visitor,
    screens: Screen[],
  ): Promise<AxeViolation[]> {
    const page = await signedInPage(viewport, who);
    const found: AxeViolation[] = [];
    const width = `${viewport.width}px ${who}`;
    try {
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page).catch((error: Error) => {
          throw new Error(`${width} ${screen.path} did not show: ${error.message}`);
        });
        found.push(...(await seriousViolations(page, `${width} ${screen.path}`)));
        await screen.alsoCheck?.(page, async (state) => {
          found.push(...(await seriousViolations(page, `${width} ${screen.path} ${state}`)));
        });
      }
    } finally {
      await page.context().close();
    }
    return found;
  }

  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).first().waitFor();
  const text = (value: string) => (page: Page) => page.getByText(value).first().waitFor();

  /** Opens each tab in turn, waits for the text it shows, and checks it. */
  const eachTab =
    (shows: Record<string, string>) =>
    async (page: Page, checkNow: (state: string) => Promise<void>): Promise<void> => {
      for (const [tab, shown] of Object.entries(shows)) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').getByText(shown).first().waitFor();
        await checkNow(`${tab} tab`);
      }
    };

  async function everyScreen(viewport: Viewport): Promise<AxeViolation[]> {
    const found: AxeViolation[] = [];
    found.push(
      ...(await check(viewport, 'visitor', [
        { path: '/', ready: text(`Mysore Fanam ${word}`) },
        {
          path: '/search',
          ready: async (page) => {
            await searchCoins(page, word);
            await text(`Travancore Chuckram ${word}`)(page);
          },
          alsoCheck: async (page, checkNow) => {
            await page.getByRole('button', { name: 'Filters' }).click();
            await checkNow('filters open');
          },
        },
        { path: `/coin/${live}`, ready: heading(`Mysore Fanam ${word}`) },
        { path: `/coin/${sold}`, ready: heading(`Travancore Chuckram ${word}`) },
        { path: '/auth', ready: (page) => page.locator('form#login').waitFor() },
        { path: '/reset-password', ready: heading(/./) },
        { path: '/subscription', ready: heading(/./) },
        { path: '/messages', ready: heading(/./) },
        { path: `/sellers/${sellerId}`, ready: text(`Travancore Chuckram ${word}`) },
        { path: '/terms', ready: heading(/./) },
        { path: '/about', ready: heading(/./) },
        { path: '/no-such-page', ready: heading(/./) },
        { path: '/payment-test', ready: heading(/./) },
      ])),
    );
    found.push(
      ...(await check(viewport, 'seller', [
        { path: '/sell', ready: heading(/./) },
        { path: '/listings', ready: text(`Gwalior Paisa ${word}`) },
        {
          path: '/my-listings',
          ready: text(`Mysore Fanam ${word}`),
          alsoCheck: async (page, checkNow) => {
            await page.locator('article', { hasText: `Mysore Fanam ${word}` }).getByRole('button', { name: 'Mark as Sold' }).click();
            const dialog = page.getByRole('dialog', { name: `Mark “Mysore Fanam ${word}” as sold` });
            await dialog.getByRole('radio', { name: buyer.name }).waitFor();
            await checkNow('who bought it dialog');
            await dialog.getByRole('button', { name: 'Cancel' }).click();
            await dialog.waitFor({ state: 'hidden' });
            await eachTab({ 'Pending (1)': `Gwalior Paisa ${word}` })(page, checkNow);
          },
        },
        {
          path: '/profile',
          ready: async (page) => {
            await text(`Travancore Chuckram ${word}`)(page);
            await page.locator('#blocked-people').getByText(blocked.name).waitFor();
          },
        },
        {
          path: '/notifications',
          ready: text('Imran Qureshi offered ₹3,000'),
          alsoCheck: eachTab({ Settings: 'New messages' }),
        },
        { path: '/subscription', ready: heading(/./) },
        { path: `/coin/${live}`, ready: heading(`Mysore Fanam ${word}`) },
        {
          path: `/messages?conversation=${conversation}`,
          ready: text('Namaste! Is it available?'),
          alsoCheck: async (page, checkNow) => {
            await eachTab({ Listings: `Mysore Fanam ${word}`, Offers: '₹3,000' })(page, checkNow);
            await page.getByRole('tabpanel').getByRole('button', { name: 'Counter', exact: true }).click();
            await page.getByRole('tabpanel').getByLabel('Your counter-offer (₹)').waitFor();
            await checkNow('counter-offer form');
            await page.getByRole('button', { name: 'Block', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: `Block ${buyer.name}?` });
            await dialog.waitFor();
            await checkNow('block dialog');
            await dialog.getByRole('button', { name: 'Cancel' }).click();
          },
        },
      ])),
    );
    found.push(
      ...(await check(viewport, 'buyer', [
        {
          path: `/coin/${live}`,
          ready: heading(`Mysore Fanam ${word}`),
          alsoCheck: async (page, checkNow) => {
            await page.getByRole('button', { name: 'Report this listing' }).click();
            await page.getByRole('dialog', { name: `Report “Mysore Fanam ${word}”` }).getByRole('radio').first().waitFor();
            await checkNow('report dialog');
          },
        },
        { path: '/messages', ready: text('Kavita Rao') },
        {
          path: `/messages?conversation=${soldConversation}`,
          ready: text('Kavita Rao marked this coin sold to you.'),
          alsoCheck: async (page, checkNow) => {
            await page.getByRole('button', { name: 'Rate Kavita Rao' }).click();
            await page.getByRole('dialog', { name: 'Rate your deal with Kavita Rao' }).getByRole('radio').first().waitFor();
            await checkNow('rating dialog');
          },
        },
        { path: '/payment-test', ready: heading(/./) },
      ])),
    );
    found.push(
      ...(await check(viewport, 'admin', [
        {
          path: '/admin',
          ready: (page) => page.getByRole('tab', { name: 'Overview' }).waitFor(),
          alsoCheck: eachTab({ Users: seller.name, 'Pending Coins': `Gwalior Paisa ${word}`, Reports: 'The edge looks cast.', 'All Coins': `Travancore Chuckram ${word}` }),
        },
      ])),
    );
    return found;
  }

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('has no serious or critical violations on any screen (%s)', async (_name, viewport) => {
    const found = await everyScreen(viewport);
    expect(describeViolations(found)).toBe('');
  }, 300_000);
});
