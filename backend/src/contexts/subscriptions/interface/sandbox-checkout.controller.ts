import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { PaySandboxOrderCommand } from '../application/commands/pay-sandbox-order.command';
import { CheckoutResultView } from '../application/payment-view';
import { CheckoutResultDto } from './dto/checkout-result.dto';

@ApiTags('payments')
@Controller('sandbox/orders')
export class SandboxCheckoutController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':orderId/pay')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({
    summary: 'Pay an order in the payment sandbox',
    description: 'Only without RAZORPAY_KEY_ID. Answers what Razorpay’s checkout would: a payment id and its genuine signature.',
  })
  @ApiParam({ name: 'orderId', example: 'order_Nk2rJ8xQ4bT7yW' })
  @ApiOkResponse({ type: CheckoutResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not a sandbox order of yours, or the sandbox is off (Razorpay mode)' })
  pay(@CurrentUserId() userId: number, @Param('orderId') orderId: string): Promise<CheckoutResultView> {
    return this.commands.execute(new PaySandboxOrderCommand(userId, orderId));
  }
}
