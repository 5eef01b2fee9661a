import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { Logger } from 'pino';
import type { Metrics } from '../observability/metrics';
import { logAccess, writeAccessLine } from './access-log';
import { COMPRESSION_THRESHOLD_BYTES, DYNAMIC_BROTLI_OPTIONS } from './compression';
import type { FastAnswer, FastRoute, FastRoutes } from './fast-routes';
import type { HttpDrain } from './http-drain';
import { requestId } from './request-id';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type Encoding = 'br' | 'gzip' | 'identity';

/** What answers the framework gives every request, done here in the same order for a fast route's answer. */
export interface FastPathParts {
  routes: FastRoutes;
  writeSecurityHeaders: (res: ServerResponse) => void;
  logger: Logger;
  metrics: Metrics;
  drain: HttpDrain;
}

const compressWith: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, DYNAMIC_BROTLI_OPTIONS),
  gzip: (body) => promisify(gzip)(body),
};

/** Express's ETag of a body (res.send's default: the `etag` package, weak, over the bytes sent). */
export function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/**
 * The encoding the `compression` middleware negotiates, for an Accept-Encoding it is sure of: none
 * (identity), or plain tokens without weights that name br or gzip (br first, as the middleware
 * prefers it: "gzip, deflate, br, zstd" is br). Anything else (weights, "*", only deflate) is null
 * and left to the framework.
 */
export function plainEncoding(header: string | undefined): Encoding | null {
  if (!header) return 'identity';
  const tokens = header.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.some((token) => !/^[a-z0-9-]+$/.test(token))) return null;
  if (tokens.includes('br')) return 'br';
  if (tokens.includes('gzip')) return 'gzip';
  return null;
}

/** The fast route for a request and its query, when the request is a plain GET the fast path can answer as Express would. */
function fastRequest(req: IncomingMessage, routes: FastRoutes): { route: FastRoute; query: string; encoding: Encoding } | null {
  if (req.method !== 'GET' || routes.size === 0) return null;
  // Conditional requests get Express's freshness check (a 304), and unusual encodings its negotiation.
  if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return null;
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  const route = routes.find(mark < 0 ? url : url.slice(0, mark));
  const encoding = route ? plainEncoding(req.headers['accept-encoding']) : null;
  if (!route || !encoding) return null;
  return { route, query: mark < 0 ? '' : url.slice(mark + 1), encoding };
}

/**
 * Answers the registered fast routes (decisions/0078) before Express sees the request: every other
 * request, a query the route is not sure of, a route that fails and a shutdown in progress go to
 * Express as before. An answer carries what the framework's would, in the same order: helmet's
 * headers, X-Request-Id, the route's headers, `Content-Type: application/json; charset=utf-8`, then
 * Content-Length, Express's weak ETag and `Vary: Accept-Encoding`, or, from 1 KiB up for a client that
 * accepts br or gzip, the ETag, Vary and Content-Encoding of the compressed body, sent chunked as the
 * compression middleware sends it. The access log, the request metrics and the drain count it too.
 * Installed on the HTTP server before it listens; Socket.IO, attached later, still sees its own paths first.
 */
export function answerFastRoutesFirst(server: Server, parts: FastPathParts): void {
  const framework = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const fallThrough: Listener = (req, res) => {
    for (const listener of framework) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const fast = fastRequest(req, parts.routes);
    if (!fast || parts.drain.isDraining) return fallThrough(req, res);
    const startedAt = performance.now();
    parts.drain.track(res);
    let left = false;
    res.once('close', () => (left = true));
    fast.route
      .answer(fast.query)
      .catch(() => null)
      .then((answer) => {
        // A client that left while its page was read is logged as Express's path logs it, and not served.
        if (left) return leftEarly(req, res, parts, startedAt);
        if (!answer || parts.drain.isDraining || res.headersSent) return fallThrough(req, res);
        send(req, res, answer, fast.route, fast.encoding, parts, startedAt);
      })
      .catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))));
  });
}

function leftEarly(req: IncomingMessage, res: ServerResponse, parts: FastPathParts, startedAt: number): void {
  req.id = requestId(req);
  writeAccessLine(parts.logger, req, res, startedAt, true);
}

function send(req: IncomingMessage, res: ServerResponse, answer: FastAnswer, route: FastRoute, encoding: Encoding, parts: FastPathParts, startedAt: number): void {
  parts.writeSecurityHeaders(res);
  logAccess(parts.logger, req, res, startedAt);
  parts.metrics.timeRequest(req, res, () => route.metricsRoute, startedAt);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const body = Buffer.from(answer.json, 'utf8');
  const etag = weakEtag(body);
  if (encoding === 'identity' || body.length < COMPRESSION_THRESHOLD_BYTES) {
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(body);
    return;
  }
  compressWith[encoding](body).then(
    (compressed) => {
      res.setHeader('ETag', etag);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Encoding', encoding);
      // Written, then ended: chunked, as the compression middleware streams it.
      res.write(compressed);
      res.end();
    },
    (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
  );
}
