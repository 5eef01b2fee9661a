/** A suggestion of the curated list: its English name and the Hindi (Devanagari) one. */
export interface VocabularyName {
  en: string;
  hi: string;
}

export interface VocabularyRuler extends VocabularyName {
  /** The `en` of the issuer (issuers.ts) whose coins carry the ruler's name. */
  issuer: string;
  /** The year of accession: regnal year 1. */
  reignFrom: number;
  reignTo: number;
}

/** The curated suggestions of GET /api/coin-vocabulary. */
export interface CoinVocabulary {
  rulers: readonly VocabularyRuler[];
  mints: readonly VocabularyName[];
  denominations: readonly VocabularyName[];
  issuers: readonly VocabularyName[];
  catalogues: readonly string[];
  shapes: readonly VocabularyName[];
  edges: readonly VocabularyName[];
}
