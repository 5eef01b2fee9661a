import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import type { Language } from '@/i18n/languages';
import { CONDITIONS } from './coin-values';
import { useCoinLabels } from './use-coin-labels';

function labels(language: Language) {
  const i18n = createI18n(language);
  const { result } = renderHook(() => useCoinLabels(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return result.current;
}

describe('grade names (decisions/0044)', () => {
  it('name each Hindi grade in its numismatic sense, with the standard abbreviation in order from Poor to Mint', () => {
    const hindi = labels('hi');
    expect(CONDITIONS.map((slug) => hindi.condition(slug))).toEqual([
      'पुअर (PO)',
      'फ़ेयर (FR)',
      'गुड (G)',
      'वेरी गुड (VG)',
      'फ़ाइन (F)',
      'वेरी फ़ाइन (VF)',
      'एक्सीलेंट (XF)',
      'मिंट (अनसर्कुलेटेड, UNC)',
    ]);
  });

  it('keep the English names of the spec', () => {
    expect(labels('en').condition('mint')).toBe('Mint (Uncirculated)');
    expect(labels('en').condition('very-fine')).toBe('Very Fine');
  });
});
