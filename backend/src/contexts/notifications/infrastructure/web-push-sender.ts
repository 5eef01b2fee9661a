import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { AppConfig } from '../../../platform/config/config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { PushSubscriptionInput } from '../domain/push-subscription-rules';
import { VapidKeys } from './vapid-keys';

/** How long a push service may hold a message for an offline browser (one day), and may take to answer. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/** The push service refused the message for a reason other than a gone subscription; the consumer retries. */
export class PushServiceError extends Error {
  constructor(
    readonly status: number | null,
    origin: string,
    cause?: unknown,
  ) {
    super(`The push service at ${origin} ${status === null ? `could not be reached${cause instanceof Error ? `: ${cause.message}` : ''}` : `answered ${status}`}`);
    this.name = 'PushServiceError';
  }
}

/** `gone`: the push service answered 404 or 410, the subscription is over (RFC 8030 §7.3). */
export type PushOutcome = 'delivered' | 'gone';

/**
 * Sends one Web Push message (RFC 8030) with the `web-push` library's encryption (aes128gcm,
 * RFC 8291) and VAPID header (RFC 8292), over fetch so a test's http://127.0.0.1 push service
 * stand-in works too. Never follows redirects; the endpoint never appears in an error (only its origin).
 */
@Injectable()
export class WebPushSender {
  constructor(
    private readonly vapid: VapidKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(subscription: PushSubscriptionInput, payload: string, topic: string | null): Promise<PushOutcome> {
    const keys = await this.vapid.get();
    const details = generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: this.config.webPush.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      // A newer message of the same topic replaces one the push service still holds (at most 32 URL-safe characters).
      ...(topic ? { topic: createHash('sha256').update(topic).digest('base64url').slice(0, 32) } : {}),
    });
    const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    const origin = new URL(subscription.endpoint).origin;
    let response: Response;
    try {
      response = await fetch(details.endpoint, { method: 'POST', headers, body: details.body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PushServiceError(null, origin, error);
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299) throw new PushServiceError(response.status, origin);
    return 'delivered';
  }
}
