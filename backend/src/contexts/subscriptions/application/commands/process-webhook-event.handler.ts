import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/kernel/errors';
import { PaymentOrderEntity } from '../../infrastructure/payment-order.entity';
import { PaymentRecorder } from '../../infrastructure/payment.recorder';
import { WebhookEventEntity } from '../../infrastructure/webhook-event.entity';
import { ActivateSubscriptionCommand } from './activate-subscription.command';
import { ProcessWebhookEventCommand, WebhookOutcome } from './process-webhook-event.command';

/** Events that say an order has been paid; each carries the payment entity. */
const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);

interface PaymentEntityPayload {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
}

function paymentOf(payload: Record<string, unknown>): { id: string; orderId: string; amount: number } | null {
  const entity = (payload.payload as { payment?: { entity?: PaymentEntityPayload } } | undefined)?.payment?.entity;
  if (!entity || typeof entity.id !== 'string' || typeof entity.order_id !== 'string' || typeof entity.amount !== 'number') return null;
  return { id: entity.id, orderId: entity.order_id, amount: entity.amount };
}

@CommandHandler(ProcessWebhookEventCommand)
export class ProcessWebhookEventHandler implements ICommandHandler<ProcessWebhookEventCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly payments: PaymentRecorder,
  ) {}

  async execute({ eventId }: ProcessWebhookEventCommand): Promise<WebhookOutcome> {
    const em = this.em.fork();
    const event = await em.findOneOrFail(WebhookEventEntity, { id: eventId });
    const outcome = event.processedAt ? 'ignored' : await this.handle(em, event);
    event.processedAt ??= new Date();
    await em.flush();
    return outcome;
  }

  private async handle(em: EntityManager, event: WebhookEventEntity): Promise<WebhookOutcome> {
    const reported = PAYMENT_EVENTS.has(event.type) ? paymentOf(event.payload) : null;
    if (!reported) return 'ignored';
    const order = await em.findOne(PaymentOrderEntity, { id: reported.orderId });
    if (!order || order.amount !== reported.amount) return 'ignored';
    try {
      await this.payments.record({ id: reported.id, order, verifiedBy: 'webhook' });
      if (!order.planId) return 'payment-recorded';
      await this.commands.execute(
        new ActivateSubscriptionCommand({
          requestId: `webhook-${event.id}`,
          userId: order.userId,
          planId: order.planId,
          paymentId: reported.id,
          source: 'webhook',
        }),
      );
      return 'activated';
    } catch (error) {
      // Already activated by the browser, or a plan the user may not buy now: nothing more to do.
      if (error instanceof DomainError) return 'payment-recorded';
      throw error;
    }
  }
}
