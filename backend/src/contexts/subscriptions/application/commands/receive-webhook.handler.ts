import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { AppConfig } from '../../../../platform/config/config';
import { ValidationError } from '../../../../platform/kernel/errors';
import { isGenuineWebhook } from '../../domain/payment-signature';
import { WebhookEventEntity } from '../../infrastructure/webhook-event.entity';
import { PAYMENT_JOBS, PaymentJobs } from '../ports/payment-jobs';
import { ReceiveWebhookCommand, WebhookReceipt } from './receive-webhook.command';

function parseEvent(rawBody: Buffer): { type: string; payload: Record<string, unknown> } {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new ValidationError('body', 'body is not valid JSON');
  }
  const type = (payload as { event?: unknown } | null)?.event;
  if (typeof type !== 'string' || !type) throw new ValidationError('event', 'event must name the webhook event');
  return { type: type.slice(0, 100), payload: payload as Record<string, unknown> };
}

@CommandHandler(ReceiveWebhookCommand)
export class ReceiveWebhookHandler implements ICommandHandler<ReceiveWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_JOBS) private readonly jobs: PaymentJobs,
  ) {}

  async execute(command: ReceiveWebhookCommand): Promise<WebhookReceipt> {
    if (!isGenuineWebhook(command.rawBody, command.signature, this.config.razorpay.webhookSecret)) {
      throw new ValidationError('X-Razorpay-Signature', 'X-Razorpay-Signature does not match the request body');
    }
    const { type, payload } = parseEvent(command.rawBody);
    const em = this.em.fork();
    const inserted: unknown[] = await em.execute(
      `INSERT INTO "payment_webhook_events" ("id", "type", "payload") VALUES (?, ?, ?::jsonb)
       ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
      [command.eventId, type, JSON.stringify(payload)],
    );
    const stored = await em.findOneOrFail(WebhookEventEntity, { id: command.eventId });
    // A delivery seen before is queued again only if it never finished (the job id keeps it single).
    if (!stored.processedAt) await this.jobs.processWebhookEvent(command.eventId);
    return { eventId: command.eventId, duplicate: inserted.length === 0 };
  }
}
