import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { AntdProviders } from './antd-providers';
import { BaseProviders } from './base-providers';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a screen needs around it: translations, server data, and the antd theme and toasts. The
 * running app splits these in two (BaseProviders in main.tsx, AntdProviders in the lazily loaded shell);
 * tests render a screen inside both at once.
 */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <BaseProviders i18n={i18n} queryClient={queryClient}>
      <AntdProviders>{children}</AntdProviders>
    </BaseProviders>
  );
}
