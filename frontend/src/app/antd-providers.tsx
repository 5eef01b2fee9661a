import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import type { ReactNode } from 'react';
import type { Language } from '@/i18n/languages';
import { theme } from './theme';
import { useLanguage } from '@/i18n/use-language';
import 'virtual:antd-static.css';

/** antd reads the CSS written at build time (decisions/0058) and inserts none of its own. */
const RUNTIME_THEME = { ...theme, zeroRuntime: true };

const ANTD_LOCALES = { en: enUS, hi: hiIN } satisfies Record<Language, unknown>;

/** antd in the active language, with the app's theme; at most one toast on screen at a time. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider theme={RUNTIME_THEME} locale={ANTD_LOCALES[language]}>
      <App notification={{ maxCount: 1 }}>{children}</App>
    </ConfigProvider>
  );
}
