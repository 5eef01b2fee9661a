import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestId } from './request-id';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id), set by accessLog for every request. */
    id?: string;
  }
}

/** Paths whose answers are never logged (probes, scrapes and static files), as before. */
const QUIET_PATHS = /^\/(healthz|readyz|metrics|assets\/)/;

type Level = 'info' | 'warn' | 'error';

const levelOf = (status: number, aborted: boolean): Level => (status >= 500 ? 'error' : status >= 400 || aborted ? 'warn' : 'info');

/**
 * The request id and the access log (decisions/0055), in place of pino-http. Every request gets
 * `req.id` and the `X-Request-Id` header (a well-formed one from a proxy, else a new UUID). Its line
 * ("request completed", or "request aborted" when the client left first) is written at info for
 * 1xx-3xx, warn for 4xx, error for 5xx, in pino-http's shape (`req` {id, method, url}, `res`
 * {statusCode}, `responseTime` in ms); the probes' and static files' answers are not logged. At the
 * production level (warn) a 2xx costs one listener and no logger work: nothing is built unless the
 * line's level is enabled.
 */
export function accessLog(logger: Logger): (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    logAccess(logger, req, res, performance.now());
    next();
  };
}

/**
 * What accessLog does for one request, for a path that answers before Express (platform/http/fast-path.ts):
 * the request id on `req` and in X-Request-Id, and the line once the answer is done, timed from `startedAt`
 * (a `performance.now()` reading).
 */
export function logAccess(logger: Logger, req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, startedAt: number): void {
  const id = requestId(req);
  req.id = id;
  res.setHeader('X-Request-Id', id);
  res.once('close', () => writeAccessLine(logger, req, res, startedAt, !res.writableFinished));
}

/** The access log line of a request whose answer is done (or whose client left first: `aborted`). */
export function writeAccessLine(logger: Logger, req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, startedAt: number, aborted: boolean): void {
  const level = levelOf(res.statusCode, aborted);
  if (!logger.isLevelEnabled(level)) return;
  const url = req.originalUrl ?? req.url ?? '';
  if (QUIET_PATHS.test(url)) return;
  const line = { req: { id: req.id, method: req.method, url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) };
  logger[level](line, aborted ? 'request aborted' : 'request completed');
}
