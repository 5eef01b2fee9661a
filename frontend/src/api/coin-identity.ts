/**
 * "Which coin it is", grade, certification and antiquity: the fields issue 13 (part A) adds to every
 * coin of the API, its filters and GET /api/coin-vocabulary, typed from the contract until the
 * regenerated schema.d.ts carries them. Then each type here becomes a read of `components['schemas']`
 * (CoinDto's fields, the Coins_search query, the vocabulary's DTO) and the intersections that use it
 * (`CoinDto & CoinIdentity`) keep compiling.
 */
import type { Era } from '@/lib/coin-era';
import type { SheldonGrade } from '@/lib/sheldon-grades';

export type { Era, SheldonGrade };

export type CertificationService = 'NGC' | 'PCGS' | 'ANACS' | 'ICG' | 'other';

/** One entry in a standard catalogue, as collectors cite it: "KM 473". */
export interface CatalogueRef {
  catalogue: string;
  number: string;
}

/** A grading service's slab: `serviceName` only for 'other'. */
export interface Certification {
  service: CertificationService;
  serviceName: string | null;
  number: string;
}

/** The keys every coin JSON gains (null / [] / false when unset). */
export interface CoinIdentity {
  denomination: string | null;
  issuer: string | null;
  ruler: string | null;
  mint: string | null;
  era: Era | null;
  /** Computed by the server from `year` and `era`. */
  yearAd: number | null;
  catalogueRefs: CatalogueRef[];
  weightGrams: number | null;
  diameterMm: number | null;
  shape: string | null;
  edge: string | null;
  /** Sheldon scale, 1-70. */
  grade: SheldonGrade | null;
  /** "VF-30", computed by the server. */
  gradeLabel: string | null;
  certification: Certification | null;
  isCertified: boolean;
  genuineConfirmed: boolean;
  /** More than 100 years old (India's Antiquities and Art Treasures Act, 1972). */
  isAntiquity: boolean;
}

/** GET /api/coins' new filters (empty values are never sent). */
export interface CoinIdentityQuery {
  ruler?: string;
  mint?: string;
  denomination?: string;
  issuer?: string;
  yearFrom?: number;
  yearTo?: number;
  /** 'true': only certified coins; 'false' or absent: no filter. */
  certified?: 'true' | 'false';
}

/** The sort orders GET /api/coins gains: on `yearAd`, coins without it last. */
export type YearSort = 'year-asc' | 'year-desc';

/** A name in both interface languages. */
export interface BilingualName {
  en: string;
  hi: string;
}

export interface VocabularyRuler extends BilingualName {
  /** The issuer's English name, e.g. "Mughal Empire". */
  issuer: string;
  reignFrom: number;
  reignTo: number;
}

/** GET /api/coin-vocabulary: the curated suggestions. */
export interface CoinVocabulary {
  rulers: VocabularyRuler[];
  mints: BilingualName[];
  denominations: BilingualName[];
  issuers: BilingualName[];
  catalogues: string[];
  shapes: BilingualName[];
  edges: BilingualName[];
}
