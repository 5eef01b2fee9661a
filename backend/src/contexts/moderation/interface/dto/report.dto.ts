import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from '../../domain/report-rules';

export const MAX_ID = 2_147_483_647;

export class FileReportDto {
  @ApiProperty({ enum: REPORT_TARGET_TYPES, example: 'message', description: 'What is reported' })
  @IsIn(REPORT_TARGET_TYPES, { message: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}` })
  targetType!: ReportTargetType;

  @ApiProperty({ example: 120, minimum: 1, description: "The listing's, user's or message's id" })
  @Min(1, { message: 'targetId must be a positive whole number' })
  @Max(MAX_ID, { message: 'targetId must be a positive whole number' })
  @IsInt({ message: 'targetId must be a positive whole number' })
  targetId!: number;

  @ApiProperty({
    enum: REPORT_REASONS,
    example: 'scam',
    description: 'replica (a replica or fake), wrong-description, scam (scam or fraud), offensive, other (a note is then required)',
  })
  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @ApiPropertyOptional({
    maxLength: REPORT_NOTE_MAX,
    nullable: true,
    type: String,
    example: 'The edge lettering does not match a genuine 1835 rupee.',
    description: 'What the moderators should know; required with reason other',
  })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(REPORT_NOTE_MAX, { message: `note must be at most ${REPORT_NOTE_MAX} characters` })
  note?: string | null;
}

export class ReportDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ enum: REPORT_TARGET_TYPES, example: 'listing' })
  targetType!: ReportTargetType;

  @ApiProperty({ example: 42 })
  targetId!: number;

  @ApiProperty({ enum: REPORT_REASONS, example: 'replica' })
  reason!: ReportReason;

  @ApiProperty({ nullable: true, type: String, example: 'The edge lettering does not match a genuine 1835 rupee.' })
  note!: string | null;

  @ApiProperty({ enum: ['open', 'resolved'], example: 'open' })
  status!: 'open' | 'resolved';

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
