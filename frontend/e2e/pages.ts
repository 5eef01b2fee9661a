import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from './browser';

type Viewport = { width: number; height: number };

/**
 * For one test file: launches the browser before the tests, closes each test's browser profiles after
 * it and the browser at the end. Returns a function that opens a page in a fresh profile.
 */
export function useFreshPages(): (viewport?: Viewport) => Promise<Page> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser.close();
  });

  return async (viewport = DESKTOP) => {
    const { context, page } = await openPage(browser, viewport);
    contexts.push(context);
    return page;
  };
}
