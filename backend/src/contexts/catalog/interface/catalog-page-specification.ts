import type { PageLanguage } from '../../../platform/http/web-page';
import type { CoinView } from '../application/coin-view';
import { nameIn, NamedField } from '../domain/coin-vocabulary/vocabulary-names';

/** The labels of the coin page's specification, as the web app says them (coin-identity.json spec.*; page-words.spec.ts keeps them equal). */
export interface SpecificationWords {
  denomination: string;
  issuer: string;
  ruler: string;
  mint: string;
  catalogueRefs: string;
  weight: string;
  diameter: string;
  grade: string;
  certification: string;
  grams: (value: number) => string;
  millimetres: (value: number) => string;
}

export const SPECIFICATION_WORDS: Record<PageLanguage, SpecificationWords> = {
  en: {
    denomination: 'Denomination',
    issuer: 'Issuer',
    ruler: 'Ruler',
    mint: 'Mint',
    catalogueRefs: 'Catalogue',
    weight: 'Weight',
    diameter: 'Diameter',
    grade: 'Grade',
    certification: 'Certification',
    grams: (value) => `${value} g`,
    millimetres: (value) => `${value} mm`,
  },
  hi: {
    denomination: 'मूल्यवर्ग',
    issuer: 'जारीकर्ता',
    ruler: 'शासक',
    mint: 'टकसाल',
    catalogueRefs: 'कैटलॉग',
    weight: 'वज़न',
    diameter: 'व्यास',
    grade: 'ग्रेड',
    certification: 'प्रमाणन',
    grams: (value) => `${value} ग्राम`,
    millimetres: (value) => `${value} मिमी`,
  },
};

const NAMED: NamedField[] = ['denomination', 'issuer', 'ruler', 'mint'];

/**
 * The lines of a coin's specification on its server-written page, so a crawler and a link preview
 * read which coin it is ("Ruler: Victoria", "Catalogue: KM 473"), curated names in the page's language.
 */
export function specificationFacts(coin: CoinView, language: PageLanguage): string[] {
  const words = SPECIFICATION_WORDS[language];
  const lines: [string, string | null][] = [
    ...NAMED.map((field): [string, string | null] => [words[field], coin[field] ? nameIn(field, coin[field], language) : null]),
    [words.catalogueRefs, coin.catalogueRefs.length ? coin.catalogueRefs.map((ref) => `${ref.catalogue} ${ref.number}`).join(', ') : null],
    [words.weight, coin.weightGrams === null ? null : words.grams(coin.weightGrams)],
    [words.diameter, coin.diameterMm === null ? null : words.millimetres(coin.diameterMm)],
    [words.grade, coin.gradeLabel],
    [words.certification, coin.certification ? `${coin.certification.serviceName ?? coin.certification.service} · ${coin.certification.number}` : null],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null).map(([label, value]) => `${label}: ${value}`);
}
