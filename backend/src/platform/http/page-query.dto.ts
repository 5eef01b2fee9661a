import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** limit/offset paging of admin lists: at most 500 rows a page, 100 by default. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 100, minimum: 1, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be between 1 and 500' })
  @Max(500, { message: 'limit must be between 1 and 500' })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = 100;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 1_000_000_000 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(1_000_000_000, { message: 'offset must be at most 1000000000' })
  @IsInt({ message: 'offset must be a whole number' })
  offset: number = 0;
}
