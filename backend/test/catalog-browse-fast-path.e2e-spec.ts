import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { SearchCoinsDto } from '../src/contexts/catalog/interface/dto/search-coins.dto';
import { ApiValidationPipe } from '../src/platform/http/validation.pipe';
import { Metrics } from '../src/platform/observability/metrics';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

interface Answer {
  status: number;
  /** Header lines as sent, in order, without Date (it moves with the clock). */
  headers: string[];
  body: string;
}

function get(t: TestApp, path: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = new URL(t.url!);
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[res.headers['content-encoding'] ?? ''];
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i] !== 'Date') lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, headers: lines, body: (decode ? decode(raw) : raw).toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

const ENCODINGS = [undefined, 'gzip', 'br', 'gzip, deflate, br, zstd', 'deflate'];

/**
 * GET /api/coins answered before Express (decisions/0078) gives exactly what the controller gives:
 * the same status, header lines in the same order, body, access log line and metrics, for several
 * queries and encodings; queries it is not sure of go through the controller.
 */
describe('Browse answered before the framework', () => {
  let fast: TestApp;
  let framework: TestApp;
  let admin: Person;
  const token = uniqueToken();
  const logs = { fast: [] as string[], framework: [] as string[] };
  const sink = (lines: string[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
  // The controller's query passes the global validation pipe: a call for SearchCoinsDto marks a request that went through Nest.
  const pipe = jest.spyOn(ApiValidationPipe.prototype, 'transform');
  const throughNest = () => pipe.mock.calls.filter(([, metadata]) => metadata.metatype === SearchCoinsDto).length;

  beforeAll(async () => {
    fast = await createTestApp({ listen: true, overrides: { logLevel: 'info' }, logDestination: sink(logs.fast) });
    framework = await createTestApp({ listen: true, fastRoutes: false, redisPrefix: fast.config.redisPrefix, overrides: { logLevel: 'info' }, logDestination: sink(logs.framework) });
    admin = await signUpAdmin(fast);
    const seller: Person = await signUp(fast, { tier: 'premium' });
    // Enough listings for a page above the 1 KiB from which answers are compressed.
    for (const [i, fields] of [
      { price: '1200', metal: 'silver', category: 'mughal' },
      { price: '800', metal: 'gold', category: 'british-india' },
      { price: '4500', metal: 'silver', category: 'british-india' },
      { price: '99000', metal: 'copper', category: 'princely' },
    ].entries()) {
      await liveListing(fast, seller, admin, { ...fields, title: `Fast path ${token} coin ${i}`, location: `Pune ${token}` });
    }
  });
  afterAll(async () => {
    pipe.mockRestore();
    await framework.close();
    await fast.close();
  });

  /** Both apps' answers to `path`, and whether the fast app's went through the controller. */
  async function both(path: string, headers: Record<string, string> = {}): Promise<{ fastAnswer: Answer; frameworkAnswer: Answer; throughController: boolean }> {
    const id = `parity-${randomUUID()}`;
    pipe.mockClear();
    const fastAnswer = await get(fast, path, { 'X-Request-Id': id, ...headers });
    const throughController = throughNest() > 0;
    const frameworkAnswer = await get(framework, path, { 'X-Request-Id': id, ...headers });
    expect(throughNest()).toBeGreaterThan(0);
    return { fastAnswer, frameworkAnswer, throughController };
  }

  const answered = [
    `search=${token}`,
    `search=${token}&sortBy=price-low&limit=2`,
    `search=${token}&sortBy=price-high&limit=2&offset=1`,
    `search=${token}&category=british-india&metal=silver&minPrice=100&maxPrice=200000`,
    `search=${token}&category=all&metal=&condition=%20&sortBy=`,
    `location=pune%20${token}&sortBy=oldest`,
    `search=${token}+coin&limit=100`,
    `search=${token}&category=mughal`,
    `search=nothing-matches-${token}`,
    `search=${token}&ruler=Akbar&mint=&issuer=all`,
    `search=${token}&certified=false&yearFrom=1800&yearTo=1900&sortBy=year-desc`,
  ];

  it.each(answered)('answers %s as the controller does, in every encoding', async (query) => {
    for (const encoding of ENCODINGS) {
      const { fastAnswer, frameworkAnswer, throughController } = await both(`/api/coins?${query}`, encoding ? { 'Accept-Encoding': encoding } : {});
      expect(fastAnswer).toEqual(frameworkAnswer);
      expect(fastAnswer.status).toBe(200);
      // deflate alone is left to the compression middleware's own negotiation.
      expect(throughController).toBe(encoding === 'deflate');
    }
  });

  it('compresses a page of more than 1 KiB as the compression middleware does', async () => {
    const { fastAnswer, throughController } = await both(`/api/coins?search=${token}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(throughController).toBe(false);
    expect(fastAnswer.headers).toEqual(expect.arrayContaining(['Content-Encoding: br', 'Vary: Accept-Encoding', 'Transfer-Encoding: chunked']));
    expect(JSON.parse(fastAnswer.body)).toHaveLength(4);
  });

  const leftToTheController: [string, Record<string, string>, number][] = [
    [`search=${token}&utm_source=mail`, {}, 200],
    [`search=${token}&yearFrom=1900&yearTo=1800`, {}, 400],
    [`search=${token}&yearFrom=0`, {}, 400],
    [`search=${token}&certified=yes`, {}, 400],
    [`search=${token}&limit=500`, {}, 400],
    [`search=${token}&minPrice=0x10`, {}, 400],
    [`search=${token}&offset=-1`, {}, 400],
    [`search=${token}&category=gold-bars`, {}, 400],
    [`search=${token}&search=again`, {}, 400],
    [`search=${token}&minPrice=5&maxPrice=1`, {}, 400],
    [`search=${token}&sortBy=cheapest`, {}, 400],
    [`search=${token}%00`, {}, 400],
    [`search=${token}&limit=`, {}, 400],
    [`search=${token}`, { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.9' }, 200],
  ];

  it.each(leftToTheController)('leaves %s %j to the controller, which answers %d', async (query, headers, status) => {
    const { fastAnswer, frameworkAnswer, throughController } = await both(`/api/coins?${query}`, headers);
    expect(throughController).toBe(true);
    expect(fastAnswer).toEqual(frameworkAnswer);
    expect(fastAnswer.status).toBe(status);
  });

  it('leaves conditional requests to Express, which answers 304 for the ETag it gave', async () => {
    const first = await get(fast, `/api/coins?search=${token}`, {});
    const etag = first.headers.find((line) => line.startsWith('ETag: '))!.slice('ETag: '.length);
    const { fastAnswer, frameworkAnswer, throughController } = await both(`/api/coins?search=${token}`, { 'If-None-Match': etag });
    expect(throughController).toBe(true);
    expect(fastAnswer).toEqual(frameworkAnswer);
    expect(fastAnswer.status).toBe(304);
  });

  it('writes the same access log line and counts the request under the same route in the metrics', async () => {
    const countOf = async (t: TestApp): Promise<number> => {
      const metrics = await t.app.get(Metrics).registry.metrics();
      const line = metrics.split('\n').find((text) => text.startsWith('http_request_duration_seconds_count{method="GET",route="/api/coins",status="200"} '));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const [fastBefore, frameworkBefore] = [await countOf(fast), await countOf(framework)];
    const id = `parity-${randomUUID()}`;
    pipe.mockClear();
    await get(fast, `/api/coins?search=${token}`, { 'X-Request-Id': id });
    expect(throughNest()).toBe(0);
    await get(framework, `/api/coins?search=${token}`, { 'X-Request-Id': id });
    expect(await countOf(fast)).toBe(fastBefore + 1);
    expect(await countOf(framework)).toBe(frameworkBefore + 1);

    const lineOf = (lines: string[]) => {
      const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => (entry.req as { id?: string } | undefined)?.id === id);
      expect(line).toBeDefined();
      const { req, res, msg, level } = line!;
      return { req, res, msg, level };
    };
    expect(lineOf(logs.fast)).toEqual(lineOf(logs.framework));
    expect(lineOf(logs.fast)).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
  });
});
