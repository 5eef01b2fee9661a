import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { startS3Endpoint, S3Endpoint } from './support/s3-endpoint';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, pictureWithMetadata, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Moderation (event-sourced listing lifecycle) over HTTP', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  let stranger: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Rahul Verma' });
    stranger = await signUp(t, { tier: 'premium' });
  });
  afterAll(() => t.close());

  const history = async (id: number) => (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body;

  it('puts new listings in the review queue, oldest first, for admins only', async () => {
    const first = await postListing(t, seller).expect(201);
    const second = await postListing(t, seller).expect(201);
    const queue = await request(t.http).get('/api/admin/coins/pending?limit=500').set('Cookie', admin.cookie).expect(200);
    const ids = queue.body.map((coin: { id: number }) => coin.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    expect(Number(queue.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    await request(t.http).get('/api/admin/coins/pending').set('Cookie', seller.cookie).expect(403);
    const stats = await request(t.http).get('/api/admin/coins/stats').set('Cookie', admin.cookie).expect(200);
    expect(stats.body.pending).toBeGreaterThanOrEqual(2);
    expect(stats.body.total).toBeGreaterThanOrEqual(stats.body.pending + stats.body.approved);
    await request(t.http).get('/api/admin/coins/stats').set('Cookie', seller.cookie).expect(403);
    await request(t.http).get('/api/admin/coins/all').expect(401);
  });

  it('approves a listing, which then appears in public browsing, and records who did it', async () => {
    const created = await postListing(t, seller, { title: 'Approval flow rupee' }).expect(201);
    const approved = await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', isApproved: true });
    await request(t.http).get(`/api/coins/${created.body.id}`).expect(200);
    const again = await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(409);
    expect(again.body.message).toMatch(/already approved/);
    const events = await history(created.body.id);
    // A listing without photos carries the missing-faces flag (decisions/0075).
    expect(events.map((e: { type: string }) => e.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingApproved']);
    expect(events[2]).toMatchObject({ version: 3, actor: { id: admin.id, name: 'Test Admin' } });
    expect(events[0]).toMatchObject({ version: 1, actor: { id: seller.id, name: 'Rahul Verma' } });
  });

  it('rejects with a reason that only the seller and admins see; the seller edits and resubmits', async () => {
    const created = await postListing(t, seller).expect(201);
    const rejected = await request(t.http)
      .patch(`/api/admin/coins/${created.body.id}/approve`)
      .set('Cookie', admin.cookie)
      .send({ approved: false, reason: 'The photo does not show the reverse.' })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', isApproved: false, rejectionReason: 'The photo does not show the reverse.' });
    await request(t.http).get(`/api/coins/${created.body.id}`).set('Cookie', stranger.cookie).expect(404);
    const mine = await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200);
    expect(mine.body.find((c: { id: number }) => c.id === created.body.id).rejectionReason).toBe('The photo does not show the reverse.');

    await request(t.http).patch(`/api/coins/${created.body.id}`).set('Cookie', stranger.cookie).field('title', 'Not mine').expect(404);
    await request(t.http).patch(`/api/coins/${created.body.id}`).set('Cookie', seller.cookie).field('price', '0').expect(400);
    const revised = await request(t.http).patch(`/api/coins/${created.body.id}`).set('Cookie', seller.cookie).field('title', 'Revised title with both sides').expect(200);
    expect(revised.body).toMatchObject({ title: 'Revised title with both sides', status: 'pending', rejectionReason: null });
    expect((await history(created.body.id)).map((e: { type: string }) => e.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingRejected', 'ListingResubmitted']);
  });

  it('lets an admin edit a listing, keeping the change in its history, with the admin value lists validated', async () => {
    const coin = await liveListing(t, seller, admin);
    const edited = await request(t.http)
      .patch(`/api/admin/coins/${coin.id}`)
      .set('Cookie', admin.cookie)
      .send({ title: 'Corrected title', price: 5200, condition: 'Fine', metal: 'Copper-Nickel', year: '' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Corrected title', price: 5200, condition: 'fine', metal: 'copper-nickel', year: null });
    const last = (await history(coin.id)).at(-1);
    expect(last).toMatchObject({ type: 'ListingEditedByAdmin', data: { by: admin.id, changes: { title: 'Corrected title', price: 5200, condition: 'fine' } } });
    await request(t.http).patch(`/api/admin/coins/${coin.id}`).set('Cookie', seller.cookie).send({ title: 'Hijack' }).expect(403);
  });

  describe('the picture an admin sets', () => {
    const editPicture = (coinId: number, imageUrl: unknown) => request(t.http).patch(`/api/admin/coins/${coinId}`).set('Cookie', admin.cookie).send({ imageUrl });

    it('accepts a picture uploaded to Sikka as the cover photo, and an empty value (removes it)', async () => {
      const uploaded = (await postListing(t, seller, {}, await pictureWithMetadata('png')).expect(201)).body.imageUrl;
      const coin = await liveListing(t, seller, admin);
      const edited = (await editPicture(coin.id, uploaded).expect(200)).body;
      expect(edited.imageUrl).toBe(uploaded);
      expect(edited.images).toEqual([expect.objectContaining({ role: 'obverse', url: uploaded, width: 64, height: 48 })]);
      const events = await history(coin.id);
      expect(events.find((event: { type: string }) => event.type === 'ListingEditedByAdmin')).toMatchObject({
        data: { changes: { imageUrl: uploaded, images: [{ url: uploaded }] }, previous: { imageUrl: null, images: [] } },
      });
      expect(events.at(-1)).toMatchObject({ type: 'ListingFlagged', data: { flags: [{ kind: 'missing-faces', params: { missing: ['reverse'] } }] } });
      expect((await editPicture(coin.id, '').expect(200)).body).toMatchObject({ imageUrl: null, images: [] });
    });

    it.each([
      ['an outside address', 'https://images.example.org/c.jpg'],
      ['an outside address that mimics ours', 'https://evil.example.org/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.jpg'],
      ['an upload path with no picture behind it', `/uploads/coins/${randomUUID()}.jpg`],
      ['a path out of the upload folder', '/uploads/../package.json'],
      ['an upload path not of our picture form', '/uploads/coins/picture.svg'],
      ['a script address', 'javascript:alert(1)'],
    ])('answers 400 for %s', async (_, imageUrl) => {
      const coin = await liveListing(t, seller, admin);
      expect((await editPicture(coin.id, imageUrl).expect(400)).body.message).toBe('imageUrl must be a picture uploaded to Sikka');
      expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.imageUrl).toBeNull();
    });

    it('answers 400 naming imageUrl for a value that is not text', async () => {
      const coin = await liveListing(t, seller, admin);
      expect((await editPicture(coin.id, 42).expect(400)).body.message).toMatch(/^imageUrl/);
    });

    it("keeps an older listing's picture address when other fields are edited", async () => {
      const coin = await liveListing(t, seller, admin);
      const legacy = 'https://images.example.org/legacy.jpg';
      await t.app.get(MikroORM).em.getConnection().execute('UPDATE "coins" SET "image_url" = ? WHERE "id" = ?', [legacy, coin.id]);
      const edited = await request(t.http).patch(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).send({ title: 'Only the title changes', imageUrl: legacy }).expect(200);
      expect(edited.body).toMatchObject({ title: 'Only the title changes', imageUrl: legacy });
    });
  });

  it('marks sold once (409 the second time), by the seller or an admin but nobody else', async () => {
    const coin = await liveListing(t, seller, admin);
    await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', stranger.cookie).expect(403);
    const sold = await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie).expect(200);
    expect(sold.body).toMatchObject({ isSold: true, status: 'approved' });
    const twice = await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie).expect(409);
    expect(twice.body.message).toMatch(/already marked as sold/);
    await request(t.http).patch(`/api/admin/coins/${coin.id}/sold`).set('Cookie', admin.cookie).expect(409);
    const publicView = await request(t.http).get(`/api/coins/${coin.id}`).expect(200);
    expect(publicView.body.isSold).toBe(true);
  });

  it('deletes without losing anything: hidden everywhere, row and stream kept', async () => {
    const coin = await liveListing(t, seller, admin);
    await request(t.http).delete(`/api/coins/${coin.id}`).set('Cookie', stranger.cookie).expect(403);
    await request(t.http).delete(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).expect(200);
    await request(t.http).get(`/api/coins/${coin.id}`).expect(404);
    await request(t.http).get(`/api/coins/${coin.id}`).set('Cookie', admin.cookie).expect(404);
    const mine = await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200);
    expect(mine.body.map((c: { id: number }) => c.id)).not.toContain(coin.id);
    await request(t.http).delete(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).expect(404);
    await request(t.http).delete(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).expect(404);

    const [row] = await t.app.get(MikroORM).em.getConnection().execute('SELECT "title", "deleted_at" FROM "coins" WHERE "id" = ?', [coin.id]);
    expect(row.title).toBe(coin.title);
    expect(row.deleted_at).not.toBeNull();
    expect((await history(coin.id)).map((e: { type: string }) => e.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingApproved', 'ListingDeleted']);
  });

  it('lets an admin delete any listing', async () => {
    const coin = await liveListing(t, seller, admin);
    await request(t.http).delete(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).expect(200, { message: 'Coin deleted' });
    await request(t.http).get(`/api/coins/${coin.id}`).expect(404);
  });

  it('keeps exactly one of two racing decisions; the other gets 409', async () => {
    const created = await postListing(t, seller).expect(201);
    const results = await Promise.all([
      request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }),
      request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: 'x' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await history(created.body.id);
    expect(events.map((event: { type: string }) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', expect.stringMatching(/^Listing(Approved|Rejected)$/)]);
    const coin = (await request(t.http).get(`/api/coins/${created.body.id}`).set('Cookie', admin.cookie).expect(200)).body;
    expect(coin.status).toBe(events[2].type === 'ListingApproved' ? 'approved' : 'rejected');
  });

  it('answers 400 naming the field for bad decisions and 404 for unknown listings', async () => {
    const created = await postListing(t, seller).expect(201);
    expect((await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({}).expect(400)).body.message).toBe(
      'approved must be true or false',
    );
    await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: 'yes' }).expect(400);
    await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: 'x'.repeat(501) }).expect(400);
    await request(t.http).patch('/api/admin/coins/99999999/approve').set('Cookie', admin.cookie).send({ approved: true }).expect(404);
    await request(t.http).get('/api/admin/coins/99999999/history').set('Cookie', admin.cookie).expect(404);
  });
});

describe('Admin-set pictures with S3-compatible storage', () => {
  let s3: S3Endpoint;
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  const publicUrl = 'https://cdn.example.in/sikka-pictures';

  beforeAll(async () => {
    s3 = await startS3Endpoint();
    t = await createTestApp({
      overrides: {
        storage: { driver: 's3', bucket: 'sikka-pictures', region: 'ap-south-1', endpoint: s3.url, publicUrl, accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      },
    });
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const editPicture = (coinId: number, imageUrl: string) => request(t.http).patch(`/api/admin/coins/${coinId}`).set('Cookie', admin.cookie).send({ imageUrl });

  it('accepts a picture stored in the bucket under the public address, and refuses any other', async () => {
    const uploaded = (await postListing(t, seller, {}, await pictureWithMetadata('jpeg')).expect(201)).body.imageUrl;
    expect(uploaded).toMatch(new RegExp(`^${publicUrl}/coins/[0-9a-f-]{36}\\.jpg$`));
    const coin = await liveListing(t, seller, admin);
    expect((await editPicture(coin.id, uploaded).expect(200)).body.imageUrl).toBe(uploaded);

    for (const imageUrl of [`${publicUrl}/coins/${randomUUID()}.jpg`, `/uploads/coins/${randomUUID()}.jpg`, 'https://images.example.org/c.jpg', `${publicUrl}/../other/coins/x.jpg`]) {
      expect((await editPicture(coin.id, imageUrl).expect(400)).body.message).toBe('imageUrl must be a picture uploaded to Sikka');
    }
    expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.imageUrl).toBe(uploaded);
  });
});
