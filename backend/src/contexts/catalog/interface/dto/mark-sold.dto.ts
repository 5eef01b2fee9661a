import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `PATCH /api/coins/{id}/sold`: spec.md's empty body, or the conversation whose buyer bought the coin. */
export class MarkSoldDto {
  @ApiPropertyOptional({
    example: 12,
    description:
      "One of this coin's conversations (you are its seller): the coin was sold to that conversation's buyer, and the two of you may rate each other (`POST /api/coins/{id}/review`). Not while an accepted offer reserves the coin (409): that offer is the deal.",
  })
  @IsOptional()
  @IsInt({ message: 'conversationId must be a whole number' })
  @Min(1, { message: 'conversationId must be a positive whole number' })
  @Max(2147483647, { message: 'conversationId is too large' })
  conversationId?: number;
}
