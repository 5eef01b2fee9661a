import type { IncomingMessage, ServerResponse } from 'node:http';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config';

/** Razorpay's checkout script and frames, allowed only when payments go through Razorpay (RAZORPAY_KEY_ID set). */
const RAZORPAY_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};
const NO_SOURCES: typeof RAZORPAY_SOURCES = { script: [], frame: [], connect: [], img: [] };

type SecurityConfig = Pick<AppConfig, 'cookieSecure' | 'storage'> & { razorpay: Pick<AppConfig['razorpay'], 'keyId'> };

/** helmet's settings for this deployment: the Content-Security-Policy and the other headers it sets. */
export function helmetOptions(config: SecurityConfig): HelmetOptions {
  const payments = config.razorpay.keyId ? RAZORPAY_SOURCES : NO_SOURCES;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payments.script],
        frameSrc: ["'self'", ...payments.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...payments.img, ...(config.storage.driver === 's3' ? [new URL(config.storage.publicUrl).origin] : [])],
        connectSrc: ["'self'", ...payments.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure,
  };
}

/** What a middleware did to a response's headers, in order: set (name and value) or removed. */
export type HeaderEdit = readonly [name: string, value: string | number | readonly string[] | undefined];

/**
 * Runs `middleware` once on a stand-in request and response and records its header edits. helmet's
 * headers depend on its options only (no nonce, no function directive here), so one run gives them
 * for every request; it throws if the middleware does anything but set and remove headers and call next.
 */
export function recordHeaderEdits(middleware: RequestHandler): HeaderEdit[] {
  const edits: HeaderEdit[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => edits.push([name, value]),
    removeHeader: (name: string) => edits.push([name, undefined]),
  };
  let called = false;
  middleware({ method: 'GET', url: '/', headers: {} } as unknown as Request, res as unknown as Response, ((error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    called = true;
  }) as NextFunction);
  if (!called) throw new Error('The security header middleware did not finish synchronously');
  return edits;
}

/**
 * helmet's headers on every response, computed once at start (decisions/0055): helmet rebuilds the
 * Content-Security-Policy string and walks its eleven middlewares on every request; this middleware
 * replays the same edits (the same names, values and order, tested against helmet's own answer).
 */
export function securityHeaders(config: SecurityConfig): RequestHandler {
  return securityHeadersMiddleware(securityHeaderWriter(config));
}

/** Writes helmet's headers (recorded once) onto an answer: the middleware's work, also done by platform/http/fast-path.ts. */
export function securityHeaderWriter(config: SecurityConfig): (res: ServerResponse) => void {
  const edits = recordHeaderEdits(helmet(helmetOptions(config)) as unknown as RequestHandler);
  return (res) => {
    for (const [name, value] of edits) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
  };
}

/** The middleware that writes the headers of `write` on every answer. */
export function securityHeadersMiddleware(write: (res: ServerResponse) => void): RequestHandler {
  return (_req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    write(res);
    next();
  };
}
