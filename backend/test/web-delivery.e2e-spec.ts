import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get, IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/platform/http/compression';
import { liveListing, pictureWithMetadata, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** Compression and caching of every answer (decisions/0048), seen on the wire: bodies are not decoded for us. */
describe('Web delivery: compression and caching', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  const webDist = mkdtempSync(join(tmpdir(), 'sikka-delivery-web-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'sikka-delivery-uploads-'));
  const APP = `<!doctype html><title>Sikka</title><div id="root"></div><!--${'padding '.repeat(300)}-->`;
  const BUNDLE = `console.log(${JSON.stringify('the plain bundle '.repeat(200))});`;
  // The twins differ from the plain file on purpose: the body says which file was sent.
  const FROM_BR = `console.log(${JSON.stringify('sent from the .br twin '.repeat(200))});`;
  const FROM_GZ = `console.log(${JSON.stringify('sent from the .gz twin '.repeat(200))});`;
  const ONLY_PLAIN = `body{color:red}/*${'unshipped twin '.repeat(200)}*/`;

  const fetchRaw = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> =>
    new Promise((done, fail) => {
      const req = get(`${t.url}${path}`, { method, headers: { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      });
      req.on('error', fail);
    });

  /** Decodes once, as a browser does: a doubly compressed body would not come out as the text. */
  const decoded = (answer: RawAnswer): string => {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    if (encoding === undefined) return answer.body.toString();
    throw new Error(`Unexpected Content-Encoding ${encoding}`);
  };
  const varies = (answer: RawAnswer) => expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), APP);
    writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
    writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(FROM_BR));
    writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(FROM_GZ));
    writeFileSync(join(webDist, 'assets', 'style-Ef56Gh78.css'), ONLY_PLAIN);
    writeFileSync(join(webDist, 'assets', 'tiny-Ij90Kl12.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'share-image.png'), Buffer.from('not really a png, but a file of the build'));
    writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('push', () => {});");
    writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Sikka"}');
    t = await createTestApp({ listen: true, overrides: { webDist, uploadDir, storage: { driver: 'local' } } });
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('dynamic answers', () => {
    beforeAll(async () => {
      for (let i = 0; i < 4; i++) await liveListing(t, seller, admin);
    });

    it('sends API JSON as brotli when accepted, gzip when only gzip is, and as it is otherwise', async () => {
      const plain = await fetchRaw('/api/coins');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const coins = JSON.parse(plain.body.toString());

      const br = await fetchRaw('/api/coins', 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/application\/json/);
      varies(br);
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decoded(br))).toEqual(coins);

      const gzip = await fetchRaw('/api/coins', 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      varies(gzip);
      expect(JSON.parse(decoded(gzip))).toEqual(coins);

      const refused = await fetchRaw('/api/coins', 'br;q=0, gzip;q=0, identity');
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(refused.body.toString())).toEqual(coins);
    });

    it('compresses the web app page, the OpenAPI document and Bull Board', async () => {
      const plainPage = await fetchRaw('/about');
      expect(plainPage.status).toBe(200);
      expect(plainPage.headers['content-encoding']).toBeUndefined();
      expect(plainPage.body.toString()).toContain('<div id="root"></div><!--padding');
      const page = await fetchRaw('/about', 'br, gzip');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      varies(page);
      expect(decoded(page)).toBe(plainPage.body.toString());
      const gzipPage = await fetchRaw('/no-such-page', 'gzip');
      expect(gzipPage.status).toBe(404);
      expect(gzipPage.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzipPage)).toContain('<div id="root"></div><!--padding');

      const openApi = await fetchRaw('/api/docs-json', 'br');
      expect(openApi.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(openApi))).toMatchObject({ openapi: expect.stringMatching(/^3\./) });

      const dashboard = await fetchRaw('/admin/queues', 'gzip', { Cookie: admin.cookie });
      expect(dashboard.status).toBe(200);
      expect(dashboard.headers['content-type']).toMatch(/html/);
      expect(decoded(dashboard)).toMatch(/<html/i);
      expect(dashboard.headers['content-encoding']).toBe('gzip');
      const queues = await fetchRaw('/admin/queues/api/queues', 'br', { Cookie: admin.cookie });
      expect(queues.status).toBe(200);
      expect(JSON.parse(decoded(queues))).toHaveProperty('queues');
    });

    it('leaves small answers and HEAD requests as they are', async () => {
      const health = await fetchRaw('/healthz', 'br, gzip');
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
      const head = await fetchRaw('/api/coins', 'br', {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('built assets', () => {
    const asset = '/assets/index-Ab12Cd34.js';
    const twin = (suffix: string) => statSync(join(webDist, 'assets', `index-Ab12Cd34.js${suffix}`)).size;
    const cachedForAYear = (answer: RawAnswer) => expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    it('sends the .br twin to a client accepting brotli, as is, with the original type and its length', async () => {
      const br = await fetchRaw(asset, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(br.headers['content-length'])).toBe(twin('.br'));
      varies(br);
      cachedForAYear(br);
      expect(decoded(br)).toBe(FROM_BR);
      const head = await fetchRaw(asset, 'br', {}, 'HEAD');
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(twin('.br'));
    });

    it('sends the .gz twin when only gzip is accepted, and the plain file otherwise', async () => {
      const gzip = await fetchRaw(asset, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(gzip.headers['content-length'])).toBe(twin('.gz'));
      varies(gzip);
      cachedForAYear(gzip);
      expect(decoded(gzip)).toBe(FROM_GZ);

      for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const plain = await fetchRaw(asset, acceptEncoding);
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
        expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
        varies(plain);
        cachedForAYear(plain);
        expect(plain.body.toString()).toBe(BUNDLE);
      }
    });

    it('answers revalidation of a twin with 304', async () => {
      const first = await fetchRaw(asset, 'br');
      const again = await fetchRaw(asset, 'br', { 'If-None-Match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('compresses an asset without twins on the fly, keeps tiny ones plain and still answers 404 for missing ones', async () => {
      const css = await fetchRaw('/assets/style-Ef56Gh78.css', 'br');
      expect(css.headers['content-encoding']).toBe('br');
      cachedForAYear(css);
      expect(decoded(css)).toBe(ONLY_PLAIN);
      const tiny = await fetchRaw('/assets/tiny-Ij90Kl12.js', 'br');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe('console.log(1)');
      expect((await fetchRaw('/assets/missing-0000.js', 'br')).status).toBe(404);
      expect((await fetchRaw('/assets/index-Ab12Cd34.js.br/x', 'br')).status).toBe(404);
      expect((await fetchRaw('/assets/..%2Findex.html', 'br')).status).not.toBe(200);
    });
  });

  describe("the build's top-level files", () => {
    it('serves them for an hour; a path that only looks like one is a page, and the API is untouched', async () => {
      const file = await fetchRaw('/share-image.png');
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=3600');
      expect(decoded(file)).toBe('not really a png, but a file of the build');
      const page = await fetchRaw('/other-image.png');
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect((await fetchRaw('/api/coins?limit=1')).status).toBe(200);
    });

    it('serves the service worker uncached, so a new one reaches users on their next visit, and the manifest as a manifest', async () => {
      const worker = await fetchRaw('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      const manifest = await fetchRaw('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    });
  });

  describe('uploaded pictures', () => {
    it('serves a picture as it is, with its long immutable cache, whatever the client accepts', async () => {
      const created = await postListing(t, seller, {}, await pictureWithMetadata('jpeg')).expect(201);
      const url: string = created.body.imageUrl;
      expect(url).toMatch(/^\/uploads\/coins\/[0-9a-f-]{36}\.jpg$/);
      const picture = await fetchRaw(url, 'br, gzip');
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['content-encoding']).toBeUndefined();
      expect(picture.headers['cache-control']).toBe('public, max-age=2592000, immutable');
      expect(picture.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      // Even a compressible file under /uploads goes out as stored.
      writeFileSync(join(uploadDir, 'coins', 'note.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600)}</svg>`);
      const svg = await fetchRaw('/uploads/coins/note.svg', 'br, gzip');
      expect(svg.status).toBe(200);
      expect(svg.headers['content-encoding']).toBeUndefined();
    });
  });
});
