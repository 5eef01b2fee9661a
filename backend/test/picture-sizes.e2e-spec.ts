import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../src/contexts/catalog/domain/picture-sizes';
import { ListingPictures } from '../src/contexts/catalog/infrastructure/listing-pictures';
import { backfillPictureSizes } from '../src/contexts/catalog/infrastructure/picture-sizes-backfill';
import { PHOTOS_FROM_COVERS } from '../src/platform/database/migrations/Migration20261128010000_coin_photos';
import { createTestApp, TestApp } from './support/test-app';
import { postListing } from './support/listings';
import { Person, signUp } from './support/people';

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => sharp({ create: { width, height, channels: 3, background: '#b08d57' } })[format]().toBuffer();
const copiesOf = (url: string) => PICTURE_WIDTHS.flatMap((width) => ['webp', 'jpg'].map((extension) => url.replace(/\.\w+$/, `-${width}w.${extension}`)));
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Coin pictures in sizes (decisions/0051, 0075)', () => {
  let t: TestApp;
  let seller: Person;
  let db: Client;
  const fileOf = (url: string) => join(t.config.uploadDir, url.replace('/uploads/', ''));
  const widthServed = async (url: string) => (await sharp((await request(t.http).get(url).buffer(true).parse(binary).expect(200)).body as Buffer).metadata()).width;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUp(t, { tier: 'premium' });
    db = new Client({ connectionString: t.config.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('keeps the full-size picture at 2048 px at most as imageUrl, with a WebP and a JPEG copy at each width beside it', async () => {
    const coin = (await postListing(t, seller, {}, await photo(3000, 1500)).expect(201)).body;
    expect(coin.imageUrl).toMatch(/^\/uploads\/coins\/[0-9a-f-]{36}\.jpg$/);
    expect(await widthServed(coin.imageUrl)).toBe(2048);
    for (const url of copiesOf(coin.imageUrl)) expect(await widthServed(url)).toBe(Number(/-(\d+)w\./.exec(url)![1]));
  });

  it("removes the replaced picture's copies with it when the seller uploads a new one", async () => {
    const coin = (await postListing(t, seller, {}, await photo(900, 900)).expect(201)).body;
    const edited = (await request(t.http).patch(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).attach('image', await photo(700, 700), 'new.jpg').expect(200)).body;
    for (const url of [coin.imageUrl, ...copiesOf(coin.imageUrl)]) expect(existsSync(fileOf(url))).toBe(false);
    for (const url of [edited.imageUrl, ...copiesOf(edited.imageUrl)]) expect(existsSync(fileOf(url))).toBe(true);
  });

  it('backfills a listing of before 0075 — its photo made from image_url, copies 320/640/1024 in its own format — with the new copies and its size', async () => {
    const coin = (await postListing(t, seller, {}, await photo(1300, 1000, 'png')).expect(201)).body;
    const broken = (await postListing(t, seller, {}, await photo(500, 500)).expect(201)).body;
    // Both as they were before 0075: only image_url, and copies at the old widths in the picture's own format.
    for (const url of [...copiesOf(coin.imageUrl), ...copiesOf(broken.imageUrl)]) await rm(fileOf(url));
    for (const width of [320, 640, 1024]) await sharp(await photo(1300, 1000, 'png')).resize({ width }).toFile(fileOf(coin.imageUrl.replace('.png', `-${width}w.png`)));
    await writeFile(fileOf(broken.imageUrl), 'not a picture any more');
    await db.query(`UPDATE "coins" SET "images" = '[]' WHERE "id" = ANY($1)`, [[coin.id, broken.id]]);
    await db.query(`${PHOTOS_FROM_COVERS} AND "id" = ANY($1)`, [[coin.id, broken.id]]);
    const before = (await request(t.http).get(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).expect(200)).body;
    expect(before.images).toEqual([{ id: expect.any(String), role: 'obverse', url: coin.imageUrl, width: null, height: null, srcset: expect.any(String), jpegSrcset: expect.any(String) }]);
    expect(before.images[0].srcset.split(', ')).toHaveLength(4);
    await request(t.http).get(coin.imageUrl.replace('.png', '-640w.webp')).expect(404);

    const report = await backfillPictureSizes(t.config.databaseUrl, t.app.get(ListingPictures));
    expect(report.copiesWritten).toBeGreaterThanOrEqual(8);
    expect(report.photosMeasured).toBeGreaterThanOrEqual(1);
    expect(report.failed).toEqual([{ url: broken.imageUrl, reason: expect.stringMatching(/^image /) }]);
    const after = (await request(t.http).get(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).expect(200)).body;
    expect(after.images).toEqual([{ ...before.images[0], width: 1300, height: 1000, srcset: expect.any(String), jpegSrcset: expect.any(String) }]);
    expect(after.images[0].srcset).toBe(`${coin.imageUrl.replace('.png', '-320w.webp')} 320w, ${coin.imageUrl.replace('.png', '-640w.webp')} 640w, ${coin.imageUrl.replace('.png', '-1280w.webp')} 1280w, ${coin.imageUrl.replace('.png', '-2048w.webp')} 1300w`);
    for (const url of copiesOf(coin.imageUrl)) {
      const copy = await request(t.http).get(url).buffer(true).parse(binary).expect(200);
      expect(copy.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect((await sharp(copy.body as Buffer).metadata()).width).toBe(Math.min(Number(/-(\d+)w\./.exec(url)![1]), 1300));
    }

    const again = await backfillPictureSizes(t.config.databaseUrl, t.app.get(ListingPictures));
    expect(again).toMatchObject({ copiesWritten: 0, photosMeasured: 0 });
    expect(again.failed.map((failure) => failure.url)).toEqual([broken.imageUrl]);
  });
});
