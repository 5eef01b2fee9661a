import type { APIRequestContext, Page } from 'playwright-core';
import type { NewAccount } from './accounts';

/** Registers through the API in the page's browser profile, which is then signed in. */
export async function registerInBrowser(page: Page, account: NewAccount): Promise<number> {
  const response = await page.request.post('/api/register', { data: account });
  if (response.status() !== 201) throw new Error(`Registering failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

async function post(api: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await api.post(path, { data });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * Buys Premium the way the web app does in sandbox mode: an order for the plan, the sandbox's
 * payment, its verification, the subscription.
 */
export async function buyPremium(api: APIRequestContext): Promise<void> {
  const order = (await post(api, '/api/create-order', { amount: 799, currency: 'INR', planId: 'premium' })) as { id: string };
  const paid = (await post(api, `/api/sandbox/orders/${order.id}/pay`, {})) as { razorpay_payment_id: string };
  await post(api, '/api/verify-payment', paid);
  await post(api, '/api/subscribe', { planId: 'premium', paymentId: paid.razorpay_payment_id });
}
