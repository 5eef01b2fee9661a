import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, pictureWithMetadata, postListing, uniqueToken, VALID_LISTING } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Catalog over HTTP', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Rahul Verma' });
  });
  afterAll(() => t.close());

  describe('creating a listing', () => {
    it('creates a pending listing for a paid seller, accepting display names and storing slugs', async () => {
      const res = await postListing(t, seller, { category: 'East India Company', condition: 'Very Good', metal: 'Copper-Nickel' }).expect(201);
      expect(res.body).toMatchObject({
        title: VALID_LISTING.title,
        price: 4500,
        category: 'east-india-company',
        condition: 'very-good',
        metal: 'copper-nickel',
        status: 'pending',
        isApproved: false,
        isSold: false,
        sellerId: seller.id,
        seller: { id: seller.id, name: 'Rahul Verma', createdAt: expect.any(String) },
      });
    });

    it('refuses a free user with 403 naming the limit', async () => {
      const free = await signUp(t);
      const res = await postListing(t, free).expect(403);
      expect(res.body.message).toMatch(/Basic or Premium/);
      expect(res.body.message).toMatch(/0 listings per month/);
    });

    it('answers 401 when signed out', async () => {
      await request(t.http).post('/api/coins').field('title', 'x').expect(401);
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ title: 'ab' }, 'title must be between 3 and 120 characters'],
      [{ description: '' }, 'Description is required'],
      [{ description: 'too short' }, 'description must be between 10 and 5000 characters'],
      [{ price: '' }, 'Price is required'],
      [{ price: '0' }, 'Price must be at least ₹1'],
      [{ price: '12.5' }, 'price must be a whole number of rupees'],
      [{ price: 'abc' }, 'price must be a whole number of rupees'],
      [{ price: '1000000001' }, 'price must be at most'],
      [{ category: '' }, 'Category is required'],
      [{ category: 'roman' }, 'category must be one of british-india'],
      [{ condition: '' }, 'Condition is required'],
      [{ condition: 'shiny' }, 'condition must be one of'],
      [{ location: '' }, 'Location is required'],
      [{ metal: 'plutonium' }, 'metal must be one of'],
      [{ year: 'x'.repeat(31) }, 'year must be at most 30 characters'],
    ])('answers 400 for %j with "%s"', async (fields, message) => {
      const res = await postListing(t, seller, fields).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('treats empty year and metal as unknown', async () => {
      const res = await postListing(t, seller, { year: '', metal: '' }).expect(201);
      expect(res.body).toMatchObject({ year: null, metal: null });
    });

    it('re-encodes the picture without its metadata and serves it under /uploads/', async () => {
      const res = await postListing(t, seller, {}, await pictureWithMetadata('jpeg')).expect(201);
      expect(res.body.imageUrl).toMatch(/^\/uploads\/coins\/[0-9a-f-]{36}\.jpg$/);
      const served = await request(t.http).get(res.body.imageUrl).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect((served.body as Buffer).includes(Buffer.from('SecretCam'))).toBe(false);
    });

    it('checks the picture by its content, not its name, and its size', async () => {
      const fake = await postListing(t, seller).attach('image', Buffer.from('GIF89a not really'), 'coin.png').expect(400);
      expect(fake.body.message).toBe('image must be a JPEG, PNG or WebP picture');
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await postListing(t, seller).attach('image', big, 'coin.jpg').expect(400);
      expect(tooBig.body.message).toBe('image must be at most 5 MB');
      const corrupt = await postListing(t, seller).attach('image', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'coin.jpg').expect(400);
      expect(corrupt.body.message).toMatch(/^image /);
    });
  });

  describe('monthly limits', () => {
    it('lets exactly one of ten racing creates take the last free slot', async () => {
      const basic = await signUp(t, { tier: 'basic' });
      for (let i = 0; i < 4; i++) await postListing(t, basic).expect(201);
      const results = await Promise.all(Array.from({ length: 10 }, () => postListing(t, basic)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      const refused = results.filter((r) => r.status === 403);
      expect(refused).toHaveLength(9);
      expect(refused[0].body.message).toMatch(/Basic plan allows 5 new listings per month/);
      const mine = await request(t.http).get('/api/user/coins').set('Cookie', basic.cookie).expect(200);
      expect(mine.body).toHaveLength(5);
      const me = await request(t.http).get('/api/user').set('Cookie', basic.cookie).expect(200);
      expect(me.body.coinsListedThisMonth).toBe(5);
      // A refused create leaves no stream behind: its ListingSubmitted rolled back with the quota (one transaction).
      const [{ streams }] = await t.app
        .get(MikroORM)
        .em.getConnection()
        .execute(`SELECT count(*)::int AS "streams" FROM "events" WHERE "type" = 'ListingSubmitted' AND ("data"->>'sellerId')::int = ?`, [basic.id]);
      expect(streams).toBe(5);
    });
  });

  describe('visibility', () => {
    it('shows a pending listing only to its seller and admins', async () => {
      const created = await postListing(t, seller).expect(201);
      const stranger = await signUp(t);
      await request(t.http).get(`/api/coins/${created.body.id}`).expect(404);
      await request(t.http).get(`/api/coins/${created.body.id}`).set('Cookie', stranger.cookie).expect(404);
      await request(t.http).get(`/api/coins/${created.body.id}`).set('Cookie', seller.cookie).expect(200);
      await request(t.http).get(`/api/coins/${created.body.id}`).set('Cookie', admin.cookie).expect(200);
    });

    it('shows approved listings to everyone, with the seller', async () => {
      const coin = await liveListing(t, seller, admin);
      const res = await request(t.http).get(`/api/coins/${coin.id}`).expect(200);
      expect(res.body).toMatchObject({ status: 'approved', isApproved: true, seller: { name: 'Rahul Verma' } });
    });

    it('answers 400 naming the id for a malformed id and 404 for a missing one', async () => {
      expect((await request(t.http).get('/api/coins/abc').expect(400)).body.message).toBe('id must be a positive whole number');
      await request(t.http).get('/api/coins/0').expect(400);
      await request(t.http).get('/api/coins/99999999').expect(404);
    });

    it("serves a seller's approved listings as an array and their profile separately; 400 for a malformed id", async () => {
      const other = await signUp(t, { tier: 'basic', name: 'Meera Nair' });
      const live = await liveListing(t, other, admin);
      const sold = await liveListing(t, other, admin);
      await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', other.cookie).expect(200);
      await postListing(t, other).expect(201);
      const listings = await request(t.http).get(`/api/sellers/${other.id}/listings`).expect(200);
      expect(Array.isArray(listings.body)).toBe(true);
      expect(listings.body.map((c: { id: number }) => c.id)).toEqual([sold.id, live.id]);
      expect(listings.body[0].seller).toMatchObject({ id: other.id, name: 'Meera Nair' });

      const profile = await request(t.http).get(`/api/sellers/${other.id}`).expect(200);
      expect(profile.body).toEqual({
        id: other.id,
        name: 'Meera Nair',
        location: 'Pune',
        createdAt: expect.any(String),
        phoneVerified: false,
        averageRating: null,
        reviewCount: 0,
        completedDeals: 0,
        verifiedSeller: false,
        liveListingCount: 1,
        soldListingCount: 1,
        medianResponseSeconds: null,
      });
      expect((await request(t.http).get('/api/sellers/x/listings').expect(400)).body.message).toMatch(/^sellerId/);
      expect((await request(t.http).get('/api/sellers/x').expect(400)).body.message).toMatch(/^sellerId/);
    });

    it('shows nothing of users who never had an approved listing: buyers, admins, pending sellers and unknown ids', async () => {
      const buyer = await signUp(t, { name: 'Private Buyer' });
      const pendingSeller = await signUp(t, { tier: 'basic', name: 'Not Yet Seller' });
      await postListing(t, pendingSeller).expect(201);
      for (const id of [buyer.id, admin.id, pendingSeller.id, 99999999]) {
        expect((await request(t.http).get(`/api/sellers/${id}/listings`).expect(200)).body).toEqual([]);
        expect((await request(t.http).get(`/api/sellers/${id}`).expect(404)).body.message).toBe('Seller not found');
      }
    });
  });

  describe('browse and search', () => {
    let word: string;
    let cheap: { id: number };
    let mid: { id: number };
    let dear: { id: number };

    beforeAll(async () => {
      word = uniqueToken();
      cheap = await liveListing(t, seller, admin, { title: `${word} Anna 1950`, price: '150', category: 'republic', metal: 'nickel', condition: 'fine', location: 'New Delhi' });
      mid = await liveListing(t, seller, admin, { title: `${word} Victoria rupee 1862`, price: '2500', category: 'british-india', metal: 'silver', condition: 'excellent', location: 'Kolkata' });
      dear = await liveListing(t, seller, admin, {
        title: `${word} Shah Jahan mohur`,
        description: 'मुग़ल बादशाह शाहजहाँ की सोने की मोहर, आगरा टकसाल। बहुत सुंदर स्थिति।',
        price: '450000',
        category: 'mughal',
        metal: 'gold',
        condition: 'mint',
        location: 'Jaipur',
      });
      await postListing(t, seller, { title: `${word} pending one` }).expect(201);
    });

    const search = (query: Record<string, string | number>) => request(t.http).get('/api/coins').query({ search: word, ...query });
    const ids = (res: request.Response) => res.body.map((coin: { id: number }) => coin.id);

    it('lists only approved listings, newest first by default, with the total in X-Total-Count', async () => {
      const res = await search({}).expect(200);
      expect(ids(res)).toEqual([dear.id, mid.id, cheap.id]);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.headers['x-total-count-exact']).toBe('true');
    });

    it.each([
      ['recent', () => [dear.id, mid.id, cheap.id]],
      ['most-recent', () => [dear.id, mid.id, cheap.id]],
      ['oldest', () => [cheap.id, mid.id, dear.id]],
      ['price-low', () => [cheap.id, mid.id, dear.id]],
      ['price-high', () => [dear.id, mid.id, cheap.id]],
    ])('sorts by %s', async (sortBy, expected) => {
      expect(ids(await search({ sortBy }).expect(200))).toEqual(expected());
    });

    it('sorts by popularity (comments and conversations), newest first on ties', async () => {
      await request(t.http).post(`/api/coins/${cheap.id}/comments`).set('Cookie', seller.cookie).send({ content: 'Any scratches on the reverse?' }).expect(201);
      expect(ids(await search({ sortBy: 'popular' }).expect(200))).toEqual([cheap.id, dear.id, mid.id]);
    });

    it.each([
      [{ category: 'mughal' }, () => [dear.id]],
      [{ category: 'British India' }, () => [mid.id]],
      [{ metal: 'silver' }, () => [mid.id]],
      [{ condition: 'fine' }, () => [cheap.id]],
      [{ minPrice: 1000 }, () => [dear.id, mid.id]],
      [{ maxPrice: 2500 }, () => [mid.id, cheap.id]],
      [{ minPrice: 200, maxPrice: 5000 }, () => [mid.id]],
      [{ location: 'delhi' }, () => [cheap.id]],
      [{ location: 'JAIPUR' }, () => [dear.id]],
      [{ category: 'all', metal: 'all', location: 'all', condition: '' }, () => [dear.id, mid.id, cheap.id]],
    ])('filters by %j', async (filters, expected) => {
      expect(ids(await search(filters).expect(200))).toEqual(expected());
    });

    it('matches English words by stem and by prefix, in title, description, category and metal', async () => {
      expect(ids(await search({ search: `${word} mohurs` }).expect(200))).toEqual([dear.id]);
      expect(ids(await search({ search: `${word} rupees` }).expect(200))).toEqual([mid.id, cheap.id]);
      expect(ids(await search({ search: `${word} vict` }).expect(200))).toEqual([mid.id]);
      expect(ids(await search({ search: `${word} gold` }).expect(200))).toEqual([dear.id]);
      expect(ids(await search({ search: `${word} british` }).expect(200))).toEqual([mid.id]);
      // Kolkata is also Calcutta (the search glossary, decisions/0046): the cheap coin's description names the Calcutta mint.
      expect(ids(await search({ search: `${word} kolkata` }).expect(200))).toEqual([mid.id, cheap.id]);
      expect(ids(await search({ search: word.slice(0, 6) }).expect(200))).toEqual(expect.arrayContaining([dear.id, mid.id, cheap.id]));
    });

    it('matches Hindi text in Devanagari, including the Hindi names of category and metal', async () => {
      expect(ids(await search({ search: `${word} शाहजहाँ` }).expect(200))).toEqual([dear.id]);
      expect(ids(await search({ search: `${word} मुग़ल` }).expect(200))).toEqual([dear.id]);
      expect(ids(await search({ search: `${word} सोना` }).expect(200))).toEqual([dear.id]);
      // चांदी is silver (decisions/0046): the cheap nickel coin's description says "Silver rupee".
      expect(ids(await search({ search: `${word} चांदी` }).expect(200))).toEqual([mid.id, cheap.id]);
    });

    it('pages with limit and offset', async () => {
      const first = await search({ limit: 2 }).expect(200);
      const second = await search({ limit: 2, offset: 2 }).expect(200);
      expect([...ids(first), ...ids(second)]).toEqual([dear.id, mid.id, cheap.id]);
      expect(second.headers['x-total-count']).toBe('3');
    });

    it('ignores punctuation that could be query syntax', async () => {
      await search({ search: `${word} & | ! :* ( ' "` }).expect(200);
    });

    it.each([
      [{ limit: 101 }, 'limit must be between 1 and 100'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 'abc' }, 'limit must be a whole number'],
      [{ offset: -1 }, 'offset must be 0 or more'],
      [{ offset: '99999999999999999999' }, 'offset must be at most'],
      [{ minPrice: '99999999999999999999' }, 'minPrice must be at most'],
      [{ minPrice: 'x' }, 'minPrice must be a whole number'],
      [{ minPrice: 500, maxPrice: 100 }, 'minPrice must not be greater than maxPrice'],
      [{ category: 'roman' }, 'category must be one of'],
      [{ metal: 'tin' }, 'metal must be one of'],
      [{ condition: 'new' }, 'condition must be one of'],
      [{ sortBy: 'cheapest' }, 'sortBy must be one of'],
    ])('answers 400 for %j', async (query, message) => {
      const res = await request(t.http).get('/api/coins').query(query).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('comments', () => {
    it('lists and adds comments on a live listing', async () => {
      const coin = await liveListing(t, seller, admin);
      const buyer = await signUp(t, { name: 'Priya Sharma' });
      expect((await request(t.http).get(`/api/coins/${coin.id}/comments`).expect(200)).body).toEqual([]);
      const posted = await request(t.http)
        .post(`/api/coins/${coin.id}/comments`)
        .set('Cookie', buyer.cookie)
        .send({ coinId: coin.id, content: '  Is the edge reeded?  ' })
        .expect(201);
      expect(posted.body).toMatchObject({ coinId: coin.id, userId: buyer.id, content: 'Is the edge reeded?', user: { id: buyer.id, name: 'Priya Sharma' } });
      const list = await request(t.http).get(`/api/coins/${coin.id}/comments`).expect(200);
      expect(list.body).toHaveLength(1);
      expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.commentCount).toBe(1);
    });

    it('refuses empty comments, signed-out comments and comments on listings one cannot see', async () => {
      const coin = await liveListing(t, seller, admin);
      const buyer = await signUp(t);
      expect((await request(t.http).post(`/api/coins/${coin.id}/comments`).set('Cookie', buyer.cookie).send({ content: '   ' }).expect(400)).body.message).toBe(
        'Comment cannot be empty',
      );
      await request(t.http).post(`/api/coins/${coin.id}/comments`).set('Cookie', buyer.cookie).send({ content: 'x'.repeat(1001) }).expect(400);
      await request(t.http).post(`/api/coins/${coin.id}/comments`).send({ content: 'hello' }).expect(401);
      const pending = await postListing(t, seller).expect(201);
      await request(t.http).post(`/api/coins/${pending.body.id}/comments`).set('Cookie', buyer.cookie).send({ content: 'hello' }).expect(404);
      await request(t.http).get(`/api/coins/${pending.body.id}/comments`).expect(404);
    });
  });
});
