import { createECDH, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './accounts';
import { type AxeViolation, describeViolations, openAxePage, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, EACH_WIDTH_AND_LANGUAGE } from './browser';
import { adminApi, approveListing, createListing, premiumSellerApi, uniqueWord } from './listings';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';

const WEB_PUSH = 'notifications.web-push';

/**
 * A push subscription whose push service cannot be reached: `.invalid` never resolves (RFC 2606), so
 * the web-push consumer's handler fails on every try, as it would while a push service is down.
 */
function unreachableSubscription() {
  return {
    endpoint: `https://push.${uniqueWord('down')}.invalid/send/${uniqueWord()}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

interface ParkedPage {
  items: { id: number; consumer: string; attempts: number; resolvedAt: string | null }[];
  totalCount: number;
}

async function parkedOf(admin: APIRequestContext, consumer: string): Promise<ParkedPage> {
  const response = await admin.get('/api/admin/consumers/parked', { params: { consumer } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ParkedPage;
}

async function consumerOf(admin: APIRequestContext, name: string): Promise<{ lag: number } | undefined> {
  const response = await admin.get('/api/admin/consumers');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { name: string; lag: number }[]).find((consumer) => consumer.name === name);
}

/**
 * Parks one event of the web-push consumer: a seller subscribed an unreachable push service; their
 * listing's approval makes a notification, whose push fails three times (the notification of their
 * new plan is handled before they subscribe). Answers the seller's API
 * session and subscription (removing it lets a retry succeed).
 */
async function parkOneEvent(admin: APIRequestContext): Promise<{ seller: APIRequestContext; endpoint: string }> {
  const before = (await parkedOf(admin, WEB_PUSH)).totalCount;
  const seller = await premiumSellerApi('Push Seller');
  // The plan's own notification is pushed (to no subscription) before the browser subscribes. It is
  // written by one consumer and pushed by the next: wait for it to exist before waiting for the push,
  // or the push consumer may show no lag before the notification is even made (CI saw two parked).
  await expect.poll(async () => ((await (await seller.get('/api/notifications')).json()) as unknown[]).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await consumerOf(admin, WEB_PUSH))?.lag, { timeout: 20_000 }).toBe(0);
  const subscription = unreachableSubscription();
  const subscribed = await seller.post('/api/push/subscriptions', { data: subscription });
  expect(subscribed.ok()).toBe(true);
  const coin = await createListing(seller, { title: `Hyderabad rupee ${uniqueWord()}` });
  await approveListing(admin, coin.id);
  await expect.poll(async () => (await parkedOf(admin, WEB_PUSH)).totalCount, { timeout: 20_000 }).toBe(before + 1);
  return { seller, endpoint: subscription.endpoint };
}

async function openEventsTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^(Events|इवेंट)$/ }).click();
  await page.locator('.consumer-card').first().waitFor();
}

async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
}

/** Issue 12 §1: ops see each consumer's lag, checkpoint, holder and parked events, and retry a parked event. */
describe('the admin’s view of the event consumers', () => {
  const newPage = useFreshPages();
  let admin: APIRequestContext;

  beforeAll(async () => {
    admin = await adminApi();
  });
  afterAll(async () => {
    await admin.dispose();
  });

  it('shows a consumer with a parked event, its error, and retries it: failing again while the cause lasts, handled once it is gone', async () => {
    const { seller, endpoint } = await parkOneEvent(admin);
    const page = await newPage(DESKTOP);
    await signInAsAdmin(page);
    await openEventsTab(page);

    const card = page.locator('.consumer-card', { has: page.getByRole('heading', { name: WEB_PUSH, exact: true }) });
    await card.getByText('Running, with parked events').waitFor();
    expect(await card.locator('.consumer-card__fact--alert').filter({ hasText: 'Parked' }).locator('dd').innerText()).toBe('1');
    // Another consumer that keeps up: running, no lag.
    const offers = page.locator('.consumer-card', { has: page.getByRole('heading', { name: 'offers.withdraw-when-listing-gone', exact: true }) });
    await offers.getByText('Running', { exact: true }).waitFor();
    await offers.getByText(/^sikka-consumer \S+ \d+$/).waitFor();

    const parked = page.locator('.parked-event', { hasText: WEB_PUSH });
    await expect.poll(() => parked.count()).toBe(1);
    expect(await parked.locator('.parked-event__error').innerText()).toMatch(/ENOTFOUND|fetch failed|getaddrinfo/);
    expect(await parked.locator('dt', { hasText: 'Tries' }).locator('xpath=following-sibling::dd').innerText()).toBe('3');

    // The push service is still unreachable: the retry fails, and says so.
    await parked.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/The retry failed again/).waitFor();
    await expect.poll(() => parked.locator('dt', { hasText: 'Tries' }).locator('xpath=following-sibling::dd').innerText()).toBe('4');

    // The seller's browser drops the subscription: now the retry is handled and the event leaves the list.
    expect((await seller.delete('/api/push/subscriptions', { data: { endpoint } })).ok()).toBe(true);
    await seller.dispose();
    await parked.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(`NotificationCreated was handled by ${WEB_PUSH}.`).waitFor();
    await page.getByText('No parked events: every consumer is handling its events.').waitFor();
    await card.getByText('Running', { exact: true }).waitFor();

    // Resolved ones stay findable.
    await page.locator('.ant-segmented').getByText('Resolved', { exact: true }).click();
    const resolved = page.locator('.parked-event--resolved', { hasText: WEB_PUSH }).locator('.parked-event__resolved');
    await resolved.waitFor();
    expect((await resolved.innerText()).trim()).toMatch(/^Resolved \d/);
    expect(await page.locator('.parked-event--resolved').getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('refreshes by itself while open', async () => {
    const page = await newPage(DESKTOP);
    await signInAsAdmin(page);
    await openEventsTab(page);
    const asked: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/consumers') asked.push(Date.now());
    });
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  });

  it('has no serious accessibility findings, on a phone in Hindi and a desktop in English', async () => {
    const { seller } = await parkOneEvent(admin);
    await seller.dispose();
    const browser = await launchBrowser();
    const found: AxeViolation[] = [];
    try {
      for (const [viewport, language] of EACH_WIDTH_AND_LANGUAGE) {
        const page = await openAxePage(browser, viewport);
        await signInAsAdmin(page);
        await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
        const where = `${viewport.width}px ${language}`;
        await openEventsTab(page);
        await page.locator('.parked-event').first().waitFor();
        found.push(...(await seriousViolations(page, `${where} /admin Events`)));
        await shoot(page, `admin-consumers-${language}-${viewport.width}`, { fullPage: false });
        await page.locator('#parked-title').scrollIntoViewIfNeeded();
        await shoot(page, `admin-consumers-parked-${language}-${viewport.width}`, { fullPage: false });
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);
});
