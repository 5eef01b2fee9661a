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

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (checked by content), at most 5 MB; re-encoded without metadata. The cover photo' })
  image?: unknown;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'More photos, the field repeated once per file, each checked like image; with image at most 8 in all, image first (decisions/0075)',
  })
  images?: unknown[];
}

/** Which face each uploaded photo of a new listing shows. */
class PhotoRolesFormDto {
  @ApiPropertyOptional({
    type: String,
    example: '["obverse","reverse","edge"]',
    description:
      'JSON text (an array in a JSON body): one role (obverse, reverse, edge, other) per uploaded file, image first then images in the order sent. ' +
      'Without it the first photo is the obverse, the second the reverse, the rest other. At most one obverse and one reverse',
  })
  // JSON text or an array, read by the Catalog's rules (photo-roles.ts) so the messages name imageRoles.
  @IsOptional()
  imageRoles?: unknown;
}

/** The owner's rearrangement of a listing's photos. */
class PhotoOrderFormDto {
  @ApiPropertyOptional({
    type: String,
    example: '[{"id":"0d9c1f4e-2b7a-4c61-9f0e-8a3b5d2c7e10","role":"obverse"},{"upload":0,"role":"reverse"}]',
    description:
      'JSON text (an array in a JSON body): the listing\'s whole new list of photos in order (the first is the cover). {id, role?} keeps a photo it has (role unchanged when left out); ' +
      '{upload: n, role?} places the n-th file (from 0) of images in this request (role other when left out). Photos not listed are removed; [] removes them all. ' +
      'Without photos, files sent in images are added after the current photos, and image replaces the cover. At most 8',
  })
  // JSON text or an array, read by the Catalog's rules (photo-edit.ts) so the messages name photos.
  @IsOptional()
  photos?: unknown;
}

/**
 * The listing form, sent as multipart/form-data: spec.md's fields and which coin it is (issue 13).
 * Fields are checked by the Catalog's rules so the messages match the form's ("Title is required",
 * "Price must be at least ₹1", "weightGrams must be between 0.01 and 500" …).
 */
export class CreateCoinDto extends IntersectionType(ListingFormDto, CoinIdentityFormDto, PhotoRolesFormDto) {}

/** The owner's edit of their listing: any subset of the form's fields. */
export class ReviseCoinDto extends IntersectionType(PartialType(IntersectionType(ListingFormDto, CoinIdentityFormDto)), PhotoOrderFormDto) {}
