import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { DESKTOP, PHONE } from './browser';
import { clickUntilAsked, whenPageSettled, whenSettled } from './controls';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { adminApi } from './listings';
import { approvedListing, coinTitle, sendMessage } from './notifications-setup';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';

type Viewport = { width: number; height: number };

const blockSent = (page: Page) => page.waitForRequest((request) => request.method() === 'POST' && /\/api\/conversations\/\d+\/block$/.test(new URL(request.url()).pathname));
const unblockSent = (page: Page) => page.waitForRequest((request) => request.method() === 'DELETE' && /\/api\/blocks\/\d+$/.test(new URL(request.url()).pathname));

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Chooses the interface language for the next screens (kept in localStorage, which a blank page has not got). */
async function chooseLanguage(page: Page, language: 'en' | 'hi'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/messages');
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
}

/** Opens the conversation in `language` and waits for its messages. */
async function openConversation(page: Page, conversationId: number, language: 'en' | 'hi', firstMessage: string): Promise<void> {
  await chooseLanguage(page, language);
  await page.goto(`/messages?conversation=${conversationId}`);
  await page.getByText(firstMessage).first().waitFor();
}

/** The four screenshots of a screen: 390 px and 1366 px, English and Hindi. */
async function shootEach(page: Page, name: string, open: (language: 'en' | 'hi') => Promise<void>): Promise<void> {
  for (const viewport of [PHONE, DESKTOP] as Viewport[]) {
    await page.setViewportSize(viewport);
    for (const language of ['en', 'hi'] as const) {
      await open(language);
      await whenPageSettled(page);
      await shoot(page, `${name}-${language}-${viewport.width}`, { fullPage: false });
    }
  }
  await chooseLanguage(page, 'en');
}

describe('blocking from a conversation (issue 14, decisions/0084)', () => {
  const newPage = useFreshPages();

  it('a seller blocks a buyer from the conversation, the buyer cannot reply, the seller unblocks from the profile, and messages flow again', async () => {
    const sellerPage = await newPage(DESKTOP);
    const buyerPage = await newPage(PHONE);
    await registerInBrowser(sellerPage, newAccount('Farhan Mint'));
    await registerInBrowser(buyerPage, newAccount('Imran Qureshi'));
    await buyPremium(sellerPage.request);
    const coinId = await approvedListing(sellerPage.request, coinTitle('Travancore Chuckram'));
    const first = 'Namaste! Is the chuckram still available?';
    const conversationId = await sendMessage(buyerPage.request, coinId, first);

    // The seller blocks the buyer from the conversation's header, after confirming.
    await openConversation(sellerPage, conversationId, 'en', first);
    await whenPageSettled(sellerPage);
    await sellerPage.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Block Imran Qureshi?' });
    await dialog.waitFor();
    await whenSettled(dialog);
    await shoot(sellerPage, 'block-dialog-en-1366', { fullPage: false });
    await clickUntilAsked(dialog.getByRole('button', { name: 'Block', exact: true }), blockSent(sellerPage));
    await sellerPage.locator('.chat__blocked').getByText('You blocked Imran Qureshi').waitFor();
    await expect.poll(() => composer(sellerPage).isDisabled()).toBe(true);
    await dialog.waitFor({ state: 'hidden' });

    // The buyer reads the conversation but cannot reply, and is not offered a way round it.
    await openConversation(buyerPage, conversationId, 'en', first);
    await buyerPage.locator('.chat__blocked').getByText("You can't reply to this conversation").waitFor();
    expect(await composer(buyerPage).isDisabled()).toBe(true);
    expect(await buyerPage.getByText('You blocked').count()).toBe(0);
    const refused = await buyerPage.request.post(`/api/conversations/${conversationId}/messages`, { data: { content: 'Hello?' } });
    expect(refused.status()).toBe(403);

    await shootEach(sellerPage, 'blocked-conversation-seller', (language) => openConversation(sellerPage, conversationId, language, first));
    await shootEach(buyerPage, 'blocked-conversation-buyer', (language) => openConversation(buyerPage, conversationId, language, first));

    // The buyer keeps the conversation open (in English again) while the seller, on the profile, finds them under Blocked people and unblocks them.
    await openConversation(buyerPage, conversationId, 'en', first);
    await buyerPage.locator('.chat__blocked').getByText("You can't reply to this conversation").waitFor();
    const openProfile = async (language: 'en' | 'hi') => {
      await chooseLanguage(sellerPage, language);
      await sellerPage.goto('/profile');
      await sellerPage.locator('#blocked-people').getByText('Imran Qureshi').waitFor();
    };
    await shootEach(sellerPage, 'blocked-people', async (language) => {
      await openProfile(language);
      await sellerPage.locator('#blocked-people').scrollIntoViewIfNeeded();
    });
    await openProfile('en');
    const card = sellerPage.locator('#blocked-people');
    await clickUntilAsked(card.getByRole('button', { name: 'Unblock Imran Qureshi' }), unblockSent(sellerPage));
    await card.getByText("You haven't blocked anyone.").waitFor();

    // The buyer's open conversation hears of it (a push) and lets them write again.
    await expect.poll(() => composer(buyerPage).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await buyerPage.getByText("You can't reply to this conversation").count()).toBe(0);
    await composer(buyerPage).fill('Thank you! Can you post it to Kochi?');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await buyerPage.locator('.chat__row--mine', { hasText: 'Can you post it to Kochi?' }).waitFor();

    await openConversation(sellerPage, conversationId, 'en', first);
    await sellerPage.locator('.chat__text', { hasText: 'Thank you! Can you post it to Kochi?' }).waitFor();
    expect(await composer(sellerPage).isEnabled()).toBe(true);
  }, 240_000);

  it('shows a suspended seller as Suspended, with the end, in the buyer’s conversation list and header', async () => {
    const sellerPage = await newPage(DESKTOP);
    const buyerPage = await newPage(PHONE);
    const sellerId = await registerInBrowser(sellerPage, newAccount('Gopal Sikkawala'));
    await registerInBrowser(buyerPage, newAccount('Meena Joshi'));
    await buyPremium(sellerPage.request);
    const coinId = await approvedListing(sellerPage.request, coinTitle('Mysore Fanam'));
    const first = 'Is the fanam gold?';
    const conversationId = await sendMessage(buyerPage.request, coinId, first);

    const admin = await adminApi();
    try {
      const suspended = await admin.post(`/api/admin/users/${sellerId}/suspension`, { data: { reason: 'Replica coins listed as genuine', days: 7 } });
      expect(suspended.status()).toBe(200);
      await openConversation(buyerPage, conversationId, 'en', first);
      const header = buyerPage.locator('.conversation__header');
      await header.locator('.conversation__suspended', { hasText: 'Suspended' }).waitFor();
      expect(await header.locator('.conversation__suspended').getAttribute('title')).toMatch(/^Suspended until \d{1,2} \w{3} \d{4}$/);
      // The conversation stays readable and the buyer may still write (it waits for the seller).
      expect(await composer(buyerPage).isEnabled()).toBe(true);
      await shootEach(buyerPage, 'suspended-party', (language) => openConversation(buyerPage, conversationId, language, first));
      await buyerPage.setViewportSize(DESKTOP);
      await openConversation(buyerPage, conversationId, 'en', first);
      await buyerPage.locator('.conversation-item .conversation__suspended').waitFor();
    } finally {
      await admin.delete(`/api/admin/users/${sellerId}/suspension`);
      await admin.dispose();
    }
  }, 180_000);
});
