import { beforeAll, describe, expect, it } from 'vitest';
import { extractAntdCss } from '../../build/antd-static-css';

/** WCAG 2 contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const PRESETS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'] as const;

/** antd's CSS as the build writes it with the app's theme (build/antd-static-css.ts), its variables among it. */
let css = '';

/** The value of an antd CSS variable as the app's theme emits it (the last declaration wins). */
function cssVariable(name: string): string {
  const values = [...css.matchAll(new RegExp(`--ant-${name}:\\s*(#[0-9a-fA-F]{6})`, 'g'))].map((match) => match[1]);
  const value = values.at(-1);
  if (!value) throw new Error(`--ant-${name} is not emitted`);
  return value;
}

describe('theme colours as the browser gets them (WCAG AA, 4.5:1 for text)', () => {
  beforeAll(async () => {
    css = await extractAntdCss();
  }, 60_000);

  it.each(PRESETS)('a %s tag writes readably on its own background', (color) => {
    expect(contrast(cssVariable(`${color}-7`), cssVariable(`${color}-1`))).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on solid red (the Sold ribbon) is readable', () => {
    expect(contrast('#ffffff', cssVariable('red-6'))).toBeGreaterThanOrEqual(4.5);
  });

  it('placeholders in fields are readable on white', () => {
    expect(contrast(cssVariable('color-text-placeholder'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text is readable on the page background', () => {
    expect(contrast(cssVariable('color-text-secondary'), cssVariable('color-bg-layout'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['color-primary-hover', 'color-primary-text-hover', 'color-link-hover', 'color-info-text-hover'])(
    'brass under the pointer (%s) stays readable as text on white and under white text',
    (name) => {
      expect(contrast(cssVariable(name), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(cssVariable(name), cssVariable('color-bg-layout'))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a loading button is not faded (white on brass stays readable while it counts)', () => {
    expect(css).toMatch(/\.ant-btn-loading\{opacity:var\(--ant-opacity-loading\)/);
    const values = [...css.matchAll(/--ant-opacity-loading:\s*([^;}]+)/g)].map((match) => match[1]?.trim());
    expect(values.at(-1)).toBe('1');
  });
});
