import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../../../platform/kernel/errors';
import { findPlan, rupeesToPaise } from '../../domain/plans';
import { PaymentOrderEntity } from '../../infrastructure/payment-order.entity';
import { PAYMENT_PROVIDER, PaymentProvider } from '../ports/payment-provider';
import { OrderView } from '../payment-view';
import { CreateOrderCommand } from './create-order.command';

@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(command: CreateOrderCommand): Promise<OrderView> {
    const plan = command.planId ? findPlan(command.planId) : undefined;
    if (plan && plan.price !== command.amount) {
      throw new ValidationError('amount', `amount must be ${plan.price}, the price of the ${plan.name} plan`);
    }
    const receipt = `rcpt_${command.userId}_${randomBytes(8).toString('hex')}`;
    const order = await this.provider.createOrder({
      amountPaise: rupeesToPaise(command.amount),
      currency: command.currency,
      receipt,
      notes: { userId: String(command.userId), planId: command.planId ?? 'none' },
    });
    const em = this.em.fork();
    em.create(PaymentOrderEntity, {
      id: order.id,
      userId: command.userId,
      planId: command.planId,
      amount: order.amount,
      currency: order.currency,
      receipt,
      provider: this.provider.config.mode,
    });
    await em.flush();
    return { id: order.id, amount: order.amount, currency: order.currency };
  }
}
