import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

/**
 * The antd parts the app shows, whose CSS is written at build time (decisions/0058). Every component
 * the app imports from 'antd' is here (build/antd-static-css.test.ts checks), with the parts they
 * open themselves: Tooltip and Popover (Typography, Popconfirm), Menu (Dropdown), and the toasts
 * App.useApp() shows (message, notification) — a part missing here would render unstyled.
 */
export const ANTD_PARTS = [
  'Alert', 'App', 'AutoComplete', 'Avatar', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'Collapse', 'Descriptions',
  'Divider', 'Drawer', 'Dropdown', 'Empty', 'Flex', 'Form', 'Input', 'InputNumber', 'Layout', 'Menu',
  'Modal', 'Pagination', 'Popconfirm', 'Popover', 'Progress', 'Radio', 'Rate', 'Result', 'Row', 'Segmented',
  'Select', 'Skeleton', 'Space', 'Spin', 'Statistic', 'Switch', 'Table', 'Tabs', 'Tag', 'Timeline', 'Tooltip',
  'Typography', 'message', 'notification',
] as const;

/** What the app imports as `virtual:antd-static.css`. */
export const ANTD_CSS_MODULE = 'virtual:antd-static.css';
/** Ends in .css, so Vite treats it as a stylesheet (minified, hashed, loaded with its chunk). */
const RESOLVED_ID = '/__antd-static.css';

/**
 * antd's CSS for ANTD_PARTS under the app's theme, rendered once on the server side of the build with
 * antd's own extractor, so the browser inserts no styles at run time (`zeroRuntime` in antd-providers).
 */
export async function extractAntdCss(): Promise<string> {
  const [{ extractStyle }, { ConfigProvider }, { createElement }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('antd'),
    import('react'),
  ]);
  return extractStyle({
    includes: [...ANTD_PARTS],
    customTheme: (node) => createElement(ConfigProvider, { theme }, node),
  });
}

/** Serves `virtual:antd-static.css` in builds, in the dev server and in tests. */
export function antdStaticCss(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'sikka:antd-static-css',
    resolveId: (id) => (id === ANTD_CSS_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      css ??= extractAntdCss();
      return css;
    },
  };
}
