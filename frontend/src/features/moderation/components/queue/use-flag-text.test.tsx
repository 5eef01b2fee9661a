import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createI18n } from '@/app/i18n';
import { createQueryClient } from '@/app/query-client';
import type { QueueFlag } from '../../queue-types';
import { useFlagText } from './use-flag-text';

function flagText(flag: QueueFlag, language: 'en' | 'hi' = 'en'): string {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders i18n={createI18n(language)} queryClient={createQueryClient()}>
      {children}
    </AppProviders>
  );
  return renderHook(() => useFlagText(), { wrapper }).result.current(flag);
}

const missingFaces = (missing: unknown): QueueFlag => ({ kind: 'missing-faces', detail: 'No photo of the reverse', params: { missing } });

describe('useFlagText: missing-faces (decisions/0075)', () => {
  it('names the face without a photo, or both', () => {
    expect(flagText(missingFaces(['reverse']))).toBe('No photo of the reverse');
    expect(flagText(missingFaces(['obverse']))).toBe('No photo of the obverse');
    expect(flagText(missingFaces(['obverse', 'reverse']))).toBe('No photos of the obverse and reverse');
    // Params it does not understand still say something true.
    expect(flagText(missingFaces(undefined))).toBe('No photos of the obverse and reverse');
  });

  it('speaks Hindi', () => {
    expect(flagText(missingFaces(['reverse']), 'hi')).toBe('पीछे वाले भाग (पट) की तस्वीर नहीं');
  });
});
