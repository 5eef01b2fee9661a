import type { Server } from 'node:http';

/**
 * How long a kept-alive connection may sit idle before the server closes it (decisions/0094): longer
 * than the clients and proxies in front keep theirs (Node's own agent and most browsers' HTTP clients 5 s
 * or less, AWS ALB and nginx 60 s), so the side that closes an idle connection is always the client.
 * With Node's default of 5 s, a client reusing a connection in the instant the server closed it got
 * "socket hang up" (ECONNRESET), and a proxy would answer 502.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Applies IDLE_CONNECTION_MS; the time allowed for a request's headers stays just above it, as Node requires. */
export function keepIdleConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
