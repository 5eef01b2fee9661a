import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ID_MAX } from '../../../../platform/kernel/ids';
import { NOTIFICATION_TYPES, NotificationParams, NotificationType } from '../../application/commands/notify-users.command';
import { READ_IDS_MAX } from '../../domain/read-target';

export const NOTIFICATIONS_PAGE_MAX = 50;

export class NotificationDto {
  @ApiProperty({ example: 31 })
  id!: number;

  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType', example: 'message-received' })
  type!: NotificationType;

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }] },
    example: { conversationId: 7, coinId: 42, coinTitle: '1835 William IV One Rupee', senderName: 'Priya Sharma', count: 3 },
    description: "What the client needs to write the sentence in the reader's language (grouped types carry `count`, the sources merged)",
  })
  params!: NotificationParams;

  @ApiProperty({ example: '/messages?conversation=7', description: 'The app path it opens' })
  link!: string;

  @ApiProperty({ format: 'date-time', description: 'When it was made, or last merged into (grouped types)' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  readAt!: string | null;
}

export class ListNotificationsQueryDto {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${NOTIFICATIONS_PAGE_MAX}` })
  @Max(NOTIFICATIONS_PAGE_MAX, { message: `limit must be between 1 and ${NOTIFICATIONS_PAGE_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = 20;

  @ApiPropertyOptional({ minimum: 1, maximum: ID_MAX, example: 31, description: 'Only notifications older than this one (the last id of the previous page)' })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'before must be a notification id (a whole number from 1)' })
  @Max(ID_MAX, { message: `before must be a notification id (at most ${ID_MAX})` })
  @IsInt({ message: 'before must be a notification id (a whole number from 1)' })
  before?: number;
}

export class UnreadNotificationsDto {
  @ApiProperty({ example: 2, description: 'Unread notifications (a group counts once)' })
  unreadCount!: number;
}

export class MarkNotificationsReadDto {
  @ApiPropertyOptional({ type: [Number], example: [31, 30], maxItems: READ_IDS_MAX, description: 'Your notifications to mark read (ids that are not yours or not unread are passed over); or send all' })
  @IsOptional()
  @IsArray({ message: 'ids must be an array of notification ids' })
  @ArrayMaxSize(READ_IDS_MAX, { message: `ids may list at most ${READ_IDS_MAX} notifications` })
  @IsInt({ each: true, message: 'ids must be an array of notification ids (whole numbers from 1)' })
  @Min(1, { each: true, message: 'ids must be an array of notification ids (whole numbers from 1)' })
  @Max(ID_MAX, { each: true, message: `ids must be an array of notification ids (at most ${ID_MAX})` })
  ids?: number[];

  @ApiPropertyOptional({ enum: [true], description: 'Mark every notification read instead of a list' })
  @IsOptional()
  @IsIn([true], { message: 'all must be true (or send ids instead)' })
  all?: boolean;
}

export class MarkNotificationsReadResultDto {
  @ApiProperty({ example: 2, description: 'How many were marked read now' })
  marked!: number;

  @ApiProperty({ example: 0 })
  unreadCount!: number;
}
