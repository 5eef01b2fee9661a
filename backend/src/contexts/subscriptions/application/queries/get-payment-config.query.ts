import { Query } from '@nestjs/cqrs';
import type { PaymentConfigView } from '../payment-view';

export class GetPaymentConfigQuery extends Query<PaymentConfigView> {}
