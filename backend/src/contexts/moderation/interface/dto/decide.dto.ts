import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { REJECTION_REASON_MAX } from '../../../catalog/application/commands/review-listing.command';

export class DecideListingDto {
  @ApiProperty({ example: true, description: 'true approves (the listing goes live), false rejects' })
  @IsBoolean({ message: 'approved must be true or false' })
  approved!: boolean;

  @ApiPropertyOptional({ example: 'The photo does not show the reverse side.', maxLength: REJECTION_REASON_MAX, description: 'Shown to the seller when rejecting' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REJECTION_REASON_MAX, { message: `reason must be at most ${REJECTION_REASON_MAX} characters` })
  reason?: string;
}
