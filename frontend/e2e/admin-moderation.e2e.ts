import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { E2E_ADMIN, signInThroughForm } from './accounts';
import { choose, searchCoins } from './controls';
import { adminApi, createListing, uniqueWord } from './listings';
import { useFreshPages } from './pages';

describe('moderation', () => {
  const newPage = useFreshPages();
  let api: APIRequestContext;

  beforeAll(async () => {
    api = await adminApi();
  });
  afterAll(async () => {
    await api.dispose();
  });

  it('approves a pending listing, which then appears on the home screen', async () => {
    const word = uniqueWord();
    const title = `${word} Shah Jahan mohur`;
    await createListing(api, { title, category: 'mughal', price: 250000, metal: 'gold' });

    const page = await newPage();
    await page.goto('/');
    await searchCoins(page, word);
    await page.getByText('0 coins found').waitFor();

    await signInThroughForm(page, E2E_ADMIN);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Pending Coins' }).click();
    const card = page.locator('article', { hasText: title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The coin listing is now live').waitFor();
    await card.waitFor({ state: 'detached' });

    await page.goto('/');
    await searchCoins(page, word);
    await page.getByText('1 coin found').waitFor();
    await page.locator('a.coin-card', { hasText: title }).getByText('₹2,50,000').waitFor();
  });

  it('rejects with a reason, which the seller sees with Edit and resubmit; the history lists both events', async () => {
    const title = `${uniqueWord()} Travancore chuckram`;
    await createListing(api, { title, category: 'princely', price: 300 });

    const page = await newPage();
    await signInThroughForm(page, E2E_ADMIN);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Pending Coins' }).click();
    await page.locator('article', { hasText: title }).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog.getByRole('radio', { name: 'Unclear photos' }));
    await dialog.getByLabel('Note for the seller (optional)').fill('Please add a photo of both sides.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Coin Rejected').waitFor();

    await page.getByRole('tab', { name: 'All Coins' }).click();
    const row = page.locator('article', { hasText: title });
    await row.getByText('Rejected', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Submitted for review').waitFor();
    // The note, on its own and within the English reason.
    await drawer.getByText('Please add a photo of both sides.').first().waitFor();

    // The admin listed this coin, so they are its seller too.
    await page.goto('/listings');
    const own = page.locator('article', { hasText: title });
    await own
      .getByText("The photos are not clear enough to judge the coin. Please add sharp photos of both sides. Reviewer's note: Please add a photo of both sides.")
      .waitFor();
    await own.getByRole('button', { name: 'Edit and resubmit' }).waitFor();
  });
});
