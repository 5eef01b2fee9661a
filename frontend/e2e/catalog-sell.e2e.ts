import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, newAccount, registerThroughForm, signInThroughForm } from './accounts';
import { chooseOption } from './controls';
import { TINY_PNG, uniqueWord } from './listings';
import { useFreshPages } from './pages';

describe('selling a coin', () => {
  const newPage = useFreshPages();

  it('shows a free user the Subscription Required card', async () => {
    const page = await newPage();
    await registerThroughForm(page, newAccount('Kabir Shah'));
    await page.goto('/sell');
    await page.getByRole('heading', { name: 'Subscription Required' }).waitFor();
    await page.getByRole('link', { name: 'Browse Coins Instead' }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Start Selling' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
  });

  it("explains each field's problem, then submits with a picture and lands on Manage Listings", async () => {
    const page = await newPage();
    await signInThroughForm(page, E2E_ADMIN);
    await page.goto('/sell');
    const form = page.locator('form#sell');
    await form.waitFor();

    await form.getByRole('button', { name: 'Submit Listing' }).click();
    for (const message of [
      'Title is required',
      'Description is required',
      'Price must be greater than 0',
      'Category is required',
      'Condition is required',
      'Location is required',
    ]) {
      await form.getByText(message).waitFor();
    }

    const title = `${uniqueWord()} Victoria half anna`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Copper half anna of 1862 with a clear portrait.');
    await form.getByLabel('Price (₹)').fill('0.5');
    await form.getByText('Price must be at least ₹1').waitFor();
    await form.getByLabel('Price (₹)').fill('850');
    await chooseOption(page, form.getByLabel('Category'), 'British India');
    await chooseOption(page, form.getByLabel('Condition'), 'Very Good');
    await form.getByLabel('Location').fill('Pune, Maharashtra');
    await form.locator('input[type=file]').setInputFiles({ name: 'anna.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    // A new listing confirms the coin is genuine (issue 13).
    await form.getByRole('checkbox', { name: /I confirm this coin is genuine/ }).check();

    await form.getByRole('button', { name: 'Submit Listing' }).click();
    await page.getByText('Your coin listing has been submitted for approval.').waitFor();
    await page.waitForURL((url) => url.pathname === '/my-listings');

    // The new listing waits for review on the seller's own screen.
    await page.goto('/listings');
    const card = page.locator('article', { hasText: title });
    await card.getByText('Pending Review').waitFor();
    expect(await card.getByText('₹850').count()).toBe(1);
  });
});
