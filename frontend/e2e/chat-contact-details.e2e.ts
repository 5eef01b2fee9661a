import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { type AxeViolation, describeViolations, openSignedInAxePage, seriousViolations } from './axe';
import { DESKTOP, EACH_WIDTH_AND_LANGUAGE, launchBrowser, PHONE } from './browser';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { approvedListing, buyerApi, coinTitle, sendMessage } from './notifications-setup';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';

const HIDDEN = '••••••';
const NOTE = 'Phone numbers, e-mail addresses and UPI ids are hidden until an offer is accepted.';
const NOTE_HI = 'ऑफ़र स्वीकार होने तक फ़ोन नंबर, ईमेल पते और UPI आईडी छिपे रहते हैं।';

/** Issue 14: a stranger's number stays hidden in chat until a deal is agreed, and every conversation opens with a safety tip (decisions/0080). */
describe('contact details in chat', () => {
  const newPage = useFreshPages();

  it('shows the seller a buyer’s number as •••••• with the reason, the buyer their own text, and the safety tip to both; in English and Hindi, on a phone and a desktop', async () => {
    const sellerPage = await newPage(DESKTOP);
    await registerInBrowser(sellerPage, newAccount('Farhan Mint'));
    await buyPremium(sellerPage.request);
    const coinId = await approvedListing(sellerPage.request, coinTitle('Travancore Chuckram'));
    const buyerAccount = newAccount('Imran Qureshi');
    const buyer = await buyerApi(buyerAccount);
    const text = 'Namaste! Call me on 98765 43210 or pay ravi@okaxis, I can come to Jaipur.';
    const conversationId = await sendMessage(buyer, coinId, text);
    const buyersOwn = (await (await buyer.get(`/api/conversations/${conversationId}/messages`)).json()) as { content: string }[];
    expect(buyersOwn.map((message) => message.content)).toEqual([text]);
    const sellerCookies = (await sellerPage.context().storageState()).cookies;
    const buyerCookies = (await buyer.storageState()).cookies;
    await buyer.dispose();

    const browser = await launchBrowser();
    const found: AxeViolation[] = [];
    try {
      for (const [viewport, language] of [...EACH_WIDTH_AND_LANGUAGE, [PHONE, 'en'] as const, [DESKTOP, 'hi'] as const]) {
        const { page, where } = await openSignedInAxePage(browser, viewport, language, sellerCookies);
        await page.goto(`/messages?conversation=${conversationId}`);
        const bubble = page.locator('.chat__row', { hasText: 'Namaste!' });
        await bubble.waitFor();
        expect(await bubble.locator('.chat__text').innerText()).toBe(`Namaste! Call me on ${HIDDEN} or pay ${HIDDEN}, I can come to Jaipur.`);
        expect(await bubble.locator('.chat__hidden-details').innerText()).toContain(language === 'en' ? NOTE : NOTE_HI);
        await page.locator('.chat__safety').waitFor();
        expect(await page.locator('.chat__safety').innerText()).toContain(language === 'en' ? 'Never pay in advance' : 'पहले से भुगतान कभी न करें');
        if ((viewport === PHONE && language === 'hi') || (viewport === DESKTOP && language === 'en')) found.push(...(await seriousViolations(page, `${where} /messages (hidden details)`)));
        await shoot(page, `chat-hidden-details-${language}-${viewport.width}`, { fullPage: false });
        await page.context().close();
      }

      // The buyer reads their own message as typed, with no note; the tip is there too.
      const { page } = await openSignedInAxePage(browser, PHONE, 'en', buyerCookies);
      await page.goto(`/messages?conversation=${conversationId}`);
      const own = page.locator('.chat__row--mine', { hasText: 'Namaste!' });
      await own.waitFor();
      expect(await own.locator('.chat__text').innerText()).toBe(text);
      expect(await own.locator('.chat__hidden-details').count()).toBe(0);
      await page.locator('.chat__safety').waitFor();
      await page.context().close();
    } finally {
      await browser.close();
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 180_000);
});
