import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import { type ReactNode, useMemo } from 'react';
import type { Language } from '@/i18n/languages';
import { theme } from './theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useLanguage } from '@/i18n/use-language';
import 'virtual:antd-static.css';

/** antd reads the CSS written at build time (decisions/0058) and inserts none of its own. */
const RUNTIME_THEME = { ...theme, zeroRuntime: true };

const ANTD_LOCALES = { en: enUS, hi: hiIN } satisfies Record<Language, unknown>;

/** The theme without antd's motion (opening dialogs, menus and drawers appear at once). */
const STILL_THEME = { ...RUNTIME_THEME, token: { ...RUNTIME_THEME.token, motion: false } };

/**
 * antd in the active language, with the app's theme; at most one toast on screen at a time. A person
 * whose system asks for reduced motion gets none of antd's (WCAG 2.3.3); the browser tests ask for it
 * too, so a click never lands on a dialog or menu that is still moving in (decisions/0074).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => (reducedMotion ? STILL_THEME : RUNTIME_THEME), [reducedMotion]);
  return (
    <ConfigProvider theme={themeConfig} locale={ANTD_LOCALES[language]}>
      <App notification={{ maxCount: 1 }}>{children}</App>
    </ConfigProvider>
  );
}
