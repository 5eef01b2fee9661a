import { ApiProperty } from '@nestjs/swagger';
import { CoinDto } from './coin.dto';

export class WatchStateDto {
  @ApiProperty({ example: 42 })
  coinId!: number;

  @ApiProperty({ example: true, description: 'Whether you now watch it' })
  watched!: boolean;
}

/** On the watchlist, isWatched is always true. */
export class WatchedCoinDto extends CoinDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-26T08:15:00.000Z', description: 'When you started watching it' })
  watchedAt!: string;
}

export class MyCoinDto extends CoinDto {
  @ApiProperty({ example: 3, description: 'How many people watch this listing' })
  watcherCount!: number;
}
