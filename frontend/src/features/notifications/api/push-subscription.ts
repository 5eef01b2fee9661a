import { api, unwrap } from '@/api/client';
import { ApiError } from '@/api/api-error';

/** The server's VAPID public key (URL-safe base64), the browser's `applicationServerKey`. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await unwrap(api.GET('/api/push/public-key'))).publicKey;
}

/** Tells the server to send this browser's notifications as Web Push too. */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  const { endpoint, keys, expirationTime } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without its endpoint or keys');
  await unwrap(
    api.POST('/api/push/subscriptions', {
      body: { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    }),
  );
}

/** Stops Web Push to the browser with this endpoint; one the server no longer knows (404) is already stopped. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  try {
    await unwrap(api.DELETE('/api/push/subscriptions', { body: { endpoint } }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
