import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { SESSION_COOKIE } from '../session/session.service';
import { serveCrawlerFiles } from './crawler-files';
import { absoluteUrl, publicOrigin } from './public-origin';
import { renderPage, RenderedPageInput } from './render-page';
import { serveBuiltAssets } from './static-assets';
import type { PageLanguage } from './web-page';
import { ResolvedWebPage, WebPages } from './web-pages';

/** Paths the server answers itself; every other GET that wants HTML gets the web app. */
const SERVER_PATHS = /^\/(api|socket\.io|uploads|admin\/queues|healthz|readyz|metrics)(\/|$)/;

/** `?lang=hi` is the Hindi page; anything else (or nothing) the English one. */
function pageLanguage(query: URLSearchParams): PageLanguage {
  return query.get('lang') === 'hi' ? 'hi' : 'en';
}

function withLanguage(url: string, language: PageLanguage): string {
  return language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Whether the request carries a session cookie (its validity is the app's question, not the first screen's). */
function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

function renderInput(req: Request, resolved: ResolvedWebPage | null, language: PageLanguage, origin: string): RenderedPageInput {
  const absolute = (pathOrUrl: string) => absoluteUrl(origin, pathOrUrl);
  const request = { path: req.url, hasSession: hasSessionCookie(req), absolute };
  if (!resolved) return { language, page: null, canonical: null, alternates: null, noindex: false, ...request };
  const base = resolved.status === 200 && !resolved.isPrivate && resolved.canonicalPath ? absolute(resolved.canonicalPath) : null;
  return {
    language,
    page: resolved.page,
    canonical: base && withLanguage(base, language),
    alternates: base ? { en: base, hi: withLanguage(base, 'hi') } : null,
    noindex: base === null,
    ...request,
  };
}

/**
 * Serves the built React app and its client-side routes, and /robots.txt and the sitemaps. Every
 * page is the app, written per request with the page's own head (title, description, canonical,
 * hreflang, Open Graph, Twitter, JSON-LD), language and a small body from the context that
 * describes it (decisions/0049), so crawlers and link previews need no JavaScript. Its status says
 * whether the page exists (decisions/0045): 404 for a path no route knows and for a coin or seller
 * that is missing or not public. If the description fails (the database is away), the page is served
 * as 200 with the site's head and the app shows what its calls get. HTML is `no-cache` with an
 * ETag, so a repeat visit is a 304. Returns false when no build exists.
 */
export function serveWebApp(app: NestExpressApplication, webDist: string): boolean {
  const config = app.get<AppConfig>(APP_CONFIG);
  serveCrawlerFiles(app, config);
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  const template = readFileSync(index, 'utf8');
  serveBuiltAssets(app, webDist);
  const pages = app.get(WebPages);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    const query = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
    const language = pageLanguage(query);
    const origin = publicOrigin(config, req);
    pages
      .resolve(req.path, query, language, (pathOrUrl) => absoluteUrl(origin, pathOrUrl))
      .catch(() => null)
      .then((resolved) => {
        const html = renderPage(template, renderInput(req, resolved, language, origin));
        res.status(resolved?.status ?? 200);
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(html); // Express adds the ETag and answers a matching If-None-Match with 304
      })
      .catch(next);
  });
  return true;
}
