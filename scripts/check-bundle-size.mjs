#!/usr/bin/env node
/**
 * The first-load JavaScript budget of the web app (docs/decisions/0050-first-load-budget.md): the
 * entry script of a build's index.html plus every script it modulepreloads, gzip-compressed, must stay
 * at or under 170 KB. A phone on a slow network downloads and parses all of it before `/` renders.
 *   node scripts/check-bundle-size.mjs [dist folder]   (default: frontend/dist)
 * Exits 1 when the budget is exceeded; prints each file with its gzip size.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget from issue 10: initial JavaScript for `/`, in KB (1,000 bytes, as Lighthouse counts). */
export const INITIAL_JS_BUDGET_KB = 170;

/**
 * The scripts a browser fetches before the app's first render: the entry module and its modulepreloads,
 * as tags or as the start script's `data-entry` and `data-preload` (frontend/build/start-after-first-paint.ts).
 */
export function initialScripts(indexHtml) {
  const entries = [...indexHtml.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const started = [...indexHtml.matchAll(/<script\b[^>]*\bdata-entry="([^"]+)"[^>]*\bdata-preload="([^"]*)"/g)].flatMap((m) => [m[1], ...m[2].split(' ')]);
  return [...new Set([...entries, ...preloads, ...started])].filter(Boolean);
}

/** Each initial script with its gzip size in bytes, and their total, for the build in `dist`. */
export function measureInitialJs(dist) {
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = initialScripts(indexHtml).map((href) => {
    const path = join(dist, href.replace(/^\//, ''));
    return { href, gzipBytes: gzipSync(readFileSync(path), { level: 9 }).length };
  });
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, totalGzipBytes, totalKb: totalGzipBytes / 1000 };
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const dist = resolve(process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'frontend', 'dist'));
  const { files, totalKb } = measureInitialJs(dist);
  for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    process.stdout.write(`${(file.gzipBytes / 1000).toFixed(1).padStart(8)} KB  ${file.href}\n`);
  }
  const within = totalKb <= INITIAL_JS_BUDGET_KB;
  process.stdout.write(
    `Initial JS of /: ${totalKb.toFixed(1)} KB gzip (${files.length} scripts), budget ${INITIAL_JS_BUDGET_KB} KB: ${within ? 'ok' : 'OVER BUDGET'}\n`,
  );
  process.exit(within ? 0 : 1);
}
