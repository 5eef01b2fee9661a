import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { type AxeViolation, describeViolations, openSignedInAxePage, seriousViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, pathOf, EACH_WIDTH_AND_LANGUAGE } from './browser';
import { adminApi, createListing } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { approvedListing, buyerApi, coinTitle, rejectListing, sendMessage } from './notifications-setup';
import { followMenuItem } from './controls';
import { useFreshPages } from './pages';

/** With SHOTS_DIR set (e.g. /work/shots), the bell, the list and the settings are photographed in both languages at both widths. */
const SHOTS_DIR = process.env.SHOTS_DIR;

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

describe('the notification centre', () => {
  const newPage = useFreshPages();

  it('tells a seller on another page of a new message at once, opens it, and marks everything read', async () => {
    const sellerPage = await newPage(DESKTOP);
    await registerInBrowser(sellerPage, newAccount('Kavita Rao'));
    await buyPremium(sellerPage.request);
    const title = coinTitle('Mysore Fanam');
    const coinId = await approvedListing(sellerPage.request, title);

    // The seller browses elsewhere; their plan's activation and the approval are already waiting for them.
    await sellerPage.goto('/search');
    await expect.poll(() => bell(sellerPage).getAttribute('aria-label')).toBe('Notifications, 2 unread notifications');

    // A buyer writes: the bell counts it without a reload, while the seller stays on /search.
    const buyer = await buyerApi(newAccount('Imran Qureshi'));
    const conversationId = await sendMessage(buyer, coinId, 'Namaste! Is the fanam still available?');
    await buyer.dispose();
    await expect.poll(() => bell(sellerPage).getAttribute('aria-label')).toBe('Notifications, 3 unread notifications');
    expect(pathOf(sellerPage)).toBe('/search');

    // The list, newest first, in the seller's words.
    await bell(sellerPage).click();
    await sellerPage.waitForURL((url) => url.pathname === '/notifications');
    const items = sellerPage.locator('.notification-item');
    await items.first().waitFor();
    // The message came after the other two had arrived. Those two are told by different consumers, so
    // which of them was written first depends on which consumer ran first: either order is right.
    const [newest, ...older] = await items.allInnerTexts();
    expect(newest).toContain(`Imran Qureshi sent you a message about “${title}”`);
    expect(older).toHaveLength(2);
    expect(older).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Your listing “${title}” was approved and is now live`),
        expect.stringMatching(/^Your Premium plan is active until \d{1,2} \w{3} \d{4}/),
      ]),
    );
    expect(await sellerPage.locator('.notification-item--unread').count()).toBe(3);

    // A tap opens the conversation and reads the notification.
    await sellerPage.getByRole('link', { name: /Imran Qureshi sent you a message/ }).click();
    await sellerPage.waitForURL((url) => url.pathname === '/messages' && url.searchParams.get('conversation') === String(conversationId));
    await expect.poll(() => bell(sellerPage).getAttribute('aria-label')).toBe('Notifications, 2 unread notifications');

    // Mark all as read clears the badge.
    await bell(sellerPage).click();
    await sellerPage.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bell(sellerPage).getAttribute('aria-label')).toBe('Notifications');
    await expect.poll(() => sellerPage.locator('.notification-item--unread').count()).toBe(0);
    expect(await sellerPage.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await sellerPage.reload();
    await sellerPage.locator('.notification-item').first().waitFor();
    expect(await sellerPage.locator('.notification-item--unread').count()).toBe(0);
  });

  it('gives phones Notifications in the account menu, with the count on the menu button', async () => {
    const sellerPage = await newPage(PHONE);
    const seller = newAccount('Meera Pillai');
    await registerInBrowser(sellerPage, seller);
    await buyPremium(sellerPage.request);
    const title = coinTitle('Gwalior Paisa');
    const coinId = await approvedListing(sellerPage.request, title);
    await sellerPage.goto('/search');
    const menu = sellerPage.getByRole('button', { name: /^Account menu for Meera Pillai/ });
    // The plan's activation and the approval.
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('Account menu for Meera Pillai, 2 unread notifications');

    const buyer = await buyerApi(newAccount('Arjun Das'));
    await sendMessage(buyer, coinId, 'Is the paisa still for sale?');
    await buyer.dispose();
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('Account menu for Meera Pillai, 3 unread notifications');

    await followMenuItem(sellerPage, menu, sellerPage.getByRole('menuitem', { name: 'Notifications (3 unread)' }), (url) => url.pathname === '/notifications');
    await sellerPage.getByText(`Arjun Das sent you a message about “${title}”`).waitFor();
  });

  it('has no serious accessibility findings on a phone in Hindi and a desktop in English', async () => {
    // A seller with one notification of each kind a seller gets: plan activated, approved, not approved, a message, an offer.
    const setup = await newPage(DESKTOP);
    const seller = newAccount('Kavita Rao');
    await registerInBrowser(setup, seller);
    await buyPremium(setup.request);
    const title = coinTitle('Mughal Mohur');
    const coinId = await approvedListing(setup.request, title, 125000);
    const rejected = await createListing(setup.request, { title: coinTitle('Kutch Kori') });
    const admin = await adminApi();
    await rejectListing(admin, rejected.id);
    await admin.dispose();
    const buyer = await buyerApi(newAccount('Imran Qureshi'), true);
    const conversationId = await sendMessage(buyer, coinId, 'Namaste!');
    const offered = await buyer.post(`/api/conversations/${conversationId}/offers`, { data: { coinId, offerAmount: 110000, message: 'Registered post, please.' } });
    expect(offered.status()).toBe(201);
    await buyer.dispose();
    const state = await setup.context().storageState();

    // axe is injected into the page, which the app's Content-Security-Policy refuses: these profiles bypass it.
    const browser = await launchBrowser();
    const found: AxeViolation[] = [];
    try {
      for (const [viewport, language] of EACH_WIDTH_AND_LANGUAGE) {
        const { page, where } = await openSignedInAxePage(browser, viewport, language, state.cookies);
        await page.goto('/notifications');
        await expect.poll(() => page.locator('.notification-item').count(), { timeout: 15_000 }).toBe(5);
        found.push(...(await seriousViolations(page, `${where} /notifications`)));
        await shoot(page, `list-${language}-${viewport.width}`);
        if (viewport === DESKTOP) await shoot(page, `bell-${language}-${viewport.width}`, '.app-header');
        await page.getByRole('tab', { name: language === 'en' ? 'Settings' : 'सेटिंग्स' }).click();
        await page.locator('.notification-settings__list').waitFor();
        found.push(...(await seriousViolations(page, `${where} /notifications?tab=settings`)));
        await shoot(page, `settings-${language}-${viewport.width}`);
        if (viewport === PHONE) {
          await page.locator('.account-menu__trigger').click();
          await page.getByRole('menu').waitFor();
          await shoot(page, `bell-${language}-${viewport.width}`);
        }
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    expect(describeViolations(found)).toBe('');
  }, 180_000);
});

async function shoot(page: Page, name: string, selector?: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `notifications-${name}.png`);
  await page.waitForTimeout(300);
  if (selector) await page.locator(selector).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}
