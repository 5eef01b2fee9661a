import type { ThemeConfig } from 'antd';

/** Brass for actions and links: 5.7:1 against white, so white text on it stays readable. */
const BRASS = '#8c5d12';
/** Warm parchment page background. */
const PARCHMENT = '#faf6ee';
/** Deep espresso for text and the footer. */
const ESPRESSO = '#2a1f14';
/** Errors and destructive actions: 5.6:1 on white, where antd's default red is only 3.3:1. */
const ERROR_RED = '#c62828';
/** Secondary text: 5.9:1 on the page background (antd's translucent default falls below 4.5:1). */
const MUTED_TEXT = '#6b5d4c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRASS,
    colorLink: BRASS,
    colorInfo: BRASS,
    colorBgLayout: PARCHMENT,
    colorError: ERROR_RED,
    colorTextBase: ESPRESSO,
    colorTextSecondary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
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
