import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../http/error-response.dto';
import { ParseIdPipe } from '../http/parse-id.pipe';
import { AdminOnly } from '../session/decorators';
import { ConsumerStatus, ConsumerStatusView } from './consumer-status';
import { ConsumerStatusDto, ParkedEventDto, ParkedEventsPageDto, ParkedEventsQueryDto } from './consumers-admin.dto';
import { ParkedEvents, ParkedEventsPage, ParkedEventView } from './parked-events';

/** What ops see of the durable consumers (decisions/0064): where each is, its lag, its parked events, who runs it; and the retry of a parked event. */
@ApiTags('admin')
@Controller('admin/consumers')
export class ConsumersAdminController {
  constructor(
    private readonly status: ConsumerStatus,
    private readonly parked: ParkedEvents,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every durable consumer: its checkpoint, lag, unresolved parked events and the process running it' })
  @ApiOkResponse({ type: [ConsumerStatusDto] })
  consumers(): Promise<ConsumerStatusView[]> {
    return this.status.all();
  }

  @Get('parked')
  @AdminOnly()
  @ApiOperation({ summary: 'Parked events (a handler kept failing on them), newest first; unresolved ones by default' })
  @ApiOkResponse({ type: ParkedEventsPageDto })
  parkedEvents(@Query() query: ParkedEventsQueryDto): Promise<ParkedEventsPage> {
    return this.parked.list(query.status, query.consumer ?? null, query.limit, query.offset);
  }

  @Post('parked/:id/retry')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Hand a parked event to its consumer once more (outside its order): resolved when the handler succeeds, otherwise it keeps the new error',
  })
  @ApiOkResponse({ type: ParkedEventDto, description: 'The parked event after the retry: resolvedAt set on success, the new error and one more attempt on failure' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already resolved, being retried by another request, or its consumer no longer exists' })
  retry(@Param('id', new ParseIdPipe()) id: number): Promise<ParkedEventView> {
    return this.parked.retry(id);
  }
}
