import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ID_MAX } from '../../../../platform/kernel/ids';

export const APPROVE_MANY_MAX = 50;

export class ApproveManyDto {
  @ApiProperty({ type: [Number], example: [41, 42, 43], minItems: 1, maxItems: APPROVE_MANY_MAX, description: 'Listings to approve (1-50)' })
  // class-validator checks the decorators from the bottom up (and stops at the first failure).
  @Max(ID_MAX, { each: true, message: 'ids must be listing ids' })
  @Min(1, { each: true, message: 'ids must be listing ids' })
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @ArrayMaxSize(APPROVE_MANY_MAX, { message: `ids must name at most ${APPROVE_MANY_MAX} listings` })
  @ArrayMinSize(1, { message: 'ids must name at least one listing' })
  @IsArray({ message: 'ids must be a list of listing ids' })
  ids!: number[];
}

export class SkippedListingDto {
  @ApiProperty({ example: 43 })
  id!: number;

  @ApiProperty({ enum: ['flagged', 'claimed', 'not-pending', 'not-found'], example: 'flagged', description: 'Why it was not approved' })
  reason!: string;
}

export class ApproveManyResultDto {
  @ApiProperty({ type: [Number], example: [41, 42] })
  approved!: number[];

  @ApiProperty({ type: [SkippedListingDto] })
  skipped!: SkippedListingDto[];
}
