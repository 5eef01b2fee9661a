import { startsTheApp } from './browser';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG rule sets the screens are held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** Violations of these impacts fail a check. */
const BLOCKING = new Set(['serious', 'critical']);
/** A best-practice rule (moderate) held to as well: headings go down one level at a time. */
const ALSO_BLOCKING = new Set(['heading-order']);

export interface AxeViolation {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

interface AxeResult {
  id: string;
  impact: string | null;
  /** Whether the rule belongs to one of TAGS (rather than only to axe's best practices). */
  wcag: boolean;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * A fresh browser profile in which axe can be injected: the app's Content-Security-Policy refuses
 * inline and foreign scripts, so this profile bypasses it (only axe is added to the page).
 */
export async function openAxePage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, bypassCSP: true });
  return startsTheApp(await context.newPage());
}

/**
 * `openAxePage` in `language`, signed in with `cookies` (a profile's storage state), and the words
 * that name where a finding was: "390px hi".
 */
export async function openSignedInAxePage(
  browser: Browser,
  viewport: { width: number; height: number },
  language: 'en' | 'hi',
  cookies: Parameters<BrowserContext['addCookies']>[0],
): Promise<{ page: Page; where: string }> {
  const page = await openAxePage(browser, viewport);
  await page.context().addCookies(cookies);
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return { page, where: `${viewport.width}px ${language}` };
}

/**
 * Runs axe on the page as it is now and returns its serious and critical violations of WCAG 2.0 A/AA
 * and 2.1 AA, and any skipped heading level, each named by `screen`, its rule id and its elements.
 */
export async function seriousViolations(page: Page, screen: string): Promise<AxeViolation[]> {
  // Let antd's motion (fading tabs, drawers, dimmed cards) settle, so colours are measured at rest.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results: AxeResult[] = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: [...tags, 'best-practice'] } });
    return violations.map(({ id, impact, help, nodes, tags: ruleTags }) => ({
      id,
      impact: impact ?? null,
      wcag: ruleTags.some((tag) => tags.includes(tag)),
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: [...target], failureSummary })),
    }));
  }, TAGS);
  return results
    .filter((result) => (result.wcag && BLOCKING.has(result.impact ?? '')) || ALSO_BLOCKING.has(result.id))
    .map((result) => ({
      screen,
      rule: result.id,
      impact: result.impact ?? '',
      targets: result.nodes.map((node) => node.target.map(String).join(' ')),
      summary: `${result.help}. ${result.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''}`.trim(),
    }));
}

/** One line per violation: screen, impact, rule id and up to five of its targets. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.screen}] ${violation.impact} ${violation.rule}: ${violation.targets.slice(0, 5).join(' | ')}` +
        `${violation.targets.length > 5 ? ` (+${violation.targets.length - 5} more)` : ''}\n    ${violation.summary}`,
    )
    .join('\n');
}
