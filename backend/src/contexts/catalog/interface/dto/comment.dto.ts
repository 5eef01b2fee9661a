import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { COMMENT_MAX } from '../../domain/comment-rules';

export class CommentAuthorDto {
  @ApiProperty({ example: 12 })
  id!: number;

  @ApiProperty({ example: 'Priya Sharma', description: 'Empty when the account no longer exists' })
  name!: string;
}

export class CommentDto {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty({ example: 42 })
  coinId!: number;

  @ApiProperty({ example: 12 })
  userId!: number;

  @ApiProperty({ example: 'Is the edge reeded or plain?' })
  content!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: CommentAuthorDto })
  user!: CommentAuthorDto;
}

export class CreateCommentDto {
  @ApiProperty({ example: 'Is the edge reeded or plain?', minLength: 1, maxLength: COMMENT_MAX })
  @IsString({ message: 'Comment cannot be empty' })
  content!: string;

  @ApiPropertyOptional({ example: 42, type: Number, description: 'Ignored: the path names the coin (accepted for older clients)' })
  @IsOptional()
  coinId?: unknown;
}
