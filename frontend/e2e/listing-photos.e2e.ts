import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../src/api/schema';
import { newAccount } from './accounts';
import { type AxeViolation, describeViolations, openSignedInAxePage, seriousViolations } from './axe';
import { PHONE } from './browser';
import { listedCoinId } from './coin-identity-setup';
import { chooseOption, whenPageSettled } from './controls';
import { uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';
import { fileBytes, photoFolder, pictureSize, writeCoinPhoto } from './photo-files';
import { recordSentForms, sentForm } from './sent-forms';

type Coin = components['schemas']['CoinDto'];

/** With SHOTS_DIR set (e.g. /tmp/shots-form), the form's photos are photographed in both languages at both widths. */
const SHOTS_DIR = process.env.SHOTS_DIR;
const WIDE = { width: 1280, height: 900 } as const;
const MB = 1024 * 1024;

const folder = photoFolder();
const photos = { phone12mp: '', portrait: '', edge: '', front: '', back: '' };

beforeAll(async () => {
  // A 12 MP phone photo, noisy like a camera's: far over the server's 5 MB limit as it is.
  photos.phone12mp = await writeCoinPhoto(folder.dir, 'IMG_4000x3000.jpg', { width: 4000, height: 3000, label: 'OBV', noise: 40 });
  // Stored on its side with an EXIF orientation (a phone held upright): it must arrive upright.
  photos.portrait = await writeCoinPhoto(folder.dir, 'IMG_reverse.jpg', { width: 3000, height: 2000, label: 'REV', noise: 24, orientation: 6 });
  photos.edge = await writeCoinPhoto(folder.dir, 'edge.png', { width: 900, height: 300, label: 'EDGE', format: 'png' });
  photos.front = await writeCoinPhoto(folder.dir, 'front.jpg', { width: 1200, height: 900, label: 'OBV' });
  photos.back = await writeCoinPhoto(folder.dir, 'back.jpg', { width: 1200, height: 900, label: 'REV' });
}, 120_000);
afterAll(() => folder.remove());

/** Clicks a slot that opens the file chooser and picks the files, as a person does. */
async function pickThrough(page: Page, slot: Locator, ...paths: string[]): Promise<void> {
  // A click while a dialog still zooms in can be lost on a busy machine (CI saw no file chooser open):
  // wait for the page to settle, and click again when no chooser came.
  for (let attempt = 1; ; attempt += 1) {
    await whenPageSettled(page);
    const chooser = page.waitForEvent('filechooser', { timeout: 3000 });
    await slot.click();
    const opened = await chooser.catch((error: unknown) => {
      if (attempt === 3) throw error;
      return null;
    });
    if (opened) return opened.setFiles(paths);
  }
}

/** The coin as its seller reads it (pending listings included). */
async function ownCoin(page: Page, id: number): Promise<Coin> {
  const response = await page.request.get(`/api/coins/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Coin;
}

/** Slows the page's uploads so each photo's progress bar can be seen filling. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** Records what the photo tiles' progress bars show at every change, however brief: [photo 1 %, photo 2 %, …]. */
async function recordProgress(page: Page): Promise<() => Promise<number[][]>> {
  await page.evaluate(() => {
    const seen: number[][] = [];
    (window as unknown as { photoProgress: number[][] }).photoProgress = seen;
    const read = () => {
      const bars = [...document.querySelectorAll('.photo-tile [role=progressbar]')];
      const values = bars.map((bar) => Number(bar.getAttribute('aria-valuenow')));
      if (values.length > 0 && values.join() !== seen.at(-1)?.join()) seen.push(values);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { photoProgress: number[][] }).photoProgress);
}

async function fillListing(page: Page, form: Locator, title: string): Promise<void> {
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Silver rupee of 1862 with a sharp portrait; both faces photographed.');
  await form.getByLabel('Price (₹)').fill('4200');
  await chooseOption(page, form.getByLabel('Category'), 'British India');
  await chooseOption(page, form.getByLabel('Condition'), 'Very Good');
  await form.getByLabel('Location').fill('Lucknow, Uttar Pradesh');
  await form.getByRole('checkbox', { name: /I confirm this coin is genuine/ }).check();
}

describe('the listing form’s photos', () => {
  const newPage = useFreshPages();

  it('shrinks a 12 MP phone photo before upload, shows each photo’s progress, and edits keep the new order', async () => {
    expect(fileBytes(photos.phone12mp)).toBeGreaterThan(5 * MB);
    const page = await newPage(PHONE);
    await registerInBrowser(page, newAccount('Farhan Qureshi'));
    await buyPremium(page.request);
    await recordSentForms(page);
    await page.goto('/sell');
    const form = page.locator('form#sell');
    await form.getByRole('button', { name: 'Add a photo: Obverse (front)' }).waitFor();
    const title = `${uniqueWord()} Victoria rupee`;
    await fillListing(page, form, title);

    await pickThrough(page, form.getByRole('button', { name: 'Add a photo: Obverse (front)' }), photos.phone12mp);
    await form.getByRole('img', { name: 'Preview of the chosen picture: photo 1, Obverse (front)' }).waitFor({ timeout: 30_000 });
    await pickThrough(page, form.getByRole('button', { name: 'Add a photo: Reverse (back)' }), photos.portrait);
    await form.getByRole('img', { name: 'Preview of the chosen picture: photo 2, Reverse (back)' }).waitFor({ timeout: 30_000 });
    expect(await form.getByRole('button', { name: /Add a photo:/ }).count()).toBe(0);

    const progress = await recordProgress(page);
    const unthrottle = await throttleUploads(page, 600 * 1024);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/coins');
    await form.getByRole('button', { name: 'Submit Listing' }).click();
    await form.getByRole('progressbar', { name: 'Uploading photo 1' }).waitFor();
    await shoot(form.locator('.photo-section__grid'), 'uploading-en-390');
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await page.getByText('Your coin listing has been submitted for approval.').waitFor({ timeout: 60_000 });
    await unthrottle();

    // What left the phone: two photos at most 2048 px, well under 5 MB, after every text field.
    const parts = await sentForm(page, 0);
    expect(parts.some((part) => part.name === 'image')).toBe(false);
    expect(parts.find((part) => part.name === 'imageRoles')?.value).toBe('["obverse","reverse"]');
    const images = parts.filter((part) => part.name === 'images');
    expect(images).toHaveLength(2);
    expect(parts.slice(-2).map((part) => part.name)).toEqual(['images', 'images']);
    const [front, back] = await Promise.all(images.map((part) => pictureSize(part.bytes!)));
    expect(front).toEqual({ width: 2048, height: 1536, format: 'jpeg' });
    // Turned upright by its EXIF orientation before shrinking.
    expect(back).toEqual({ width: 1365, height: 2048, format: 'jpeg' });
    for (const part of images) expect(part.bytes!.length).toBeLessThan(4 * MB);

    // Each photo's bar filled on its own, in the order the files are sent: the first was full before the second moved.
    const seen = await progress();
    expect(seen.some(([first, second]) => first! > 0 && first! < 100 && second === 0)).toBe(true);
    expect(seen.filter(([, second]) => second! > 0).every(([first]) => first === 100)).toBe(true);
    expect(seen.at(-1)).toEqual([100, 100]);

    const id = await listedCoinId(page);
    const created = await ownCoin(page, id);
    expect(created.images.map((image) => image.role)).toEqual(['obverse', 'reverse']);
    expect(created.images.map((image) => [image.width, image.height])).toEqual([
      [2048, 1536],
      [1365, 2048],
    ]);
    expect(created.imageUrl).toBe(created.images[0]?.url);
    const [obverse, reverse] = created.images;

    // Edit: add an edge photo, put the reverse first, remove the obverse.
    const card = page.locator('.own-listing-card--highlighted article', { hasText: title });
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
    await dialog.getByRole('img', { name: 'Photo 1, Obverse (front)' }).waitFor();
    await dialog.getByRole('img', { name: 'Photo 2, Reverse (back)' }).waitFor();
    await pickThrough(page, dialog.getByRole('button', { name: 'Add more photos' }), photos.edge);
    await dialog.getByRole('img', { name: 'Preview of the chosen picture: photo 3, Other' }).waitFor({ timeout: 30_000 });
    await chooseOption(page, dialog.getByLabel('What photo 3 shows'), 'Edge');
    await dialog.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await dialog.getByRole('img', { name: 'Photo 1, Reverse (back)' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove photo 2' }).click();
    await dialog.getByRole('button', { name: 'Add a photo: Obverse (front)' }).waitFor();

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your listing is still waiting for review.').waitFor();
    const patch = await sentForm(page, 1);
    expect(JSON.parse(patch.find((part) => part.name === 'photos')?.value ?? 'null')).toEqual([
      { id: reverse?.id, role: 'reverse' },
      { upload: 0, role: 'edge' },
    ]);
    expect(patch.filter((part) => part.name === 'images').map((part) => part.filename)).toEqual(['edge.png']);

    const edited = await ownCoin(page, id);
    expect(edited.images.map((image) => image.role)).toEqual(['reverse', 'edge']);
    expect(edited.images[0]?.id).toBe(reverse?.id);
    expect(edited.images.some((image) => image.id === obverse?.id)).toBe(false);
    expect(edited.images[1]?.url).toMatch(/\.png$/);
    expect(edited.imageUrl).toBe(reverse?.url);
  }, 180_000);

  it('reads in English and Hindi on a phone and a desktop, with no serious accessibility problem', async () => {
    const words = {
      en: { obverse: 'Add a photo: Obverse (front)', more: 'Add more photos', remove: 'Remove photo 2', submit: 'Submit Listing', hint: /Tip: add a photo of the reverse/ },
      hi: {
        obverse: 'तस्वीर जोड़ें: सामने का भाग (चित)',
        more: 'और तस्वीरें जोड़ें',
        remove: 'तस्वीर 2 हटाएँ',
        submit: 'लिस्टिंग जमा करें',
        hint: /सुझाव: पीछे के भाग \(पट\) की तस्वीर भी जोड़ें/,
      },
    } as const;
    const setup = await newPage(PHONE);
    await registerInBrowser(setup, newAccount('Lakshmi Rao'));
    await buyPremium(setup.request);
    const cookies = await setup.context().cookies();
    const browser = setup.context().browser()!;
    const found: AxeViolation[] = [];
    for (const viewport of [PHONE, WIDE]) {
      for (const language of ['en', 'hi'] as const) {
        const { page, where } = await openSignedInAxePage(browser, viewport, language, cookies);
        try {
          await page.goto('/sell');
          const form = page.locator('form#sell');
          const section = form.locator('.ant-form-item', { has: page.locator('.photo-section') });
          await form.getByRole('button', { name: words[language].obverse }).waitFor();
          await shoot(section, `empty-${language}-${viewport.width}`);

          await pickThrough(page, form.getByRole('button', { name: words[language].obverse }), photos.front);
          await pickThrough(page, form.getByRole('button', { name: words[language].more }), photos.back, photos.edge);
          await section.locator('.photo-tile img').nth(2).waitFor();
          // The first picked through "More photos" took the reverse: without it, the hint shows once the form is sent.
          await section.getByRole('button', { name: words[language].remove }).click();
          await form.getByRole('button', { name: words[language].submit }).click();
          await section.getByText(words[language].hint).waitFor();
          found.push(...(await seriousViolations(page, `${where} /sell with photos`)));
          await shoot(section, `photos-${language}-${viewport.width}`);
        } finally {
          await page.context().close();
        }
      }
    }
    expect(found, describeViolations(found)).toEqual([]);
  }, 240_000);
});

async function shoot(target: Locator, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await target.page().waitForTimeout(300);
  // The app's sticky header and the phone's bottom bar would cover parts of the section.
  await target.screenshot({ path: join(SHOTS_DIR, `listing-photos-${name}.png`), style: '.app-header, .app-header *, .bottom-bar, .bottom-bar * { visibility: hidden !important; }' });
}
