import { Server as NetServer } from 'node:net';
import { Server, ServerResponse } from 'node:http';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import { errorBody } from './error-body';

/** How long open keep-alive sockets may still bring a request (answered 503, then closed) before idle ones are closed. */
const ANNOUNCE_MS = 1000;

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, Math.max(0, ms)));

const openConnections = (server: Server): Promise<number> =>
  new Promise((done) => server.getConnections((error, count) => done(error ? 1 : count)));

/**
 * Graceful HTTP shutdown under keep-alive load (`shutDown`):
 * 1. stop accepting connections; every answer not yet written says `Connection: close`, so each
 *    busy socket ends after the answer it owes;
 * 2. a request that still arrives on an open socket is not run: it gets a 503 with
 *    `Connection: close` (a definite answer the client can retry elsewhere, instead of a reset);
 * 3. once every request in flight is answered (at most `deadlineMs`) and clients had ANNOUNCE_MS to
 *    see the closes, idle sockets are closed, then whatever is left.
 */
export class HttpDrain {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  private waiters: (() => void)[] = [];

  /** Registered first, so it sees every request the express app gets. */
  middleware(): RequestHandler {
    return (_req: Request, res: Response, next: NextFunction): void => {
      this.track(res);
      if (!this.draining) return next();
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '1');
      res.status(503).json(errorBody(503, 'The server is restarting. Please try again in a moment.'));
    };
  }

  /** Counts `res` as in flight until it closes (again for the same answer changes nothing). */
  track(res: ServerResponse): void {
    if (this.inFlight.has(res)) return;
    this.inFlight.add(res);
    res.once('close', () => {
      this.inFlight.delete(res);
      if (this.inFlight.size === 0) this.wake();
    });
  }

  /** Whether shutDown has begun: every request from now on gets the 503 of the middleware. */
  get isDraining(): boolean {
    return this.draining;
  }

  /** Answers true when every request in flight was answered before the deadline (then no answer was cut). */
  async shutDown(server: Server, deadlineMs: number): Promise<boolean> {
    const begunAt = Date.now();
    this.draining = true;
    // Stop listening without http.Server#close's immediate close of idle keep-alive sockets: a client
    // may be writing its next request on one right now, and would get a reset instead of an answer.
    NetServer.prototype.close.call(server);
    for (const res of this.inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }
    const answered = await this.settled(deadlineMs);
    if ((await openConnections(server)) > 0) await sleep(begunAt + ANNOUNCE_MS - Date.now());
    server.closeIdleConnections();
    await this.settled(500);
    server.closeAllConnections();
    return answered;
  }

  get pending(): number {
    return this.inFlight.size;
  }

  private settled(timeoutMs: number): Promise<boolean> {
    if (this.inFlight.size === 0) return Promise.resolve(true);
    return new Promise((done) => {
      const timer = setTimeout(() => done(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        done(true);
      });
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}
