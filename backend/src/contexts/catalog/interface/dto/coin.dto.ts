import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';
import { ERAS } from '../../domain/coin-era';
import { REJECTION_REASON_CODES } from '../../domain/rejection-reasons';
import { SHELDON_GRADES } from '../../domain/sheldon-grade';
import { CoinImageDto } from './coin-image.dto';
import { CatalogueRefDto, CertificationDto } from './coin-identity.dto';

export class SellerDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'Rahul Verma', description: 'Empty when the account no longer exists' })
  name!: string;

  @ApiProperty({ example: 'Mumbai, Maharashtra', nullable: true, type: String })
  location!: string | null;

  @ApiProperty({ example: '2025-03-14T09:30:00.000Z', format: 'date-time', description: 'Member since' })
  createdAt!: string;

  @ApiProperty({ example: true, description: 'Their mobile number was verified with a code sent by SMS (the "Phone verified" badge)' })
  phoneVerified!: boolean;

  @ApiProperty({ nullable: true, type: Number, example: 4.8, description: 'Average stars from deals, one decimal; null before the first rating' })
  averageRating!: number | null;

  @ApiProperty({ example: 12, description: 'Ratings received after deals' })
  reviewCount!: number;

  @ApiProperty({ example: 9, description: 'Accepted offers as the seller, not released' })
  completedDeals!: number;

  @ApiProperty({ example: false, description: '"Verified seller": phone verified, at least 3 completed deals, average 4.5 or more, 30 days on Sikka' })
  verifiedSeller!: boolean;
}

export class CoinDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: '1835 William IV One Rupee' })
  title!: string;

  @ApiProperty({ example: 'Silver rupee of the East India Company, Calcutta mint. 11.66 g, 30.5 mm. Light toning.' })
  description!: string;

  @ApiProperty({ example: 4500, description: 'Whole rupees (INR)' })
  price!: number;

  @ApiProperty({ enum: CATEGORIES, example: 'british-india' })
  category!: string;

  @ApiProperty({ enum: CONDITIONS, example: 'very-fine' })
  condition!: string;

  @ApiProperty({ enum: METALS, nullable: true, example: 'silver' })
  metal!: string | null;

  @ApiProperty({ example: '1835', nullable: true, type: String })
  year!: string | null;

  @ApiProperty({ example: '/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.webp', nullable: true, type: String })
  imageUrl!: string | null;

  @ApiProperty({ type: [CoinImageDto], description: 'Its photos in the seller\'s order, at most 8; the first is the cover (imageUrl). Empty without photos' })
  images!: CoinImageDto[];

  @ApiProperty({ example: 'Mumbai' })
  location!: string;

  @ApiProperty({ example: 7 })
  sellerId!: number;

  @ApiProperty({ example: true, description: 'Approved by an admin and live (Verified)' })
  isApproved!: boolean;

  @ApiProperty({ example: false })
  isSold!: boolean;

  @ApiProperty({ example: false, description: 'An offer on it was accepted: no new offers until the seller marks it sold or releases it' })
  isReserved!: boolean;

  @ApiProperty({ enum: ['pending', 'approved', 'rejected'], example: 'approved' })
  status!: string;

  @ApiProperty({ example: null, nullable: true, type: String, description: "Why an admin rejected it; only shown to the seller and admins" })
  rejectionReason!: string | null;

  @ApiProperty({
    enum: REJECTION_REASON_CODES,
    nullable: true,
    example: null,
    description: "The reason chosen from the catalogue when it was rejected, for the seller's screens to say in their language; null for a free-text reason. Only shown to the seller and admins",
  })
  rejectionReasonCode!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: "The admin's note with the reason code; only shown to the seller and admins" })
  rejectionNote!: string | null;

  @ApiProperty({ example: false, description: 'Out of public sight: hidden by the moderators, or its seller is suspended. Only its seller and admins see a hidden listing' })
  isHidden!: boolean;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why the moderators hid it; null when they did not. Only shown to the seller and admins' })
  hiddenReason!: string | null;

  @ApiProperty({ example: false, description: 'Its seller is suspended: hidden until the suspension ends or is lifted' })
  sellerSuspended!: boolean;

  @ApiProperty({ example: 3 })
  commentCount!: number;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:15:00.000Z' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:15:00.000Z' })
  updatedAt!: string;

  @ApiProperty({ type: SellerDto })
  seller!: SellerDto;

  @ApiProperty({ example: 'Rupee', nullable: true, type: String, description: 'Which coin it is: its denomination (free text)' })
  denomination!: string | null;

  @ApiProperty({ example: 'British India', nullable: true, type: String, description: 'Who issued it (free text)' })
  issuer!: string | null;

  @ApiProperty({ example: 'Victoria', nullable: true, type: String, description: 'The ruler named on it (free text)' })
  ruler!: string | null;

  @ApiProperty({ example: 'Bombay', nullable: true, type: String, description: 'Where it was struck (free text)' })
  mint!: string | null;

  @ApiProperty({ enum: ERAS, nullable: true, example: 'AD', description: 'The era `year` is written in: null without a year, AD when it was given without one' })
  era!: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 1862,
    description:
      'The AD year, from the first whole number of `year` and its era (AH: floor(n × 0.970224 + 621.5643); VS: n − 57; SE: n + 78; FE: n + 590; ' +
      "RY: the ruler's accession year + n − 1 when the curated list knows the ruler); null when it cannot be told",
  })
  yearAd!: number | null;

  @ApiProperty({ type: [CatalogueRefDto], description: 'Catalogue references, at most 5' })
  catalogueRefs!: CatalogueRefDto[];

  @ApiProperty({ type: Number, nullable: true, example: 11.66, description: 'Grams (0.01-500)' })
  weightGrams!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 30.5, description: 'Millimetres (1-150)' })
  diameterMm!: number | null;

  @ApiProperty({ example: 'Round', nullable: true, type: String })
  shape!: string | null;

  @ApiProperty({ example: 'Reeded', nullable: true, type: String })
  edge!: string | null;

  @ApiProperty({ type: 'integer', enum: SHELDON_GRADES, nullable: true, example: 30, description: 'Sheldon scale' })
  grade!: number | null;

  @ApiProperty({ example: 'VF-30', nullable: true, type: String, description: 'The grade as collectors write it (PO-1 … MS-70); null without a grade' })
  gradeLabel!: string | null;

  @ApiProperty({ type: CertificationDto, nullable: true, description: "A grading service's certificate; null when not certified" })
  certification!: CertificationDto | null;

  @ApiProperty({ example: false, description: 'certification is not null' })
  isCertified!: boolean;

  @ApiProperty({ example: true, description: 'The seller confirmed the coin is genuine: not a replica, restrike or fantasy piece' })
  genuineConfirmed!: boolean;

  @ApiProperty({ example: true, description: "More than 100 years old by yearAd: an antiquity under India's Antiquities and Art Treasures Act, 1972" })
  isAntiquity!: boolean;

  @ApiPropertyOptional({ example: false, description: 'Whether you watch it: on one listing (GET /api/coins/{id}) when signed in, and on the watchlist' })
  isWatched?: boolean;
}
