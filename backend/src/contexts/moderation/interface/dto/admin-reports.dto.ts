import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { ACTION_REASON_MAX, ACTION_REASON_MIN, REPORT_ACTIONS, REPORT_TARGET_TYPES, SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN, type ReportTargetType } from '../../domain/report-rules';
import { MAX_ID, ReportDto } from './report.dto';

const STATUSES = ['open', 'resolved'] as const;

export class ReportsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATUSES, default: 'open', description: 'Targets with open reports (default) or with resolved ones' })
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsIn(STATUSES, { message: 'status must be one of open, resolved' })
  status?: 'open' | 'resolved';
}

export class ActOnReportsDto {
  @ApiProperty({ enum: REPORT_TARGET_TYPES, example: 'listing' })
  @IsIn(REPORT_TARGET_TYPES, { message: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}` })
  targetType!: ReportTargetType;

  @ApiProperty({ example: 42, minimum: 1 })
  @Min(1, { message: 'targetId must be a positive whole number' })
  @Max(MAX_ID, { message: 'targetId must be a positive whole number' })
  @IsInt({ message: 'targetId must be a positive whole number' })
  targetId!: number;

  /** Checked by the domain's rules (report-rules.ts), which name the field. */
  @ApiProperty({
    enum: REPORT_ACTIONS,
    example: 'dismiss',
    description: "dismiss; hide-listing (a reported listing only); suspend-user (the listing's seller, the message's sender or the reported user)",
  })
  @Allow()
  action!: string;

  @ApiProperty({
    minLength: ACTION_REASON_MIN,
    maxLength: ACTION_REASON_MAX,
    example: 'Sold replicas as genuine after a warning.',
    description: 'Recorded in the history; shown to the person for a hidden listing or a suspension',
  })
  @Allow()
  reason!: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: SUSPENSION_DAYS_MIN, maximum: SUSPENSION_DAYS_MAX, example: 7, description: 'suspend-user only: whole days, 1-365' })
  @Allow()
  days?: number | null;
}

export class PersonRefDto {
  @ApiProperty({ example: 8 })
  id!: number;

  @ApiProperty({ example: 'Rahul Verma' })
  name!: string;
}

export class ReportedPersonDto extends PersonRefDto {
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The end of a suspension in force' })
  suspendedUntil!: string | null;
}

export class AdminReportDto extends ReportDto {
  @ApiProperty({ type: PersonRefDto })
  reporter!: PersonRefDto;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  resolvedAt!: string | null;
}

export class ReportActionDto {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ enum: REPORT_ACTIONS, example: 'suspend-user' })
  action!: string;

  @ApiProperty({ example: 'Sold replicas as genuine after a warning.' })
  reason!: string;

  @ApiProperty({ type: PersonRefDto, description: 'The admin who acted' })
  admin!: PersonRefDto;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: PersonRefDto, nullable: true, description: 'suspend-user: who was suspended' })
  suspendedUser!: PersonRefDto | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'suspend-user: when the suspension ends' })
  suspendedUntil!: string | null;

  @ApiProperty({ example: 2, description: 'How many open reports it resolved' })
  reportsResolved!: number;
}

export class ReportedListingDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: '1835 William IV One Rupee' })
  title!: string;

  @ApiProperty({ nullable: true, type: String, example: '/uploads/coin-42.jpg' })
  imageUrl!: string | null;

  @ApiProperty({ example: 4500, description: 'Rupees' })
  price!: number;

  @ApiProperty({ enum: ['pending', 'live', 'reserved', 'sold', 'hidden', 'deleted'], description: 'hidden: by the moderators, or its seller is suspended' })
  status!: string;

  @ApiProperty({ type: ReportedPersonDto })
  seller!: ReportedPersonDto;
}

export class ReportedUserDto {
  @ApiProperty({ example: 8 })
  id!: number;

  @ApiProperty({ example: 'Rahul Verma' })
  name!: string;

  @ApiProperty({ format: 'date-time' })
  joinedAt!: string;

  @ApiProperty({ example: true, description: 'Their mobile number is verified' })
  phoneVerified!: boolean;

  @ApiProperty({ example: 4, description: 'Their approved listings, sold ones included' })
  listingCount!: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The end of a suspension in force' })
  suspendedUntil!: string | null;
}

export class ReportedMessageListingDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: '1835 William IV One Rupee' })
  title!: string;
}

export class ReportedMessageDto {
  @ApiProperty({ example: 120 })
  id!: number;

  @ApiProperty({ example: 'Pay me outside the app and I will send it.', description: 'As written (contact details are not hidden from moderators)' })
  text!: string;

  @ApiProperty({ format: 'date-time' })
  sentAt!: string;

  @ApiProperty({ type: ReportedPersonDto })
  sender!: ReportedPersonDto;

  @ApiProperty({ example: 17 })
  conversationId!: number;

  @ApiProperty({ type: ReportedMessageListingDto, description: "The conversation's listing" })
  listing!: ReportedMessageListingDto;
}

export class ReportGroupDto {
  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @ApiProperty({ example: 42 })
  targetId!: number;

  @ApiProperty({ type: ReportedListingDto, nullable: true, description: 'For a reported listing (null otherwise, or when it no longer exists)' })
  listing!: ReportedListingDto | null;

  @ApiProperty({ type: ReportedUserDto, nullable: true, description: 'For a reported user' })
  user!: ReportedUserDto | null;

  @ApiProperty({ type: ReportedMessageDto, nullable: true, description: 'For a reported message' })
  message!: ReportedMessageDto | null;

  @ApiProperty({ type: [AdminReportDto], description: 'The reports of the asked status, oldest first' })
  reports!: AdminReportDto[];

  @ApiProperty({ type: [ReportActionDto], description: 'Every action taken on this target, newest first' })
  history!: ReportActionDto[];
}

export class ReportsPageDto {
  @ApiProperty({ type: [ReportGroupDto] })
  items!: ReportGroupDto[];

  @ApiProperty({ example: 3, description: 'Targets with reports of the asked status, regardless of limit and offset' })
  totalCount!: number;
}

export class ReportActionResultDto {
  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @ApiProperty({ example: 42 })
  targetId!: number;

  @ApiProperty({ example: 2, description: 'Open reports this call resolved; 0 when they were already resolved (a retried action changes nothing)' })
  resolvedReports!: number;

  @ApiProperty({ type: ReportActionDto, nullable: true, description: 'The action recorded now, or the latest one when nothing was left to resolve' })
  action!: ReportActionDto | null;
}
