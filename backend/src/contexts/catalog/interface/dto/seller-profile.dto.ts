import { ApiProperty } from '@nestjs/swagger';
import { SellerDto } from './coin.dto';

/** A seller's public page header: the seller as listings show them, plus what they have on show. */
export class SellerProfileDto extends SellerDto {
  @ApiProperty({ example: 4, description: 'Approved listings on sale now (not sold, not deleted)' })
  liveListingCount!: number;

  @ApiProperty({ example: 2, description: 'Approved listings marked sold (still shown, as SOLD)' })
  soldListingCount!: number;

  @ApiProperty({
    nullable: true,
    type: Number,
    example: 1800,
    description: 'Median seconds they take to answer a turn in chat over the last 90 days; null when they answered none',
  })
  medianResponseSeconds!: number | null;
}
