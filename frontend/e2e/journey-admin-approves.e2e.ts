import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { E2E_ADMIN, newAccount, signInThroughForm } from './accounts';
import { DESKTOP, PHONE } from './browser';
import { followMenuItem, searchCoins } from './controls';
import { createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';

/** A seller's new listing waits for review; the admin approves it; a visitor then finds it on the home screen. */
describe('journey: an admin approves a listing', () => {
  const newPage = useFreshPages();

  /** A premium seller lists a coin (pending review) from their own browser; returns its title. */
  async function sellerListsACoin(word: string): Promise<string> {
    const sellerPage = await newPage();
    await registerInBrowser(sellerPage, newAccount('Kavita Rao'));
    await buyPremium(sellerPage.request);
    const title = `${word} Mysore fanam`;
    await createListing(sellerPage.request, { title, category: 'princely', price: 4200 });
    return title;
  }

  /** On the admin panel: the pending listing is approved and leaves the queue. */
  async function approveFromPanel(page: Page, title: string): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Pending Coins' }).click();
    const card = page.locator('article', { hasText: title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The coin listing is now live').waitFor();
    await card.waitFor({ state: 'detached' });
  }

  /** A signed-out visitor sees the listing on the home screen and opens it. */
  async function visitorFinds(viewport: typeof DESKTOP | typeof PHONE, word: string, title: string): Promise<void> {
    const visitor = await newPage(viewport);
    await visitor.goto('/');
    await searchCoins(visitor, word);
    await visitor.getByText('1 coin found').waitFor();
    const card = visitor.locator('a.coin-card', { hasText: title });
    await card.getByText('₹4,200').waitFor();
    await card.click();
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    await visitor.getByText('Verified', { exact: true }).waitFor();
  }

  it('on a computer: from the header’s Admin link with its waiting count', async () => {
    const word = uniqueWord();
    const title = await sellerListsACoin(word);

    const before = await newPage();
    await before.goto('/');
    await searchCoins(before, word);
    await before.getByText('0 coins found').waitFor();

    const admin = await newPage(DESKTOP);
    await signInThroughForm(admin, E2E_ADMIN);
    const nav = admin.getByRole('navigation', { name: 'Site' });
    await nav.getByRole('link', { name: /^Admin \d+ listings? waiting for review$/ }).click();
    await approveFromPanel(admin, title);

    await visitorFinds(DESKTOP, word, title);
  });

  it('on a phone: from the header’s account menu', async () => {
    const word = uniqueWord();
    const title = await sellerListsACoin(word);

    const admin = await newPage(PHONE);
    await signInThroughForm(admin, E2E_ADMIN);
    await followMenuItem(
      admin,
      admin.getByRole('button', { name: /^Account menu for / }),
      admin.getByRole('menuitem', { name: /^Admin \(\d+ waiting\)$/ }),
      (url) => url.pathname === '/admin',
    );
    await approveFromPanel(admin, title);

    await visitorFinds(PHONE, word, title);
  });
});
