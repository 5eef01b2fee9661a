import type { Request } from 'express';
import type { AppConfig } from '../config/config';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin canonical URLs, og:url and sitemaps are written with: PUBLIC_ORIGIN when set,
 * otherwise the origin the request was sent to (X-Forwarded-Proto/Host only with TRUST_PROXY, as
 * Express reads them). A Host that is no host name is not echoed.
 */
export function publicOrigin(config: Pick<AppConfig, 'publicOrigin'>, req: Request): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = req.host;
  return `${req.protocol}://${host && HOST.test(host) ? host : 'localhost'}`;
}

/** An absolute URL on `origin` for a site path; absolute URLs (pictures on a CDN) are kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
