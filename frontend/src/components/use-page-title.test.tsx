import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import type { Language } from '@/i18n/languages';
import { usePageTitle } from './use-page-title';

function titleFor(page: string, language: Language): string {
  const i18n = createI18n(language);
  renderHook(() => usePageTitle(page), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return document.title;
}

describe('usePageTitle', () => {
  it('follows "{page} | Sikka - Indian Old Coin Marketplace"', () => {
    expect(titleFor('Terms of Service', 'en')).toBe('Terms of Service | Sikka - Indian Old Coin Marketplace');
  });

  it('translates the suffix in Hindi and keeps the brand name', () => {
    expect(titleFor('संदेश', 'hi')).toBe('संदेश | Sikka - पुराने भारतीय सिक्कों का बाज़ार');
  });
});
