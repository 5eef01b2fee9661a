import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Desktop and phone viewports used by the tests. */
export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/**
 * Each width once and each language once, for a screen's accessibility check: a phone in Hindi (the
 * longer words, the narrower screen) and a desktop in English. Colours and roles do not change with the
 * language, so the other two pairs found nothing these did not (and cost minutes of the test run).
 */
export const EACH_WIDTH_AND_LANGUAGE = [
  [PHONE, 'hi'],
  [DESKTOP, 'en'],
] as const;

/** The system Chromium, headless; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Public pages first show the server-written first screen and start the app after they have loaded
 * (decisions/0059). The tests are about the app: `goto` and `reload` return once the app's screen has
 * replaced the first screen (first-screens.e2e.ts is about the first screen itself).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('first-paint') && document.getElementById('root')?.childElementCount);
}

export function startsTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/**
 * A fresh browser profile (no cookies, empty localStorage) pointed at the test server; its pages wait
 * for the app.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => startsTheApp(await newPage());
  const page = await context.newPage();
  return { context, page };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
