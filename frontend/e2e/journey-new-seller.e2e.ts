import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewAccount, newAccount } from './accounts';
import { PHONE } from './browser';
import { chooseOption, clickUntilAsked, whenSettled } from './controls';
import { adminApi, uniqueWord } from './listings';
import { useFreshPages } from './pages';

/** Set SHOTS_DIR to keep screenshots at phone and desktop width, in English and Hindi. */
const SHOTS_DIR = process.env.SHOTS_DIR;
const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const;

/**
 * Screenshots of the current screen at 390 and 1366 px, in English and Hindi. The language is
 * switched with the header's toggle, so a screen that lives only in memory (a dialog, the step
 * after paying) stays as it is; the page is left in English at the width it had.
 */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const size = page.viewportSize() ?? PHONE;
  for (const language of ['en', 'hi'] as const) {
    if (language === 'hi') await page.getByRole('button', { name: LANGUAGE_NAMES.hi, exact: true }).first().dispatchEvent('click');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}-${language}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: LANGUAGE_NAMES.en, exact: true }).first().dispatchEvent('click');
  await page.setViewportSize(size);
}

/** Registers through the /auth form with a location, which the listing form then fills in. */
async function registerWithLocation(page: Page, account: NewAccount, location: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register', exact: true }).click();
  const form = page.locator('form#register');
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Mobile Number').fill(account.mobileNumber);
  await form.getByLabel('Location (Optional)').fill(location);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Pays for the plan whose tab is open in the sandbox checkout. */
async function payInSandbox(page: Page, plan: 'Basic' | 'Premium', amount: string): Promise<void> {
  await page.getByRole('button', { name: `Get ${plan}`, exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await whenSettled(checkout);
  const paid = page.waitForRequest((request) => request.method() === 'POST' && /^\/api\/sandbox\/orders\/[^/]+\/pay$/.test(new URL(request.url()).pathname));
  await clickUntilAsked(checkout.getByRole('button', { name: `Pay ${amount}`, exact: true }), paid);
  await page.getByText(`Your ${plan} plan is active`).waitFor();
}

describe('journey (c): a new seller pays for a plan, lists a coin, edits it and sells it', () => {
  const newPage = useFreshPages();

  it('registers, is sent to Basic with Premium beside it, pays, lists, edits the price and marks the coin sold', async () => {
    const page = await newPage(PHONE);
    await registerWithLocation(page, newAccount('Kavita Joshi'), 'Indore, Madhya Pradesh');

    // Selling needs a plan: the upgrade link opens Basic, with Premium one tab away and the plans compared.
    await page.goto('/sell');
    await page.getByRole('link', { name: 'Upgrade to Start Selling' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription' && url.searchParams.get('plan') === 'basic');
    await page.getByRole('tab', { name: 'Basic', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Premium', selected: false }).waitFor();
    await page.getByText('Selling needs a paid plan', { exact: false }).waitFor();
    await page.getByRole('table', { name: 'Plans compared' }).waitFor();
    await shots(page, 'subscription-free');

    await payInSandbox(page, 'Basic', '₹199');
    await shots(page, 'plan-activated');
    await page.getByRole('link', { name: 'List your first coin' }).click();
    await page.waitForURL((url) => url.pathname === '/sell');

    // The location comes from the profile.
    const form = page.locator('form#sell');
    await form.getByLabel('Title').waitFor();
    expect(await form.getByLabel('Location').inputValue()).toBe('Indore, Madhya Pradesh');
    await shots(page, 'sell-prefilled');
    const title = `${uniqueWord()} Holkar paisa`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Copper paisa of Indore state with a clear Nandi on the reverse.');
    await form.getByLabel('Price (₹)').fill('900');
    await chooseOption(page, form.getByLabel('Category'), 'Princely States');
    await chooseOption(page, form.getByLabel('Condition'), 'Excellent');
    // A new listing confirms the coin is genuine (issue 13).
    await form.getByRole('checkbox', { name: /I confirm this coin is genuine/ }).check();
    await form.getByRole('button', { name: 'Submit Listing' }).click();

    // Lands on Manage Listings with the new listing highlighted as Pending Review.
    await page.waitForURL((url) => url.pathname === '/my-listings' && url.searchParams.has('highlight'));
    const id = Number(new URL(page.url()).searchParams.get('highlight'));
    await page.getByRole('tab', { name: /Pending/, selected: true }).waitFor();
    const card = page.locator('.own-listing-card--highlighted article', { hasText: title });
    await card.getByText('Just listed').waitFor();
    await card.getByText('Pending Review').waitFor();
    await shots(page, 'my-listings-highlighted');

    // Editing the price keeps it pending (it was never live).
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
    expect(await dialog.getByLabel('Location').inputValue()).toBe('Indore, Madhya Pradesh');
    await shots(page, 'edit-dialog');
    await dialog.getByLabel('Price (₹)').fill('1200');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your listing is still waiting for review.').waitFor();
    await card.getByText('₹1,200').waitFor();
    await card.getByText('Pending Review').waitFor();

    // Every row has View, Edit, Mark as Sold and Delete on both management screens.
    await page.goto('/listings');
    const row = page.locator('article', { hasText: title }).first();
    for (const action of ['View', 'Edit', 'Mark as Sold', 'Delete']) await row.getByRole(action === 'View' ? 'link' : 'button', { name: action, exact: true }).waitFor();
    await shots(page, 'listings-rows');

    await page.goto(`/my-listings?highlight=${id}`);
    await card.getByRole('button', { name: 'Mark as Sold' }).click();
    await page.getByText('Your listing has been marked as sold successfully.').waitFor();
    await card.getByText('Sold', { exact: true }).waitFor();

    // Sold while pending: it leaves the admin's review queue; its history keeps the seller's edit.
    const admin = await adminApi();
    const queue = (await (await admin.get('/api/admin/coins/pending?limit=100')).json()) as { id: number }[];
    expect(queue.map((coin) => coin.id)).not.toContain(id);
    const history = (await (await admin.get(`/api/admin/coins/${id}/history`)).json()) as { type: string; data: { changes?: object } }[];
    // Listed without photos: flagged missing-faces for the admin with the submission (decisions/0075).
    expect(history.map((event) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingDetailsEdited', 'ListingMarkedSold']);
    expect(history[2]?.data.changes).toEqual({ price: 1200 });
    await admin.dispose();
  });

  it('opens Premium for a Premium user and disables Basic, saying why and until when', async () => {
    const page = await newPage();
    await registerWithLocation(page, newAccount('Imran Qureshi'), 'Lucknow, Uttar Pradesh');
    await page.goto('/subscription?plan=premium');
    await page.getByRole('tab', { name: 'Premium', selected: true }).waitFor();
    await payInSandbox(page, 'Premium', '₹799');

    await page.reload();
    await page.getByRole('tab', { name: 'Premium', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Current Plan', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Basic' }).click();
    const basic = page.getByRole('button', { name: 'Included in Premium', exact: true });
    expect(await basic.isDisabled()).toBe(true);
    await page.getByText(/Your Premium plan already includes everything in Basic\. You can take Basic after it ends on \d{1,2} \w{3} \d{4}\./).waitFor();
    await shots(page, 'subscription-premium');
  });
});
