import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { FileReportCommand } from '../application/commands/file-report.command';
import type { ReportView } from '../application/report-view';
import { FileReportDto, ReportDto } from './dto/report.dto';

/** Anyone signed in reports a listing, a user or a message to the moderators (decisions/0082). */
@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Report a listing, a user or a message of one of your conversations to the moderators',
    description: 'One open report per person and target. The moderators see it in the admin Reports tab; the reported person is not told who reported them.',
  })
  @ApiCreatedResponse({ type: ReportDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'targetType, targetId, reason or note invalid (note is required with other, at most 1000 characters), or reporting yourself, your own listing or your own message (targetId)',
  })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No such listing (or deleted, or not live), user, or message in a conversation of yours',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'You already have an open report of this target' })
  file(@Body() body: FileReportDto, @CurrentUserId() userId: number): Promise<ReportView> {
    return this.commands.execute(new FileReportCommand(userId, body.targetType, body.targetId, body.reason, body.note));
  }
}
