import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, REJECTION_REASON_MAX } from '../../../catalog/application/commands/review-listing.command';
import type { AdminListingChanges } from '../../../catalog/application/commands/admin-edit-listing.command';

export class DecideListingDto {
  @ApiProperty({ example: true, description: 'true approves (the listing goes live), false rejects' })
  @IsBoolean({ message: 'approved must be true or false' })
  approved!: boolean;

  @ApiPropertyOptional({ example: 'The photo does not show the reverse side.', maxLength: REJECTION_REASON_MAX, description: 'Shown to the seller when rejecting (free text; or send reasonCode and note instead)' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REJECTION_REASON_MAX, { message: `reason must be at most ${REJECTION_REASON_MAX} characters` })
  reason?: string;

  @ApiPropertyOptional({
    enum: REJECTION_REASON_CODES,
    example: 'unclear-photos',
    description: "Rejections: the reason from the catalogue, which the seller's screens say in their language",
  })
  @IsOptional()
  @IsIn(REJECTION_REASON_CODES, { message: `reasonCode must be one of ${REJECTION_REASON_CODES.join(', ')}` })
  reasonCode?: string;

  @ApiPropertyOptional({ example: 'Please show the reverse side too.', maxLength: REJECTION_NOTE_MAX, description: "Rejections: the admin's note with reasonCode (1-500 characters; required with other)" })
  @IsOptional()
  @MaxLength(REJECTION_NOTE_MAX, { message: `note must be at most ${REJECTION_NOTE_MAX} characters` })
  @IsString({ message: 'note must be text' })
  note?: string;

  @ApiPropertyOptional({
    allOf: [{ $ref: '#/components/schemas/AdminEditCoinDto' }],
    description: 'Approvals: the admin edit of PATCH /api/admin/coins/{id}, applied before approving (recorded in the same step)',
  })
  @IsOptional()
  @IsObject({ message: 'edit must be an object with the fields to change' })
  edit?: AdminListingChanges;
}
