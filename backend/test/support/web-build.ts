import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A folder that stands in for the web app's build: its index.html and files under /assets. */
export interface FakeWebBuild {
  dir: string;
  remove(): void;
}

export function fakeWebBuild(indexHtml: string, assets: Record<string, string | Buffer> = { 'app.js': 'console.log(1)' }): FakeWebBuild {
  const dir = mkdtempSync(join(tmpdir(), 'sikka-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  for (const [name, content] of Object.entries(assets)) writeFileSync(join(dir, 'assets', name), content);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
