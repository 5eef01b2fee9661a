import type { ThemeConfig } from 'antd';

/** Brass for actions and links: 5.7:1 against white, so white text on it stays readable. */
const BRASS = '#8c5d12';
/** Warm parchment page background. */
const PARCHMENT = '#faf6ee';
/** Deep espresso for the footer. */
const ESPRESSO = '#2a1f14';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRASS,
    colorLink: BRASS,
    colorInfo: BRASS,
    colorBgLayout: PARCHMENT,
    colorTextBase: ESPRESSO,
    borderRadius: 10,
    fontSize: 15,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
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
