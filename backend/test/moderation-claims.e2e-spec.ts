import request from 'supertest';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ClaimListingForReviewCommand } from '../src/contexts/catalog/application/commands/claim-listing-for-review.command';
import { GetPrincipalQuery } from '../src/platform/kernel/get-principal.query';
import { postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

/** Claims on pending listings by a team of admins (decisions/0063). */
describe('Review claims over HTTP', () => {
  let t: TestApp;
  let asha: Person;
  let vikram: Person;
  let seller: Person;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await signUpAdmin(t, 'Asha Rao');
    vikram = await signUpAdmin(t, 'Vikram Singh');
    seller = await signUp(t, { tier: 'premium', name: 'Claim Seller' });
  });
  afterAll(() => t.close());

  const pending = async (): Promise<number> => (await postListing(t, seller).expect(201)).body.id;
  const claim = (id: number, who: Person) => request(t.http).post(`/api/admin/coins/${id}/claim`).set('Cookie', who.cookie);
  const release = (id: number, who: Person) => request(t.http).delete(`/api/admin/coins/${id}/claim`).set('Cookie', who.cookie);
  const decide = (id: number, who: Person, body: Record<string, unknown>) => request(t.http).patch(`/api/admin/coins/${id}/approve`).set('Cookie', who.cookie).send(body);
  const history = async (id: number): Promise<{ type: string; data: Record<string, unknown> }[]> =>
    (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', asha.cookie).expect(200)).body;

  it('claims a pending listing for ten minutes and extends the holder’s own claim', async () => {
    const id = await pending();
    const before = Date.now();
    const first = (await claim(id, asha).expect(200)).body;
    expect(first).toMatchObject({ coinId: id, adminId: asha.id, adminName: 'Asha Rao' });
    expect(Date.parse(first.expiresAt) - Date.parse(first.claimedAt)).toBe(10 * 60_000);
    expect(Date.parse(first.claimedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await claim(id, asha).expect(200)).body).toEqual(first);
    expect((await history(id)).map((event) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingClaimed']); // flagged: no photos of its faces
  });

  it('lets exactly one of two admins racing for the same listing win, again and again', async () => {
    for (let round = 0; round < 25; round++) {
      const id = await pending();
      const answers = await Promise.all([claim(id, asha), claim(id, vikram)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body;
      const loser = answers.find((answer) => answer.status === 409)!.body;
      const winnerName = winner.adminId === asha.id ? 'Asha Rao' : 'Vikram Singh';
      expect(loser.message).toMatch(new RegExp(`^${winnerName} is reviewing this listing until \\d\\d:\\d\\d$`));
      const claims = (await history(id)).filter((event) => event.type === 'ListingClaimed');
      expect(claims).toHaveLength(1);
      expect(claims[0].data.by).toBe(winner.adminId);
    }
  }, 60_000);

  it('gives one listing to exactly one admin when forty claims of two admins race for it', async () => {
    const id = await pending();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => claim(id, i % 2 ? asha : vikram).then((answer) => ({ answer, who: i % 2 ? asha : vikram }))));
    const winners = new Set(answers.filter(({ answer }) => answer.status === 200).map(({ who }) => who.id));
    expect(winners.size).toBe(1);
    const [winner] = winners;
    for (const { answer, who } of answers) {
      expect(answer.status).toBe(who.id === winner ? 200 : 409);
      if (answer.status === 200) expect(answer.body.adminId).toBe(winner);
      else expect(answer.body.message).toMatch(/ is reviewing this listing until \d\d:\d\d$/);
    }
    expect((await history(id)).filter((event) => event.type === 'ListingClaimed')).toHaveLength(1);
  }, 30_000);

  it("answers 409 naming the holder to a decision on a listing another admin holds; spec.md's approve without a claim still works", async () => {
    const held = await pending();
    await claim(held, asha).expect(200);
    const refused = await decide(held, vikram, { approved: true }).expect(409);
    expect(refused.body.message).toMatch(/^Asha Rao is reviewing this listing until \d\d:\d\d$/);
    await decide(held, vikram, { approved: false, reasonCode: 'replica' }).expect(409);
    await release(held, vikram).expect(409);

    const free = await pending();
    expect((await decide(free, vikram, { approved: true }).expect(200)).body).toMatchObject({ status: 'approved', isApproved: true });
  });

  it('ends the claim with the decision of its holder', async () => {
    const id = await pending();
    await claim(id, asha).expect(200);
    await decide(id, asha, { approved: true }).expect(200);
    const events = await history(id);
    expect(events.map((event) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingClaimed', 'ListingApproved', 'ListingClaimReleased']);
    expect(events.at(-1)!.data).toEqual({ by: asha.id, reason: 'decided' });
    await claim(id, vikram).expect(409, { statusCode: 409, message: 'This listing is no longer waiting for review', error: 'Conflict' });
  });

  it('frees an expired claim for the next admin, recording its end', async () => {
    const id = await pending();
    const principal = await t.app.get(QueryBus).execute(new GetPrincipalQuery(asha.id));
    // Asha claimed it eleven minutes ago: her claim ran out a minute ago.
    await t.app.get(CommandBus).execute(new ClaimListingForReviewCommand(id, principal!, new Date(Date.now() - 11 * 60_000)));
    expect((await claim(id, vikram).expect(200)).body).toMatchObject({ adminId: vikram.id });
    expect((await history(id)).slice(-2)).toMatchObject([{ type: 'ListingClaimReleased', data: { by: asha.id, reason: 'expired' } }, { type: 'ListingClaimed', data: { by: vikram.id } }]);

    const another = await pending();
    await t.app.get(CommandBus).execute(new ClaimListingForReviewCommand(another, principal!, new Date(Date.now() - 11 * 60_000)));
    await decide(another, vikram, { approved: true }).expect(200);
  });

  it('releases the caller’s own claim, and says so when there was none', async () => {
    const id = await pending();
    await claim(id, asha).expect(200);
    await release(id, asha).expect(200, { message: 'Claim released' });
    await release(id, asha).expect(200, { message: 'You had no claim on this listing' });
    await claim(id, vikram).expect(200);
  });

  it('answers 404 for an unknown listing, 403 to non-admins and 401 signed out', async () => {
    await claim(99_999_999, asha).expect(404);
    await release(99_999_999, asha).expect(404);
    const id = await pending();
    await claim(id, seller).expect(403);
    await request(t.http).post(`/api/admin/coins/${id}/claim`).expect(401);
    await request(t.http).delete(`/api/admin/coins/${id}/claim`).expect(401);
  });
});
