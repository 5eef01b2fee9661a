import type { Locator, Page } from 'playwright-core';

/**
 * Opens an antd Select and picks an option by its label. antd's visible options carry no ARIA role
 * (the role="option" elements are a hidden copy for screen readers), so they are found by class.
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
}

/** Types into the coin search box and waits until the list has been asked for that text. */
export async function searchCoins(page: Page, text: string): Promise<void> {
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/coins' && new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: 'Search coins' }).fill(text);
  await searched;
}
