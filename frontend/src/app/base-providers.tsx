import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

interface BaseProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What the router needs before any screen: translations and server data. antd is not here: its theme
 * and toasts come with the app shell's own chunk (AntdProviders in AppLayout), so the first load does
 * not carry antd (docs/decisions/0050-first-load-budget.md).
 */
export function BaseProviders({ i18n, queryClient, children }: BaseProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
