import type { Server } from 'node:http';

/**
 * How long a kept-alive connection may sit idle before the server closes it (decisions/0094): longer
 * than the proxies in front keep theirs (AWS ALB and nginx 60 s) and than Node's own agent (5 s), so
 * that side closes an idle connection first. With Node's default of 5 s, a client reusing a connection
 * in the instant the server closed it got "socket hang up" (ECONNRESET), and a proxy would answer 502.
 * Browsers keep idle connections longer still, but send a request again when a reused one was closed.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Applies IDLE_CONNECTION_MS; the time allowed for a request's headers stays just above it, as Node requires. */
export function keepIdleConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
