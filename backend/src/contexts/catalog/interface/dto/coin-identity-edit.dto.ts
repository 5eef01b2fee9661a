import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CATALOGUE_REFS_MAX } from '../../domain/catalogue-refs';
import { ERAS } from '../../domain/coin-era';
import { DIAMETER_MM, TEXT_MAX, WEIGHT_GRAMS } from '../../domain/coin-identity';
import { SHELDON_GRADES } from '../../domain/sheldon-grade';
import { CatalogueRefDto, CertificationDto } from './coin-identity.dto';

/** Which coin it is (issue 13) in the admin's JSON edit: fields left out keep their value, null or empty clears one. */
export class CoinIdentityEditDto {
  @ApiPropertyOptional({ example: 'Rupee', nullable: true, type: String, maxLength: TEXT_MAX.denomination })
  @IsOptional()
  @IsString({ message: 'denomination must be text' })
  denomination?: string | null;

  @ApiPropertyOptional({ example: 'British India', nullable: true, type: String, maxLength: TEXT_MAX.issuer })
  @IsOptional()
  @IsString({ message: 'issuer must be text' })
  issuer?: string | null;

  @ApiPropertyOptional({ example: 'Victoria', nullable: true, type: String, maxLength: TEXT_MAX.ruler })
  @IsOptional()
  @IsString({ message: 'ruler must be text' })
  ruler?: string | null;

  @ApiPropertyOptional({ example: 'Bombay', nullable: true, type: String, maxLength: TEXT_MAX.mint })
  @IsOptional()
  @IsString({ message: 'mint must be text' })
  mint?: string | null;

  @ApiPropertyOptional({ enum: ERAS, nullable: true, description: 'The era `year` is written in (AD when none)' })
  @IsOptional()
  @IsString({ message: `era must be one of ${ERAS.join(', ')}` })
  era?: string | null;

  @ApiPropertyOptional({ type: [CatalogueRefDto], maxItems: CATALOGUE_REFS_MAX, description: 'Replaces the references; [] removes them (JSON text is accepted too)' })
  @IsOptional()
  catalogueRefs?: CatalogueRefDto[] | string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 11.66, minimum: WEIGHT_GRAMS.min, maximum: WEIGHT_GRAMS.max, description: 'Grams (a numeric string is accepted too)' })
  @IsOptional()
  weightGrams?: number | string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 30.5, minimum: DIAMETER_MM.min, maximum: DIAMETER_MM.max, description: 'Millimetres (a numeric string is accepted too)' })
  @IsOptional()
  diameterMm?: number | string | null;

  @ApiPropertyOptional({ example: 'Round', nullable: true, type: String, maxLength: TEXT_MAX.shape })
  @IsOptional()
  @IsString({ message: 'shape must be text' })
  shape?: string | null;

  @ApiPropertyOptional({ example: 'Reeded', nullable: true, type: String, maxLength: TEXT_MAX.edge })
  @IsOptional()
  @IsString({ message: 'edge must be text' })
  edge?: string | null;

  @ApiPropertyOptional({ type: 'integer', enum: SHELDON_GRADES, nullable: true, example: 30, description: 'Sheldon scale' })
  @IsOptional()
  grade?: number | string | null;

  @ApiPropertyOptional({ type: CertificationDto, nullable: true, description: 'null removes it (JSON text is accepted too)' })
  @IsOptional()
  certification?: CertificationDto | string | null;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'The seller confirmed the coin is genuine' })
  @IsOptional()
  genuineConfirmed?: boolean | string;
}
