import type { ThemeConfig } from 'antd';

/** Brass for actions and links: 5.7:1 against white, so white text on it stays readable. */
const BRASS = '#8c5d12';
/**
 * Brass under the pointer: deeper, 7.3:1 against white. antd's derived hover shade is lighter (#99732c,
 * 4.3:1), which a hovered outlined button's text and white text on a hovered solid one fall below.
 */
const BRASS_HOVER = '#74500f';
/** Warm parchment page background. */
const PARCHMENT = '#faf6ee';
/** Deep espresso for text and the footer. */
const ESPRESSO = '#2a1f14';
/** Errors and destructive actions: 5.6:1 on white, where antd's default red is only 3.3:1. */
const ERROR_RED = '#c62828';
/** Secondary text: 5.9:1 on the page background (antd's translucent default falls below 4.5:1). */
const MUTED_TEXT = '#6b5d4c';
/** Placeholders: lighter than typed text yet 5.2:1 on a white field (antd's default is 1.7:1). */
const PLACEHOLDER_TEXT = '#7a6b5a';

/**
 * A coloured tag writes in its palette's 7th shade on its 1st. For these palettes that falls below
 * 4.5:1 (green 3.4, gold 2.8, orange 3.3 …), so their text takes a darker shade of the same hue: each
 * pair is at least 5:1 (decisions/0047).
 */
const READABLE_SHADE_7 = {
  green: '#237804', // green 8: 5.4:1 on green 1
  gold: '#874d00', // gold 9: 6.5:1 on gold 1
  orange: '#ad4e00', // orange 8: 5.1:1 on orange 1
  volcano: '#ad2102', // volcano 8: 6.4:1 on volcano 1
  cyan: '#006d75', // cyan 8: 5.8:1 on cyan 1
  lime: '#3f6600', // lime 9: 6.6:1 on lime 1
  yellow: '#876800', // yellow 9: 5.2:1 on yellow 1
} as const;

/**
 * Solid red (the Sold ribbon, solid red tags) carries white text: red 6 gives 4.1:1, red 7 5.6:1.
 */
const READABLE_SOLID_RED = { red6: '#cf1322', 'red-6': '#cf1322' } as const;

/** antd names each shade twice (green7 and green-7, both emitted as --ant-green-7): both are set. */
const READABLE_TAG_TEXT = Object.fromEntries(
  Object.entries(READABLE_SHADE_7).flatMap(([palette, shade]) => [
    [`${palette}7`, shade],
    [`${palette}-7`, shade],
  ]),
);

/**
 * The theme antd's CSS is written with at build time (build/antd-static-css.ts) and that the app
 * runs with (with `zeroRuntime`): no hash classes, and a fixed name for the class that carries the
 * theme's CSS variables, so the markup at run time matches the CSS written at build time.
 */
export const theme: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'sikka' },
  token: {
    colorPrimary: BRASS,
    colorLink: BRASS,
    colorPrimaryHover: BRASS_HOVER,
    colorPrimaryTextHover: BRASS_HOVER,
    colorLinkHover: BRASS_HOVER,
    colorInfoTextHover: BRASS_HOVER,
    colorInfo: BRASS,
    colorBgLayout: PARCHMENT,
    colorError: ERROR_RED,
    colorTextBase: ESPRESSO,
    colorTextSecondary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    ...READABLE_TAG_TEXT,
    ...READABLE_SOLID_RED,
    // A loading button keeps its colours (antd fades it to 65%, which takes white on brass below 4.5:1);
    // its spinner says it is busy.
    opacityLoading: 1,
    borderRadius: 10,
    fontSize: 15,
    // Devanagari falls back to Noto where the system font lacks it.
    fontFamily: [
      'system-ui',
      '-apple-system',
      "'Segoe UI'",
      'Roboto',
      "'Noto Sans'",
      "'Noto Sans Devanagari'",
      "'Helvetica Neue'",
      'Arial',
      'sans-serif',
    ].join(', '),
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 16px',
      bodyBg: PARCHMENT,
      footerBg: ESPRESSO,
      footerPadding: '40px 16px 24px',
    },
    Button: {
      fontWeight: 600,
    },
  },
};
