import { IncomingHttpHeaders } from 'node:http';

/** What a Socket.IO handshake's origin is checked against. */
export interface OriginPolicy {
  /** ALLOWED_ORIGINS; empty means only the origin the request was addressed to. */
  allowedOrigins: readonly string[];
  /** With TRUST_PROXY, the host a proxy forwarded (X-Forwarded-Host) is the one the browser addressed. */
  trustProxy: boolean;
}

function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

/**
 * Whether a handshake may open a socket: a browser always sends Origin with a cross-site WebSocket or
 * XHR, so a foreign origin is refused (cross-site WebSocket hijacking with the user's cookie). A
 * request without Origin comes from a non-browser client or same-origin polling and is allowed; the
 * session cookie still decides who it is.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, policy: OriginPolicy): boolean {
  const origin = first(headers.origin);
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (policy.allowedOrigins.length) return policy.allowedOrigins.includes(parsed.origin);
  const host = (policy.trustProxy ? first(headers['x-forwarded-host']) : undefined) ?? first(headers.host);
  return host !== undefined && parsed.host.toLowerCase() === host.toLowerCase();
}
