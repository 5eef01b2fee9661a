import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PAYMENT_PROVIDER, PaymentProvider } from '../ports/payment-provider';
import { PaymentConfigView } from '../payment-view';
import { GetPaymentConfigQuery } from './get-payment-config.query';

@QueryHandler(GetPaymentConfigQuery)
export class GetPaymentConfigHandler implements IQueryHandler<GetPaymentConfigQuery> {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  execute(): Promise<PaymentConfigView> {
    return Promise.resolve(this.provider.config);
  }
}
