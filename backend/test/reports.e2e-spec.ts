import request from 'supertest';
import { EventStore } from '../src/platform/event-store/event-store';
import { waitForNotifications } from './support/notifications-of';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

/** Issue 14: reports, and the admins' actions on them (decisions/0082). */
describe('Reports', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'Asha Rao');
  });
  afterAll(() => t.close());

  const report = (who: Person | null, body: Record<string, unknown>) => {
    const call = request(t.http).post('/api/reports');
    return (who ? call.set('Cookie', who.cookie) : call).send(body);
  };
  const reports = (who: Person | null, query: Record<string, unknown> = {}) => {
    const call = request(t.http).get('/api/admin/reports').query(query);
    return who ? call.set('Cookie', who.cookie) : call;
  };
  const act = (who: Person | null, body: Record<string, unknown>) => {
    const call = request(t.http).post('/api/admin/reports/actions');
    return (who ? call.set('Cookie', who.cookie) : call).send(body);
  };
  const groupOf = async (targetType: string, targetId: number, status = 'open') => {
    const page = (await reports(admin, { status, limit: 500 }).expect(200)).body;
    return page.items.find((item: { targetType: string; targetId: number }) => item.targetType === targetType && item.targetId === targetId);
  };
  const openReports = async () => (await request(t.http).get('/api/admin/queue/overview').set('Cookie', admin.cookie).expect(200)).body.openReports as number;

  /** A seller's live listing and a buyer in a conversation about it, each having sent a message. */
  async function conversation() {
    const seller = await signUp(t, { tier: 'premium', name: 'Rahul Verma' });
    const buyer = await signUp(t, { name: 'Ananya Iyer' });
    const listing = await liveListing(t, seller, admin, { title: '1835 William IV One Rupee' });
    const chat = (await request(t.http).post(`/api/coins/${listing.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body;
    const asked = (await request(t.http).post(`/api/conversations/${chat.id}/messages`).set('Cookie', buyer.cookie).send({ content: 'Is it genuine?' }).expect(201)).body;
    const answered = (
      await request(t.http).post(`/api/conversations/${chat.id}/messages`).set('Cookie', seller.cookie).send({ content: 'Pay me outside the app, 98765 43210' }).expect(201)
    ).body;
    return { seller, buyer, listing, conversationId: chat.id as number, buyerMessageId: asked.id as number, sellerMessageId: answered.id as number };
  }

  it('files one open report per person and target and shows the listing in context to the admins', async () => {
    const { seller, buyer, listing } = await conversation();
    const before = await openReports();
    const filed = await report(buyer, { targetType: 'listing', targetId: listing.id, reason: 'replica', note: '  The edge lettering is wrong.  ' }).expect(201);
    expect(filed.body).toMatchObject({ targetType: 'listing', targetId: listing.id, reason: 'replica', note: 'The edge lettering is wrong.', status: 'open' });
    expect((await report(buyer, { targetType: 'listing', targetId: listing.id, reason: 'scam' }).expect(409)).body.message).toMatch(/already reported/);
    const other = await signUp(t, { name: 'Vikram Singh' });
    await report(other, { targetType: 'listing', targetId: listing.id, reason: 'other', note: 'Same photo as another seller' }).expect(201);
    expect(await openReports()).toBe(before + 2);

    const group = await groupOf('listing', listing.id);
    expect(group).toMatchObject({
      listing: { id: listing.id, title: '1835 William IV One Rupee', price: listing.price, status: 'live', seller: { id: seller.id, name: 'Rahul Verma' } },
      user: null,
      message: null,
      history: [],
    });
    expect(group.reports.map((r: { reporter: { name: string }; reason: string }) => [r.reporter.name, r.reason])).toEqual([
      ['Ananya Iyer', 'replica'],
      ['Vikram Singh', 'other'],
    ]);
    const events = await t.app.get(EventStore).readStream(`report-${filed.body.id}`);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['ReportFiled', { reportId: filed.body.id, reporterId: buyer.id, targetType: 'listing', targetId: listing.id, reason: 'replica' }],
    ]);
  });

  it('keeps one of twenty racing reports of the same target by the same person', async () => {
    const { buyer, listing } = await conversation();
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(buyer, { targetType: 'listing', targetId: listing.id, reason: 'scam' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect((await groupOf('listing', listing.id)).reports).toHaveLength(1);
  });

  it('answers 401 signed out, 403 to non-admins, 404 for what cannot be reported, 400 for your own and bad input naming the field', async () => {
    const { seller, buyer, listing, buyerMessageId, sellerMessageId } = await conversation();
    await report(null, { targetType: 'user', targetId: seller.id, reason: 'scam' }).expect(401);
    await reports(null).expect(401);
    await act(null, { targetType: 'user', targetId: seller.id, action: 'dismiss', reason: 'Nothing wrong' }).expect(401);
    await reports(buyer).expect(403);
    await act(buyer, { targetType: 'user', targetId: seller.id, action: 'dismiss', reason: 'Nothing wrong' }).expect(403);

    const outsider = await signUp(t);
    await report(outsider, { targetType: 'message', targetId: sellerMessageId, reason: 'scam' }).expect(404);
    await report(outsider, { targetType: 'listing', targetId: 2_000_000_000, reason: 'scam' }).expect(404);
    await report(outsider, { targetType: 'user', targetId: 2_000_000_000, reason: 'scam' }).expect(404);
    await report(outsider, { targetType: 'message', targetId: 2_000_000_000, reason: 'scam' }).expect(404);
    const pending = (await postListing(t, seller).expect(201)).body;
    await report(outsider, { targetType: 'listing', targetId: pending.id, reason: 'scam' }).expect(404);
    const gone = await liveListing(t, seller, admin);
    await request(t.http).delete(`/api/coins/${gone.id}`).set('Cookie', seller.cookie).expect((res) => expect(res.status).toBeLessThan(300));
    await report(outsider, { targetType: 'listing', targetId: gone.id, reason: 'scam' }).expect(404);

    for (const body of [
      { targetType: 'user', targetId: buyer.id, reason: 'scam' },
      { targetType: 'message', targetId: buyerMessageId, reason: 'scam' },
    ]) {
      expect((await report(buyer, body).expect(400)).body.message).toContain('targetId');
    }
    expect((await report(seller, { targetType: 'listing', targetId: listing.id, reason: 'scam' }).expect(400)).body.message).toContain('targetId');

    for (const [body, field] of [
      [{ targetType: 'coin', targetId: listing.id, reason: 'scam' }, 'targetType'],
      [{ targetId: listing.id, reason: 'scam' }, 'targetType'],
      [{ targetType: 'listing', targetId: 0, reason: 'scam' }, 'targetId'],
      [{ targetType: 'listing', targetId: '12', reason: 'scam' }, 'targetId'],
      [{ targetType: 'listing', targetId: 1.5, reason: 'scam' }, 'targetId'],
      [{ targetType: 'listing', targetId: listing.id, reason: 'fake' }, 'reason'],
      [{ targetType: 'listing', targetId: listing.id }, 'reason'],
      [{ targetType: 'listing', targetId: listing.id, reason: 'other' }, 'note'],
      [{ targetType: 'listing', targetId: listing.id, reason: 'other', note: '   ' }, 'note'],
      [{ targetType: 'listing', targetId: listing.id, reason: 'scam', note: 'x'.repeat(1001) }, 'note'],
      [{ targetType: 'listing', targetId: listing.id, reason: 'scam', note: 42 }, 'note'],
    ] as const) {
      expect(JSON.stringify((await report(outsider, body).expect(400)).body.message)).toContain(field);
    }
    await report(outsider, { targetType: 'user', targetId: seller.id, reason: 'offensive' }).expect(201);
    for (const [body, field] of [
      [{ targetType: 'user', targetId: seller.id, action: 'ban', reason: 'Nothing wrong' }, 'action'],
      [{ targetType: 'user', targetId: seller.id, action: 'hide-listing', reason: 'Nothing wrong' }, 'action'],
      [{ targetType: 'user', targetId: seller.id, action: 'dismiss', reason: 'ok' }, 'reason'],
      [{ targetType: 'user', targetId: seller.id, action: 'dismiss' }, 'reason'],
      [{ targetType: 'user', targetId: seller.id, action: 'dismiss', reason: 'Nothing wrong', days: 3 }, 'days'],
      [{ targetType: 'user', targetId: seller.id, action: 'suspend-user', reason: 'Rude messages' }, 'days'],
      [{ targetType: 'user', targetId: seller.id, action: 'suspend-user', reason: 'Rude messages', days: 0 }, 'days'],
      [{ targetType: 'user', targetId: seller.id, action: 'suspend-user', reason: 'Rude messages', days: 366 }, 'days'],
      [{ targetType: 'user', targetId: seller.id, action: 'suspend-user', reason: 'Rude messages', days: '7' }, 'days'],
      [{ targetType: 'person', targetId: seller.id, action: 'dismiss', reason: 'Nothing wrong' }, 'targetType'],
      [{ targetType: 'user', targetId: -4, action: 'dismiss', reason: 'Nothing wrong' }, 'targetId'],
    ] as const) {
      expect(JSON.stringify((await act(admin, body).expect(400)).body.message)).toContain(field);
    }
    for (const query of [{ status: 'closed' }, { limit: 0 }, { offset: -1 }]) {
      expect(JSON.stringify((await reports(admin, query).expect(400)).body.message)).toMatch(/status|limit|offset/);
    }
    await act(admin, { targetType: 'user', targetId: outsider.id, action: 'dismiss', reason: 'Nothing wrong' }).expect(404);
    expect((await groupOf('user', seller.id)).reports).toHaveLength(1);
  });

  it('shows a reported message in its conversation and suspends its sender, who then cannot sign in', async () => {
    const { seller, buyer, listing, conversationId, sellerMessageId } = await conversation();
    await report(buyer, { targetType: 'message', targetId: sellerMessageId, reason: 'scam', note: 'Asks to pay outside the app' }).expect(201);
    expect(await groupOf('message', sellerMessageId)).toMatchObject({
      message: {
        id: sellerMessageId,
        text: 'Pay me outside the app, 98765 43210',
        sender: { id: seller.id, name: 'Rahul Verma' },
        conversationId,
        listing: { id: listing.id, title: '1835 William IV One Rupee' },
      },
      reports: [{ reason: 'scam', note: 'Asks to pay outside the app', reporter: { id: buyer.id, name: 'Ananya Iyer' } }],
    });
    const done = (await act(admin, { targetType: 'message', targetId: sellerMessageId, action: 'suspend-user', reason: 'Scam attempt in chat', days: 7 }).expect(200)).body;
    expect(done).toMatchObject({
      resolvedReports: 1,
      action: { action: 'suspend-user', reason: 'Scam attempt in chat', admin: { id: admin.id, name: 'Asha Rao' }, suspendedUser: { id: seller.id }, reportsResolved: 1 },
    });
    const until = new Date(done.action.suspendedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 864e5))).toBeLessThan(120_000);
    expect(await groupOf('message', sellerMessageId)).toBeUndefined();
    expect(await groupOf('message', sellerMessageId, 'resolved')).toMatchObject({ reports: [{ status: 'resolved' }], history: [{ action: 'suspend-user' }] });

    // Identity carries it out after Moderation's commit (a durable consumer): the sender cannot sign in.
    await eventually(
      async () => (await request(t.http).post('/api/login').send({ mobileNumber: seller.mobileNumber, password: 'collector-pass-1' })).status === 403,
      20_000,
      'the sender refused at sign-in',
    );
    // A retried action resolves nothing more and answers with what was done.
    const again = (await act(admin, { targetType: 'message', targetId: sellerMessageId, action: 'suspend-user', reason: 'Scam attempt in chat', days: 7 }).expect(200)).body;
    expect(again).toMatchObject({ resolvedReports: 0, action: { id: done.action.id } });
  });

  it('dismisses every open report of a target at once, keeps the history, and takes new reports afterwards', async () => {
    const { seller, buyer } = await conversation();
    const other = await signUp(t);
    await report(buyer, { targetType: 'user', targetId: seller.id, reason: 'offensive' }).expect(201);
    await report(other, { targetType: 'user', targetId: seller.id, reason: 'scam' }).expect(201);
    expect(await groupOf('user', seller.id)).toMatchObject({ user: { id: seller.id, name: 'Rahul Verma', phoneVerified: false, listingCount: 1, suspendedUntil: null } });
    const answers = await Promise.all([1, 2].map(() => act(admin, { targetType: 'user', targetId: seller.id, action: 'dismiss', reason: 'Nothing against the rules' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.resolvedReports).sort()).toEqual([0, 2]);
    expect(await groupOf('user', seller.id)).toBeUndefined();
    // Both people who reported are told the outcome, once, without what was decided about whom.
    for (const reporter of [buyer, other]) {
      const told = await waitForNotifications(t, reporter, (items) => items.some((item) => item.type === 'report-resolved'));
      expect(told.filter((item) => item.type === 'report-resolved')).toEqual([
        expect.objectContaining({ params: { outcome: 'dismissed', targetType: 'user' }, link: '/notifications' }),
      ]);
    }
    await report(buyer, { targetType: 'user', targetId: seller.id, reason: 'offensive' }).expect(201);
    expect(await groupOf('user', seller.id)).toMatchObject({
      reports: [{ reason: 'offensive' }],
      history: [{ action: 'dismiss', reason: 'Nothing against the rules', admin: { name: 'Asha Rao' }, reportsResolved: 2, suspendedUser: null }],
    });
  });

  it('hides a reported listing through the Catalog, and refuses to suspend an administrator', async () => {
    const { buyer, listing } = await conversation();
    await report(buyer, { targetType: 'listing', targetId: listing.id, reason: 'replica' }).expect(201);
    const done = (await act(admin, { targetType: 'listing', targetId: listing.id, action: 'hide-listing', reason: 'A cast replica' }).expect(200)).body;
    expect(done).toMatchObject({ resolvedReports: 1, action: { action: 'hide-listing', suspendedUser: null, suspendedUntil: null } });
    const [taken] = await t.app.get(EventStore).readStream(`report-action-${done.action.id}`);
    expect(taken).toMatchObject({ type: 'ReportActionTaken', data: { action: 'hide-listing', listingId: listing.id, adminId: admin.id, reason: 'A cast replica' } });
    await eventually(async () => (await request(t.http).get(`/api/coins/${listing.id}`)).status === 404, 20_000, 'the listing hidden from visitors');
    expect((await groupOf('listing', listing.id, 'resolved')).listing).toMatchObject({ id: listing.id, status: 'hidden' });
    const another = await signUp(t);
    await report(another, { targetType: 'listing', targetId: listing.id, reason: 'scam' }).expect(404);

    await report(buyer, { targetType: 'user', targetId: admin.id, reason: 'offensive' }).expect(201);
    expect((await act(admin, { targetType: 'user', targetId: admin.id, action: 'suspend-user', reason: 'Rude messages', days: 1 }).expect(409)).body.message).toMatch(/administrator/);
    expect((await groupOf('user', admin.id)).reports).toHaveLength(1);
  });
});
