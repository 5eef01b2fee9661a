import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from 'playwright-core';

/** With SHOTS_DIR set (e.g. /work/shots), the new screens are photographed in both languages at both widths. */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

/** The card of the coin with this title (the link), and its heart (beside it, over the picture). */
export function cardOf(page: Page, title: string): { card: Locator; heart: Locator } {
  const holder = page.locator('.coin-card-holder', { has: page.locator('a.coin-card', { hasText: title }) });
  return { card: holder.locator('a.coin-card'), heart: holder.locator('button.watch-heart') };
}

/** The seller's edit of the price alone (PATCH /api/coins/{id}, multipart like the listing form). */
export async function changePrice(seller: APIRequestContext, coinId: number, price: number): Promise<void> {
  const response = await seller.patch(`/api/coins/${coinId}`, { multipart: { price: String(price) } });
  if (!response.ok()) throw new Error(`Changing the price failed: ${response.status()} ${await response.text()}`);
}

/** The page's own session asks the API (the notifications the page's user has, newest first). */
export async function notificationsOf(page: Page): Promise<{ type: string; params: Record<string, unknown> }[]> {
  return page.evaluate(async () => (await fetch('/api/notifications', { credentials: 'include' })).json());
}
