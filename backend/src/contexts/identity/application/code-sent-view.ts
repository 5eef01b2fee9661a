import type { SmsDelivery } from './ports/sms-sender';

/** The answer to asking for a code: the same whether or not the number has an account. */
export interface CodeSentView {
  message: string;
  /** `sandbox`: the code is in the SMS sandbox's inbox (development and tests), not on a phone. */
  delivery: SmsDelivery;
  expiresInSeconds: number;
  /** When another code may be asked for (the screens count it down). */
  resendAfterSeconds: number;
}
