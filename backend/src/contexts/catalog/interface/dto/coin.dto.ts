import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';
import { REJECTION_REASON_CODES } from '../../domain/rejection-reasons';

export class SellerDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'Rahul Verma', description: 'Empty when the account no longer exists' })
  name!: string;

  @ApiProperty({ example: 'Mumbai, Maharashtra', nullable: true, type: String })
  location!: string | null;

  @ApiProperty({ example: '2025-03-14T09:30:00.000Z', format: 'date-time', description: 'Member since' })
  createdAt!: string;
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

  @ApiProperty({ example: 3 })
  commentCount!: number;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:15:00.000Z' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:15:00.000Z' })
  updatedAt!: string;

  @ApiProperty({ type: SellerDto })
  seller!: SellerDto;

  @ApiPropertyOptional({ example: false, description: 'Whether you watch it: on one listing (GET /api/coins/{id}) when signed in, and on the watchlist' })
  isWatched?: boolean;
}
