import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './browser';
import { clickUntilAsked } from './controls';
import { newAccount } from './accounts';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { premiumSellerAndBuyer } from './offers-setup';
import { useFreshPages } from './pages';

/** Set SHOTS_DIR to keep screenshots at phone and desktop width, in English and Hindi. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const RESERVED_NOTE = 'Reserved: the seller has accepted an offer on it, so it takes no new offers.';

describe('journey (e): an accepted offer reserves the coin until the seller sells it', () => {
  const newPage = useFreshPages();

  it('offer pending → seller sees it waiting → confirms the amount → Reserved everywhere → no second offer → sold', async () => {
    const sellerPage = await newPage(PHONE);
    const buyerPage = await newPage(DESKTOP);
    await registerInBrowser(sellerPage, newAccount('Meera Pillai'));
    await registerInBrowser(buyerPage, newAccount('Arjun Mehta'));
    await buyPremium(sellerPage.request);
    await buyPremium(buyerPage.request);
    const word = uniqueWord();
    const title = `Hyderabad Rupee ${word}`;
    const coin = await createListing(sellerPage.request, { title, price: 6000 });
    const admin = await adminApi();
    await approveListing(admin, coin.id);
    await admin.dispose();

    // The buyer makes an offer; the coin then says "Offer pending" instead of Make Offer.
    await buyerPage.goto(`/coin/${coin.id}`);
    await buyerPage.getByRole('button', { name: 'Message Seller' }).click();
    await buyerPage.waitForURL(/\/messages\?conversation=\d+/);
    await buyerPage.getByRole('tab', { name: 'Listings' }).click();
    await buyerPage.getByRole('button', { name: `Make Offer on ${title}` }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer (₹)').fill('5,200');
    const offerSent = buyerPage.waitForRequest((request) => request.method() === 'POST' && /\/api\/conversations\/\d+\/offers$/.test(new URL(request.url()).pathname));
    await clickUntilAsked(dialog.getByRole('button', { name: 'Send Offer' }), offerSent);
    await buyerPage.getByText('Offer sent successfully').waitFor();
    const row = buyerPage.locator('.listing-row', { hasText: title });
    await row.getByText('Offer pending').waitFor();
    await row.getByText('Your offer of ₹5,200 waits for the seller’s answer.').or(row.getByText("Your offer of ₹5,200 waits for the seller's answer.")).waitFor();
    expect(await row.getByRole('button', { name: /Make Offer/ }).count()).toBe(0);
    await shot(buyerPage, 'offer-pending-1366-en');

    // The seller's Messages entry shows an offer waiting; so do the conversation and its Offers tab.
    await sellerPage.goto('/');
    await sellerPage.getByRole('navigation', { name: /.+/ }).getByText('1 offer awaiting your answer').first().waitFor();
    await sellerPage.goto('/messages');
    const conversation = sellerPage.getByRole('link', { name: /Arjun Mehta/ });
    await conversation.getByText('1 offer awaiting your answer').waitFor();
    await conversation.click();
    const offersTab = sellerPage.getByRole('tab', { name: /Offers/ });
    await offersTab.getByText('1 offer awaiting your answer').waitFor();
    await offersTab.click();
    const offer = sellerPage.locator('.offer-card', { hasText: title });
    await offer.getByText('Awaiting your answer').waitFor();
    await shot(sellerPage, 'offers-tab-waiting-390-en');

    // Accept asks first, showing the amount.
    await offer.getByRole('button', { name: 'Accept' }).click();
    await sellerPage.getByText('Accept this offer of ₹5,200?').waitFor();
    await sellerPage.getByText(/Arjun Mehta offered ₹5,200 for .* \(asking ₹6,000\)/).waitFor();
    await shot(sellerPage, 'accept-confirm-390-en');
    await sellerPage.getByRole('button', { name: 'Accept ₹5,200' }).click();
    await offer.getByText('Accepted', { exact: true }).waitFor();
    await expect.poll(() => offersTab.getByText('1 offer awaiting your answer').count()).toBe(0);

    // The coin shows Reserved on its page and on its card in browse.
    await buyerPage.goto(`/coin/${coin.id}`);
    await buyerPage.getByRole('heading', { name: title, level: 1 }).waitFor();
    await buyerPage.locator('.ant-tag', { hasText: 'Reserved' }).first().waitFor();
    await buyerPage.getByText('Reserved: the seller has accepted an offer on this coin, so it takes no new offers for now.').waitFor();
    await shot(buyerPage, 'coin-reserved-1366-en');
    await buyerPage.goto(`/search?q=${word}`);
    const card = buyerPage.locator('.coin-card', { hasText: title });
    await card.getByText('Reserved').waitFor();
    expect(await card.getByText('Sold').count()).toBe(0);
    await shot(buyerPage, 'card-reserved-1366-en');

    // A second offer is refused, and the Listings tab says why.
    await buyerPage.goto('/messages');
    await buyerPage.getByRole('link', { name: /Meera Pillai/ }).click();
    await buyerPage.getByRole('tab', { name: 'Listings' }).click();
    await buyerPage.locator('.listing-row', { hasText: title }).getByText(RESERVED_NOTE).waitFor();
    const refused = await buyerPage.request.post(`/api/conversations/${new URL(buyerPage.url()).searchParams.get('conversation')}/offers`, {
      data: { coinId: coin.id, offerAmount: 5500 },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('This coin is reserved: the seller has accepted an offer on it');

    // The seller marks it sold from the coin page; it is then Sold / No longer available.
    await sellerPage.goto(`/coin/${coin.id}`);
    await sellerPage.getByText('Reserved for the buyer whose offer you accepted.', { exact: false }).waitFor();
    await shot(sellerPage, 'coin-reserved-own-390-en');
    await sellerPage.getByRole('button', { name: 'Mark as Sold' }).click();
    await sellerPage.locator('.ant-tag', { hasText: 'Sold' }).first().waitFor();
    await buyerPage.goto(`/search?q=${word}`);
    await buyerPage.locator('.coin-card', { hasText: title }).getByText('No longer available').waitFor();
  });

  it.runIf(SHOTS_DIR)('screenshots: offer pending, Offers tab waiting, accept confirmation, Reserved page and card', async () => {
    const word = uniqueWord();
    const { seller, buyer, setupSeller, first: waiting, second: reserved, conversationId, offerOn } = await premiumSellerAndBuyer(() => newPage(), [
      { title: `Hyderabad Rupee ${word}`, price: 6000 },
      { title: `Mysore Fanam ${word}`, price: 3200 },
    ]);
    await offerOn(waiting.id, 5200);
    const toAccept = await offerOn(reserved.id, 3000);
    expect((await setupSeller.request.patch(`/api/offers/${toAccept.id}`, { data: { status: 'accepted' } })).status()).toBe(200);

    for (const [viewport, size] of [
      [PHONE, '390'],
      [DESKTOP, '1366'],
    ] as const) {
      for (const language of ['en', 'hi'] as const) {
        const sellerPage = await newPage(viewport);
        const buyerPage = await newPage(viewport);
        for (const page of [sellerPage, buyerPage]) {
          if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
        }
        await sellerPage.request.post('/api/login', { data: { mobileNumber: seller.mobileNumber, password: seller.password } });
        await buyerPage.request.post('/api/login', { data: { mobileNumber: buyer.mobileNumber, password: buyer.password } });

        await buyerPage.goto(`/messages?conversation=${conversationId}`);
        await buyerPage.locator('.conversation__tabs .ant-tabs-tab').nth(1).click();
        await buyerPage.locator('.listing-row').nth(1).waitFor();
        await buyerPage.waitForTimeout(300);
        await shot(buyerPage, `offer-pending-${size}-${language}`);

        await sellerPage.goto(`/messages?conversation=${conversationId}`);
        await sellerPage.locator('.conversation__tabs .ant-tabs-tab').nth(2).click();
        await sellerPage.locator('.offer-card--awaiting').waitFor();
        await sellerPage.waitForTimeout(300);
        await shot(sellerPage, `offers-tab-waiting-${size}-${language}`);
        await sellerPage.locator('.offer-card--awaiting .ant-btn-primary').click();
        await sellerPage.locator('.ant-popconfirm').waitFor();
        await sellerPage.waitForTimeout(300);
        await shot(sellerPage, `accept-confirm-${size}-${language}`);

        await buyerPage.goto(`/coin/${reserved.id}`);
        await buyerPage.locator('.coin-detail__title').waitFor();
        await buyerPage.waitForTimeout(300);
        await shot(buyerPage, `coin-reserved-${size}-${language}`);
        await sellerPage.goto(`/coin/${reserved.id}`);
        await sellerPage.locator('.coin-detail__title').waitFor();
        await sellerPage.waitForTimeout(300);
        await shot(sellerPage, `coin-reserved-own-${size}-${language}`);
        await buyerPage.goto(`/search?q=${word}`);
        await buyerPage.locator('.coin-card').nth(1).waitFor();
        await buyerPage.waitForTimeout(300);
        await shot(buyerPage, `card-reserved-${size}-${language}`);
      }
    }
  });
});
