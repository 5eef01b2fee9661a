import type { CoinIdentity } from '@/api/coin-identity';

/** A coin's issue-13 keys as the API sends them for a listing that gives none: spread into coin fixtures. */
export const NO_IDENTITY: CoinIdentity = {
  denomination: null,
  issuer: null,
  ruler: null,
  mint: null,
  era: null,
  yearAd: null,
  catalogueRefs: [],
  weightGrams: null,
  diameterMm: null,
  shape: null,
  edge: null,
  grade: null,
  gradeLabel: null,
  certification: null,
  isCertified: false,
  genuineConfirmed: false,
  isAntiquity: false,
};
