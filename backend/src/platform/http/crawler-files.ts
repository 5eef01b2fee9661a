import { ID_MAX } from '../kernel/ids';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/config';
import { absoluteUrl, publicOrigin } from './public-origin';
import { SitemapEntry, Sitemaps } from './sitemaps';
import { isDependencyUnavailable, UNAVAILABLE_MESSAGE } from './unavailable-dependency';
import { PRIVATE_PATH_PREFIXES } from './web-routes';

/** robots.txt changes with a deploy; sitemaps with every approval: both are cheap to re-read. */
const ROBOTS_CACHE = 'public, max-age=3600';
const SITEMAP_CACHE = 'public, max-age=600';
const SITEMAP_FILE = /^\/sitemaps\/([a-z]+)-(\d{1,10})\.xml$/;
const CRAWLER_PATH = /^\/(robots\.txt|sitemap\.xml|sitemaps\/)/;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const lastmod = (date: Date): string => `<lastmod>${new Date(date).toISOString()}</lastmod>`;

/** The database is away: 503 that says it will pass, as the API does (decisions/0031); anything else is a bug. */
function failed(error: unknown, res: Response, next: NextFunction): void {
  if (!isDependencyUnavailable(error)) return next(error);
  res.status(503).setHeader('Retry-After', '30');
  res.type('text/plain; charset=utf-8').send(`${UNAVAILABLE_MESSAGE}\n`);
}

/** robots.txt: everything public is allowed; the private screens, the API and the dashboard are not. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    // "/sell" would otherwise also keep crawlers off the seller pages; the longer rule wins.
    'Allow: /sellers/',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const en = absoluteUrl(origin, entry.path);
    const hi = `${en}${en.includes('?') ? '&' : '?'}lang=hi`;
    return (
      `<url><loc>${escapeXml(en)}</loc>${lastmod(entry.lastmod)}` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${escapeXml(hi)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/></url>`
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Serves /robots.txt, the sitemap index /sitemap.xml and its files /sitemaps/{source}-{start}.xml
 * from the sources contexts registered (decisions/0049); never the web app. Served with or without
 * a web build, since the API's own pages are not affected.
 */
export function serveCrawlerFiles(app: NestExpressApplication, config: Pick<AppConfig, 'publicOrigin'>): void {
  const sitemaps = app.get(Sitemaps);
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Anything but robots.txt and the sitemaps (every API request above all) goes on at once.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !CRAWLER_PATH.test(req.path)) return next();
    const origin = publicOrigin(config, req);
    if (req.path === '/robots.txt') {
      res.type('text/plain; charset=utf-8').setHeader('Cache-Control', ROBOTS_CACHE);
      res.send(robotsText(origin));
      return;
    }
    if (req.path === '/sitemap.xml') {
      sitemaps.index().then((files) => {
        const items = files.map(({ name, file }) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, `/sitemaps/${name}-${file.start}.xml`))}</loc>${lastmod(file.lastmod)}</sitemap>`);
        res.type('application/xml; charset=utf-8').setHeader('Cache-Control', SITEMAP_CACHE);
        res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${items.join('\n')}\n</sitemapindex>\n`);
      }, (error: unknown) => failed(error, res, next));
      return;
    }
    const file = SITEMAP_FILE.exec(req.path);
    if (!file || Number(file[2]) > ID_MAX) return next();
    sitemaps.file(file[1], Number(file[2])).then((entries) => {
      if (!entries) return next();
      res.type('application/xml; charset=utf-8').setHeader('Cache-Control', SITEMAP_CACHE);
      res.send(urlset(origin, entries));
    }, (error: unknown) => failed(error, res, next));
  });
}
