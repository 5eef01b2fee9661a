import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { connectedSocket } from './support/sockets';
import { createTestApp, TestApp } from './support/test-app';

interface ReportsChanged {
  targetType: string;
  targetId: number;
}

/** Admins' sockets hear of new reports and of actions on them, and nobody else's do (decisions/0093). */
describe('Reports pushed to the admins', () => {
  let t: TestApp;
  let admin: Person;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    admin = await signUpAdmin(t, 'Live Reports Admin');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const connect = (who: Person) => connectedSocket(t, who, sockets);

  it("tells admins' sockets, and only theirs, when a report is filed and when an admin acts on it, without saying who reported or why", async () => {
    const seller = await signUp(t, { tier: 'premium', name: 'Live Reports Seller' });
    const buyer = await signUp(t, { name: 'Live Reports Buyer' });
    const listing = await liveListing(t, seller, admin, { title: '1862 Victoria Half Anna' });
    const [adminSocket, buyerSocket, sellerSocket] = await Promise.all([connect(admin), connect(buyer), connect(seller)]);
    const heard: ReportsChanged[] = [];
    adminSocket.on('moderation:reports-changed', (payload: ReportsChanged) => heard.push(payload));
    let leaked = false;
    for (const socket of [buyerSocket, sellerSocket]) socket.on('moderation:reports-changed', () => (leaked = true));
    const aboutThis = () => heard.filter((payload) => payload.targetType === 'listing' && payload.targetId === listing.id);

    await request(t.http).post('/api/reports').set('Cookie', buyer.cookie).send({ targetType: 'listing', targetId: listing.id, reason: 'replica', note: 'Edge is wrong' }).expect(201);
    // Pushed by a durable consumer after the commit, so it arrives a little later.
    for (let i = 0; i < 100 && aboutThis().length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aboutThis()).toEqual([{ targetType: 'listing', targetId: listing.id }]);

    await request(t.http).post('/api/admin/reports/actions').set('Cookie', admin.cookie).send({ targetType: 'listing', targetId: listing.id, action: 'dismiss', reason: 'The edge is as issued' }).expect(200);
    for (let i = 0; i < 100 && aboutThis().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aboutThis()).toHaveLength(2);
    expect(leaked).toBe(false);
  });
});
