import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../platform/kernel/principal';
import { AdminOnly, CurrentPrincipal } from '../../../platform/session/decorators';
import { ApproveManyCommand, BulkApprovalResult } from '../application/commands/approve-many.command';
import { GetQueueOverviewQuery, QueueOverview } from '../application/queries/get-queue-overview.query';
import { GetReviewQueueQuery, QueuePage } from '../application/queries/get-review-queue.query';
import { ApproveManyDto, ApproveManyResultDto } from './dto/approve-many.dto';
import { QueueOverviewDto, QueuePageDto, QueueQueryDto } from './dto/queue.dto';

/** The admins' review queue as a team works it (decisions/0063): flags, claims, bulk approval, numbers. */
@ApiTags('admin')
@Controller('admin')
export class AdminQueueController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('queue')
  @AdminOnly()
  @ApiOperation({ summary: 'The review queue, oldest waiting first, with each listing’s flags and live claim; optionally only one kind of flag' })
  @ApiOkResponse({ type: QueuePageDto })
  queue(@Query() query: QueueQueryDto, @CurrentPrincipal() admin: Principal): Promise<QueuePage> {
    return this.queries.execute(new GetReviewQueueQuery(admin, query.flag ?? null, query.limit, query.offset));
  }

  @Get('queue/overview')
  @AdminOnly()
  @ApiOperation({ summary: 'The queue’s numbers: its size, its oldest listing, the median time to a decision and decisions per admin (7 days)' })
  @ApiOkResponse({ type: QueueOverviewDto })
  overview(): Promise<QueueOverview> {
    return this.queries.execute(new GetQueueOverviewQuery());
  }

  @Post('coins/approve-many')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Approve several listings: only pending ones no other admin holds and with no flag but advisory ones (missing-faces); the others are skipped with why' })
  @ApiOkResponse({ type: ApproveManyResultDto })
  approveMany(@Body() body: ApproveManyDto, @CurrentPrincipal() admin: Principal): Promise<BulkApprovalResult> {
    return this.commands.execute(new ApproveManyCommand(admin, body.ids));
  }
}
