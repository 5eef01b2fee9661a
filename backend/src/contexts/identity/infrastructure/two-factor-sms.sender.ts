import type { CodeMessage, SmsSender } from '../application/ports/sms-sender';

/** 2Factor's answer: {"Status":"Success","Details":"<session id>"} or {"Status":"Error","Details":"<reason>"}. */
interface TwoFactorAnswer {
  Status?: string;
  Details?: string;
}

/** The provider did not take the message. Its text never carries the number or the API key. */
export class SmsNotSentError extends Error {
  constructor(reason: string) {
    super(`The SMS provider did not accept the message: ${reason}`);
    this.name = 'SmsNotSentError';
  }
}

/**
 * SMS_PROVIDER=2factor: 2Factor.in's SMS OTP API with our own code —
 * GET {base}/API/V1/{api_key}/SMS/{phone_number}/{otp}[/{template_name}] over HTTPS, answered with JSON
 * whose Status is "Success". The template (TWO_FACTOR_OTP_TEMPLATE) is the DLT-approved text 2Factor
 * puts the code into; without it, the account's default OTP template is used.
 */
export class TwoFactorSmsSender implements SmsSender {
  readonly delivery = 'sms';

  constructor(
    private readonly apiKey: string,
    private readonly template: string | null,
    private readonly baseUrl = 'https://2factor.in',
    private readonly timeoutMs = 10_000,
  ) {}

  async sendCode({ mobileNumber, code }: CodeMessage): Promise<void> {
    const parts = ['API', 'V1', this.apiKey, 'SMS', `+91${mobileNumber}`, code, ...(this.template ? [this.template] : [])];
    const url = `${this.baseUrl}/${parts.map(encodeURIComponent).join('/')}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new SmsNotSentError((error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'no answer in time' : 'it could not be reached');
    }
    const answer = (await response.json().catch(() => ({}))) as TwoFactorAnswer;
    if (!response.ok || answer.Status !== 'Success') {
      throw new SmsNotSentError(`HTTP ${response.status}, ${String(answer.Details ?? answer.Status ?? 'no details').slice(0, 200)}`);
    }
  }
}
