import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { MarkNotificationsReadCommand } from '../application/commands/mark-notifications-read.command';
import type { NotificationView } from '../application/notification-view';
import { CountUnreadNotificationsQuery } from '../application/queries/count-unread-notifications.query';
import { ListNotificationsQuery } from '../application/queries/list-notifications.query';
import { readTarget } from '../domain/read-target';
import { ListNotificationsQueryDto, MarkNotificationsReadDto, MarkNotificationsReadResultDto, NotificationDto, UnreadNotificationsDto } from './dto/notification.dto';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary: 'Your notifications, newest first',
    description:
      'Page with `before` = the last id of the previous page. The client writes each sentence from `type` + `params` in the reader\'s language. ' +
      'New ones are also pushed to your sockets as `notification:new` (the item; one merged into its group also carries `replacesId`, its id before it moved to the top).',
  })
  @ApiOkResponse({ type: [NotificationDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'limit or before out of range' })
  list(@CurrentUserId() userId: number, @Query() query: ListNotificationsQueryDto): Promise<NotificationView[]> {
    return this.queries.execute(new ListNotificationsQuery(userId, query.limit, query.before ?? null));
  }

  @Get('unread-count')
  @Authenticated()
  @ApiOperation({ summary: 'How many of your notifications are unread (also pushed as `notification:count`)' })
  @ApiOkResponse({ type: UnreadNotificationsDto })
  async unreadCount(@CurrentUserId() userId: number): Promise<UnreadNotificationsDto> {
    return { unreadCount: await this.queries.execute(new CountUnreadNotificationsQuery(userId)) };
  }

  @Post('read')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mark notifications read: `{ids: [..]}` or `{all: true}`',
    description: 'Ids that are not your unread notifications (someone else\'s, already read, or replaced by a newer one of their group) are passed over, not refused.',
  })
  @ApiOkResponse({ type: MarkNotificationsReadResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Neither or both of ids and all, or an id that is not a whole number' })
  read(@CurrentUserId() userId: number, @Body() body: MarkNotificationsReadDto): Promise<MarkNotificationsReadResultDto> {
    return this.commands.execute(new MarkNotificationsReadCommand(userId, readTarget(body.ids, body.all)));
  }
}
