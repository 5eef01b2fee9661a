import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Socket } from 'socket.io-client';
import { SuspendUserCommand } from '../src/contexts/identity/application/commands/suspend-user.command';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { connectedSocket } from './support/sockets';

/** Issue 14: blocking from a conversation (decisions/0084), and a suspended other party shown in it. */
describe('Blocking from a conversation', () => {
  let t: TestApp;
  let admin: Person;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    admin = await signUpAdmin(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const send = (conversationId: number, who: Person, content: string) =>
    request(t.http).post(`/api/conversations/${conversationId}/messages`).set('Cookie', who.cookie).send({ content });
  const block = (conversationId: number | string, who: Person) => request(t.http).post(`/api/conversations/${conversationId}/block`).set('Cookie', who.cookie);
  const unblock = (userId: number | string, who: Person) => request(t.http).delete(`/api/blocks/${userId}`).set('Cookie', who.cookie);
  const blocked = async (who: Person) => (await request(t.http).get('/api/blocks').set('Cookie', who.cookie).expect(200)).body as { id: number; name: string; blockedAt: string }[];
  const offer = (conversationId: number, buyer: Person, coinId: number, offerAmount: number) =>
    request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId, offerAmount });
  const answer = (offerId: number, who: Person, body: Record<string, unknown>) => request(t.http).patch(`/api/offers/${offerId}`).set('Cookie', who.cookie).send(body);
  const conversationOf = async (conversationId: number, who: Person) =>
    ((await request(t.http).get('/api/conversations').set('Cookie', who.cookie).expect(200)).body as Record<string, unknown>[]).find((c) => c.id === conversationId);
  const startAbout = (coinId: number, buyer: Person) => request(t.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', buyer.cookie);
  const sql = <T>(text: string, params: unknown[]) => t.app.get(MikroORM).em.getConnection().execute<T[]>(text, params);

  async function conversationUnderWay() {
    const seller = await signUp(t, { tier: 'premium', name: 'Ananya Iyer' });
    const buyer = await signUp(t, { tier: 'premium', name: 'Vikram Rathore' });
    const listing = await liveListing(t, seller, admin);
    const conversationId = (await startAbout(listing.id, buyer).expect(201)).body.id as number;
    return { seller, buyer, listing, conversationId };
  }

  const connected = (who: Person): Promise<Socket> => connectedSocket(t, who, sockets);

  it('stops messages both ways, keeps the conversation readable, and unblocking lets them flow again', async () => {
    const { seller, buyer, conversationId } = await conversationUnderWay();
    await send(conversationId, buyer, 'Is the price negotiable?').expect(201);
    const buyerSocket = await connected(buyer);
    const changed = new Promise<unknown>((resolve) => buyerSocket.once('conversations:changed', resolve));

    const first = await block(conversationId, seller).expect(201);
    expect(first.body).toMatchObject({ id: conversationId, blockedByMe: true, blockedMe: false, otherPartySuspended: false, otherPartySuspendedUntil: null });
    await changed; // the blocked person's open screens hear of it (no notification)
    expect((await block(conversationId, seller).expect(200)).body).toMatchObject({ blockedByMe: true });

    expect((await send(conversationId, buyer, 'Hello?').expect(403)).body.message).toBe("You can't send messages in this conversation");
    expect((await send(conversationId, seller, 'Sorry').expect(403)).body.message).toBe('You blocked this person: unblock them from your profile to send messages again');

    // Still readable by both.
    for (const who of [seller, buyer]) {
      const messages = (await request(t.http).get(`/api/conversations/${conversationId}/messages`).set('Cookie', who.cookie).expect(200)).body;
      expect(messages).toEqual([expect.objectContaining({ content: 'Is the price negotiable?' })]);
    }
    expect(await conversationOf(conversationId, seller)).toMatchObject({ blockedByMe: true, blockedMe: false });
    expect(await conversationOf(conversationId, buyer)).toMatchObject({ blockedByMe: false, blockedMe: true });
    expect(await blocked(seller)).toEqual([{ id: buyer.id, name: 'Vikram Rathore', blockedAt: expect.any(String) }]);
    expect(await blocked(buyer)).toEqual([]);

    const lifted = await unblock(buyer.id, seller).expect(200);
    expect(lifted.body).toEqual({ userId: buyer.id, blocked: false, lifted: true });
    expect((await unblock(buyer.id, seller).expect(200)).body).toEqual({ userId: buyer.id, blocked: false, lifted: false });
    expect(await blocked(seller)).toEqual([]);
    await send(conversationId, buyer, 'Hello again').expect(201);
    await send(conversationId, seller, 'Yes, ₹4,300 is fine').expect(201);
    expect(await conversationOf(conversationId, buyer)).toMatchObject({ blockedByMe: false, blockedMe: false });
    // The history is kept: one row, lifted.
    const rows = await sql<{ lifted: boolean }>('SELECT "unblocked_at" IS NOT NULL AS "lifted" FROM "user_blocks" WHERE "blocker_id" = ? AND "blocked_id" = ?', [seller.id, buyer.id]);
    expect(rows).toEqual([{ lifted: true }]);
  });

  it('stops new offers and accepting or countering either way, while rejecting and withdrawing stay possible', async () => {
    const { seller, buyer, listing, conversationId } = await conversationUnderWay();
    const second = await liveListing(t, seller, admin, { title: 'Another coin of hers', price: '900' });
    const third = await liveListing(t, seller, admin, { title: 'A third coin', price: '1200' });
    const onFirst = (await offer(conversationId, buyer, listing.id, 4000).expect(201)).body.id as number;
    const onSecond = (await offer(conversationId, buyer, second.id, 800).expect(201)).body.id as number;

    await block(conversationId, buyer).expect(201);
    expect((await offer(conversationId, buyer, third.id, 1000).expect(403)).body.message).toBe('You blocked this seller: unblock them from your profile to make offers again');
    expect((await answer(onFirst, seller, { status: 'accepted' }).expect(403)).body.message).toBe("You can't accept or counter offers in this conversation");
    expect((await answer(onFirst, seller, { status: 'countered', counterAmount: 4300 }).expect(403)).body.message).toBe("You can't accept or counter offers in this conversation");
    expect((await answer(onFirst, seller, { status: 'rejected' }).expect(200)).body.status).toBe('rejected');
    expect((await answer(onSecond, buyer, { status: 'withdrawn' }).expect(200)).body.status).toBe('withdrawn');
    // A stranger still gets the offer's 404, not word of the block.
    const stranger = await signUp(t, { tier: 'premium' });
    await answer(onFirst, stranger, { status: 'accepted' }).expect(404);

    await unblock(seller.id, buyer).expect(200);
    await offer(conversationId, buyer, third.id, 1000).expect(201);
  });

  it('refuses a new conversation about another listing of a blocked person, either way, and answers the existing one', async () => {
    const { seller, buyer, listing, conversationId } = await conversationUnderWay();
    const other = await liveListing(t, seller, admin, { title: 'Another coin of hers', price: '900' });
    await block(conversationId, seller).expect(201);
    expect((await startAbout(other.id, buyer).expect(403)).body.message).toBe("You can't start a conversation with this seller");
    expect((await startAbout(listing.id, buyer).expect(200)).body).toMatchObject({ id: conversationId, blockedMe: true });
    await unblock(buyer.id, seller).expect(200);
    await block(conversationId, buyer).expect(201);
    expect((await startAbout(other.id, buyer).expect(403)).body.message).toBe('You blocked this seller: unblock them from your profile to message them again');
  });

  it('answers 401 signed out, 404 to anyone not a party, and 400 naming the field for bad input', async () => {
    const { seller, buyer, conversationId } = await conversationUnderWay();
    const stranger = await signUp(t);
    await request(t.http).post(`/api/conversations/${conversationId}/block`).expect(401);
    await request(t.http).get('/api/blocks').expect(401);
    await request(t.http).delete(`/api/blocks/${buyer.id}`).expect(401);

    expect((await block(conversationId, stranger).expect(404)).body.message).toBe('Conversation not found');
    await block(99999999, seller).expect(404);
    expect((await block('abc', seller).expect(400)).body.message).toMatch(/^id /);
    expect((await unblock('0x10', seller).expect(400)).body.message).toMatch(/^userId /);
    expect((await unblock(seller.id, seller).expect(400)).body.message).toMatch(/^userId /);
    // Nothing was blocked by any of these.
    await send(conversationId, buyer, 'Still here').expect(201);
  });

  it('keeps one block of 20 racing ones, with one UserBlocked event', async () => {
    const { seller, buyer, conversationId } = await conversationUnderWay();
    const answers = await Promise.all(Array.from({ length: 20 }, () => block(conversationId, seller)));
    expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    const rows = await sql<{ count: number }>('SELECT count(*)::int AS "count" FROM "user_blocks" WHERE "blocker_id" = ? AND "blocked_id" = ?', [seller.id, buyer.id]);
    expect(rows[0].count).toBe(1);
    const events = await sql<{ count: number }>(`SELECT count(*)::int AS "count" FROM "events" WHERE "stream_id" = ? AND "type" = 'UserBlocked'`, [`user-blocks-${seller.id}`]);
    expect(events[0].count).toBe(1);
    // And 20 racing unblocks lift it once.
    const lifts = await Promise.all(Array.from({ length: 20 }, () => unblock(buyer.id, seller).expect(200)));
    expect(lifts.filter((res) => res.body.lifted)).toHaveLength(1);
  });

  it('shows a suspended other party as suspended, with the end of the suspension', async () => {
    const { seller, buyer, conversationId } = await conversationUnderWay();
    const until = new Date(Date.now() + 7 * 864e5);
    await t.app.get(CommandBus).execute(new SuspendUserCommand(seller.id, admin.id, 'Fake coins listed', until));
    expect(await conversationOf(conversationId, buyer)).toMatchObject({
      seller: { id: seller.id, name: 'Ananya Iyer' },
      otherPartySuspended: true,
      otherPartySuspendedUntil: until.toISOString(),
    });
    // Still readable by the other party.
    await request(t.http).get(`/api/conversations/${conversationId}/messages`).set('Cookie', buyer.cookie).expect(200);
  });
});
