import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { CreateOrderCommand } from '../application/commands/create-order.command';
import { VerifyPaymentCommand } from '../application/commands/verify-payment.command';
import { GetPaymentConfigQuery } from '../application/queries/get-payment-config.query';
import { OrderView, PaymentConfigView, VerifiedPaymentView } from '../application/payment-view';
import { CheckoutResultDto, VerifiedPaymentDto } from './dto/checkout-result.dto';
import { CreateOrderDto, OrderDto } from './dto/create-order.dto';
import { PaymentConfigDto } from './dto/payment-config.dto';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('payments/config')
  @ApiOperation({ summary: 'How the web app takes payments: Razorpay (with its public key id) or the sandbox' })
  @ApiOkResponse({ type: PaymentConfigDto })
  config(): Promise<PaymentConfigView> {
    return this.queries.execute(new GetPaymentConfigQuery());
  }

  @Post('create-order')
  @Authenticated()
  @ApiOperation({
    summary: 'Create a payment order',
    description: 'The amount is sent in whole rupees and answered in paise, as the payment provider’s order. Send `planId` when the order pays for a plan.',
  })
  @ApiCreatedResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'amount, currency or planId is invalid' })
  createOrder(@CurrentUserId() userId: number, @Body() body: CreateOrderDto): Promise<OrderView> {
    return this.commands.execute(new CreateOrderCommand(userId, body.amount, body.currency, body.planId ?? null));
  }

  @Post('verify-payment')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({
    summary: 'Verify a checkout result',
    description:
      'Checks, in a payment job, that `razorpay_signature` is HMAC-SHA256 of `order_id|payment_id` for an order of yours, ' +
      'and records the payment once. Repeating the call with the same payment is harmless.',
  })
  @ApiOkResponse({ type: VerifiedPaymentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is malformed, or the signature does not match' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The order is not one of yours' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The order was paid by another payment' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The job is still running; the payment will be processed' })
  verify(@CurrentUserId() userId: number, @Body() body: CheckoutResultDto): Promise<VerifiedPaymentView> {
    return this.commands.execute(new VerifyPaymentCommand(userId, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature));
  }
}
