import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { PaymentConfig } from '../types';

/** Razorpay (with its public key id) or the built-in sandbox, as the server is configured. */
export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['subscriptions', 'payment-config'],
  queryFn: (): Promise<PaymentConfig> => unwrap(api.GET('/api/payments/config')),
});
