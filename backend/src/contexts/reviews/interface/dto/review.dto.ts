import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, Max, Min } from 'class-validator';
import { COMMENT_MAX, COMMENT_MIN } from '../../domain/review-rules';

export class PostReviewDto {
  /** Checked by the domain's rules (review-rules.ts), which name the field. */
  @ApiProperty({
    minimum: 1,
    maximum: 5,
    example: 5,
    description: 'Whole stars, 1 to 5',
  })
  @Allow()
  rating!: number;

  @ApiPropertyOptional({
    minLength: COMMENT_MIN,
    maxLength: COMMENT_MAX,
    nullable: true,
    type: String,
    example: 'Coin exactly as described, packed with care.',
  })
  @Allow()
  comment?: string | null;
}

export class ReviewPartyDto {
  @ApiProperty({ example: 8 })
  id!: number;

  @ApiProperty({ example: 'Ananya Iyer' })
  name!: string;
}

export class ReviewCoinDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: '1835 William IV One Rupee' })
  title!: string;
}

export class ReviewDto {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: 19, nullable: true, type: Number, description: 'The accepted offer rated; null for a coin its seller marked sold to a conversation\'s buyer (then see coin)' })
  offerId!: number | null;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  rating!: number;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Coin exactly as described, packed with care.',
  })
  comment!: string | null;

  @ApiProperty({
    enum: ['buyer', 'seller'],
    description: 'What the reviewed person was in the deal',
  })
  revieweeRole!: 'buyer' | 'seller';

  @ApiProperty({ type: ReviewPartyDto })
  reviewer!: ReviewPartyDto;

  @ApiProperty({ type: ReviewCoinDto })
  coin!: ReviewCoinDto;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class OwnReviewDto {
  @ApiProperty({ type: ReviewDto, nullable: true, description: 'null while you have not rated this deal' })
  review!: ReviewDto | null;

  @ApiProperty({ example: 8, description: 'The other party of the deal: the one you rate' })
  counterpartId!: number;
}

export class ReviewsPageDto {
  @ApiProperty({ type: [ReviewDto] })
  items!: ReviewDto[];

  @ApiProperty({ example: 12, description: 'Reviews received in all' })
  total!: number;

  @ApiProperty({
    nullable: true,
    type: Number,
    example: 4.8,
    description: 'Average stars to one decimal; null before the first review',
  })
  averageRating!: number | null;

  @ApiProperty({ example: 12 })
  reviewCount!: number;
}

export class ReviewsPageQueryDto {
  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 50 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be between 1 and 50' })
  @Max(50, { message: 'limit must be between 1 and 50' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 100000 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(100_000, { message: 'offset must be at most 100000' })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;
}
