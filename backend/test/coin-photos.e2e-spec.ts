import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../src/contexts/catalog/domain/picture-sizes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing, uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', background = '#b08d57') =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface Image {
  id: string;
  role: string;
  url: string;
  width: number | null;
  height: number | null;
  srcset: string;
  jpegSrcset: string;
}

/** Up to 8 photos per listing, in sizes and formats (decisions/0075). */
describe('Coin photos (decisions/0075)', () => {
  let t: TestApp;
  let seller: Person;
  let admin: Person;
  const fileOf = (url: string) => join(t.config.uploadDir, url.replace('/uploads/', ''));
  const copiesOf = (url: string) => PICTURE_WIDTHS.flatMap((width) => ['webp', 'jpg'].map((extension) => url.replace(/\.\w+$/, `-${width}w.${extension}`)));
  const edit = (id: number) => request(t.http).patch(`/api/coins/${id}`).set('Cookie', seller.cookie);
  const coinOf = async (id: number) => (await request(t.http).get(`/api/coins/${id}`).set('Cookie', seller.cookie).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUp(t, { tier: 'premium' });
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  /** Every copy a srcset names is served, in its format, at the width it is described by. */
  async function expectServed(image: Image): Promise<void> {
    for (const [srcset, type] of [[image.srcset, 'image/webp'], [image.jpegSrcset, 'image/jpeg']] as const) {
      for (const entry of srcset.split(', ')) {
        const [url, descriptor] = entry.split(' ');
        const copy = await request(t.http).get(url).buffer(true).parse(binary).expect(200);
        expect(copy.headers['content-type']).toBe(type);
        expect(`${(await sharp(copy.body as Buffer).metadata()).width}w`).toBe(descriptor);
      }
    }
  }

  it('answers every photo of image and images with its size and served copies, the cover as imageUrl', async () => {
    const token = uniqueToken();
    const coin = (await postListing(t, seller, { title: `Two faces ${token}` }, await photo(2400, 1800), [await photo(1000, 1200, 'png')]).expect(201)).body;
    expect(coin.images).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), role: 'obverse', url: expect.stringMatching(/\.jpg$/), width: 2048, height: 1536, srcset: expect.any(String), jpegSrcset: expect.any(String) },
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), role: 'reverse', url: expect.stringMatching(/\.png$/), width: 1000, height: 1200, srcset: expect.any(String), jpegSrcset: expect.any(String) },
    ]);
    expect(coin.imageUrl).toBe(coin.images[0].url);
    const [front, back] = coin.images as Image[];
    expect(front.srcset).toBe(PICTURE_WIDTHS.map((width) => `${front.url.replace('.jpg', `-${width}w.webp`)} ${width}w`).join(', '));
    expect(back.jpegSrcset).toBe(`${back.url.replace('.png', '-320w.jpg')} 320w, ${back.url.replace('.png', '-640w.jpg')} 640w, ${back.url.replace('.png', '-1280w.jpg')} 1000w`);
    for (const image of coin.images) await expectServed(image);
    const full = await request(t.http).get(back.url).buffer(true).parse(binary).expect(200);
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1000, height: 1200 });

    // Every answer about the coin carries them.
    expect((await coinOf(coin.id)).images).toEqual(coin.images);
    const mine = (await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200)).body.find((each: { id: number }) => each.id === coin.id);
    expect(mine.images).toEqual(coin.images);
    const pending = (await request(t.http).get('/api/admin/coins/pending?limit=500').set('Cookie', admin.cookie).expect(200)).body.find((each: { id: number }) => each.id === coin.id);
    expect(pending.images).toEqual(coin.images);
    await request(t.http).patch(`/api/admin/coins/${coin.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    expect((await request(t.http).get(`/api/coins?search=${token}`).expect(200)).body).toEqual([expect.objectContaining({ id: coin.id, images: coin.images })]);
    const listed = (await request(t.http).get(`/api/sellers/${seller.id}/listings`).expect(200)).body.find((each: { id: number }) => each.id === coin.id);
    expect(listed.images).toEqual(coin.images);
    const buyer = await signUp(t);
    await request(t.http).put(`/api/coins/${coin.id}/watch`).set('Cookie', buyer.cookie).expect(200);
    expect((await request(t.http).get('/api/watchlist').set('Cookie', buyer.cookie).expect(200)).body).toEqual([expect.objectContaining({ id: coin.id, images: coin.images })]);
  });

  it('takes images alone with imageRoles, and keeps spec.md’s single image as it was', async () => {
    const roles = (await postListing(t, seller, { imageRoles: '["reverse","edge","obverse"]' }, undefined, [await photo(300, 300), await photo(400, 100, 'webp'), await photo(500, 500)]).expect(201)).body;
    expect(roles.images.map((image: Image) => [image.role, image.width, image.height])).toEqual([['reverse', 300, 300], ['edge', 400, 100], ['obverse', 500, 500]]);
    expect(roles.imageUrl).toBe(roles.images[0].url);
    await expectServed(roles.images[1]);

    const single = (await postListing(t, seller, {}, await photo(900, 600)).expect(201)).body;
    expect(single.imageUrl).toMatch(/^\/uploads\/coins\/[0-9a-f-]{36}\.jpg$/);
    expect(single.images).toEqual([expect.objectContaining({ url: single.imageUrl, role: 'obverse', width: 900, height: 600 })]);
    const none = (await postListing(t, seller).expect(201)).body;
    expect(none).toMatchObject({ imageUrl: null, images: [] });
  });

  it.each([
    ['nine files', { images: 9 }, 'images', /^images: send at most 8 photos in all/],
    ['two files in image', { image: 2 }, 'image', /^image: send one picture in image/],
    ['a file in another field', { other: 1 }, 'images', /^images: send photos only in the fields image/],
    ['roles that are not JSON', { images: 2, imageRoles: '[obverse' }, 'imageRoles', /^imageRoles must be a list of roles/],
    ['an unknown role', { images: 1, imageRoles: '["tails"]' }, 'imageRoles', /^imageRoles\[0\] must be one of obverse, reverse, edge, other$/],
    ['two obverses', { images: 2, imageRoles: '["obverse","obverse"]' }, 'imageRoles', /^imageRoles may name at most one obverse photo$/],
    ['one role for two files', { images: 2, imageRoles: '["obverse"]' }, 'imageRoles', /^imageRoles must give one role per photo sent/],
  ])('answers 400 naming %s', async (_, { images = 0, image = 0, other = 0, imageRoles }: { images?: number; image?: number; other?: number; imageRoles?: string }, field, message) => {
    const small = await photo(50, 50);
    const req = postListing(t, seller, imageRoles ? { imageRoles } : {});
    for (let n = 0; n < image; n++) req.attach('image', small, `front-${n}.jpg`);
    for (let n = 0; n < images; n++) req.attach('images', small, `more-${n}.jpg`);
    for (let n = 0; n < other; n++) req.attach('photo', small, `other-${n}.jpg`);
    const res = await req.expect(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.message.startsWith(field)).toBe(true);
  });

  it('answers 400 naming images for a file over 5 MB or not a picture, and stores none of the request’s photos', async () => {
    const before = (await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200)).body.length;
    const sixMegabytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await postListing(t, seller, {}, await photo(60, 60), [await photo(70, 70), sixMegabytes]).expect(400);
    expect(tooBig.body.message).toBe('images must be at most 5 MB each');
    const text = await postListing(t, seller, {}, await photo(60, 60), [Buffer.from('just some notes about the coin')]).expect(400);
    expect(text.body.message).toBe('images must be a JPEG, PNG or WebP picture');
    const bigCover = await postListing(t, seller).attach('image', sixMegabytes, 'coin.jpg').attach('images', await photo(60, 60), 'more.jpg').expect(400);
    expect(bigCover.body.message).toBe('image must be at most 5 MB');
    expect((await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200)).body).toHaveLength(before);
  });

  describe('the owner’s edit', () => {
    /** A live listing with an obverse, a reverse and an edge photo. */
    async function liveWithThree(): Promise<{ id: number; images: Image[] }> {
      const created = (await postListing(t, seller, { imageRoles: '["obverse","reverse","edge"]' }, undefined, [await photo(600, 600), await photo(700, 700), await photo(800, 300)]).expect(201)).body;
      await request(t.http).patch(`/api/admin/coins/${created.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
      return created;
    }

    it('reorders, re-labels and removes photos by id, keeping a live listing live, and removes the dropped photo’s files after the edit', async () => {
      const { id, images: [front, back, side] } = await liveWithThree();
      const edited = (await edit(id).field('photos', JSON.stringify([{ id: back.id, role: 'obverse' }, { id: front.id, role: 'reverse' }])).expect(200)).body;
      expect(edited).toMatchObject({ status: 'approved', imageUrl: back.url });
      expect(edited.images.map((image: Image) => [image.id, image.role])).toEqual([[back.id, 'obverse'], [front.id, 'reverse']]);
      expect(edited.images[0]).toMatchObject({ url: back.url, width: 700, height: 700, srcset: back.srcset });
      for (const url of [side.url, ...copiesOf(side.url)]) expect(existsSync(fileOf(url))).toBe(false);
      for (const url of [front.url, ...copiesOf(front.url)]) expect(existsSync(fileOf(url))).toBe(true);
      const events = (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body;
      expect(events.at(-1)).toMatchObject({
        type: 'ListingDetailsEdited',
        data: { changes: { imageUrl: back.url, images: [{ id: back.id, role: 'obverse' }, { id: front.id, role: 'reverse' }] }, previous: { imageUrl: front.url, images: [{ id: front.id }, { id: back.id }, { id: side.id }] } },
      });
      // Sending photos again in the same order changes nothing.
      await edit(id).send({ photos: [{ id: back.id }, { id: front.id }] }).expect(200);
      expect((await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body).toHaveLength(events.length);
    });

    it('places a new upload where photos says (a JSON body takes photos as an array), sending a live listing back to review', async () => {
      const { id, images: [front, back, side] } = await liveWithThree();
      const edited = (await edit(id)
        .field('photos', JSON.stringify([{ id: front.id }, { upload: 0, role: 'other' }, { id: back.id }, { id: side.id }]))
        .attach('images', await photo(500, 400, 'webp'), 'new.webp')
        .expect(200)).body;
      expect(edited.status).toBe('pending');
      expect(edited.images.map((image: Image) => image.role)).toEqual(['obverse', 'other', 'reverse', 'edge']);
      expect(edited.images[1]).toMatchObject({ width: 500, height: 400, url: expect.stringMatching(/\.webp$/) });
      await expectServed(edited.images[1]);
      const types = (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body.map((event: { type: string }) => event.type);
      expect(types.slice(-2)).toEqual(['ListingDetailsEdited', 'ListingResubmittedForReview']);

      const json = (await edit(id).send({ photos: [{ id: side.id }, { id: edited.images[1].id, role: 'obverse' }] }).expect(200)).body;
      expect(json.images.map((image: Image) => [image.id, image.role])).toEqual([[side.id, 'edge'], [edited.images[1].id, 'obverse']]);
      expect((await edit(id).send({ photos: [] }).expect(200)).body).toMatchObject({ imageUrl: null, images: [] });
    });

    it('replaces the cover with image (keeping its role) and adds images after the photos, sending a live listing back to review', async () => {
      const { id, images: [front, back, side] } = await liveWithThree();
      const replaced = (await edit(id).attach('image', await photo(640, 480), 'cover.jpg').expect(200)).body;
      expect(replaced.status).toBe('pending');
      expect(replaced.images.map((image: Image) => image.role)).toEqual(['obverse', 'reverse', 'edge']);
      expect(replaced.images.slice(1).map((image: Image) => image.id)).toEqual([back.id, side.id]);
      expect(replaced.imageUrl).toBe(replaced.images[0].url);
      expect(replaced.images[0]).toMatchObject({ width: 640, height: 480 });
      for (const url of [front.url, ...copiesOf(front.url)]) expect(existsSync(fileOf(url))).toBe(false);

      const added = (await edit(id).attach('images', await photo(100, 100), 'a.jpg').attach('images', await photo(120, 120), 'b.jpg').expect(200)).body;
      expect(added.images.map((image: Image) => [image.role, image.width])).toEqual([['obverse', 640], ['reverse', 700], ['edge', 800], ['other', 100], ['other', 120]]);
    });

    it.each([
      ['an unknown id', () => [{ id: '0d9c1f4e-2b7a-4c61-9f0e-8a3b5d2c7e10' }], 0, /^photos\[0\]\.id 0d9c1f4e-2b7a-4c61-9f0e-8a3b5d2c7e10 is not a photo of this listing$/],
      ['the same photo twice', (ids: string[]) => [{ id: ids[0] }, { id: ids[0] }], 0, /^photos lists the photo .* more than once$/],
      ['an upload placed twice', (ids: string[]) => [{ id: ids[0] }, { upload: 0 }, { upload: 0 }], 1, /^photos places file 0 of images more than once$/],
      ['an upload not placed', (ids: string[]) => [{ id: ids[0] }], 1, /^photos must place every file sent in images \(not placed: 0\)$/],
      ['two obverses', (ids: string[]) => [{ id: ids[0] }, { id: ids[1], role: 'obverse' }], 0, /^photos may name at most one obverse photo$/],
      ['more than 8', (ids: string[]) => [...ids.map((id) => ({ id })), ...Array.from({ length: 6 }, (_, n) => ({ upload: n }))], 6, /^photos: a listing has at most 8 photos$/],
      ['text that is not JSON', () => '[{"id":', 0, /^photos must be a list of \{id, role\?\} or \{upload, role\?\} \(JSON\)$/],
    ])('answers 400 naming photos for %s, and changes nothing', async (_, photos, uploads, message) => {
      const { id, images } = await liveWithThree();
      const value = photos(images.map((image) => image.id));
      const req = edit(id).field('photos', typeof value === 'string' ? value : JSON.stringify(value));
      for (let n = 0; n < uploads; n++) req.attach('images', await photo(40, 40), `new-${n}.jpg`);
      expect((await req.expect(400)).body.message).toMatch(message);
      expect((await coinOf(id)).images).toEqual(images);
    });

    it('answers 400 naming photos for image sent with photos, and naming images for a ninth photo', async () => {
      const { id, images } = await liveWithThree();
      const both = await edit(id).field('photos', JSON.stringify([{ id: images[0].id }])).attach('image', await photo(40, 40), 'cover.jpg').expect(400);
      expect(both.body.message).toMatch(/^photos cannot be sent with image/);
      const tooMany = edit(id);
      for (let n = 0; n < 6; n++) tooMany.attach('images', await photo(40, 40), `more-${n}.jpg`);
      expect((await tooMany.expect(400)).body.message).toMatch(/^images: a listing has at most 8 photos/);
      expect((await coinOf(id)).images).toEqual(images);
    });
  });

  it('keeps racing photo edits whole: each answer is 200 or 409, and the listing shows what the last winner answered', async () => {
    const coin = await liveListing(t, seller, admin);
    const start = (await edit(coin.id).attach('images', await photo(200, 200), 'a.jpg').attach('images', await photo(300, 300), 'b.jpg').expect(200)).body;
    const [a, b] = start.images as Image[];
    const files = await Promise.all(Array.from({ length: 10 }, (_, n) => photo(100 + n, 100 + n)));
    // Half add a photo, half swap the two: every edit starts from the same two photos.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 ? edit(coin.id).attach('images', files[n >> 1], `add-${n}.jpg`) : edit(coin.id).send({ photos: [{ id: b.id }, { id: a.id }] }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const won = answers.filter((answer) => answer.status === 200);
    expect(won.length).toBeGreaterThan(0);
    const stored = (await coinOf(coin.id)).images as Image[];
    // Whatever order the winners committed in, the stored list is one some winner answered, and every photo in it is served.
    expect(won.map((answer) => JSON.stringify(answer.body.images))).toContain(JSON.stringify(stored));
    for (const image of stored) expect(existsSync(fileOf(image.url))).toBe(true);
    // A photo added by a winner is never dropped by a later winner that had not seen it (run without the
    // row lock: two adds both answered three photos, and one of them was lost).
    const added = answers.filter((answer, n) => n % 2 && answer.status === 200).map((answer) => answer.body.images.at(-1).url as string);
    expect(stored.map((image) => image.url)).toEqual(expect.arrayContaining(added));
  });

  it('lets an admin make one of the listing’s own photos the cover through imageUrl', async () => {
    const coin = await liveListing(t, seller, admin);
    const withPhotos = (await edit(coin.id).attach('images', await photo(200, 200), 'a.jpg').attach('images', await photo(300, 300), 'b.jpg').expect(200)).body;
    const [first, second] = withPhotos.images as Image[];
    const edited = (await request(t.http).patch(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).send({ imageUrl: second.url }).expect(200)).body;
    expect(edited.imageUrl).toBe(second.url);
    expect(edited.images.map((image: Image) => image.id)).toEqual([second.id, first.id]);
  });
});
