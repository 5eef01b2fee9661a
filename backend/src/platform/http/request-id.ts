import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a well-formed X-Request-Id from a proxy, else makes one. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
