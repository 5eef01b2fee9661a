import sharp from 'sharp';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { components } from '../src/api/schema';
import { startsTheApp } from './browser';

type Coin = components['schemas']['CoinDto'];
type Role = components['schemas']['CoinImageDto']['role'];

/** A photo to upload: its bytes and the face it shows. */
export interface UploadPhoto {
  name: string;
  bytes: Buffer;
  role: Role;
}

/**
 * A drawn coin face as a JPEG of `size` px square: a disc in `metal` on a dark cloth, with `rings`
 * rings and `rays` rays, so the two faces of a listing look plainly different (shapes only: the
 * machine may have no fonts for SVG text).
 */
export function coinFace(size: number, metal: string, rings: number, rays: number): Promise<Buffer> {
  const centre = size / 2;
  const radius = size * 0.42;
  const ringMarks = Array.from({ length: rings }, (_, index) => {
    const r = radius * (0.3 + (0.6 * (index + 1)) / (rings + 1));
    return `<circle cx="${centre}" cy="${centre}" r="${r}" fill="none" stroke="#5b4312" stroke-width="${size / 120}"/>`;
  });
  const rayMarks = Array.from({ length: rays }, (_, index) => {
    const angle = (index / rays) * 2 * Math.PI;
    const [x, y] = [centre + Math.cos(angle) * radius * 0.85, centre + Math.sin(angle) * radius * 0.85];
    return `<line x1="${centre}" y1="${centre}" x2="${x}" y2="${y}" stroke="#3d2c0a" stroke-width="${size / 90}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#2a2118"/><circle cx="${centre}" cy="${centre}" r="${radius}" fill="${metal}" stroke="#3d2c0a" stroke-width="${size / 60}"/>${ringMarks.join('')}${rayMarks.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Creates a listing with photos through POST /api/coins as the listing form sends them (decisions/0075):
 * the repeated `images` field and `imageRoles` in the same order. Pending until reviewed.
 */
export async function createListingWithPhotos(api: APIRequestContext, title: string, photos: UploadPhoto[]): Promise<Coin> {
  const form = new FormData();
  const fields = {
    title,
    description: `${title}: both faces photographed in daylight, from an old family collection.`,
    price: '5400',
    category: 'british-india',
    condition: 'very-fine',
    location: 'Pune, Maharashtra',
    year: '1862',
    metal: 'silver',
    genuineConfirmed: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('images', new Blob([new Uint8Array(photo.bytes)], { type: 'image/jpeg' }), photo.name);
  form.append('imageRoles', JSON.stringify(photos.map((photo) => photo.role)));
  const response = await api.post('/api/coins', { multipart: form });
  if (response.status() !== 201) throw new Error(`Creating a listing with photos failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Coin;
}

/**
 * A fresh browser profile at `viewport` (a phone, 390 px, by default) in `language`, signed in with
 * `cookies` when given. Below 768 px it is a phone as a buyer holds it: touch and a 3× screen.
 */
export async function openScreen(
  browser: Browser,
  {
    viewport = { width: 390, height: 844 },
    language = 'en',
    cookies = [],
  }: { viewport?: { width: number; height: number }; language?: 'en' | 'hi'; cookies?: Parameters<BrowserContext['addCookies']>[0] } = {},
): Promise<Page> {
  const phone = viewport.width < 768;
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport,
    ...(phone ? { deviceScaleFactor: 3, isMobile: true, hasTouch: true } : {}),
  });
  await context.addCookies(cookies);
  const page = startsTheApp(await context.newPage());
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return page;
}

/** A finger swiping across `target` from right to left (towards the next photo), as touch input reaches Chromium. */
export async function swipeLeft(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to swipe on');
  const y = box.y + box.height / 2;
  const [from, to] = [box.x + box.width * 0.85, box.x + box.width * 0.15];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 12, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Two quick taps of a finger at (x, y): sent at once, so a busy machine cannot stretch the pause
 * between them past a double-tap's (page.touchscreen.tap waits for each).
 */
export async function doubleTap(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const tap = [
    { type: 'touchStart', touchPoints: [{ x, y }] },
    { type: 'touchEnd', touchPoints: [] },
  ] as const;
  await Promise.all([...tap, ...tap].map((event) => cdp.send('Input.dispatchTouchEvent', { type: event.type, touchPoints: [...event.touchPoints] })));
  await cdp.detach();
}

/** Waits until no CSS animation or transition is running (a dialog has finished opening), for a screenshot. */
export async function motionDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** The scale of an element's CSS transform (1 without one). */
export function scaleOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const transform = getComputedStyle(node).transform;
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
  });
}

/** The zoomed photo once it has loaded: its natural width and where it came from. */
export async function loadedPhoto(image: Locator): Promise<{ naturalWidth: number; src: string }> {
  await image.waitFor();
  await image.evaluate((node: HTMLImageElement) => (node.complete ? undefined : new Promise((resolve) => node.addEventListener('load', resolve, { once: true }))));
  return image.evaluate((node: HTMLImageElement) => ({ naturalWidth: node.naturalWidth, src: node.currentSrc }));
}
