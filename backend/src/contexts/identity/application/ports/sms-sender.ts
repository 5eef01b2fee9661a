import type { CodePurpose } from '../../domain/one-time-code';

/** How codes reach people: by a real SMS provider, or into the built-in sandbox's inbox. */
export type SmsDelivery = 'sms' | 'sandbox';

export interface CodeMessage {
  mobileNumber: string;
  code: string;
  purpose: CodePurpose;
  validMinutes: number;
}

/** The port one-time codes leave through (decisions/0077); SMS_PROVIDER picks the adapter. */
export interface SmsSender {
  readonly delivery: SmsDelivery;
  /** Resolves once the provider accepted the message; rejects when it did not. */
  sendCode(message: CodeMessage): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');
