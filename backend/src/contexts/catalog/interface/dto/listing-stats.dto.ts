import { ApiProperty } from '@nestjs/swagger';

export class ListingStatsDto {
  @ApiProperty({ example: 60, description: 'Listings that are not deleted' })
  total!: number;

  @ApiProperty({ example: 50 })
  approved!: number;

  @ApiProperty({ example: 5, description: 'Waiting for review' })
  pending!: number;

  @ApiProperty({ example: 1 })
  rejected!: number;

  @ApiProperty({ example: 4 })
  sold!: number;
}
