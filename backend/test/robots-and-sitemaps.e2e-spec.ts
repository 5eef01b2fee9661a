import request from 'supertest';
import { Sitemaps } from '../src/platform/http/sitemaps';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

const ORIGIN = 'https://sikka.example';
const URLS_PER_FILE = 2;

/**
 * Fails unless `xml` is well-formed as these files are written: one XML declaration, every element
 * closed in order, one root, no stray "<" or "&" in text or attributes.
 */
function expectWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const open: string[] = [];
  let roots = 0;
  for (const [token] of xml.slice(xml.indexOf('?>') + 2).matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      expect(token).not.toMatch(/&(?!#\d+;|lt;|gt;|amp;|quot;|apos;)/);
      if (open.length === 0) expect(token.trim()).toBe('');
      continue;
    }
    const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) throw new Error(`Malformed tag ${token}`);
    const [, closing, name, attributes, selfClosing] = tag;
    expect(attributes).not.toMatch(/&(?!#\d+;|lt;|gt;|amp;|quot;|apos;)/);
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name);
    }
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]);

describe('robots.txt and the sitemaps', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    // No web build at all: these files are the server's own, never the web app.
    t = await createTestApp({ overrides: { webDist: '/nonexistent-web-dist', publicOrigin: ORIGIN } });
    t.app.get(Sitemaps).urlsPerFile = URLS_PER_FILE;
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(() => t.close());

  it('serves robots.txt allowing the public pages and keeping crawlers out of the private ones', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200).expect('Content-Type', 'text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/messages', '/listings', '/my-listings', '/notifications', '/watchlist', '/saved-searches', '/sell', '/profile', '/api/', '/admin/queues']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /sellers/'); // "/sell" must not hide the seller pages
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(coin|search|about)?$/.test(line))).toBe(false);
  });

  it('lists every public coin and seller, split into files of at most the limit, each with lastmod', async () => {
    const approved = await Promise.all([1, 2, 3, 4].map(() => liveListing(t, seller, admin)));
    const sold = await liveListing(t, seller, admin);
    await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).expect(200);
    const pending = (await postListing(t, seller).expect(201)).body;
    const deleted = await liveListing(t, seller, admin);
    await request(t.http).delete(`/api/coins/${deleted.id}`).set('Cookie', seller.cookie).expect(200);
    const buyer = await signUp(t);

    const index = await request(t.http).get('/sitemap.xml').expect(200).expect('Content-Type', 'application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toMatch(/max-age=\d+/);
    expectWellFormedXml(index.text);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = [...index.text.matchAll(/<sitemap><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/sitemap>/g)];
    expect(sitemaps.length).toBe(locs(index.text).length);
    for (const [, , lastmod] of sitemaps) expect(new Date(lastmod).toISOString()).toBe(lastmod);
    const files = sitemaps.map(([, loc]) => loc);
    for (const file of files) expect(file).toMatch(new RegExp(`^${ORIGIN}/sitemaps/(coins|sellers)-\\d+\\.xml$`));
    expect(files.filter((file) => file.includes('/coins-')).length).toBeGreaterThanOrEqual(3); // at least 5 public coins, 2 a file

    const pages: string[] = [];
    for (const file of files) {
      const res = await request(t.http).get(new URL(file).pathname).expect(200).expect('Content-Type', 'application/xml; charset=utf-8');
      expectWellFormedXml(res.text);
      const urls = [...res.text.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)];
      expect(urls.length).toBe((res.text.match(/<url>/g) ?? []).length); // every URL has its lastmod
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(URLS_PER_FILE);
      for (const [, loc, lastmod] of urls) {
        expect(new Date(lastmod).toISOString()).toBe(lastmod);
        expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${loc}?lang=hi"/>`);
        pages.push(loc);
      }
    }
    expect(new Set(pages).size).toBe(pages.length); // no page in two files
    for (const coin of [...approved, sold]) expect(pages).toContain(`${ORIGIN}/coin/${coin.id}`);
    for (const coin of [pending, deleted]) expect(pages).not.toContain(`${ORIGIN}/coin/${coin.id}`);
    expect(pages).toContain(`${ORIGIN}/sellers/${seller.id}`);
    expect(pages).not.toContain(`${ORIGIN}/sellers/${buyer.id}`);
    expect(pages).not.toContain(`${ORIGIN}/sellers/${admin.id}`);
  });

  it('answers an unknown sitemap file with 404', async () => {
    await request(t.http).get('/sitemaps/nope-1.xml').expect(404);
    await request(t.http).get('/sitemaps/coins-99999999999.xml').expect(404);
    const empty = await request(t.http).get('/sitemaps/coins-2147483647.xml').expect(200);
    expectWellFormedXml(empty.text);
    expect(locs(empty.text)).toEqual([]);
  });
});
