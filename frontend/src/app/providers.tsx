import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from './language';
import { theme } from './theme';
import { useLanguage } from './use-language';

const ANTD_LOCALES = { en: enUS, hi: hiIN } satisfies Record<Language, unknown>;

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it: translations, server data, and the antd theme and toasts. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** antd in the active language; at most one toast on screen at a time. */
function LocalisedAntd({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      <App notification={{ maxCount: 1 }}>{children}</App>
    </ConfigProvider>
  );
}
