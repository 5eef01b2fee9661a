import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CATALOGUE_REFS_MAX } from '../../domain/catalogue-refs';
import { CERTIFICATION_SERVICES } from '../../domain/certification';
import { ERAS } from '../../domain/coin-era';
import { DIAMETER_MM, TEXT_MAX, WEIGHT_GRAMS } from '../../domain/coin-identity';

const SUGGESTED = 'Free text; suggestions in GET /api/coin-vocabulary. Empty: none';

/**
 * Which coin it is (issue 13), as text fields of the listing form (multipart): all optional; empty
 * means not given. catalogueRefs and certification travel as JSON text.
 */
export class CoinIdentityFormDto {
  @ApiPropertyOptional({ example: 'Rupee', maxLength: TEXT_MAX.denomination, description: SUGGESTED })
  @IsOptional()
  @IsString({ message: 'denomination must be text' })
  denomination?: string;

  @ApiPropertyOptional({ example: 'British India', maxLength: TEXT_MAX.issuer, description: SUGGESTED })
  @IsOptional()
  @IsString({ message: 'issuer must be text' })
  issuer?: string;

  @ApiPropertyOptional({ example: 'Victoria', maxLength: TEXT_MAX.ruler, description: `${SUGGESTED}. Names the ruler of a regnal year (era RY)` })
  @IsOptional()
  @IsString({ message: 'ruler must be text' })
  ruler?: string;

  @ApiPropertyOptional({ example: 'Bombay', maxLength: TEXT_MAX.mint, description: SUGGESTED })
  @IsOptional()
  @IsString({ message: 'mint must be text' })
  mint?: string;

  @ApiPropertyOptional({
    enum: ERAS,
    description: 'The era `year` is written in (AD when left out); year must then be one of its years: AD 1 to this year, AH 1-1500, VS 1-2200, SE 1-2000, FE 1-1500, RY 1-70',
  })
  @IsOptional()
  @IsString({ message: `era must be one of ${ERAS.join(', ')}` })
  era?: string;

  @ApiPropertyOptional({
    type: String,
    example: '[{"catalogue":"KM","number":"473.1"}]',
    description: `JSON text: an array of at most ${CATALOGUE_REFS_MAX} {catalogue (1-30 characters), number (1-20)}`,
  })
  @IsOptional()
  catalogueRefs?: string;

  @ApiPropertyOptional({ type: String, example: '11.66', description: `Grams, ${WEIGHT_GRAMS.min}-${WEIGHT_GRAMS.max}, at most 2 decimals` })
  @IsOptional()
  @IsString({ message: `weightGrams must be between ${WEIGHT_GRAMS.min} and ${WEIGHT_GRAMS.max}` })
  weightGrams?: string;

  @ApiPropertyOptional({ type: String, example: '30.5', description: `Millimetres, ${DIAMETER_MM.min}-${DIAMETER_MM.max}, at most 1 decimal` })
  @IsOptional()
  @IsString({ message: `diameterMm must be between ${DIAMETER_MM.min} and ${DIAMETER_MM.max}` })
  diameterMm?: string;

  @ApiPropertyOptional({ example: 'Round', maxLength: TEXT_MAX.shape, description: SUGGESTED })
  @IsOptional()
  @IsString({ message: 'shape must be text' })
  shape?: string;

  @ApiPropertyOptional({ example: 'Reeded', maxLength: TEXT_MAX.edge, description: SUGGESTED })
  @IsOptional()
  @IsString({ message: 'edge must be text' })
  edge?: string;

  @ApiPropertyOptional({ type: String, example: '30', description: 'Sheldon grade: 1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 53, 55, 58, 60-70' })
  @IsOptional()
  @IsString({ message: 'grade must be a Sheldon grade (1-70)' })
  grade?: string;

  @ApiPropertyOptional({
    type: String,
    example: '{"service":"NGC","serviceName":null,"number":"4321987-001"}',
    description:
      `JSON text: {service: ${CERTIFICATION_SERVICES.join(' | ')}, serviceName (2-60 characters, only for other), number (4-30 letters, digits, '-', '/', '.')}. ` +
      'A certificate may be on one live listing only (409 otherwise)',
  })
  @IsOptional()
  certification?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'The seller confirms the coin is genuine — not a replica, restrike or fantasy piece. Left out or false: the listing is flagged for the admin',
  })
  @IsOptional()
  @IsString({ message: 'genuineConfirmed must be true or false' })
  genuineConfirmed?: string;
}
