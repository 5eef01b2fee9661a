import { Controller, Headers, HttpCode, HttpStatus, Post, RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ValidationError } from '../../../platform/kernel/errors';
import { ReceiveWebhookCommand, WebhookReceipt } from '../application/commands/receive-webhook.command';
import { WebhookReceiptDto } from './dto/webhook-receipt.dto';

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

@ApiTags('payments')
@Controller('webhooks')
export class RazorpayWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post('razorpay')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Razorpay webhook',
    description:
      'Checked by HMAC-SHA256 of the raw body under RAZORPAY_WEBHOOK_SECRET, stored once per event id and processed in a job: ' +
      '`payment.captured` and `order.paid` record the payment and finish an activation the browser did not.',
  })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true, description: 'Hex HMAC-SHA256 of the raw body' })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: true, description: 'Razorpay’s id of the event; repeats are ignored' })
  @ApiBody({ schema: { type: 'object', example: { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_Nk2sA1bC2dE3fG', order_id: 'order_Nk2rJ8xQ4bT7yW', amount: 19900 } } } } } })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or wrong signature, missing event id, or a body that is not an event' })
  receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<WebhookReceipt> {
    if (!eventId || !EVENT_ID.test(eventId)) throw new ValidationError('X-Razorpay-Event-Id', 'X-Razorpay-Event-Id header is required');
    if (!signature) throw new ValidationError('X-Razorpay-Signature', 'X-Razorpay-Signature header is required');
    if (!req.rawBody) throw new ValidationError('body', 'body must be the JSON event Razorpay sent');
    return this.commands.execute(new ReceiveWebhookCommand(eventId, signature, req.rawBody));
  }
}
