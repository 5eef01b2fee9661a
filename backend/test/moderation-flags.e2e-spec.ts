import request from 'supertest';
import { detailedPhoto, reencodedCopy } from './support/photos';
import { bothFaces, liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

interface Flag {
  kind: string;
  detail: string;
  params: Record<string, unknown>;
}

/** Flags computed when a listing is submitted or edited, shown and filtered in the review queue (decisions/0063). */
describe('Auto-flags in the review queue', () => {
  let t: TestApp;
  let admin: Person;
  let ravi: Person;
  let meera: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'Flag Admin');
    ravi = await signUp(t, { tier: 'premium', name: 'Ravi Menon' });
    meera = await signUp(t, { tier: 'premium', name: 'Meera Iyer' });
  });
  afterAll(() => t.close());

  const queue = async (query = ''): Promise<{ items: { coin: { id: number }; flags: Flag[]; claim: unknown; waitingSince: string }[]; totalCount: number }> =>
    (await request(t.http).get(`/api/admin/queue?limit=500${query}`).set('Cookie', admin.cookie).expect(200)).body;
  /** The listing's flags as its queue card shows them, wherever it is in the queue (other suites leave listings waiting too). */
  const flagsOf = async (id: number): Promise<Flag[]> => {
    for (let offset = 0; ; offset += 500) {
      const page = await queue(`&offset=${offset}`);
      const item = page.items.find((each) => each.coin.id === id);
      if (item) return item.flags;
      if (page.items.length < 500) throw new Error(`listing ${id} is not in the queue`);
    }
  };
  /** A listing showing both faces, so that only the flag a test looks for is raised: `photo` as the obverse when given, plain pictures otherwise. */
  const submit = async (seller: Person, fields: Record<string, string> = {}, photo?: Buffer): Promise<number> => {
    const [obverse, reverse] = await bothFaces();
    return (await postListing(t, seller, fields, photo ?? obverse, [reverse]).expect(201)).body.id;
  };

  it('raises no flag on a clean listing with its own photo', async () => {
    const id = await submit(ravi, {}, await detailedPhoto(1));
    expect(await flagsOf(id)).toEqual([]);
  });

  it('flags a listing whose photos do not show both faces, and clears the flag when they do', async () => {
    const [front, back] = await bothFaces();
    const missing = (...faces: string[]) => ({ kind: 'missing-faces', detail: `The listing has no ${faces.join(' or ')} photo`, params: { missing: faces } });
    const noPhotos = (await postListing(t, ravi).expect(201)).body.id;
    expect(await flagsOf(noPhotos)).toEqual([missing('obverse', 'reverse')]);
    const oneFace = (await postListing(t, ravi, {}, front).expect(201)).body;
    expect(await flagsOf(oneFace.id)).toEqual([missing('reverse')]);
    const sides = (await postListing(t, ravi, { imageRoles: '["edge","other"]' }, undefined, [front, back]).expect(201)).body.id;
    expect(await flagsOf(sides)).toEqual([missing('obverse', 'reverse')]);
    const reverseOnly = (await postListing(t, ravi, { imageRoles: '["reverse"]' }, front).expect(201)).body.id;
    expect(await flagsOf(reverseOnly)).toEqual([missing('obverse')]);

    // The seller adds the reverse: the flag goes; re-labelling it away brings it back.
    await request(t.http)
      .patch(`/api/coins/${oneFace.id}`)
      .set('Cookie', ravi.cookie)
      .field('photos', JSON.stringify([{ id: oneFace.images[0].id }, { upload: 0, role: 'reverse' }]))
      .attach('images', back, 'back.jpg')
      .expect(200);
    expect(await flagsOf(oneFace.id)).toEqual([]);
    await request(t.http).patch(`/api/coins/${oneFace.id}`).set('Cookie', ravi.cookie).field('photos', JSON.stringify([{ id: oneFace.images[0].id, role: 'other' }])).expect(200);
    expect(await flagsOf(oneFace.id)).toEqual([missing('obverse', 'reverse')]);
    const history = (await request(t.http).get(`/api/admin/coins/${oneFace.id}/history`).set('Cookie', admin.cookie).expect(200)).body;
    expect(history.map((event: { type: string }) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingDetailsEdited', 'ListingFlagsCleared', 'ListingDetailsEdited', 'ListingFlagged']);
    expect((await queue('&flag=missing-faces')).items.some((item) => item.coin.id === noPhotos)).toBe(true);
  });

  it('flags contact details in the text, with what it found', async () => {
    const id = await submit(ravi, { description: 'Old rupee in good shape. Call +91 98765 43210 or write to ravi.coins@gmail.com, WhatsApp also fine.' });
    const flags = await flagsOf(id);
    expect(flags).toEqual([{ kind: 'contact-details', detail: expect.stringContaining('Contact details'), params: { matches: ['+91 98765 43210', 'ravi.coins@gmail.com', 'whatsapp'] } }]);
    const upi = await submit(ravi, { title: 'Pay to ravi@okaxis 1835 rupee' });
    expect((await flagsOf(upi))[0].params).toEqual({ matches: ['ravi@okaxis'] });
  });

  it('flags replica words in English and Hindi, but not "copper"', async () => {
    const english = await submit(ravi, { title: 'Re-strike of the 1835 rupee' });
    expect(await flagsOf(english)).toEqual([{ kind: 'replica-words', detail: expect.any(String), params: { words: ['re-strike'] } }]);
    const hindi = await submit(ravi, { description: 'यह सिक्का नकली नहीं है, पर प्रतिकृति जैसा दिखता है।' });
    expect((await flagsOf(hindi))[0].params).toEqual({ words: ['नकली', 'प्रतिकृति'] });
    const copper = await submit(ravi, { title: 'Copper pice 1835', metal: 'copper', description: 'A copper coin, no copy.' });
    expect((await flagsOf(copper)).map((flag) => flag.params)).toEqual([{ words: ['copy'] }]);
    const clean = await submit(ravi, { title: 'Copper pice 1836', metal: 'copper', description: 'A copper coin of the Bombay mint.' });
    expect(await flagsOf(clean)).toEqual([]);
  });

  it("flags a re-encoded, resized copy of another seller's photo by its perceptual hash, and not the seller's own", async () => {
    const original = await detailedPhoto(2024);
    const first = await submit(ravi, { title: 'Original photo rupee' }, original);
    expect(await flagsOf(first)).toEqual([]);
    // The seller's own photo again is no copy.
    expect(await flagsOf(await submit(ravi, { title: 'Same seller, same photo' }, original))).toEqual([]);
    const copy = await reencodedCopy(original);
    expect(copy.equals(original)).toBe(false);
    const copied = await submit(meera, { title: 'Copied photo rupee' }, copy);
    const [flag] = await flagsOf(copied);
    expect(flag).toMatchObject({ kind: 'duplicate-photo', params: { coinId: first, sellerId: ravi.id, sellerName: 'Ravi Menon' } });
    expect(flag.params.distance).toBeLessThanOrEqual(12);
    expect(flag.detail).toContain(`listing ${first} by Ravi Menon`);
    // Another photo of hers is no copy of anyone's.
    expect(await flagsOf(await submit(meera, { title: 'Her own photo' }, await detailedPhoto(77)))).toEqual([]);
    // Every photo of a listing is compared, not only its cover.
    const [obverse] = await bothFaces();
    const copiedReverse = (await postListing(t, meera, { title: 'Copied reverse rupee' }, obverse, [copy]).expect(201)).body.id;
    expect(await flagsOf(copiedReverse)).toEqual([expect.objectContaining({ kind: 'duplicate-photo', params: expect.objectContaining({ coinId: first }) })]);
  });

  it('flags a price far above or below similar approved listings, once there are five of them', async () => {
    const similar = { category: 'portuguese-india', metal: 'brass', price: '2000' };
    const lone = await submit(meera, { ...similar, price: '90000' });
    expect(await flagsOf(lone)).toEqual([]);
    for (let i = 0; i < 5; i++) await liveListing(t, ravi, admin, { ...similar, price: String(1900 + i * 50) });
    const high = await submit(meera, { ...similar, price: '20000' });
    expect(await flagsOf(high)).toEqual([{ kind: 'price-outlier', detail: expect.stringContaining('the median'), params: { price: 20_000, median: 2000, ratio: 10, similar: 5 } }]);
    const low = await submit(meera, { ...similar, price: '100' });
    expect((await flagsOf(low))[0].params).toEqual({ price: 100, median: 2000, ratio: 0.05, similar: 5 });
    expect(await flagsOf(await submit(meera, { ...similar, price: '6000' }))).toEqual([]);
    expect(await flagsOf(await submit(meera, { ...similar, category: 'mughal', price: '90000' }))).toEqual([]);
  });

  it('filters the queue by kind of flag; an empty filter is ignored and an unknown one is 400', async () => {
    await submit(ravi, { description: 'Call 9876543210 for this old coin of 1835.' });
    const filtered = await queue('&flag=contact-details');
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((item) => item.flags.some((flag) => flag.kind === 'contact-details'))).toBe(true);
    expect(filtered.totalCount).toBeLessThan((await queue()).totalCount);
    expect((await queue('&flag=')).totalCount).toBe((await queue()).totalCount);
    const bad = await request(t.http).get('/api/admin/queue?flag=spam').set('Cookie', admin.cookie).expect(400);
    expect(bad.body.message).toMatch(/^flag must be one of contact-details/);
    await request(t.http).get('/api/admin/queue').set('Cookie', ravi.cookie).expect(403);
    await request(t.http).get('/api/admin/queue').expect(401);
  });

  it("records flags in the listing's history, and clears them when an edit removes their cause", async () => {
    const id = await submit(ravi, { description: 'Serious buyers call 98765 43210 for this coin.' });
    await request(t.http).patch(`/api/coins/${id}`).set('Cookie', ravi.cookie).field('location', 'Chennai').expect(200);
    expect(await flagsOf(id)).toHaveLength(1);
    await request(t.http).patch(`/api/coins/${id}`).set('Cookie', ravi.cookie).field('description', 'Serious buyers, please send a message on Sikka.').expect(200);
    expect(await flagsOf(id)).toEqual([]);
    const history = (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body;
    expect(history.map((event: { type: string }) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingDetailsEdited', 'ListingDetailsEdited', 'ListingFlagsCleared']);
    expect(history[1]).toMatchObject({ actor: null, data: { flags: [{ kind: 'contact-details' }] } });
  });

  it('recomputes flags when an admin approves with an edit that removes their cause', async () => {
    const id = await submit(ravi, { title: 'Fake 1835 rupee' });
    const approved = await request(t.http).patch(`/api/admin/coins/${id}/approve`).set('Cookie', admin.cookie).send({ approved: true, edit: { title: 'Genuine 1835 rupee' } }).expect(200);
    expect(approved.body).toMatchObject({ title: 'Genuine 1835 rupee', status: 'approved' });
    const history = (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body;
    expect(history.map((event: { type: string }) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingEditedByAdmin', 'ListingFlagsCleared', 'ListingApproved']);
  });
});
