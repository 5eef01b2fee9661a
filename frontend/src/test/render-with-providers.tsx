import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n } from '@/app/i18n';
import type { Language } from '@/i18n/languages';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

/** Renders UI inside the app's providers (query client, i18n, antd theme and App), without a router. */
export function renderWithProviders(ui: ReactElement, { language = 'en' }: { language?: Language } = {}): RenderResult {
  return render(
    <AppProviders i18n={createI18n(language)} queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
}
