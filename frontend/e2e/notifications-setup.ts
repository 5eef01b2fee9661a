import { type APIRequestContext, request } from 'playwright-core';
import { inject } from 'vitest';
import { type NewAccount, newAccount } from './accounts';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium } from './messaging-setup';

/** A buyer signed in through the API (no browser), who may message and, with Premium, offer. */
export async function buyerApi(account: NewAccount, premium = false): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  const registered = await api.post('/api/register', { data: account });
  if (registered.status() !== 201) throw new Error(`Registering a buyer failed: ${registered.status()} ${await registered.text()}`);
  if (premium) await buyPremium(api);
  return api;
}

/** The buyer starts a conversation about `coinId` and writes in it; answers the conversation's id. */
export async function sendMessage(buyer: APIRequestContext, coinId: number, content: string): Promise<number> {
  const started = await buyer.post(`/api/coins/${coinId}/conversation`);
  if (!started.ok()) throw new Error(`Starting a conversation failed: ${started.status()} ${await started.text()}`);
  const conversationId = ((await started.json()) as { id: number }).id;
  const sent = await buyer.post(`/api/conversations/${conversationId}/messages`, { data: { content } });
  if (sent.status() !== 201) throw new Error(`Sending a message failed: ${sent.status()} ${await sent.text()}`);
  return conversationId;
}

/** Rejects a pending listing with a reason code, as an admin does from the queue. */
export async function rejectListing(admin: APIRequestContext, coinId: number): Promise<void> {
  const response = await admin.patch(`/api/admin/coins/${coinId}/approve`, { data: { approved: false, reasonCode: 'unclear-photos', note: 'The reverse is blurred' } });
  if (!response.ok()) throw new Error(`Rejecting ${coinId} failed: ${response.status()} ${await response.text()}`);
}

/** A seller's listing, approved, with the title this run can recognise. */
export async function approvedListing(seller: APIRequestContext, title: string, price = 3200): Promise<number> {
  const coin = await createListing(seller, { title, price });
  const admin = await adminApi();
  try {
    await approveListing(admin, coin.id);
  } finally {
    await admin.dispose();
  }
  return coin.id;
}

export const coinTitle = (name: string) => `${name} ${uniqueWord()}`;

export { newAccount };
