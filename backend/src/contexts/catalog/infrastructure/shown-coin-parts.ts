import { effectiveEra, isAntiquity } from '../domain/coin-era';
import type { CoinPhoto } from '../domain/coin-photo';
import { pictureSrcsets } from '../domain/picture-sizes';
import { gradeLabel } from '../domain/sheldon-grade';
import type { CoinIdentityView, CoinImageView, SellerView } from '../application/coin-view';
import type { CoinRecord } from './coin-record';
import { certificationOfRow } from './identity-columns';

/** A stored photo as the API shows it, with its sized copies as srcsets (decisions/0075). */
export const imageView = (photo: CoinPhoto): CoinImageView => ({
  id: photo.id,
  role: photo.role,
  url: photo.url,
  width: photo.width,
  height: photo.height,
  ...pictureSrcsets(photo.url, photo.width),
});

/** A seller's standing before their first rated deal. */
export const NO_STANDING = { averageRating: null, reviewCount: 0, completedDeals: 0, verifiedSeller: false };

/** The face shown for a seller Identity no longer knows. */
export const unknownSeller = (id: number): SellerView => ({ id, name: '', location: null, createdAt: new Date(0).toISOString(), phoneVerified: false, ...NO_STANDING });

/** The stored fields the shown identity computes from. */
export type IdentityInputs = Pick<CoinRecord, 'year' | 'era' | 'yearAd' | 'grade' | 'certificationService' | 'certificationServiceName' | 'certificationNumber'>;

/** What a listing's shown identity computes from its row rather than copies: its era, grade label, certificate and antiquity. */
export type ComputedIdentity = Pick<CoinIdentityView, 'era' | 'gradeLabel' | 'certification' | 'isCertified' | 'isAntiquity'>;

export function computedIdentity(row: IdentityInputs, currentYear: number): ComputedIdentity {
  const certification = certificationOfRow(row);
  return {
    era: effectiveEra(row.year, row.era),
    gradeLabel: gradeLabel(row.grade),
    certification,
    isCertified: certification !== null,
    isAntiquity: isAntiquity(row.yearAd, currentYear),
  };
}
