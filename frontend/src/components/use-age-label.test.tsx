import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import type { Language } from '@/i18n/languages';
import { useAgeLabel } from './use-age-label';

function labeller(language: Language) {
  const i18n = createI18n(language);
  const { result } = renderHook(() => useAgeLabel(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return result.current;
}

describe('useAgeLabel', () => {
  it('writes the long form for cards and listing screens', () => {
    const label = labeller('en');
    expect(label({ unit: 'now', count: 0 })).toBe('Just now');
    expect(label({ unit: 'hour', count: 1 })).toBe('1 hour ago');
    expect(label({ unit: 'day', count: 3 })).toBe('3 days ago');
    expect(label({ unit: 'week', count: 2 })).toBe('2 weeks ago');
    expect(label({ unit: 'month', count: 1 })).toBe('1 month ago');
    expect(label({ unit: 'year', count: 4 })).toBe('4 years ago');
  });

  it('abbreviates on the coin detail: Nh ago, Nd ago, Nw ago', () => {
    const label = labeller('en');
    expect(label({ unit: 'hour', count: 5 }, 'short')).toBe('5h ago');
    expect(label({ unit: 'day', count: 2 }, 'short')).toBe('2d ago');
    expect(label({ unit: 'week', count: 3 }, 'short')).toBe('3w ago');
    expect(label({ unit: 'now', count: 0 }, 'short')).toBe('Just now');
  });

  it('speaks Hindi', () => {
    const label = labeller('hi');
    expect(label({ unit: 'hour', count: 3 })).toBe('3 घंटे पहले');
    expect(label({ unit: 'now', count: 0 })).toBe('अभी-अभी');
  });

  it('writes whole Hindi words on the coin detail too, in the oblique case Hindi uses before पहले', () => {
    const label = labeller('hi');
    expect(label({ unit: 'hour', count: 2 }, 'short')).toBe('2 घंटे पहले');
    expect(label({ unit: 'day', count: 1 }, 'short')).toBe('1 दिन पहले');
    expect(label({ unit: 'week', count: 1 }, 'short')).toBe('1 हफ़्ते पहले');
    expect(label({ unit: 'hour', count: 1 })).toBe('1 घंटे पहले');
    expect(label({ unit: 'month', count: 1 })).toBe('1 महीने पहले');
    expect(label({ unit: 'year', count: 2 })).toBe('2 साल पहले');
  });
});
