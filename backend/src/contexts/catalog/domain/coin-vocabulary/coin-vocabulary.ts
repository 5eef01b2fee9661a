import { CATALOGUES } from './catalogues';
import { DENOMINATIONS } from './denominations';
import { ISSUERS } from './issuers';
import { MINTS } from './mints';
import { RULERS } from './rulers';
import { EDGES, SHAPES } from './shapes-and-edges';
import type { CoinVocabulary } from './vocabulary-types';

export type { CoinVocabulary, VocabularyName, VocabularyRuler } from './vocabulary-types';

/**
 * The curated suggestions for a coin's identity (GET /api/coin-vocabulary): free text stays allowed,
 * these are what the form offers and what makes an English and a Hindi name the same filter.
 */
export const COIN_VOCABULARY: CoinVocabulary = {
  rulers: RULERS,
  mints: MINTS,
  denominations: DENOMINATIONS,
  issuers: ISSUERS,
  catalogues: CATALOGUES,
  shapes: SHAPES,
  edges: EDGES,
};
