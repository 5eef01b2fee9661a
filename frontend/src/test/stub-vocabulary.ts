import { vi } from 'vitest';
import type { CoinVocabulary } from '@/api/coin-identity';

/** A few of the curated names GET /api/coin-vocabulary answers with. */
export const TEST_VOCABULARY: CoinVocabulary = {
  rulers: [
    { en: 'Akbar', hi: 'अकबर', issuer: 'Mughal Empire', reignFrom: 1556, reignTo: 1605 },
    { en: 'Victoria', hi: 'विक्टोरिया', issuer: 'British India', reignFrom: 1837, reignTo: 1901 },
  ],
  mints: [{ en: 'Bombay', hi: 'बम्बई' }],
  denominations: [{ en: 'Rupee', hi: 'रुपया' }],
  issuers: [
    { en: 'Mughal Empire', hi: 'मुग़ल साम्राज्य' },
    { en: 'British India', hi: 'ब्रिटिश भारत' },
  ],
  catalogues: ['KM', 'Pridmore'],
  shapes: [{ en: 'Round', hi: 'गोल' }],
  edges: [{ en: 'Milled', hi: 'दानेदार' }],
};

/** Answers GET /api/coin-vocabulary (the only request these screens make) from TEST_VOCABULARY. */
export function stubVocabulary(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(TEST_VOCABULARY), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}
