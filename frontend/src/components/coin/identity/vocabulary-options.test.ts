import { describe, expect, it } from 'vitest';
import type { CoinVocabulary } from '@/api/coin-identity';
import { catalogueOptions, issuerOfRuler, matchesSuggestion, suggestionOptions } from './vocabulary-options';

const VOCABULARY: CoinVocabulary = {
  rulers: [
    { en: 'Akbar', hi: 'अकबर', issuer: 'Mughal Empire', reignFrom: 1556, reignTo: 1605 },
    { en: 'Victoria', hi: 'विक्टोरिया', issuer: 'British India', reignFrom: 1837, reignTo: 1901 },
  ],
  mints: [
    { en: 'Bombay', hi: 'बम्बई' },
    { en: 'Surat', hi: 'सूरत' },
  ],
  denominations: [{ en: 'Rupee', hi: 'रुपया' }],
  issuers: [
    { en: 'Mughal Empire', hi: 'मुग़ल साम्राज्य' },
    { en: 'British India', hi: 'ब्रिटिश भारत' },
  ],
  catalogues: ['KM', 'Pridmore', 'KM'],
  shapes: [{ en: 'Round', hi: 'गोल' }],
  edges: [{ en: 'Milled', hi: 'दानेदार' }],
};

describe('vocabulary suggestions', () => {
  it("offer names in the reader's language, rulers with their reign", () => {
    expect(suggestionOptions(VOCABULARY, 'rulers', 'en').map((option) => option.label)).toEqual(['Akbar · 1556–1605', 'Victoria · 1837–1901']);
    expect(suggestionOptions(VOCABULARY, 'rulers', 'hi').map((option) => option.value)).toEqual(['अकबर', 'विक्टोरिया']);
    expect(suggestionOptions(VOCABULARY, 'mints', 'hi').map((option) => option.label)).toEqual(['बम्बई', 'सूरत']);
    expect(suggestionOptions(undefined, 'mints', 'en')).toEqual([]);
  });

  it('find an entry by either of its names, any case', () => {
    const [akbar] = suggestionOptions(VOCABULARY, 'rulers', 'hi');
    expect(matchesSuggestion('akb', akbar)).toBe(true);
    expect(matchesSuggestion('अक', akbar)).toBe(true);
    expect(matchesSuggestion('vic', akbar)).toBe(false);
    expect(matchesSuggestion('', akbar)).toBe(true);
  });

  it('list each catalogue once', () => {
    expect(catalogueOptions(VOCABULARY.catalogues).map((option) => option.value)).toEqual(['KM', 'Pridmore']);
  });

  it("name a known ruler's issuer in the reader's language", () => {
    expect(issuerOfRuler(VOCABULARY, 'akbar', 'en')).toBe('Mughal Empire');
    expect(issuerOfRuler(VOCABULARY, 'विक्टोरिया', 'hi')).toBe('ब्रिटिश भारत');
    expect(issuerOfRuler(VOCABULARY, 'Nobody', 'en')).toBeUndefined();
  });
});
