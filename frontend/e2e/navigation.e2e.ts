import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, pathOf } from './browser';
import { useFreshPages } from './pages';

describe('navigation', () => {
  const newPage = useFreshPages();

  it('shows the 404 page for an unknown address, with a way home', async () => {
    const page = await newPage();

    await page.goto('/no-such-coin-shop');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('does not exist or may have been moved').waitFor();
    expect(await page.title()).toBe('Page Not Found | Sikka - Indian Old Coin Marketplace');

    await page.getByRole('link', { name: 'Back to Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('on a phone, shows the bottom bar with Login, marks the active tab, and sends Messages to /auth', async () => {
    const page = await newPage(PHONE);

    await page.goto('/search');
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    await bar.waitFor();
    const tabs = bar.getByRole('link');
    expect(await tabs.allInnerTexts()).toEqual(['Home', 'Search', 'Listings', 'Messages', 'Login']);
    expect(await bar.getByRole('link', { name: 'Search', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await bar.locator('[aria-current="page"]').count()).toBe(1);

    // Nothing on the page hides behind the bar: the footer's last line ends above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = await bar.boundingBox();
    const lastLine = await page.getByText('All rights reserved.').boundingBox();
    expect(barBox && lastLine && lastLine.y + lastLine.height <= barBox.y).toBe(true);

    await bar.getByRole('link', { name: 'Messages', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await bar.getByRole('link', { name: 'Login', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await bar.locator('[aria-current="page"]').count()).toBe(1);
  });

  it('hides the bottom bar on a desktop screen', async () => {
    const page = await newPage(DESKTOP);

    await page.goto('/');
    await page.getByRole('heading', { name: 'Browse Coins', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(pathOf(page)).toBe('/');
  });
});
