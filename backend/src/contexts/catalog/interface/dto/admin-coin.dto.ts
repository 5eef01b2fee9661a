import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';
import { CoinIdentityEditDto } from './coin-identity-edit.dto';

/** spec.md's Edit Coin Listing dialog. */
class AdminEditContentDto {
  @ApiPropertyOptional({ example: '1835 William IV One Rupee' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'description must be text' })
  description?: string;

  @ApiPropertyOptional({
    example: '/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.webp',
    nullable: true,
    type: String,
    description:
      "The cover photo: a picture uploaded to Sikka (a listing's imageUrl, or one of this listing's photos, which moves to the front) " +
      'takes the cover\'s place and role; empty removes the cover (the next photo becomes it). Any other address is a 400',
  })
  @IsOptional()
  imageUrl?: string | null;

  @ApiPropertyOptional({ example: 4500, type: Number, description: 'Whole rupees (a numeric string is accepted too)' })
  @IsOptional()
  price?: number | string;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  category?: string;

  @ApiPropertyOptional({ example: '1835', nullable: true, type: String })
  @IsOptional()
  year?: string | null;

  @ApiPropertyOptional({ enum: METALS, nullable: true })
  @IsOptional()
  metal?: string | null;

  @ApiPropertyOptional({ enum: CONDITIONS })
  @IsOptional()
  @IsString({ message: 'condition must be text' })
  condition?: string;

  @ApiPropertyOptional({ example: 'Mumbai' })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  location?: string;
}

/** The Edit Coin Listing dialog and which coin it is (issue 13); fields left out keep their value, empty year/metal/imageUrl and null identity fields clear them. */
export class AdminEditCoinDto extends IntersectionType(AdminEditContentDto, CoinIdentityEditDto) {}
