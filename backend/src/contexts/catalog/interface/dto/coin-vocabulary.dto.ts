import { ApiProperty } from '@nestjs/swagger';

export class VocabularyNameDto {
  @ApiProperty({ example: 'Rupee' })
  en!: string;

  @ApiProperty({ example: 'रुपया', description: 'As a Hindi-speaking collector writes it (Devanagari)' })
  hi!: string;
}

export class VocabularyRulerDto extends VocabularyNameDto {
  @ApiProperty({ example: 'Mughal Empire', description: 'The `en` of an entry of issuers' })
  issuer!: string;

  @ApiProperty({ example: 1556, description: 'Year of accession (AD): regnal year 1' })
  reignFrom!: number;

  @ApiProperty({ example: 1605 })
  reignTo!: number;
}

export class CoinVocabularyDto {
  @ApiProperty({ type: [VocabularyRulerDto], example: [{ en: 'Akbar', hi: 'अकबर', issuer: 'Mughal Empire', reignFrom: 1556, reignTo: 1605 }] })
  rulers!: VocabularyRulerDto[];

  @ApiProperty({ type: [VocabularyNameDto], example: [{ en: 'Surat', hi: 'सूरत' }] })
  mints!: VocabularyNameDto[];

  @ApiProperty({ type: [VocabularyNameDto], example: [{ en: 'Mohur', hi: 'मोहर' }] })
  denominations!: VocabularyNameDto[];

  @ApiProperty({ type: [VocabularyNameDto], example: [{ en: 'Mughal Empire', hi: 'मुग़ल साम्राज्य' }] })
  issuers!: VocabularyNameDto[];

  @ApiProperty({ type: [String], example: ['KM', 'Pridmore', 'Prigg', 'Rajgor', 'Numista', 'Craig'] })
  catalogues!: string[];

  @ApiProperty({ type: [VocabularyNameDto], example: [{ en: 'Round', hi: 'गोल' }] })
  shapes!: VocabularyNameDto[];

  @ApiProperty({ type: [VocabularyNameDto], example: [{ en: 'Reeded', hi: 'धारीदार किनारा' }] })
  edges!: VocabularyNameDto[];
}
