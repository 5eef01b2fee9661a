import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';
import { RUPEES_MAX, RUPEES_MIN } from '../../../../platform/kernel/money';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, LOCATION_MAX, TITLE_MAX, TITLE_MIN } from '../../domain/listing-rules';
import { CoinIdentityFormDto } from './coin-identity-form.dto';

/** spec.md's listing form. */
class ListingFormDto {
  @ApiProperty({ example: '1835 William IV One Rupee', minLength: TITLE_MIN, maxLength: TITLE_MAX })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  title?: string;

  @ApiProperty({ example: 'Silver rupee, Calcutta mint, 11.66 g. Light toning, sharp portrait.', minLength: DESCRIPTION_MIN, maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  description?: string;

  @ApiProperty({ example: '4500', minimum: RUPEES_MIN, maximum: RUPEES_MAX, description: 'Whole rupees' })
  @IsOptional()
  @IsString({ message: 'price must be a whole number of rupees' })
  price?: string;

  @ApiProperty({ enum: CATEGORIES, description: 'A slug or a display name ("East India Company")' })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  category?: string;

  @ApiProperty({ enum: CONDITIONS, description: 'A slug or a display name ("Very Good")' })
  @IsOptional()
  @IsString({ message: 'condition must be text' })
  condition?: string;

  @ApiProperty({ example: 'Mumbai', maxLength: LOCATION_MAX })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  location?: string;

  @ApiPropertyOptional({ example: '1835' })
  @IsOptional()
  @IsString({ message: 'year must be text' })
  year?: string;

  @ApiPropertyOptional({ enum: METALS })
  @IsOptional()
  @IsString({ message: 'metal must be text' })
  metal?: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (checked by content), at most 5 MB; re-encoded without metadata' })
  image?: unknown;
}

/**
 * The listing form, sent as multipart/form-data: spec.md's fields and which coin it is (issue 13).
 * Fields are checked by the Catalog's rules so the messages match the form's ("Title is required",
 * "Price must be at least ₹1", "weightGrams must be between 0.01 and 500" …).
 */
export class CreateCoinDto extends IntersectionType(ListingFormDto, CoinIdentityFormDto) {}

/** The owner's edit of their listing: any subset of the form's fields. */
export class ReviseCoinDto extends PartialType(CreateCoinDto) {}
