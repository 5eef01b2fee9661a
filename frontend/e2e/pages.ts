import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      for (const [index, context] of contexts.entries()) for (const page of context.pages()) await describeOnFailure(page, index + 1);
    }
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

/**
 * When a test fails, says what its page showed: the address, the start of the visible text, and a
 * screenshot in the temporary folder, so a failure on CI can be read without rerunning it.
 */
async function describeOnFailure(page: Page, index: number): Promise<void> {
  if (page.isClosed()) return;
  const shot = join(tmpdir(), `sikka-e2e-failure-${Date.now()}-${index}.png`);
  const text = await page.locator('body').innerText({ timeout: 2000 }).catch(() => '(no text)');
  await page.screenshot({ path: shot, timeout: 5000 }).catch(() => undefined);
  process.stdout.write(`\n[page ${index} at failure] ${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 800)}\n(screenshot: ${shot})\n`);
}
