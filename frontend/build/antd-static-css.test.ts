import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_PARTS, extractAntdCss } from './antd-static-css';

/** Exports of 'antd' that carry no CSS of their own (hooks, types, the theme, the provider). */
const WITHOUT_CSS = new Set(['theme', 'Grid', 'ConfigProvider']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values the app imports from 'antd' (types left out). */
function importedFromAntd(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(import.meta.dirname, '../src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe("antd's CSS written at build time", () => {
  it('covers every antd component the app imports', () => {
    const missing = [...importedFromAntd()].filter((name) => /^[A-Z]/.test(name) && !name.endsWith('Ref') && !WITHOUT_CSS.has(name));
    expect(missing.filter((name) => !(ANTD_PARTS as readonly string[]).includes(name))).toEqual([]);
  });

  it("carries the parts' rules, the theme's variables under the fixed class, and no hash classes", async () => {
    const css = await extractAntdCss();
    for (const selector of ['.ant-btn', '.ant-select-dropdown', '.ant-tooltip', '.ant-menu', '.ant-notification', '.ant-message', '.ant-modal', '.anticon']) {
      expect(css).toContain(selector);
    }
    expect(css).toMatch(/\.sikka[^{]*\{[^}]*--ant-color-primary:#8c5d12/);
    expect(css).not.toMatch(/:where\(\.css-[a-z0-9]+\)/);
  }, 60_000);
});
