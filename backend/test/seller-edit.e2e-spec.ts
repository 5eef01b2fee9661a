import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, pictureWithMetadata, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

describe("The seller's edit of their own listing (PATCH /api/coins/{id})", () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  let stranger: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
    stranger = await signUp(t, { tier: 'premium' });
  });
  afterAll(() => t.close());

  const edit = (id: number, who: Person = seller) => request(t.http).patch(`/api/coins/${id}`).set('Cookie', who.cookie);
  const types = async (id: number): Promise<string[]> =>
    (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body.map((e: { type: string }) => e.type);
  const isPublic = async (id: number) => (await request(t.http).get(`/api/coins/${id}`)).status === 200;
  const queueIds = async (): Promise<number[]> =>
    (await request(t.http).get('/api/admin/coins/pending?limit=500').set('Cookie', admin.cookie).expect(200)).body.map((c: { id: number }) => c.id);

  it('keeps an approved listing live when its price and details change, recorded in its history', async () => {
    const coin = await liveListing(t, seller, admin);
    const edited = await edit(coin.id).field('price', '5200').field('location', 'Pune').field('metal', 'Copper').field('title', coin.title).expect(200);
    expect(edited.body).toMatchObject({ price: 5200, location: 'Pune', metal: 'copper', status: 'approved', isApproved: true });
    expect(await isPublic(coin.id)).toBe(true);
    expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.price).toBe(5200);
    const history = (await request(t.http).get(`/api/admin/coins/${coin.id}/history`).set('Cookie', admin.cookie).expect(200)).body;
    expect(history.at(-1)).toMatchObject({ type: 'ListingDetailsEdited', actor: { id: seller.id }, data: { changes: { price: 5200, location: 'Pune', metal: 'copper' } } });
  });

  it('sends an approved listing back to review when its title, description or picture changes', async () => {
    const picture = await pictureWithMetadata();
    for (const change of [
      (id: number) => edit(id).field('title', 'A clearer title for the coin'),
      (id: number) => edit(id).field('description', 'Both sides now shown in the photograph, light toning.'),
      (id: number) => edit(id).attach('image', picture, 'coin.jpg'),
    ]) {
      const coin = await liveListing(t, seller, admin);
      const edited = await change(coin.id).expect(200);
      expect(edited.body).toMatchObject({ status: 'pending', isApproved: false });
      expect(await isPublic(coin.id)).toBe(false);
      expect(await queueIds()).toContain(coin.id);
      // Flagged from the start for having no photos of its faces; a picture then re-flags it for the missing reverse.
      expect((await types(coin.id)).slice(0, 5)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingApproved', 'ListingDetailsEdited', 'ListingResubmittedForReview']);
    }
  });

  it('lets the seller edit a pending listing, which stays pending; an unchanged edit records nothing', async () => {
    const created = (await postListing(t, seller).expect(201)).body;
    expect((await edit(created.id).field('price', '900').expect(200)).body).toMatchObject({ price: 900, status: 'pending' });
    await edit(created.id).field('price', '900').expect(200);
    expect(await types(created.id)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingDetailsEdited']);
  });

  it("answers 404 for someone else's listing or an unknown one, and changes nothing", async () => {
    const coin = await liveListing(t, seller, admin);
    expect((await edit(coin.id, stranger).field('price', '1').expect(404)).body.message).toBe('Coin not found');
    await edit(99999999).field('price', '1').expect(404);
    await request(t.http).patch(`/api/coins/${coin.id}`).field('price', '1').expect(401);
    expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.price).toBe(coin.price);
  });

  it('answers 409 for a sold or a deleted listing', async () => {
    const sold = await liveListing(t, seller, admin);
    await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).expect(200);
    expect((await edit(sold.id).field('price', '1').expect(409)).body.message).toMatch(/sold/);
    const deleted = (await postListing(t, seller).expect(201)).body;
    await request(t.http).delete(`/api/coins/${deleted.id}`).set('Cookie', seller.cookie).expect(200);
    expect((await edit(deleted.id).field('price', '1').expect(409)).body.message).toMatch(/deleted/);
    expect((await request(t.http).get(`/api/coins/${sold.id}`).expect(200)).body.price).toBe(sold.price);
  });

  it('answers 400 naming the field', async () => {
    const coin = await liveListing(t, seller, admin);
    expect((await edit(coin.id).field('price', '0').expect(400)).body.message).toMatch(/^Price/);
    expect((await edit(coin.id).field('title', 'ab').expect(400)).body.message).toMatch(/^title/i);
    expect((await edit(coin.id).field('category', 'martian').expect(400)).body.message).toMatch(/category/i);
    expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body).toMatchObject({ status: 'approved', price: coin.price });
  });

  it('takes a pending listing its seller marked sold (or deleted) out of the review queue and its count', async () => {
    const sold = (await postListing(t, seller).expect(201)).body;
    const deleted = (await postListing(t, seller).expect(201)).body;
    const stats = async () => (await request(t.http).get('/api/admin/coins/stats').set('Cookie', admin.cookie).expect(200)).body.pending;
    const before = await stats();
    expect(await queueIds()).toEqual(expect.arrayContaining([sold.id, deleted.id]));
    await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).expect(200);
    await request(t.http).delete(`/api/coins/${deleted.id}`).set('Cookie', seller.cookie).expect(200);
    const queue = await queueIds();
    expect(queue).not.toContain(sold.id);
    expect(queue).not.toContain(deleted.id);
    expect(await stats()).toBe(before - 2);
  });
});
