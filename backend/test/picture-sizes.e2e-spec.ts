import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../src/contexts/catalog/domain/picture-sizes';
import { ListingPictures } from '../src/contexts/catalog/infrastructure/listing-pictures';
import { backfillPictureSizes } from '../src/contexts/catalog/infrastructure/picture-sizes-backfill';
import { createTestApp, TestApp } from './support/test-app';
import { postListing } from './support/listings';
import { Person, signUp } from './support/people';

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b08d57' } }).jpeg().toBuffer();
const sized = (url: string, width: number) => url.replace(/\.jpg$/, `-${width}w.jpg`);
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Coin pictures in sizes (decisions/0051)', () => {
  let t: TestApp;
  let seller: Person;
  const fileOf = (url: string) => join(t.config.uploadDir, url.replace('/uploads/', ''));

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(() => t.close());

  it('answers the full-size picture as imageUrl, as before, and serves a copy at each width beside it', async () => {
    const coin = (await postListing(t, seller, {}, await photo(2000, 1500)).expect(201)).body;
    expect(coin.imageUrl).toMatch(/^\/uploads\/coins\/[0-9a-f-]{36}\.jpg$/);
    expect(JSON.stringify(coin)).not.toMatch(/-\d+w\./);
    expect((await request(t.http).get(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).expect(200)).body.imageUrl).toBe(coin.imageUrl);

    const full = await request(t.http).get(coin.imageUrl).buffer(true).parse(binary).expect(200);
    expect((await sharp(full.body as Buffer).metadata()).width).toBe(1600);
    for (const width of PICTURE_WIDTHS) {
      const copy = await request(t.http).get(sized(coin.imageUrl, width)).buffer(true).parse(binary).expect(200);
      expect(copy.headers['content-type']).toMatch(/^image\/jpeg/);
      expect((await sharp(copy.body as Buffer).metadata()).width).toBe(width);
    }
  });

  it("removes the replaced picture's copies with it when the seller uploads a new one", async () => {
    const coin = (await postListing(t, seller, {}, await photo(900, 900)).expect(201)).body;
    const edited = (await request(t.http).patch(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).attach('image', await photo(700, 700), 'new.jpg').expect(200)).body;
    for (const url of [coin.imageUrl, ...PICTURE_WIDTHS.map((width) => sized(coin.imageUrl, width))]) expect(existsSync(fileOf(url))).toBe(false);
    for (const url of [edited.imageUrl, ...PICTURE_WIDTHS.map((width) => sized(edited.imageUrl, width))]) expect(existsSync(fileOf(url))).toBe(true);
  });

  it('backfills the copies of a picture stored before sizes existed, from the listings in the database', async () => {
    const coin = (await postListing(t, seller, {}, await photo(1300, 1000)).expect(201)).body;
    const broken = (await postListing(t, seller, {}, await photo(500, 500)).expect(201)).body;
    for (const width of PICTURE_WIDTHS) await rm(fileOf(sized(coin.imageUrl, width)));
    for (const width of PICTURE_WIDTHS) await rm(fileOf(sized(broken.imageUrl, width)));
    await writeFile(fileOf(broken.imageUrl), 'not a picture any more');
    await request(t.http).get(sized(coin.imageUrl, 640)).expect(404);

    const report = await backfillPictureSizes(t.config.databaseUrl, t.app.get(ListingPictures));
    expect(report.copiesWritten).toBeGreaterThanOrEqual(PICTURE_WIDTHS.length);
    expect(report.failed).toEqual([{ url: broken.imageUrl, reason: expect.stringMatching(/^image /) }]);
    for (const width of PICTURE_WIDTHS) {
      const copy = await request(t.http).get(sized(coin.imageUrl, width)).buffer(true).parse(binary).expect(200);
      expect((await sharp(copy.body as Buffer).metadata()).width).toBe(width);
    }
    const again = await backfillPictureSizes(t.config.databaseUrl, t.app.get(ListingPictures));
    expect(again.copiesWritten).toBe(0);
    expect(again.failed.map((failure) => failure.url)).toEqual([broken.imageUrl]);
  });
});
