import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { liveListing } from './support/listings';
import { hostileValue, plainText, urlText } from './support/hostile-values';
import { signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

const INDEX = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sikka</title></head><body><div id="root"></div></body></html>';

/**
 * The pages the server writes itself (decisions/0045, 0049) are outside the OpenAPI document, so the
 * operation-walking suite does not reach them: hostile values in every part of their addresses never
 * give a 5xx, and text that could break out of HTML is never echoed as it came.
 */
describe('Hostile input on server-rendered pages, robots and sitemaps', () => {
  let t: TestApp;
  let coinId: number;
  let sellerId: number;
  const webDist = mkdtempSync(join(tmpdir(), 'sikka-hostile-pages-'));

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), INDEX);
    t = await createTestApp({ overrides: { webDist } });
    const admin = await signUpAdmin(t);
    const seller = await signUp(t, { tier: 'premium' });
    coinId = (await liveListing(t, seller, admin)).id;
    sellerId = seller.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** The addresses a hostile value can sit in, given the value as URL text. */
  const PLACES: { name: string; path: (value: string) => string }[] = [
    { name: 'coin id', path: (v) => `/coin/${v}` },
    { name: 'seller id', path: (v) => `/sellers/${v}` },
    { name: 'coin page language', path: (v) => `/coin/${coinId}?lang=${v}` },
    { name: 'seller page language', path: (v) => `/sellers/${sellerId}?lang=${v}` },
    { name: 'search text', path: (v) => `/search?q=${v}` },
    { name: 'browse filter', path: (v) => `/?metal=${v}&category=${v}&condition=${v}` },
    { name: 'browse prices and sort', path: (v) => `/?minPrice=${v}&maxPrice=${v}&sort=${v}` },
    { name: 'repeated parameter', path: (v) => `/search?q=${v}&q=${v}&lang=${v}&lang=hi` },
    { name: 'sitemap file name', path: (v) => `/sitemaps/${v}.xml` },
    { name: 'sitemap file start', path: (v) => `/sitemaps/coins-${v}.xml` },
    { name: 'unknown page', path: (v) => `/${v}` },
  ];

  it.each(PLACES)('answers a hostile $name without a 5xx and without echoing markup', async ({ path }) => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (hostile) => {
        const res = await request(t.http).get(path(urlText(hostile)));
        expect(res.status).toBeLessThan(500);
        const text = hostile.kind === 'value' ? plainText(hostile.value) : hostile.raw;
        if (/[<>"]/.test(text) && /html/.test(String(res.headers['content-type']))) expect(res.text).not.toContain(text);
      }),
      { numRuns: 40, seed: 20261125 },
    );
  });

  it('keeps a search for markup inert in the page it writes', async () => {
    const res = await request(t.http).get(`/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`).expect(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('"><script>');
  });
});
