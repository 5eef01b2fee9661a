import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { HIDDEN_DETAIL } from '../src/contexts/messaging/domain/hidden-contact-details';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { connectedSocket } from './support/sockets';

/** Issue 14: contact details in chat stay hidden from the other party until an offer is accepted (decisions/0080). */
describe('Contact details in chat', () => {
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

  const TEXT = 'Call me on +91 98765 43210 or mail ravi.kumar@gmail.com, UPI ravi@okaxis. Is ₹4,500 fine?';
  const MASKED = `Call me on ${HIDDEN_DETAIL} or mail ${HIDDEN_DETAIL}, UPI ${HIDDEN_DETAIL}. Is ₹4,500 fine?`;

  const send = (conversationId: number, who: Person, content: string) =>
    request(t.http).post(`/api/conversations/${conversationId}/messages`).set('Cookie', who.cookie).send({ content });
  const messages = async (conversationId: number, who: Person) =>
    (await request(t.http).get(`/api/conversations/${conversationId}/messages`).set('Cookie', who.cookie).expect(200)).body as {
      content: string;
      contactDetailsHidden: boolean;
    }[];
  const conversationOf = async (conversationId: number, who: Person) =>
    ((await request(t.http).get('/api/conversations').set('Cookie', who.cookie).expect(200)).body as { id: number }[]).find((c) => c.id === conversationId);

  async function dealUnderWay() {
    const seller = await signUp(t, { tier: 'premium' });
    const buyer = await signUp(t, { tier: 'premium' });
    const listing = await liveListing(t, seller, admin);
    const conversation = (await request(t.http).post(`/api/coins/${listing.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body;
    return { seller, buyer, listing, conversationId: conversation.id as number };
  }

  const connected = (who: Person): Promise<Socket> => connectedSocket(t, who, sockets);

  it('hides numbers, e-mail addresses and UPI ids from the other party, in the thread, the list and the push; the sender reads their text as typed', async () => {
    const { seller, buyer, conversationId } = await dealUnderWay();
    const sellerSocket = await connected(seller);
    const pushed = new Promise<{ message: { content: string; contactDetailsHidden: boolean } }>((resolve) => sellerSocket.on('message:new', resolve));

    const sent = (await send(conversationId, buyer, TEXT).expect(201)).body;
    expect(sent).toMatchObject({ content: TEXT, contactDetailsHidden: false });

    expect(await messages(conversationId, seller)).toEqual([expect.objectContaining({ content: MASKED, contactDetailsHidden: true })]);
    expect(await messages(conversationId, buyer)).toEqual([expect.objectContaining({ content: TEXT, contactDetailsHidden: false })]);
    expect((await pushed).message).toMatchObject({ content: MASKED, contactDetailsHidden: true });
    expect(await conversationOf(conversationId, seller)).toMatchObject({
      contactDetailsShared: false,
      lastMessage: { content: MASKED, contactDetailsHidden: true },
    });
    expect(await conversationOf(conversationId, buyer)).toMatchObject({ lastMessage: { content: TEXT, contactDetailsHidden: false } });
  });

  it('leaves messages without contact details as they are', async () => {
    const { seller, buyer, conversationId } = await dealUnderWay();
    await send(conversationId, buyer, 'क्या यह 1947 का सिक्का है? ₹4,500 ठीक रहेगा?').expect(201);
    expect(await messages(conversationId, seller)).toEqual([
      expect.objectContaining({ content: 'क्या यह 1947 का सिक्का है? ₹4,500 ठीक रहेगा?', contactDetailsHidden: false }),
    ]);
  });

  it('shows both parties every message, old and new, once an offer in the conversation is accepted; a rejected offer shows nothing', async () => {
    const { seller, buyer, listing, conversationId } = await dealUnderWay();
    await send(conversationId, buyer, TEXT).expect(201);
    await send(conversationId, seller, 'Mine is 9123456780').expect(201);

    const first = (await request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId: listing.id, offerAmount: 100 }).expect(201)).body;
    await request(t.http).patch(`/api/offers/${first.id}`).set('Cookie', seller.cookie).send({ status: 'rejected' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await messages(conversationId, buyer))[1]).toMatchObject({ content: `Mine is ${HIDDEN_DETAIL}`, contactDetailsHidden: true });

    const second = (await request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId: listing.id, offerAmount: 200 }).expect(201)).body;
    await request(t.http).patch(`/api/offers/${second.id}`).set('Cookie', seller.cookie).send({ status: 'accepted' }).expect(200);
    const shared = async () => ((await conversationOf(conversationId, seller)) as { contactDetailsShared?: boolean } | undefined)?.contactDetailsShared;
    await eventually(shared, 10_000, 'contact details shared');

    expect((await messages(conversationId, seller)).map((m) => m.content)).toEqual([TEXT, 'Mine is 9123456780']);
    expect((await messages(conversationId, buyer)).map((m) => m.contactDetailsHidden)).toEqual([false, false]);
    await send(conversationId, seller, 'Ring 9988776655 when you reach').expect(201);
    expect((await messages(conversationId, buyer))[2]).toMatchObject({ content: 'Ring 9988776655 when you reach', contactDetailsHidden: false });
  });
});
