import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { AdminOnly, CurrentUserId } from '../../../platform/session/decorators';
import { MarkRefundedCommand } from '../application/commands/mark-refunded.command';
import { ListRefundsQuery } from '../application/queries/list-refunds.query';
import { RefundPage, RefundView } from '../application/refund-view';
import { RefundDto, RefundListDto, RefundQueryDto } from './dto/refund.dto';

@ApiTags('admin')
@Controller('admin/payments/refunds')
export class AdminRefundsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Payments to refund (admins only)',
    description: 'Verified payments that could not activate a plan (the plan rules refused them after the money was taken), newest first.',
  })
  @ApiOkResponse({ type: RefundListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status, limit or offset is invalid' })
  list(@Query() query: RefundQueryDto): Promise<RefundPage> {
    return this.queries.execute(new ListRefundsQuery(query.status, query.limit, query.offset));
  }

  @Post(':paymentId/refunded')
  @HttpCode(HttpStatus.OK)
  @AdminOnly()
  @ApiOperation({
    summary: 'Mark a payment refunded (admins only)',
    description: 'Once the refund has been made at the payment provider. Repeating the call changes nothing.',
  })
  @ApiParam({ name: 'paymentId', example: 'pay_Nk2sA1bC2dE3fG' })
  @ApiOkResponse({ type: RefundDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The payment is not recorded for a refund' })
  markRefunded(@CurrentUserId() adminId: number, @Param('paymentId') paymentId: string): Promise<RefundView> {
    return this.commands.execute(new MarkRefundedCommand(paymentId, adminId));
  }
}
