// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, initialScripts, measureInitialJs } from '../../../scripts/check-bundle-size.mjs';

const SCRIPT = fileURLToPath(new URL('../../../scripts/check-bundle-size.mjs', import.meta.url));

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="modulepreload" crossorigin href="/assets/tanstack-c3.js">
<link rel="stylesheet" crossorigin href="/assets/index-d4.css">
</head><body><div id="root"></div></body></html>`;

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/** A build folder with INDEX_HTML and the given contents for its three scripts. */
function fakeBuild(contents: [string, string, string]): string {
  dist = mkdtempSync(join(tmpdir(), 'sikka-budget-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  ['index-a1.js', 'react-b2.js', 'tanstack-c3.js'].forEach((name, i) => writeFileSync(join(dist!, 'assets', name), contents[i]!));
  writeFileSync(join(dist, 'assets', 'index-d4.css'), randomBytes(400_000).toString('hex'));
  return dist;
}

const run = (folder: string) => spawnSync(process.execPath, [SCRIPT, folder], { encoding: 'utf8' });

describe('the first-load JavaScript budget (scripts/check-bundle-size.mjs)', () => {
  it('counts the entry script and its modulepreloads, not stylesheets', () => {
    expect(initialScripts(INDEX_HTML)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/tanstack-c3.js']);
  });

  it('reads them from the start script of a build that starts the app after its first screen (decisions/0059)', () => {
    const html = '<script defer src="/assets/start-app-x.js" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/tanstack-c3.js" data-styles="/assets/index-d4.css"></script>';
    expect(initialScripts(html)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/tanstack-c3.js']);
  });

  it('adds up their gzip sizes', () => {
    const contents: [string, string, string] = ['entry();'.repeat(500), 'react'.repeat(900), randomBytes(3000).toString('hex')];
    const { files, totalGzipBytes } = measureInitialJs(fakeBuild(contents));
    const expected = contents.map((text) => gzipSync(Buffer.from(text), { level: 9 }).length);
    expect(files.map((file) => file.gzipBytes)).toEqual(expected);
    expect(totalGzipBytes).toBe(expected[0]! + expected[1]! + expected[2]!);
  });

  it('passes a build within the budget and fails one over it', () => {
    const small = run(fakeBuild(['a();', 'b();', 'c();']));
    expect(small.status).toBe(0);
    expect(small.stdout).toMatch(/budget 170 KB: ok/);

    // Random bytes do not compress: this entry alone is over the budget.
    const over = run(fakeBuild([randomBytes((INITIAL_JS_BUDGET_KB + 10) * 1000).toString('base64'), 'b();', 'c();']));
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/OVER BUDGET/);
  });
});
