import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

/** Ways of writing the number `id` that are not plain decimal digits. */
function looseForms(id: number): string[] {
  return [`0x${id.toString(16)}`, `+${id}`, `0${id}`, `${id}.0`, `0b${id.toString(2)}`, `${id}e0`, `${id / 10}e1`, `%20${id}`, `${id}%20`, `-0${id}`];
}

describe('Hostile input at the HTTP edge', () => {
  let t: TestApp;
  let seller: Person;
  let buyer: Person;
  let admin: Person;
  let coin: { id: number };
  let conversationId: number;
  let offerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUp(t, { tier: 'premium', name: 'Edge Seller' });
    buyer = await signUp(t, { tier: 'premium', name: 'Edge Buyer' });
    admin = await signUpAdmin(t);
    coin = await liveListing(t, seller, admin, { title: 'Edge case rupee' });
    conversationId = (await request(t.http).post(`/api/coins/${coin.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body.id;
    offerId = (await request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId: coin.id, offerAmount: 100 }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => t.app.get(EntityManager).fork().getConnection().execute(query, params);

  describe('ids are plain decimal digits without a leading zero', () => {
    type Call = { method: 'get' | 'post' | 'patch' | 'delete'; path: (id: string) => string; param: string; who: () => Person | null; body?: object; id: () => number };
    const calls: Call[] = [
      { method: 'get', path: (id) => `/api/coins/${id}`, param: 'id', who: () => null, id: () => coin.id },
      { method: 'patch', path: (id) => `/api/coins/${id}`, param: 'id', who: () => seller, body: { title: 'Changed' }, id: () => coin.id },
      { method: 'delete', path: (id) => `/api/coins/${id}`, param: 'id', who: () => seller, id: () => coin.id },
      { method: 'patch', path: (id) => `/api/coins/${id}/sold`, param: 'id', who: () => seller, id: () => coin.id },
      { method: 'get', path: (id) => `/api/coins/${id}/comments`, param: 'id', who: () => null, id: () => coin.id },
      { method: 'post', path: (id) => `/api/coins/${id}/comments`, param: 'id', who: () => buyer, body: { content: 'Nice' }, id: () => coin.id },
      { method: 'post', path: (id) => `/api/coins/${id}/conversation`, param: 'id', who: () => buyer, id: () => coin.id },
      { method: 'get', path: (id) => `/api/sellers/${id}/listings`, param: 'sellerId', who: () => null, id: () => seller.id },
      { method: 'patch', path: (id) => `/api/admin/coins/${id}`, param: 'id', who: () => admin, body: { title: 'Changed' }, id: () => coin.id },
      { method: 'patch', path: (id) => `/api/admin/coins/${id}/approve`, param: 'id', who: () => admin, body: { approved: false, reason: 'x' }, id: () => coin.id },
      { method: 'patch', path: (id) => `/api/admin/coins/${id}/sold`, param: 'id', who: () => admin, id: () => coin.id },
      { method: 'delete', path: (id) => `/api/admin/coins/${id}`, param: 'id', who: () => admin, id: () => coin.id },
      { method: 'get', path: (id) => `/api/admin/coins/${id}/history`, param: 'id', who: () => admin, id: () => coin.id },
      { method: 'get', path: (id) => `/api/conversations/${id}/messages`, param: 'id', who: () => buyer, id: () => conversationId },
      { method: 'post', path: (id) => `/api/conversations/${id}/messages`, param: 'id', who: () => buyer, body: { content: 'Hello' }, id: () => conversationId },
      { method: 'get', path: (id) => `/api/conversations/${id}/offers`, param: 'id', who: () => buyer, id: () => conversationId },
      { method: 'post', path: (id) => `/api/conversations/${id}/offers`, param: 'id', who: () => buyer, body: { coinId: 1, offerAmount: 50 }, id: () => conversationId },
      { method: 'patch', path: (id) => `/api/offers/${id}`, param: 'offerId', who: () => seller, body: { status: 'rejected' }, id: () => offerId },
    ];

    it.each(calls.map((call) => [`${call.method.toUpperCase()} ${call.path(':' + call.param)}`, call] as const))('%s refuses every loose form of a real id with a 400 naming it', async (_name, call) => {
      for (const form of looseForms(call.id())) {
        let req = request(t.http)[call.method](call.path(form));
        const who = call.who();
        if (who) req = req.set('Cookie', who.cookie);
        const res = await (call.body ? req.send(call.body) : req);
        expect([form, res.status, res.body]).toEqual([form, 400, { statusCode: 400, message: `${call.param} must be a positive whole number`, error: 'Bad Request' }]);
      }
    });

    it('left the listing, its conversation and its offer untouched', async () => {
      const [row] = await sql<{ status: string; title: string; deleted_at: Date | null }>('SELECT status, title, deleted_at FROM coins WHERE id = ?', [coin.id]);
      expect(row).toMatchObject({ status: 'approved', title: 'Edge case rupee', deleted_at: null });
      expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.id).toBe(coin.id);
      expect((await sql<{ status: string }>('SELECT status FROM offers WHERE id = ?', [offerId]))[0].status).toBe('pending');
      expect(await sql('SELECT id FROM messages WHERE conversation_id = ?', [conversationId])).toEqual([]);
    });

    it('refuses numbers in the query string that are not plain decimal digits, naming the parameter', async () => {
      const probes: [string, string][] = [
        ['/api/coins?offset=0x10', 'offset'],
        ['/api/coins?limit=1e1', 'limit'],
        ['/api/coins?minPrice=0b1', 'minPrice'],
        ['/api/coins?maxPrice=%2B5', 'maxPrice'],
        ['/api/coins?offset=010', 'offset'],
        ['/api/coins?limit=10.0', 'limit'],
        ['/api/admin/users?offset=0x1', 'offset'],
        ['/api/admin/coins/all?limit=1e2', 'limit'],
        ['/api/admin/coins/pending?offset=%201', 'offset'],
      ];
      for (const [path, field] of probes) {
        const res = await request(t.http).get(path).set('Cookie', admin.cookie);
        expect([path, res.status, res.body.message]).toEqual([path, 400, expect.stringContaining(field)]);
      }
      await request(t.http).get('/api/coins?offset=0&limit=10&minPrice=0&maxPrice=100000').expect(200);
      await request(t.http).get('/api/admin/users?offset=0&limit=5').set('Cookie', admin.cookie).expect(200);
    });
  });

  describe('NUL bytes and lone surrogates are refused in every text, naming the field', () => {
    const NOT_ALLOWED = 'contains characters that are not allowed';
    const bad = ['a\u0000b', '\ud800', 'x\udc00y'];

    it('in query strings and path parameters', async () => {
      for (const path of ['/api/coins?location=%00', '/api/coins?search=coin%00']) {
        const res = await request(t.http).get(path).expect(400);
        expect(res.body.message).toMatch(new RegExp(`^(location|search) ${NOT_ALLOWED}$`));
      }
      const order = await request(t.http).post('/api/sandbox/orders/%00/pay').set('Cookie', buyer.cookie).expect(400);
      expect(order.body).toEqual({ statusCode: 400, message: `orderId ${NOT_ALLOWED}`, error: 'Bad Request' });
      expect((await request(t.http).get('/api/coins/%00').expect(400)).body.message).toMatch(/^id /);
      // Escapes that are not UTF-8 (a lone surrogate's CESU-8 bytes, %FF, a stray %) reach the route's own rules, which name the parameter.
      for (const id of ['x%ED%A0%80', '%FF%FE', '%ZZ', '1%E0%A4']) {
        expect([id, (await request(t.http).get(`/api/coins/${id}`)).body]).toEqual([id, { statusCode: 400, message: 'id must be a positive whole number', error: 'Bad Request' }]);
      }
      const undecodable = await request(t.http).post('/api/sandbox/orders/%00%ED%A0%80/pay').set('Cookie', buyer.cookie).expect(400);
      expect(undecodable.body.message).toBe(`orderId ${NOT_ALLOWED}`);
    });

    it('in sign-up and sign-in bodies', async () => {
      for (const value of bad) {
        const res = await request(t.http).post('/api/register').send({ name: value, mobileNumber: '9876500001', password: 'long-enough-pass' });
        expect([value, res.status, res.body.message]).toEqual([value, 400, `name ${NOT_ALLOWED}`]);
        const login = await request(t.http).post('/api/login').send({ mobileNumber: value, password: 'long-enough-pass' });
        expect([value, login.status, login.body.message]).toEqual([value, 400, `mobileNumber ${NOT_ALLOWED}`]);
      }
      expect(await sql('SELECT id FROM users WHERE mobile_number = ?', ['9876500001'])).toEqual([]);
    });

    it('in comments, messages, offers, admin edits, rejection reasons and the listing form', async () => {
      const other = (await postListing(t, seller, { title: 'Pending coin for NUL checks' }).expect(201)).body;
      for (const value of bad) {
        const attempts: [string, request.Test, string][] = [
          ['comment', request(t.http).post(`/api/coins/${coin.id}/comments`).set('Cookie', buyer.cookie).send({ content: value }), 'content'],
          ['message', request(t.http).post(`/api/conversations/${conversationId}/messages`).set('Cookie', buyer.cookie).send({ content: value }), 'content'],
          ['offer', request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId: coin.id, offerAmount: 90, message: value }), 'message'],
          ['admin edit', request(t.http).patch(`/api/admin/coins/${other.id}`).set('Cookie', admin.cookie).send({ description: value }), 'description'],
          ['reject', request(t.http).patch(`/api/admin/coins/${other.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: value }), 'reason'],
        ];
        // A multipart form is UTF-8 bytes, which cannot carry a lone surrogate (the client sends U+FFFD); NUL it can.
        if (value.includes('\u0000')) attempts.push(['listing form', postListing(t, seller, { location: value }), 'location']);
        for (const [what, attempt, field] of attempts) {
          const res = await attempt;
          expect([what, JSON.stringify(value), res.status, res.body]).toEqual([what, JSON.stringify(value), 400, { statusCode: 400, message: `${field} ${NOT_ALLOWED}`, error: 'Bad Request' }]);
        }
      }
      expect(await sql('SELECT id FROM comments WHERE coin_id = ?', [coin.id])).toEqual([]);
      expect(await sql('SELECT id FROM messages WHERE conversation_id = ?', [conversationId])).toEqual([]);
      const [pending] = await sql<{ status: string; description: string }>('SELECT status, description FROM coins WHERE id = ?', [other.id]);
      expect(pending.status).toBe('pending');
      expect(await sql("SELECT id FROM coins WHERE seller_id = ? AND location LIKE '%' || chr(65533) || '%'", [seller.id])).toEqual([]);
    });

    it('names nested fields and accepts U+FFFD, which is a real character', async () => {
      const nested = await request(t.http).post('/api/login').send({ mobileNumber: '9876500002', password: 'long-enough-pass', extra: { deeper: ['ok', 'b\u0000'] } });
      expect(nested.body).toEqual({ statusCode: 400, message: `extra.deeper[1] ${NOT_ALLOWED}`, error: 'Bad Request' });
      const comment = await request(t.http).post(`/api/coins/${coin.id}/comments`).set('Cookie', buyer.cookie).send({ content: 'Replacement \ufffd character and हिन्दी 🪙' }).expect(201);
      expect(comment.body.content).toBe('Replacement \ufffd character and हिन्दी 🪙');
    });
  });

  describe('deeply nested JSON bodies', () => {
    const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it('are refused with a 400 before parsing, on anonymous and signed-in calls', async () => {
      for (const [path, who] of [
        ['/api/login', null],
        ['/api/register', null],
        [`/api/conversations/${conversationId}/messages`, buyer],
      ] as const) {
        for (const body of [nested(3000), `{"mobileNumber":${nested(3000)}}`, `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`]) {
          let req = request(t.http).post(path).set('Content-Type', 'application/json');
          if (who) req = req.set('Cookie', who.cookie);
          const res = await req.send(body);
          expect([path, res.status, res.body]).toEqual([path, 400, { statusCode: 400, message: 'The request body is nested too deeply', error: 'Bad Request' }]);
        }
      }
    });

    it('counts only brackets outside strings, and lets bodies up to 32 levels through to validation', async () => {
      const brackets = '['.repeat(5000);
      const inString = await request(t.http).post('/api/login').send({ mobileNumber: '9876500003', password: brackets.slice(0, 100), note: `\\"${brackets}` });
      expect(inString.status).toBe(401);
      const deepest = `{"mobileNumber":"9876500003","password":"long-enough-pass","x":${nested(31)}}`;
      expect((await request(t.http).post('/api/login').set('Content-Type', 'application/json').send(deepest)).status).toBe(401);
      const tooDeep = `{"mobileNumber":"9876500003","password":"long-enough-pass","x":${nested(32)}}`;
      expect((await request(t.http).post('/api/login').set('Content-Type', 'application/json').send(tooDeep)).status).toBe(400);
    });

    it('still reports broken JSON as such', async () => {
      const res = await request(t.http).post('/api/login').set('Content-Type', 'application/json').send('{"mobileNumber": "98');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not valid JSON/);
    });
  });
});
