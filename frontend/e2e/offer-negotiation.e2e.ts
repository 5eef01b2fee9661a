import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './browser';
import { clickUntilAsked, whenPageSettled } from './controls';
import { newAccount } from './accounts';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { answer, premiumSellerAndBuyer } from './offers-setup';
import { useFreshPages } from './pages';

/** Set SHOTS_DIR to keep screenshots of the thread at phone and desktop width, in English and Hindi. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const answerSent = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/offers\/\d+$/.test(new URL(request.url()).pathname));

async function openOffersTab(page: Page, conversationId: number): Promise<void> {
  await page.goto(`/messages?conversation=${conversationId}`);
  await page.getByRole('tab', { name: /Offers|ऑफ़र/ }).click();
  await page.locator('.offer-card').first().waitFor();
}


describe('offers that negotiate (issue 14, decisions/0076)', () => {
  const newPage = useFreshPages();

  it('buyer offers → seller counters → buyer accepts the counter → both see it accepted and the coin reserved', async () => {
    const sellerPage = await newPage(PHONE);
    const buyerPage = await newPage(DESKTOP);
    await registerInBrowser(sellerPage, newAccount('Meera Pillai'));
    await registerInBrowser(buyerPage, newAccount('Arjun Mehta'));
    await buyPremium(sellerPage.request);
    await buyPremium(buyerPage.request);
    const title = `Cochin Puthan ${uniqueWord()}`;
    const coin = await createListing(sellerPage.request, { title, price: 6000 });
    const admin = await adminApi();
    await approveListing(admin, coin.id);
    await admin.dispose();

    // The buyer offers ₹5,200 from the conversation's Listings tab.
    await buyerPage.goto(`/coin/${coin.id}`);
    await buyerPage.getByRole('button', { name: 'Message Seller' }).click();
    await buyerPage.waitForURL(/\/messages\?conversation=\d+/);
    const conversationId = Number(new URL(buyerPage.url()).searchParams.get('conversation'));
    await buyerPage.getByRole('tab', { name: 'Listings' }).click();
    await buyerPage.getByRole('button', { name: `Make Offer on ${title}` }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer (₹)').fill('5,200');
    const offerSent = buyerPage.waitForRequest((request) => request.method() === 'POST' && /\/api\/conversations\/\d+\/offers$/.test(new URL(request.url()).pathname));
    await clickUntilAsked(dialog.getByRole('button', { name: 'Send Offer' }), offerSent);
    await buyerPage.getByText('Offer sent successfully').waitFor();

    // The seller counters with ₹5,700; an amount equal to the offer is refused first.
    await openOffersTab(sellerPage, conversationId);
    const sellerCard = sellerPage.locator('.offer-card', { hasText: title });
    await sellerCard.getByText('Awaiting your answer').waitFor();
    await sellerCard.getByText(/Expires in 4[78] h/).waitFor();
    await sellerCard.getByRole('button', { name: 'Counter' }).click();
    const counterAmount = sellerCard.getByLabel('Your counter-offer (₹)');
    await counterAmount.fill('5200');
    await sellerCard.getByRole('button', { name: 'Send counter-offer' }).click();
    await sellerCard.getByText('Counter with an amount other than ₹5,200, or accept it').waitFor();
    await counterAmount.fill('5,700');
    await clickUntilAsked(sellerCard.getByRole('button', { name: 'Send counter-offer' }), answerSent(sellerPage));
    await sellerCard.getByText('Countered', { exact: true }).waitFor();
    await sellerCard.getByText('You countered with ₹5,700').waitFor();
    await sellerCard.getByText('Waiting for Arjun Mehta’s answer').or(sellerCard.getByText("Waiting for Arjun Mehta's answer")).waitFor();
    expect(await sellerCard.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // The buyer sees the counter as a thread, and accepts it at ₹5,700.
    await openOffersTab(buyerPage, conversationId);
    const buyerCard = buyerPage.locator('.offer-card', { hasText: title });
    await buyerCard.getByText('Awaiting your answer').waitFor();
    await buyerCard.getByText('You offered ₹5,200').waitFor();
    await buyerCard.getByText('Meera Pillai countered with ₹5,700').waitFor();
    await buyerCard.getByRole('button', { name: 'Withdraw' }).waitFor();
    await whenPageSettled(buyerPage);
    await buyerCard.getByRole('button', { name: 'Accept' }).click();
    await buyerPage.getByText('Accept the counter-offer of ₹5,700?').waitFor();
    await clickUntilAsked(buyerPage.getByRole('button', { name: 'Accept ₹5,700' }), answerSent(buyerPage));
    await buyerCard.getByText('Accepted', { exact: true }).waitFor();
    await buyerCard.getByText('You accepted ₹5,700').waitFor();
    await buyerCard.getByText('Offer accepted! Please coordinate payment and delivery details.').waitFor();

    // The seller's tab follows (pushed, or on the next look), and the coin is reserved for both.
    await openOffersTab(sellerPage, conversationId);
    await sellerCard.getByText('Accepted', { exact: true }).waitFor();
    await sellerCard.getByText('Arjun Mehta accepted ₹5,700').waitFor();
    for (const page of [buyerPage, sellerPage]) {
      await page.goto(`/coin/${coin.id}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.locator('.ant-tag', { hasText: 'Reserved' }).first().waitFor();
    }
    const listed = (await (await buyerPage.request.get(`/api/coins/${coin.id}`)).json()) as { isReserved: boolean };
    expect(listed.isReserved).toBe(true);
  });

  it.runIf(SHOTS_DIR)('screenshots: the thread for the buyer and the seller, 390 and 1280 px, English and Hindi', async () => {
    const word = uniqueWord();
    const scene = await premiumSellerAndBuyer(() => newPage(), [
      { title: `Cochin Puthan ${word}`, price: 6000 },
      { title: `Mysore Fanam ${word}`, price: 3200 },
    ]);
    const { seller, buyer, setupSeller, setupBuyer, first: open, second: agreed, conversationId } = scene;
    const offerOn = (coinId: number, offerAmount: number) => scene.offerOn(coinId, offerAmount, 'Would you take this with registered post?');
    const done = await offerOn(agreed.id, 2800);
    await answer(setupSeller.request, done.id, { status: 'countered', counterAmount: 3100 });
    await answer(setupBuyer.request, done.id, { status: 'accepted' });
    const talking = await offerOn(open.id, 5000);
    await answer(setupSeller.request, talking.id, { status: 'countered', counterAmount: 5800 });
    await answer(setupBuyer.request, talking.id, { status: 'countered', counterAmount: 5400 });

    for (const [viewport, size] of [
      [PHONE, '390'],
      [{ width: 1280, height: 900 }, '1280'],
    ] as const) {
      for (const language of ['en', 'hi'] as const) {
        for (const [who, account] of [
          ['seller', seller],
          ['buyer', buyer],
        ] as const) {
          const page = await newPage(viewport);
          if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
          await page.request.post('/api/login', { data: { mobileNumber: account.mobileNumber, password: account.password } });
          await openOffersTab(page, conversationId);
          await page.locator('.offer-thread').nth(1).waitFor();
          await whenPageSettled(page);
          await shot(page, `offer-thread-${who}-${size}-${language}`);
          if (who === 'seller') {
            await page.locator('.offer-card--awaiting .offer-card__actions .ant-btn').nth(2).click();
            await page.locator('.offer-counter input').fill('5400');
            await page.locator('.offer-counter').getByRole('button').last().click();
            await page.locator('.offer-counter .ant-form-item-explain-error').waitFor();
            await whenPageSettled(page);
            await shot(page, `offer-counter-form-${size}-${language}`);
          }
        }
      }
    }
  });
});
