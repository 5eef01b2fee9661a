import { Command } from '@nestjs/cqrs';

export interface WebhookReceipt {
  eventId: string;
  duplicate: boolean;
}

/** POST /api/webhooks/razorpay: checks the signature of the raw body, stores the event once and queues it. */
export class ReceiveWebhookCommand extends Command<WebhookReceipt> {
  constructor(
    readonly eventId: string,
    readonly signature: string,
    readonly rawBody: Buffer,
  ) {
    super();
  }
}
