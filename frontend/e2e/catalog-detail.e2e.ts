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
    await page.getByRole('heading', { name: 'Coin Details', level: 1 }).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('₹12,345').waitFor();
    await page.getByText('Verified').waitFor();
    await page.getByText('Just now').waitFor();
    await page.getByText(/^Member since \d{4}$/).waitFor();
    await page.getByText('Comments (0)').waitFor();
    await page.getByText('No comments yet. Be the first to comment!').waitFor();
    await page.getByText('Please log in to add comments.').waitFor();

    await page.getByRole('link', { name: 'Message Seller' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
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
