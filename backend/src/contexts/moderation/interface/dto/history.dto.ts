import { ApiProperty } from '@nestjs/swagger';

export class HistoryActorDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Sikka Admin' })
  name!: string;
}

export class ListingHistoryEntryDto {
  @ApiProperty({ example: 2, description: 'Position in the listing stream, from 1' })
  version!: number;

  @ApiProperty({
    enum: ['ListingSubmitted', 'ListingApproved', 'ListingRejected', 'ListingEditedByAdmin', 'ListingResubmitted', 'ListingDetailsEdited', 'ListingResubmittedForReview', 'ListingMarkedSold', 'ListingDeleted', 'ListingReserved', 'ListingReservationReleased', 'ListingClaimed', 'ListingClaimReleased', 'ListingFlagged', 'ListingFlagsCleared'],
    example: 'ListingRejected',
  })
  type!: string;

  @ApiProperty({ format: 'date-time' })
  occurredAt!: string;

  @ApiProperty({ type: HistoryActorDto, nullable: true })
  actor!: HistoryActorDto | null;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { by: 1, reason: 'Blurry photo' } })
  data!: Record<string, unknown>;
}
