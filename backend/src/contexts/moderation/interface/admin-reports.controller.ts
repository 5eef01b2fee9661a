import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import type { Principal } from '../../../platform/kernel/principal';
import { AdminOnly, CurrentPrincipal } from '../../../platform/session/decorators';
import { ActOnReportsCommand } from '../application/commands/act-on-reports.command';
import { ListReportsQuery } from '../application/queries/list-reports.query';
import type { ReportActionResult, ReportsPage } from '../application/report-view';
import { ActOnReportsDto, ReportActionResultDto, ReportsPageDto, ReportsQueryDto } from './dto/admin-reports.dto';

/** The admins' Reports tab (decisions/0082): reports grouped by target, in context, and the actions on them. */
@ApiTags('admin')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Reported listings, users and messages, grouped by target with the target in context, its reports and the history of actions on it',
    description:
      'status=open (default): most reported first. status=resolved: most recently resolved first. Administrators’ sockets are told `moderation:reports-changed` `{targetType, targetId}` when a report is filed or acted on: read the list again then.',
  })
  @ApiOkResponse({ type: ReportsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status, limit or offset invalid' })
  list(@Query() query: ReportsQueryDto): Promise<ReportsPage> {
    return this.queries.execute(new ListReportsQuery(query.status ?? 'open', query.limit, query.offset));
  }

  @Post('actions')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: "Resolve every open report of one target: dismiss them, hide the listing, or suspend its owner (the listing's seller, the message's sender, the user) for some days",
    description:
      'Recorded in the target’s history (who, when, what, why). Hiding and suspending are carried out by the Catalog and Identity right after. When nothing is open any more (a retried action) the answer is 200 with resolvedReports 0 and the latest action.',
  })
  @ApiOkResponse({ type: ReportActionResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'targetType, targetId, action, reason (3-500 characters) or days (1-365, only with suspend-user) invalid; hide-listing for a target that is not a listing',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No reports of this target, or the target does not exist' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'suspend-user when the person is an administrator' })
  act(@Body() body: ActOnReportsDto, @CurrentPrincipal() admin: Principal): Promise<ReportActionResult> {
    return this.commands.execute(new ActOnReportsCommand(admin, body.targetType, body.targetId, body.action, body.reason, body.days));
  }
}
