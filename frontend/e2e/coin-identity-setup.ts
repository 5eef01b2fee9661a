import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { chooseOption } from './controls';

/** What the journey's seller tells about the coin (issue 13): an 1862 Victoria rupee in an NGC slab. */
export interface CoinIdentityInput {
  title: string;
  certificate: string;
}

/** Types into an antd AutoComplete and closes its suggestions, so they cover nothing below. */
async function typeName(page: Page, box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await box.press('Escape');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' }).catch(() => undefined);
}

/**
 * Fills /sell as a seller on a phone would: spec.md's fields first, then both optional sections, the
 * year (1862, AD) making it an antiquity, and the box that says the coin is genuine.
 */
export async function fillListingWithIdentity(page: Page, form: Locator, { title, certificate }: CoinIdentityInput): Promise<void> {
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Silver rupee of Queen Victoria, Bombay mint, in an NGC holder.');
  await form.getByLabel('Price (₹)').fill('6500');
  await chooseOption(page, form.getByLabel('Category'), 'British India');
  await chooseOption(page, form.getByLabel('Condition'), 'Very Good');
  await form.getByLabel('Location').fill('Pune, Maharashtra');
  await form.getByLabel('Year (optional)').fill('1862');

  await form.getByRole('button', { name: /Which coin is it\?/ }).click();
  await typeName(page, form.getByLabel('Denomination', { exact: true }), 'Rupee');
  await typeName(page, form.getByLabel('Issuer', { exact: true }), 'British India');
  await typeName(page, form.getByLabel('Ruler', { exact: true }), 'Victoria');
  await typeName(page, form.getByLabel('Mint', { exact: true }), 'Bombay');
  await form.getByRole('button', { name: 'Add a catalogue reference' }).click();
  await typeName(page, form.getByLabel('Catalogue', { exact: true }), 'KM');
  await form.getByLabel('Number', { exact: true }).fill('473');
  await form.getByLabel('Weight (g)').fill('11.66');
  await form.getByLabel('Diameter (mm)').fill('30.5');
  await typeName(page, form.getByLabel('Shape', { exact: true }), 'Round');
  await typeName(page, form.getByLabel('Edge', { exact: true }), 'Milled');

  await form.getByRole('button', { name: /Grade and certification/ }).click();
  const grade = form.getByLabel('Grade (Sheldon scale)');
  // Thirty grades: typing narrows the list to the one wanted.
  await grade.click();
  await grade.fill('VF-30');
  await chooseOption(page, grade, 'VF-30 — Very Fine');
  await chooseOption(page, form.getByLabel('Certified by'), 'NGC');
  await form.getByLabel('Certificate number').fill(certificate);
  await form.getByRole('checkbox', { name: /I confirm this coin is genuine/ }).check();
}

/** The listing's id from Manage Listings' address (`?highlight=`), where /sell lands. */
export async function listedCoinId(page: Page): Promise<number> {
  await page.waitForURL((url) => url.pathname === '/my-listings' && url.searchParams.has('highlight'));
  return Number(new URL(page.url()).searchParams.get('highlight'));
}

/** The coin as the API shows it to anyone. */
export async function publicCoin(api: APIRequestContext, id: number): Promise<Record<string, unknown>> {
  const response = await api.get(`/api/coins/${id}`);
  if (!response.ok()) throw new Error(`GET /api/coins/${id} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The specification table's rows on a coin page, label → value. */
export async function specificationRows(page: Page): Promise<Record<string, string>> {
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Specification' }) });
  return section.locator('th').evaluateAll((headers) =>
    Object.fromEntries(headers.map((header) => [header.textContent ?? '', header.nextElementSibling?.textContent ?? ''])),
  );
}
