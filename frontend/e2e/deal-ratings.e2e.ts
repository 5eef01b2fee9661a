import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { DESKTOP, PHONE } from './browser';
import { choose, clickUntilAsked, whenPageSettled } from './controls';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { answer } from './offers-setup';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';


const reviewSent = (page: Page) => page.waitForRequest((request) => request.method() === 'POST' && /\/api\/offers\/\d+\/review$/.test(new URL(request.url()).pathname));

/** In the Offers tab of the conversation: rate the other party of the accepted offer. */
async function rate(page: Page, conversationId: number, partyName: string, stars: number, comment: string): Promise<void> {
  await page.goto(`/messages?conversation=${conversationId}`);
  await page.getByRole('tab', { name: 'Offers' }).click();
  const card = page.locator('.offer-card').first();
  // Reviews learns of the deal from the acceptance's event a moment after it commits.
  const button = card.getByRole('button', { name: `Rate ${partyName}` });
  for (let attempt = 1; ; attempt++) {
    try {
      await button.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.reload();
      await page.getByRole('tab', { name: 'Offers' }).click();
    }
  }
  await whenPageSettled(page);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Rate your deal with ${partyName}` });
  await dialog.waitFor();
  await choose(dialog.getByRole('radio').nth(stars - 1));
  if (comment) await dialog.getByRole('textbox').fill(comment);
  await whenPageSettled(page);
  await clickUntilAsked(dialog.getByRole('button', { name: 'Send rating' }), reviewSent(page));
  await card.getByText('You rated this deal').waitFor();
}

const saleReviewSent = (page: Page) => page.waitForRequest((request) => request.method() === 'POST' && /\/api\/coins\/\d+\/review$/.test(new URL(request.url()).pathname));

/** In the conversation of a coin sold to its buyer: the line saying so, then rate the other party. */
async function rateSale(page: Page, conversationId: number, line: string, partyName: string, stars: number): Promise<void> {
  await page.goto(`/messages?conversation=${conversationId}`);
  const banner = page.locator('.sale-rating');
  // Reviews learns of the sale from its event a moment after it commits.
  for (let attempt = 1; ; attempt++) {
    try {
      await banner.getByText(line).waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.reload();
    }
  }
  await whenPageSettled(page);
  await banner.getByRole('button', { name: `Rate ${partyName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rate your deal with ${partyName}` });
  await dialog.waitFor();
  await choose(dialog.getByRole('radio').nth(stars - 1));
  await whenPageSettled(page);
  await clickUntilAsked(dialog.getByRole('button', { name: 'Send rating' }), saleReviewSent(page));
  await banner.getByText('You rated this deal').waitFor();
}

describe('ratings after a deal (issue 14, decisions/0081)', () => {
  const newPage = useFreshPages();

  it('offer → counter → accept → both rate each other → the seller’s stars show on the coin page and the seller page', async () => {
    const sellerPage = await newPage(DESKTOP);
    const buyerPage = await newPage(PHONE);
    await registerInBrowser(sellerPage, newAccount('Meera Pillai'));
    await registerInBrowser(buyerPage, newAccount('Arjun Mehta'));
    await buyPremium(sellerPage.request);
    await buyPremium(buyerPage.request);
    const title = `Travancore Chuckram ${uniqueWord()}`;
    const coin = await createListing(sellerPage.request, { title, price: 6000 });
    const admin = await adminApi();
    await approveListing(admin, coin.id);
    await admin.dispose();

    // The negotiation (its screens are walked in offer-negotiation.e2e.ts): ₹5,200, countered at ₹5,700, accepted.
    const conversationId = ((await (await buyerPage.request.post(`/api/coins/${coin.id}/conversation`)).json()) as { id: number }).id;
    const offer = (await (await buyerPage.request.post(`/api/conversations/${conversationId}/offers`, { data: { coinId: coin.id, offerAmount: 5200 } })).json()) as { id: number };
    await answer(sellerPage.request, offer.id, { status: 'countered', counterAmount: 5700 });
    await answer(buyerPage.request, offer.id, { status: 'accepted' });
    await expect.poll(async () => (await buyerPage.request.get(`/api/offers/${offer.id}/review`)).status(), { timeout: 20_000 }).toBe(200);

    // Before any rating the coin page says so.
    await buyerPage.goto(`/coin/${coin.id}`);
    await buyerPage.locator('.seller-standing').getByText('No ratings yet').waitFor();

    await rate(buyerPage, conversationId, 'Meera Pillai', 5, 'Coin exactly as described, packed with care.');
    await rate(sellerPage, conversationId, 'Arjun Mehta', 4, '');

    // A visitor sees the seller's stars on the coin page, and the review on the seller page.
    const visitor = await newPage(PHONE);
    await visitor.goto(`/coin/${coin.id}`);
    await visitor.getByRole('img', { name: '5.0 out of 5 stars from 1 rating' }).waitFor();
    await visitor.locator('.seller-standing').getByText('1 completed deal').waitFor();
    await shoot(visitor, 'rating-coin-page-en-390', { fullPage: false });
    await visitor.locator('.coin-detail__seller-name').click();
    await visitor.waitForURL(/\/sellers\/\d+$/);
    const review = visitor.locator('.seller-review').first();
    await review.getByText('Coin exactly as described, packed with care.').waitFor();
    await review.getByText('Arjun Mehta').waitFor();
    expect(await review.innerText()).toContain(`As the seller of “${title}”`);
    await shoot(visitor, 'rating-seller-page-en-390');

    // And in Hindi on a desktop.
    const hindi = await newPage(DESKTOP);
    await hindi.addInitScript(() => localStorage.setItem('language', 'hi'));
    await hindi.goto(`/coin/${coin.id}`);
    await hindi.getByRole('img', { name: '1 रेटिंग से 5 में से 5.0 स्टार' }).waitFor();
    await shoot(hindi, 'rating-coin-page-hi-1366', { fullPage: false });
  });

  it('a seller marks a coin sold to the collector who wrote about it; the two rate each other in their conversation (decisions/0086)', async () => {
    const sellerPage = await newPage(DESKTOP);
    const buyerPage = await newPage(PHONE);
    await registerInBrowser(sellerPage, newAccount('Farah Qureshi'));
    await registerInBrowser(buyerPage, newAccount('Dev Malhotra'));
    await buyPremium(sellerPage.request);
    const title = `Mysore Gold Fanam ${uniqueWord()}`;
    const coin = await createListing(sellerPage.request, { title, price: 8000 });
    const admin = await adminApi();
    await approveListing(admin, coin.id);
    await admin.dispose();
    const conversationId = ((await (await buyerPage.request.post(`/api/coins/${coin.id}/conversation`)).json()) as { id: number }).id;

    // The seller marks it sold from My Listings and is asked who bought it.
    await sellerPage.goto(`/my-listings?highlight=${coin.id}`);
    const card = sellerPage.locator('article', { hasText: title }).first();
    await card.getByRole('button', { name: 'Mark as Sold' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: `Mark “${title}” as sold` });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: "Someone else, or I'd rather not say" }).isChecked()).toBe(true);
    await choose(dialog.getByRole('radio', { name: 'Dev Malhotra' }));
    await whenPageSettled(sellerPage);
    await shoot(sellerPage, 'sold-to-dialog-en-1366', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The same in Hindi on a phone, where the seller confirms.
    await sellerPage.evaluate(() => localStorage.setItem('language', 'hi'));
    await sellerPage.setViewportSize(PHONE);
    await sellerPage.reload();
    await card.getByRole('button', { name: 'बिका हुआ चिह्नित करें' }).click();
    const hindiDialog = sellerPage.getByRole('dialog', { name: `“${title}” को बिका हुआ चिह्नित करें` });
    await choose(hindiDialog.getByRole('radio', { name: 'Dev Malhotra' }));
    await whenPageSettled(sellerPage);
    await shoot(sellerPage, 'sold-to-dialog-hi-390', { fullPage: false });
    await hindiDialog.getByRole('button', { name: 'बिका हुआ चिह्नित करें' }).click();
    await sellerPage.getByText('लिस्टिंग बिकी हुई चिह्नित हुई').first().waitFor();
    await hindiDialog.waitFor({ state: 'hidden' });
    await sellerPage.evaluate(() => localStorage.setItem('language', 'en'));
    await sellerPage.setViewportSize(DESKTOP);

    await rateSale(buyerPage, conversationId, 'Farah Qureshi marked this coin sold to you.', 'Farah Qureshi', 5);
    await shoot(buyerPage, 'sale-rating-en-390', { fullPage: false });
    await rateSale(sellerPage, conversationId, 'You sold this coin to Dev Malhotra.', 'Dev Malhotra', 5);

    const visitor = await newPage(PHONE);
    await visitor.goto(`/coin/${coin.id}`);
    await visitor.locator('.seller-standing').getByRole('img', { name: '5.0 out of 5 stars from 1 rating' }).waitFor();

    // In Hindi, the buyer's conversation says the same.
    await buyerPage.evaluate(() => localStorage.setItem('language', 'hi'));
    await buyerPage.goto(`/messages?conversation=${conversationId}`);
    await buyerPage.locator('.sale-rating').getByText('Farah Qureshi ने बताया है कि यह सिक्का उन्होंने आपको बेचा है।').waitFor();
    await shoot(buyerPage, 'sale-rating-hi-390', { fullPage: false });
  });
});
