import { request } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { E2E_ADMIN, newAccount } from './accounts';
import { DESKTOP } from './browser';
import { adminApi, approveListing, createListing, premiumSellerApi, uniqueWord } from './listings';
import { useFreshPages } from './pages';
import { shoot } from './watchlist-setup';

/** decisions/0093: an admin looking at the Reports tab sees new reports, and other admins' actions, without reading the screen again. */
describe('reports reach the admins live', () => {
  const newPage = useFreshPages();
  const disposals: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(disposals.map((dispose) => dispose())));

  it('a report filed while an admin looks at the Reports tab appears there with its count; another admin’s dismissal takes it away', async () => {
    const seller = await premiumSellerApi('Live Report Seller');
    const admin = await adminApi();
    const buyer = await request.newContext({ baseURL: inject('baseUrl') });
    disposals.push(() => seller.dispose(), () => admin.dispose(), () => buyer.dispose());
    const title = `Hyderabad rupee ${uniqueWord()}`;
    const coin = await createListing(seller, { title, price: 3200 });
    await approveListing(admin, coin.id);
    expect((await buyer.post('/api/register', { data: newAccount('Live Report Buyer') })).status()).toBe(201);

    // The admin opens the Reports tab; nothing about this listing yet.
    const desk = await newPage(DESKTOP);
    expect((await desk.request.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
    await desk.goto('/admin');
    const tab = desk.getByRole('tab', { name: /^Reports/ });
    await tab.click();
    await desk.locator('.reports-tab').waitFor();
    // The tab's badge says "N open reports" to screen readers, and is absent at none.
    const badge = tab.locator('.reports-tab-label__badge');
    const openCount = async () => ((await badge.count()) === 0 ? 0 : Number((await badge.getAttribute('aria-label'))?.match(/^(\d+) open reports?$/)?.[1]));
    const before = await openCount();
    const card = desk.locator(`[data-target="listing-${coin.id}"]`);
    expect(await card.count()).toBe(0);

    // A buyer files a report: it appears on the admin's screen and in the tab's count, with no reload.
    const filed = await buyer.post('/api/reports', { data: { targetType: 'listing', targetId: coin.id, reason: 'replica', note: 'The mint mark is in the wrong place.' } });
    expect(filed.status()).toBe(201);
    await card.getByText('The mint mark is in the wrong place.').waitFor();
    await expect.poll(openCount).toBe(before + 1);
    await shoot(desk, 'reports-live-en-1366', { fullPage: false });

    // Another admin dismisses it: it leaves this admin's open reports, again with no reload.
    const dismissed = await admin.post('/api/admin/reports/actions', { data: { targetType: 'listing', targetId: coin.id, action: 'dismiss', reason: 'The mint mark is as issued' } });
    expect(dismissed.status()).toBe(200);
    await card.waitFor({ state: 'detached' });
    await expect.poll(openCount).toBe(before);
  });
});
