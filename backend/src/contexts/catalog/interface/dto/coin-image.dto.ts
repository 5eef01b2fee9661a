import { ApiProperty } from '@nestjs/swagger';
import { PHOTO_ROLES } from '../../domain/coin-photo';

/** One photo of a listing, with its sized copies (decisions/0075). */
export class CoinImageDto {
  @ApiProperty({ format: 'uuid', example: '0d9c1f4e-2b7a-4c61-9f0e-8a3b5d2c7e10', description: 'Unique within the listing; PATCH /api/coins/{id} reorders and removes photos by it' })
  id!: string;

  @ApiProperty({ enum: PHOTO_ROLES, example: 'obverse', description: 'Which face or part of the coin it shows' })
  role!: string;

  @ApiProperty({ example: '/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.jpg', description: 'The full-size picture (at most 2048 px on its long edge) in its own format' })
  url!: string;

  @ApiProperty({ type: 'integer', nullable: true, example: 1600, description: 'Pixels; null only for a picture stored before sizes were measured' })
  width!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 1600, description: 'Pixels; null only for a picture stored before sizes were measured' })
  height!: number | null;

  @ApiProperty({
    example: '/uploads/coins/2b1f…-320w.webp 320w, /uploads/coins/2b1f…-640w.webp 640w, /uploads/coins/2b1f…-1280w.webp 1280w, /uploads/coins/2b1f…-2048w.webp 1600w',
    description: 'WebP copies 320, 640, 1280 and 2048 px wide as an HTML srcset (a copy is never wider than the picture: the widest names its real width)',
  })
  srcset!: string;

  @ApiProperty({ example: '/uploads/coins/2b1f…-320w.jpg 320w, /uploads/coins/2b1f…-640w.jpg 640w, …', description: 'The same copies in JPEG, for browsers without WebP' })
  jpegSrcset!: string;
}
