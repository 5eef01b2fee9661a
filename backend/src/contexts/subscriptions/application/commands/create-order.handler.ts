import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../../../platform/kernel/errors';
import { checkPlanAvailable } from '../../domain/plan-availability';
import { findPlan, planForAmount, rupeesToPaise } from '../../domain/plans';
import { PaymentOrderEntity } from '../../infrastructure/payment-order.entity';
import { PlanStanding } from '../plan-standing';
import { PAYMENT_PROVIDER, PaymentProvider } from '../ports/payment-provider';
import { OrderView } from '../payment-view';
import { CreateOrderCommand } from './create-order.command';

/**
 * decisions/0027: the amount says which plan an order buys (199 → basic, 799 → premium; any other
 * amount buys none), and an order for a plan the user may not buy now is refused with 409 before
 * any money moves, by the same rules as the activation.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly standing: PlanStanding,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(command: CreateOrderCommand): Promise<OrderView> {
    const named = command.planId ? findPlan(command.planId) : undefined;
    if (named && named.price !== command.amount) {
      throw new ValidationError('amount', `amount must be ${named.price}, the price of the ${named.name} plan`);
    }
    const plan = planForAmount(command.amount);
    if (plan) {
      const now = new Date();
      checkPlanAvailable({ plan, ...(await this.standing.snapshot(command.userId, now)), now });
    }
    const planId = plan && plan.id !== 'free' ? plan.id : null;

    const receipt = `rcpt_${command.userId}_${randomBytes(8).toString('hex')}`;
    const order = await this.provider.createOrder({
      amountPaise: rupeesToPaise(command.amount),
      currency: command.currency,
      receipt,
      notes: { userId: String(command.userId), planId: planId ?? 'none' },
    });
    const em = this.em.fork();
    em.create(PaymentOrderEntity, {
      id: order.id,
      userId: command.userId,
      planId,
      amount: order.amount,
      currency: order.currency,
      receipt,
      provider: this.provider.config.mode,
    });
    await em.flush();
    return { id: order.id, amount: order.amount, currency: order.currency };
  }
}
