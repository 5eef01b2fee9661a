/**
 * A grading service's certificate belongs to at most one live listing (not deleted, sold or rejected),
 * case-insensitively, whatever races: a partial unique index, its violation answered 409 (decisions/0072).
 */
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { certificate, postCoin } from './support/coin-identity';
import { uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

const TAKEN = 'This certificate number is already on another live listing';

describe('Certificates on live listings', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  let other: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'Certificate Admin');
    seller = await signUp(t, { tier: 'premium', name: 'Certificate Seller' });
    other = await signUp(t, { tier: 'premium', name: 'Other Certificate Seller' });
  });
  afterAll(() => t.close());

  const number = () => `${uniqueToken().slice(2)}-001`;
  const rows = async (certificateNumber: string): Promise<number> => {
    const [row] = await t.app.get(EntityManager).getConnection().execute<{ n: number }[]>('SELECT count(*)::int AS "n" FROM "coins" WHERE lower("certification_number") = lower(?)', [certificateNumber]);
    return row.n;
  };

  it('refuses a second live listing with the same certificate (service, other name, number; any case) with 409', async () => {
    const slab = number();
    await postCoin(t, seller, { certification: certificate(slab) }).expect(201);
    const second = await postCoin(t, other, { certification: certificate(slab.toUpperCase(), 'ngc') }).expect(409);
    expect(second.body).toEqual({ statusCode: 409, message: TAKEN, error: 'Conflict' });
    // Another service's certificate of the same number is another certificate.
    await postCoin(t, other, { certification: certificate(slab, 'PCGS') }).expect(201);
    const local = number();
    await postCoin(t, seller, { certification: certificate(local, 'other', 'Indian Coin Graders') }).expect(201);
    await postCoin(t, other, { certification: certificate(local, 'other', 'Bharat Grading') }).expect(201);
    expect((await postCoin(t, other, { certification: certificate(local, 'other', 'indian coin graders') }).expect(409)).body.message).toBe(TAKEN);
    expect(await rows(slab)).toBe(2);
  });

  it('lets exactly one of 20 racing creates with the same certificate through; the others are 409 and leave nothing behind', async () => {
    const racer = await signUp(t, { tier: 'premium', name: 'Racing Seller' });
    const slab = number();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => postCoin(t, racer, { title: `Racing slab ${index} ${slab}`, certification: certificate(slab) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((each) => each.status === 409)) expect(answer.body.message).toBe(TAKEN);
    expect(await rows(slab)).toBe(1);
    // The losers' monthly slots were given back with their transactions.
    const usage = (await request(t.http).get('/api/user/coins').set('Cookie', racer.cookie).expect(200)).body;
    expect(usage).toHaveLength(1);
    const [streams] = await t.app.get(EntityManager).getConnection().execute<{ n: number }[]>(
      `SELECT count(*)::int AS "n" FROM "events" WHERE "type" = 'ListingSubmitted' AND ("data"->>'sellerId')::int = ?`,
      [racer.id],
    );
    expect(streams.n).toBe(1);
  });

  it('frees the certificate when its listing is deleted, sold or rejected', async () => {
    for (const release of [
      (id: number) => request(t.http).delete(`/api/coins/${id}`).set('Cookie', seller.cookie),
      (id: number) => request(t.http).patch(`/api/coins/${id}/sold`).set('Cookie', seller.cookie),
      (id: number) => request(t.http).patch(`/api/admin/coins/${id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: 'Slab photo missing' }),
    ]) {
      const slab = number();
      const first = (await postCoin(t, seller, { certification: certificate(slab) }).expect(201)).body;
      await postCoin(t, other, { certification: certificate(slab) }).expect(409);
      await release(first.id).expect(200);
      await postCoin(t, other, { certification: certificate(slab) }).expect(201);
    }
  });

  it("refuses an edit (the seller's, the admin's) or a resubmission that would put a held certificate on a second live listing", async () => {
    const slab = number();
    const holder = (await postCoin(t, seller, { certification: certificate(slab) }).expect(201)).body;
    const mine = (await postCoin(t, other, {}).expect(201)).body;
    expect((await request(t.http).patch(`/api/coins/${mine.id}`).set('Cookie', other.cookie).field('certification', certificate(slab)).expect(409)).body.message).toBe(TAKEN);
    expect((await request(t.http).patch(`/api/admin/coins/${mine.id}`).set('Cookie', admin.cookie).send({ certification: { service: 'NGC', number: slab } }).expect(409)).body.message).toBe(TAKEN);
    expect((await request(t.http).get(`/api/coins/${mine.id}`).set('Cookie', other.cookie).expect(200)).body.certification).toBeNull();

    // A rejected listing gives its certificate up; resubmitting it while another listing holds it is refused.
    const rejected = (await postCoin(t, other, { certification: certificate(`${slab}-R`) }).expect(201)).body;
    await request(t.http).patch(`/api/admin/coins/${rejected.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: 'Wrong slab' }).expect(200);
    await postCoin(t, seller, { certification: certificate(`${slab}-R`) }).expect(201);
    expect((await request(t.http).patch(`/api/coins/${rejected.id}`).set('Cookie', other.cookie).field('price', '4600').expect(409)).body.message).toBe(TAKEN);
    expect((await request(t.http).get(`/api/coins/${rejected.id}`).set('Cookie', other.cookie).expect(200)).body.status).toBe('rejected');
    expect(holder.isCertified).toBe(true);
  });
});
