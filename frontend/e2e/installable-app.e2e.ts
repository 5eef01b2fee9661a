import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, startsTheApp } from './browser';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The installable app: the manifest, its icons, the service worker and the offline page, against the
 * built server. A real push subscription is not made here: PushManager.subscribe asks the browser's
 * push service (Google's FCM for Chromium) on the internet, which the tests do not reach. Push delivery
 * is tested on the server against a local push-service stand-in (backend/test/web-push.e2e-spec.ts),
 * the opt-in with the browser's push API stood in (use-push-opt-in.test.ts), and the sentences the
 * worker writes against the app's (notification-text.test.ts).
 */
describe('the installable app', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('links a valid web app manifest whose icons can be fetched', async () => {
    context = await browser.newContext({ baseURL: inject('baseUrl') });
    const page = startsTheApp(await context.newPage());
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Sikka'),
      short_name: 'Sikka',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
      background_color: '#faf6ee',
    });
    // Chrome's install criteria: a 192 and a 512 icon; and one Android can mask to its own shape.
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const fetched = await page.request.get(icon.src);
      expect(fetched.status(), icon.src).toBe(200);
      expect(fetched.headers()['content-type']).toBe(icon.type);
      const { width, height } = pngSize(await fetched.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('registers the service worker for the whole site after the app starts, and serves it uncached', async () => {
    context = await browser.newContext({ baseURL: inject('baseUrl') });
    const page = startsTheApp(await context.newPage());
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${inject('baseUrl')}/`, script: `${inject('baseUrl')}/sw.js` });

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const offline = await page.request.get('/offline.html');
    expect(offline.status()).toBe(200);
    expect(offline.headers()['cache-control']).toBe('public, max-age=3600');
  });

  it('shows the offline page when a page cannot be loaded, and leaves other requests alone', async () => {
    context = await browser.newContext({ baseURL: inject('baseUrl') });
    const page = startsTheApp(await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      // Controlled from now on (the worker claims its clients when it activates).
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });

    await context.setOffline(true);
    // The offline page is no app: the plain goto, not the one that waits for the app.
    const response = await page.mainFrame().goto('/search?q=mohur');
    expect(response?.ok()).toBe(true);
    await page.getByRole('heading', { name: 'You are offline', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं', level: 2 }).waitFor();
    expect(await page.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(192);
    // An API call offline fails as it would without the worker: nothing is answered from a cache.
    expect(await page.evaluate(() => fetch('/api/session').then(() => 'answered', () => 'failed'))).toBe('failed');

    await context.setOffline(false);
    await page.getByRole('link', { name: /Try again/ }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.waitForFunction(() => document.getElementById('root')?.childElementCount);
  });
});
