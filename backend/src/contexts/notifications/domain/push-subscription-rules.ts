import { ValidationError } from '../../../platform/kernel/errors';

/** A browser's PushSubscription as `JSON.stringify(subscription)` writes it (expirationTime is not kept). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const ENDPOINT_MAX = 1000;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function key(value: string, field: string, bytes: number, what: string): string {
  const unpadded = value.replace(/=+$/, '');
  const decoded = BASE64URL.test(value) ? Buffer.from(unpadded, 'base64url') : null;
  if (!decoded || decoded.length !== bytes || (bytes === 65 && decoded[0] !== 0x04)) {
    throw new ValidationError(field, `${field} must be ${what} in URL-safe base64 (as the browser's PushSubscription gives it)`);
  }
  return unpadded;
}

/**
 * The server posts to whatever endpoint a browser hands it, so only a push service's address is
 * accepted: https on a public host name, never an IP address, localhost or a single-label name
 * (decisions/0065). `allowLoopbackHttp` (tests only, refused in production) also lets
 * http://127.0.0.1 stand in for a push service.
 */
function endpoint(value: string, allowLoopbackHttp: boolean): string {
  const problem = 'endpoint must be the https:// URL of a push service';
  if (value.length > ENDPOINT_MAX) throw new ValidationError('endpoint', `endpoint must be at most ${ENDPOINT_MAX} characters`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ValidationError('endpoint', problem);
  }
  if (url.username || url.password || url.hash) throw new ValidationError('endpoint', problem);
  // Stored as the URL parser writes it; storedEndpoint() finds it again.
  if (allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname) && ['http:', 'https:'].includes(url.protocol)) return url.href;
  const host = url.hostname.toLowerCase();
  // The URL parser writes every IPv4 form as dotted decimal and keeps IPv6 in brackets.
  const isAddress = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
  if (url.protocol !== 'https:' || isAddress || !host.includes('.') || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    throw new ValidationError('endpoint', problem);
  }
  return url.href;
}

/** The subscription as it is stored: the endpoint checked, the keys P-256 (65 bytes) and a 16-byte secret, unpadded. */
export function checkPushSubscription(input: PushSubscriptionInput, allowLoopbackHttp: boolean): PushSubscriptionInput {
  return {
    endpoint: endpoint(input.endpoint.trim(), allowLoopbackHttp),
    keys: {
      p256dh: key(input.keys.p256dh.trim(), 'keys.p256dh', 65, 'an uncompressed P-256 public key (65 bytes)'),
      auth: key(input.keys.auth.trim(), 'keys.auth', 16, 'a 16-byte secret'),
    },
  };
}

/** The endpoint as it is stored (the URL parser's form), so removing one finds it however the browser spells it. */
export function storedEndpoint(value: string): string {
  try {
    return new URL(value.trim()).href;
  } catch {
    return value.trim();
  }
}
