import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerThroughForm } from './accounts';
import { launchBrowser, openPage } from './browser';
import { clickUntilAsked, whenSettled } from './controls';

describe('buying a plan in the sandbox checkout', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets a free user buy Basic and then open the listing form', async () => {
    const opened = await openPage(browser);
    context = opened.context;
    const { page } = opened;
    await registerThroughForm(page, newAccount('Farhan Ali'));

    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('heading', { name: 'Subscription Plans', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Get Basic', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Test checkout' });
    await dialog.getByText('₹199').first().waitFor();
    await whenSettled(dialog);
    const paid = page.waitForRequest((request) => request.method() === 'POST' && /^\/api\/sandbox\/orders\/[^/]+\/pay$/.test(new URL(request.url()).pathname));
    await clickUntilAsked(dialog.getByRole('button', { name: 'Pay ₹199', exact: true }), paid);

    await page.getByText('Subscription Activated!').waitFor();
    await page.getByText('Welcome to Basic! Your subscription is now active.').waitFor();
    await page.getByRole('button', { name: 'Current Plan', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Current Plan', exact: true }).isDisabled()).toBe(true);
    // The header's Upgrade button is for free users only.
    expect(await page.getByRole('link', { name: 'Upgrade', exact: true }).count()).toBe(0);

    await page.goto('/sell');
    await page.getByRole('button', { name: 'Submit Listing' }).waitFor();
    expect(await page.getByText('Subscription Required').count()).toBe(0);
  });

  it('leaves the plan unchanged when the checkout is cancelled', async () => {
    const opened = await openPage(browser);
    context = opened.context;
    const { page } = opened;
    await registerThroughForm(page, newAccount('Lata Menon'));

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Get Basic', exact: true }).click();
    await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByText('Payment Cancelled', { exact: true }).waitFor();
    await page.getByText('Payment was cancelled. Your subscription remains unchanged.').waitFor();
    expect(await page.getByRole('button', { name: 'Get Basic', exact: true }).isEnabled()).toBe(true);
    await page.reload();
    await page.getByRole('link', { name: 'Upgrade', exact: true }).waitFor();
  });
});
