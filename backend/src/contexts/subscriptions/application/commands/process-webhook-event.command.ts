import { Command } from '@nestjs/cqrs';

export type WebhookOutcome = 'activated' | 'payment-recorded' | 'ignored';

/** Run by the payment worker: records the payment a webhook reports and completes an activation a closed browser left behind. */
export class ProcessWebhookEventCommand extends Command<WebhookOutcome> {
  constructor(readonly eventId: string) {
    super();
  }
}
