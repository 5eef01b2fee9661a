import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { FLAG_KINDS, type FlagKind } from '../../../catalog/application/review-queue-view';

export class QueueQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: FLAG_KINDS, description: 'Only listings with this kind of flag (empty: all)' })
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsIn(FLAG_KINDS, { message: `flag must be one of ${FLAG_KINDS.join(', ')}` })
  flag?: FlagKind;
}

export class FlagDto {
  @ApiProperty({ enum: FLAG_KINDS, example: 'contact-details' })
  kind!: string;

  @ApiProperty({ example: 'Contact details in the text: 98765 43210', description: 'In English, for API consumers' })
  detail!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { matches: ['98765 43210'] },
    description:
      'What the screen needs to say it in either language: contact-details {matches}, replica-words {words}, ' +
      'duplicate-photo {coinId, sellerId, sellerName, distance}, price-outlier {price, median, ratio, similar}, genuine-not-confirmed {}, ' +
      'missing-faces {missing: the faces not shown, ["obverse", "reverse"] or one of them}',
  })
  params!: Record<string, unknown>;
}

export class ClaimDto {
  @ApiProperty({ example: 42 })
  coinId!: number;

  @ApiProperty({ example: 1 })
  adminId!: number;

  @ApiProperty({ example: 'Asha Rao' })
  adminName!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-26T08:52:00.000Z' })
  claimedAt!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-26T09:02:00.000Z', description: 'Ten minutes after claimedAt; the claim is free after it' })
  expiresAt!: string;
}

export class QueueItemDto {
  @ApiProperty({ allOf: [{ $ref: '#/components/schemas/CoinDto' }], description: 'The listing as GET /api/admin/coins/pending answers it' })
  coin!: Record<string, unknown>;

  @ApiProperty({ type: [FlagDto] })
  flags!: FlagDto[];

  @ApiProperty({ type: ClaimDto, nullable: true, description: 'The live claim, null when nobody is reviewing it' })
  claim!: ClaimDto | null;

  @ApiProperty({ format: 'date-time', description: 'When it entered the queue (submitted, or resubmitted)' })
  waitingSince!: string;
}

export class QueuePageDto {
  @ApiProperty({ type: [QueueItemDto] })
  items!: QueueItemDto[];

  @ApiProperty({ example: 12, description: 'All listings waiting (with the flag, when filtered), regardless of limit and offset' })
  totalCount!: number;
}

export class AdminDecisionsDto {
  @ApiProperty({ example: 1 })
  adminId!: number;

  @ApiProperty({ example: 'Asha Rao' })
  adminName!: string;

  @ApiProperty({ example: 37 })
  decisions!: number;
}

export class QueueOverviewDto {
  @ApiProperty({ example: 12, description: 'Listings waiting for review' })
  queueSize!: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the longest-waiting listing entered the queue' })
  oldestWaitingSince!: string | null;

  @ApiProperty({ nullable: true, type: Number, example: 5400, description: 'Median seconds from entering the queue to the decision, over the last 7 days' })
  medianDecisionSeconds!: number | null;

  @ApiProperty({ type: [AdminDecisionsDto], description: 'Decisions per admin over the last 7 days, most first' })
  decisionsByAdmin!: AdminDecisionsDto[];

  @ApiProperty({ example: 3, description: 'Reports waiting for an admin (the Reports tab, GET /api/admin/reports)' })
  openReports!: number;
}
