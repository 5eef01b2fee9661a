/**
 * "Which coin it is", grade, certification and antiquity (issue 13): the fields every coin of the
 * API carries, GET /api/coins' filters for them and GET /api/coin-vocabulary, read from the
 * OpenAPI document's types (schema.d.ts) under the names the screens use.
 */
import type { Era } from '@/lib/coin-era';
import type { SheldonGrade } from '@/lib/sheldon-grades';
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type { Era, SheldonGrade };

/** One entry in a standard catalogue, as collectors cite it: "KM 473". */
export type CatalogueRef = Schemas['CatalogueRefDto'];

/** A grading service's slab: `serviceName` only for 'other'. */
export type Certification = Schemas['CertificationDto'];

export type CertificationService = Certification['service'];

/** The keys every coin JSON carries for which coin it is (null / [] / false when unset). */
export type CoinIdentity = Pick<
  Schemas['CoinDto'],
  | 'denomination' | 'issuer' | 'ruler' | 'mint' | 'era' | 'yearAd' | 'catalogueRefs' | 'weightGrams' | 'diameterMm' | 'shape' | 'edge' | 'grade' | 'gradeLabel'
  | 'certification' | 'isCertified' | 'genuineConfirmed' | 'isAntiquity'
>;

type SearchQuery = NonNullable<operations['Coins_search']['parameters']['query']>;

/** GET /api/coins' filters for which coin it is (empty values are never sent). */
export type CoinIdentityQuery = Pick<SearchQuery, 'ruler' | 'mint' | 'denomination' | 'issuer' | 'yearFrom' | 'yearTo' | 'certified'>;

/** The sort orders on `yearAd`, coins without it last. */
export type YearSort = Extract<NonNullable<SearchQuery['sortBy']>, 'year-asc' | 'year-desc'>;

/** A name in both interface languages. */
export type BilingualName = Schemas['VocabularyNameDto'];

/** A ruler with the issuer's English name and the reign's years. */
export type VocabularyRuler = Schemas['VocabularyRulerDto'];

/** GET /api/coin-vocabulary: the curated suggestions. */
export type CoinVocabulary = Schemas['CoinVocabularyDto'];
