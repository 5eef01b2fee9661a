import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetResponseTimeQuery } from '../src/contexts/messaging/application/queries/get-response-time.query';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

/** Issue 14: the seller card's "usually replies within …" is the median time to answer a buyer's turn. */
describe('Response time in chat', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const sql = (text: string, params: unknown[]) => t.app.get(MikroORM).em.getConnection().execute(text, params);
  const responseTime = (userId: number) => t.app.get(QueryBus).execute(new GetResponseTimeQuery(userId));

  /**
   * Messages in one conversation, each `minutes` after the conversation's start (two days ago). The
   * start is fixed once: with now() in each statement, the real time between two of them (over half
   * a second on a loaded machine) was added to a gap.
   */
  async function conversation(seller: Person, script: [Person, number][]) {
    const start = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    const buyer = script.find(([who]) => who.id !== seller.id)![0];
    const listing = await liveListing(t, seller, admin);
    const { id } = (await request(t.http).post(`/api/coins/${listing.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body;
    for (const [who, minutes] of script) {
      const sent = (await request(t.http).post(`/api/conversations/${id}/messages`).set('Cookie', who.cookie).send({ content: `at ${minutes}` }).expect(201)).body;
      await sql(`UPDATE "messages" SET "created_at" = ?::timestamptz + ? * interval '1 minute' WHERE "id" = ?`, [start, minutes, sent.id]);
    }
  }

  it('is the median of the gaps between a buyer starting a turn and the seller answering it; unanswered turns do not count', async () => {
    const seller = await signUp(t, { tier: 'premium' });
    const [ravi, priya] = [await signUp(t), await signUp(t)];
    expect(await responseTime(seller.id)).toEqual({ medianSeconds: null, answered: 0 });
    // Ravi asks twice in a row (one turn, from his first message), the seller answers 10 minutes after the first.
    await conversation(seller, [
      [ravi, 0],
      [ravi, 5],
      [seller, 10],
      [ravi, 20],
      [seller, 50],
    ]);
    // Priya's turn is answered after 120 minutes; her last turn is never answered.
    await conversation(seller, [
      [priya, 0],
      [seller, 120],
      [priya, 130],
    ]);
    expect(await responseTime(seller.id)).toEqual({ medianSeconds: 30 * 60, answered: 3 });
    // Ravi answered the seller's turn after 10 minutes (50 → 60 would be next; he answered 10 → 20).
    expect(await responseTime(ravi.id)).toEqual({ medianSeconds: 10 * 60, answered: 1 });
  });
});
