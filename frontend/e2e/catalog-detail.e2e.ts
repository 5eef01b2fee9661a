import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerThroughForm } from './accounts';
import { pathOf } from './browser';
import { adminApi, publishListing, uniqueWord } from './listings';
import { useFreshPages } from './pages';

describe('a coin and its comments', () => {
  const newPage = useFreshPages();
  let api: APIRequestContext;
  let coinId: number;
  const title = `${uniqueWord()} Akbar silver rupee`;

  beforeAll(async () => {
    api = await adminApi();
    ({ id: coinId } = await publishListing(api, { title, price: 12345, metal: 'silver', location: 'Lucknow' }));
  });
  afterAll(async () => {
    await api.dispose();
  });

  it('shows a visitor the coin, its seller and a sign-in prompt for comments', async () => {
    const page = await newPage();
    await page.goto(`/coin/${coinId}`);
    await page.getByText('Coin Details', { exact: true }).waitFor();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The coin's own block (the similar coins further down have prices and ages of their own).
    const detail = page.locator('.ant-row', { has: page.locator('.coin-detail__title') });
    await detail.getByText('₹12,345').waitFor();
    await detail.getByText('Verified').waitFor();
    await detail.getByText('Just now').waitFor();
    await page.getByText(/^Member since \d{4}$/).waitFor();
    await page.getByText('Comments (0)').waitFor();
    await page.getByText('No comments yet. Be the first to comment!').waitFor();
    await page.getByText('Please log in to add comments.').waitFor();

    await page.getByRole('link', { name: 'Message Seller' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it("leads from the coin to its seller's page: profile, counts and listings; an unknown seller is not found", async () => {
    const page = await newPage();
    await page.goto(`/coin/${coinId}`);
    await page.locator('.coin-detail__seller-name').click();
    await page.waitForURL((url) => url.pathname.startsWith('/sellers/'));
    await page.getByRole('heading', { name: 'Seller Profile', level: 1 }).waitFor();
    const profile = page.locator('.seller-page__profile');
    await profile.getByText(/^Member since \d{4}$/).waitFor();
    await profile.getByText(/^\d+ for sale · \d+ sold$/).waitFor();
    await page.getByRole('heading', { name: /^\d+ listings?$/ }).waitFor();
    await page.getByText(title).waitFor();

    await page.goto('/sellers/987654321');
    await page.getByRole('heading', { name: 'Seller not found' }).waitFor();
  });

  it('lets a signed-in user post a comment, refusing an empty one', async () => {
    const page = await newPage();
    await registerThroughForm(page, newAccount('Meera Iyer'));
    await page.goto(`/coin/${coinId}`);

    await page.getByRole('button', { name: 'Add Comment' }).click();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment cannot be empty').waitFor();

    await page.getByPlaceholder('Write your comment...').fill('Is the edge reeded or plain?');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Your comment has been posted successfully.').waitFor();
    await page.getByText('Comments (1)').waitFor();
    const comment = page.locator('.comments__item');
    await comment.getByText('Meera Iyer').waitFor();
    await comment.getByText('Is the edge reeded or plain?').waitFor();

    // Comments stay after a reload; a signed-in buyer can start a conversation with the seller.
    await page.reload();
    await page.getByText('Is the edge reeded or plain?').waitFor();
    expect(await page.getByText('Please log in to add comments.').count()).toBe(0);
    await page.getByRole('button', { name: 'Message Seller' }).waitFor();
  });

  it('says Invalid coin ID and Coin not found', async () => {
    const page = await newPage();
    await page.goto('/coin/not-a-number');
    await page.getByRole('heading', { name: 'Invalid coin ID' }).waitFor();

    await page.goto('/coin/987654321');
    await page.getByRole('heading', { name: 'Coin not found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });
});
