import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { UpdateNotificationPreferencesCommand } from '../application/commands/update-notification-preferences.command';
import { GetNotificationPreferencesQuery } from '../application/queries/get-notification-preferences.query';
import { NotificationPreferencesDto, UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto';

@ApiTags('notifications')
@Controller('notification-preferences')
export class NotificationPreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your push choice per notification type', description: 'Every type is always shown in the app; push is on for every type until turned off.' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  async get(@CurrentUserId() userId: number): Promise<NotificationPreferencesDto> {
    return { push: await this.queries.execute(new GetNotificationPreferencesQuery(userId)) };
  }

  @Put()
  @Authenticated()
  @ApiOperation({ summary: 'Turn push on or off per notification type', description: 'Only the types named change. Answers every type\'s choice.' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown type, or a value that is not true or false' })
  async update(@CurrentUserId() userId: number, @Body() body: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    return { push: await this.commands.execute(new UpdateNotificationPreferencesCommand(userId, body.push)) };
  }
}
