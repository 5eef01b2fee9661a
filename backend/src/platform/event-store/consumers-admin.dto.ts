import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../http/page-query.dto';

const PARKED_FILTERS = ['unresolved', 'resolved', 'all'] as const;

export class ConsumerStatusDto {
  @ApiProperty({ example: 'offers.withdraw-when-listing-gone', description: 'The consumer’s unique name: the key of its checkpoint, its lock and its parked events' })
  name!: string;

  @ApiProperty({ type: [String], example: ['ListingMarkedSold', 'ListingDeleted'], description: 'The event types it handles; it passes the others over' })
  eventTypes!: string[];

  @ApiProperty({ type: 'integer', nullable: true, example: 1842, description: 'Global position of the last event it is done with (its checkpoint); null before it first ran' })
  position!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '90211',
    description: 'PostgreSQL transaction id (xid8, as a decimal string) of that event: events are read in (transactionId, position) order; null before it first ran',
  })
  transactionId!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When its checkpoint last moved' })
  checkpointAt!: string | null;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description:
      'Committed events after its checkpoint, of every type (counted up to 1,000,000). It grows while the consumer is stopped, slow, or held back by a long-running writing transaction',
  })
  lag!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Events it parked after its handler kept failing, not yet resolved by a retry' })
  parked!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'sikka-consumer worker-1 4711',
    description: 'The process that runs it now (host and process id); null when no process runs it (no worker, or one is taking it over)',
  })
  holder!: string | null;
}

export class ParkedEventsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PARKED_FILTERS, default: 'unresolved', description: 'Still parked, resolved by a retry, or both' })
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsIn(PARKED_FILTERS, { message: `status must be one of ${PARKED_FILTERS.join(', ')}` })
  status: (typeof PARKED_FILTERS)[number] = 'unresolved';

  @ApiPropertyOptional({ maxLength: 200, description: 'Only this consumer’s parked events' })
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsString({ message: 'consumer must be text' })
  @MaxLength(200, { message: 'consumer must be at most 200 characters' })
  consumer?: string;
}

export class ParkedEventDto {
  @ApiProperty({ type: 'integer', example: 3 })
  id!: number;

  @ApiProperty({ example: 'offers.withdraw-when-listing-gone' })
  consumer!: string;

  @ApiProperty({ type: 'integer', example: 1843, description: 'The event’s global position' })
  position!: number;

  @ApiProperty({ example: '90214', description: 'The event’s transaction id (xid8, as a decimal string)' })
  transactionId!: string;

  @ApiProperty({ example: 'listing-42' })
  streamId!: string;

  @ApiProperty({ example: 'ListingMarkedSold' })
  eventType!: string;

  @ApiProperty({ example: 'Error: connection refused', description: 'The last failure: the error’s class and message' })
  error!: string;

  @ApiProperty({ type: 'integer', example: 3, description: 'Tries so far: the consumer’s and the admins’ retries' })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  parkedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an admin last retried it' })
  retriedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a retry handled it; null while it is still parked' })
  resolvedAt!: string | null;
}

export class ParkedEventsPageDto {
  @ApiProperty({ type: [ParkedEventDto] })
  items!: ParkedEventDto[];

  @ApiProperty({ type: 'integer', example: 1, description: 'All parked events that match, regardless of limit and offset' })
  totalCount!: number;
}
