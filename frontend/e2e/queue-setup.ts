import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';

/** Set SHOTS_DIR to keep screenshots of the queue's screens at phone and desktop width, in English and Hindi. */
export const SHOTS_DIR = process.env.SHOTS_DIR;

export async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

export async function inHindi(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
}

/**
 * Decides whatever earlier test files left waiting (approving it), so the queue holds only what a test
 * puts in it. The browser files run one at a time, so nothing is added meanwhile.
 */
export async function emptyTheQueue(admin: APIRequestContext): Promise<void> {
  for (;;) {
    const response = await admin.get('/api/admin/queue?limit=50');
    if (!response.ok()) throw new Error(`Reading the queue failed: ${response.status()} ${await response.text()}`);
    const { items } = (await response.json()) as { items: { coin: { id: number } }[] };
    if (items.length === 0) return;
    for (const { coin } of items) {
      const decided = await admin.patch(`/api/admin/coins/${coin.id}/approve`, { data: { approved: true } });
      if (!decided.ok()) throw new Error(`Approving ${coin.id} failed: ${decided.status()} ${await decided.text()}`);
    }
  }
}

/** Opens the Pending Coins tab with the keyboard (focus, Enter) and waits for the queue of `count`. */
export async function openQueueByKeyboard(page: Page, tabName: string, heading: string): Promise<void> {
  await page.goto('/admin');
  const tab = page.getByRole('tab', { name: tabName });
  await tab.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}
