import type { APIRequestContext, Page } from 'playwright-core';
import { newAccount } from './accounts';
import { adminApi, approveListing, createListing, type NewListing } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';

/** Answers an offer through the API (accepted, rejected, countered, withdrawn), failing loudly. */
export async function answer(api: APIRequestContext, offerId: number, data: object): Promise<void> {
  const response = await api.patch(`/api/offers/${offerId}`, { data });
  if (!response.ok()) throw new Error(`answering offer ${offerId} failed: ${response.status()} ${await response.text()}`);
}

/**
 * For the offers' screenshots: a premium seller Meera Pillai with two approved listings and a premium
 * buyer Arjun Mehta in a conversation about the first, each signed in on a page of their own; `offerOn`
 * makes the buyer's offer on either listing in that conversation.
 */
export async function premiumSellerAndBuyer(newPage: () => Promise<Page>, listings: [NewListing, NewListing]) {
  const seller = newAccount('Meera Pillai');
  const buyer = newAccount('Arjun Mehta');
  const setupSeller = await newPage();
  const setupBuyer = await newPage();
  await registerInBrowser(setupSeller, seller);
  await registerInBrowser(setupBuyer, buyer);
  await buyPremium(setupSeller.request);
  await buyPremium(setupBuyer.request);
  const first = await createListing(setupSeller.request, listings[0]);
  const second = await createListing(setupSeller.request, listings[1]);
  const admin = await adminApi();
  await approveListing(admin, first.id);
  await approveListing(admin, second.id);
  await admin.dispose();
  const conversationId = ((await (await setupBuyer.request.post(`/api/coins/${first.id}/conversation`)).json()) as { id: number }).id;
  const offerOn = async (coinId: number, offerAmount: number, message?: string) =>
    (await (await setupBuyer.request.post(`/api/conversations/${conversationId}/offers`, { data: { coinId, offerAmount, ...(message && { message }) } })).json()) as { id: number };
  return { seller, buyer, setupSeller, setupBuyer, first, second, conversationId, offerOn };
}
