import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, signInThroughForm } from './accounts';
import { DESKTOP, PHONE } from './browser';
import { adminApi, createListing, premiumSellerApi, uniqueWord } from './listings';
import { useFreshPages } from './pages';
import { emptyTheQueue, inHindi, openQueueByKeyboard, SHOTS_DIR, shot } from './queue-setup';

/** The team's review queue (decisions/0063): an admin works it from the keyboard alone. */
describe('journey: an admin clears the review queue with the keyboard', () => {
  const newPage = useFreshPages();
  let admin: APIRequestContext;
  let seller: APIRequestContext;

  beforeAll(async () => {
    admin = await adminApi();
    seller = await premiumSellerApi('Queue Seller');
  });

  async function fillTheQueue(count: number): Promise<string[]> {
    await emptyTheQueue(admin);
    const word = uniqueWord();
    const titles: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      const coin = await createListing(seller, { title: `${word} Shivaji hon ${index}`, category: 'princely', price: 3000 + index * 100 });
      titles.push(coin.title);
    }
    return titles;
  }

  const selectedTitle = (page: Page) => page.locator('.queue-card[aria-current="true"] h2').innerText();

  async function waitForCount(page: Page, count: number): Promise<void> {
    if (count === 0) await page.getByText('No coins are waiting for review.').waitFor();
    else await page.getByRole('heading', { name: count === 1 ? '1 listing waiting' : `${count} listings waiting`, level: 2 }).waitFor();
  }

  it('an admin clears a queue of 5 with the keyboard only, rejecting one with a reason', async () => {
    const titles = await fillTheQueue(5);
    const page = await newPage(DESKTOP);
    await signInThroughForm(page, E2E_ADMIN);
    await openQueueByKeyboard(page, 'Pending Coins', '5 listings waiting');

    // Oldest first; j and k move the selection, which is focused and announced.
    expect(await page.locator('.queue-card h2').allInnerTexts()).toEqual(titles);
    expect(await selectedTitle(page)).toBe(titles[0]);
    await page.keyboard.press('j');
    expect(await selectedTitle(page)).toBe(titles[1]);
    await page.getByText(`Selected 2 of 5: ${titles[1]}`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('queue-card'))).toBe(true);
    await page.keyboard.press('k');
    expect(await selectedTitle(page)).toBe(titles[0]);

    // ? shows the keys; Escape closes the help.
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'hidden' });

    // a approves the selected listing; the next one takes its place.
    await page.keyboard.press('a');
    await waitForCount(page, 4);
    expect(await selectedTitle(page)).toBe(titles[1]);

    // Enter opens (claims) it; a approves it from the drawer, which closes.
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: `Review “${titles[1]}”` });
    await drawer.getByText(/You are reviewing · (10|9) min left/).waitFor();
    await page.keyboard.press('a');
    await drawer.waitFor({ state: 'hidden' });
    await waitForCount(page, 3);

    // r claims the listing and opens the reason picker; Escape gives the claim up.
    await page.keyboard.press('r');
    await page.getByRole('dialog', { name: `Reject “${titles[2]}”` }).waitFor();
    await page
      .locator('.queue-card[aria-current="true"]')
      .getByText(/You are reviewing/)
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: `Reject “${titles[2]}”` }).waitFor({ state: 'hidden' });
    await page.locator('.queue-claim').waitFor({ state: 'detached' });

    // r opens the reason picker; 3 picks "Replica or copy"; Enter rejects.
    expect(await selectedTitle(page)).toBe(titles[2]);
    await page.keyboard.press('r');
    const picker = page.getByRole('dialog', { name: `Reject “${titles[2]}”` });
    await picker.waitFor();
    await page.keyboard.press('3');
    expect(await picker.getByRole('radio', { name: 'Replica or copy' }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await waitForCount(page, 2);

    await page.keyboard.press('a');
    await waitForCount(page, 1);
    await page.keyboard.press('a');
    await waitForCount(page, 0);

    const rejected = (await (await seller.get('/api/user/coins')).json()) as {
      title: string;
      status: string;
      rejectionReasonCode: string | null;
    }[];
    const byTitle = new Map(rejected.map((coin) => [coin.title, coin]));
    expect(titles.map((title) => byTitle.get(title)?.status)).toEqual(['approved', 'approved', 'rejected', 'approved', 'approved']);
    expect(byTitle.get(titles[2] ?? '')?.rejectionReasonCode).toBe('replica');
  });

  it.runIf(SHOTS_DIR)(
    'screenshots: the queue, the reason picker and the help, on a phone and a computer, in English and Hindi',
    async () => {
      await fillTheQueue(3);
      for (const [viewport, size] of [
        [PHONE, '390'],
        [DESKTOP, '1366'],
      ] as const) {
        for (const language of ['en', 'hi'] as const) {
          const page = await newPage(viewport);
          await signInThroughForm(page, E2E_ADMIN);
          if (language === 'hi') await inHindi(page);
          await openQueueByKeyboard(
            page,
            language === 'hi' ? 'समीक्षा लंबित' : 'Pending Coins',
            language === 'hi' ? '3 लिस्टिंग समीक्षा लंबित' : '3 listings waiting',
          );
          await page.keyboard.press('j');
          await page.waitForTimeout(400);
          await shot(page, `queue-${size}-${language}`);
          await page.keyboard.press('r');
          await page.locator('.ant-modal').waitFor();
          await page.keyboard.press('7');
          await page.keyboard.press('Enter');
          await page.getByRole('alert').waitFor();
          await page.waitForTimeout(400);
          await shot(page, `reason-picker-${size}-${language}`);
          await page.keyboard.press('Escape');
          await page.locator('.ant-modal').waitFor({ state: 'hidden' });
          await page.keyboard.press('?');
          await page.locator('.ant-modal').waitFor();
          await page.waitForTimeout(400);
          await shot(page, `help-${size}-${language}`);
          await page.keyboard.press('Escape');
          await page.keyboard.press('Enter');
          await page.getByRole('dialog', { name: /^(Review|.*की समीक्षा)/ }).waitFor();
          await page.waitForTimeout(400);
          await shot(page, `drawer-${size}-${language}`);
          await page.keyboard.press('Escape');
          await page.goto('/admin');
          await page.locator('.queue-overview__admins').waitFor();
          await page.waitForTimeout(400);
          await shot(page, `overview-${size}-${language}`);
        }
      }
    },
  );
});
