/**
 * Which coin a listing is (issue 13, decisions/0072): every field through the listing form
 * (multipart, references and certificate as JSON text), the seller's and the admin's edits, every
 * coin view, the 400s naming each field, the flag for a coin the seller did not confirm is genuine,
 * and the curated vocabulary.
 */
import request from 'supertest';
import { identityFields, liveCoin, postCoin } from './support/coin-identity';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';
import { uniqueToken } from './support/listings';

const THIS_YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()));

describe('Which coin it is: fields, edits, views, validation', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'Identity Admin');
    seller = await signUp(t, { tier: 'premium', name: 'Identity Seller' });
  });
  afterAll(() => t.close());

  const coinOf = async (id: number, who: Person | null = null) => {
    const req = request(t.http).get(`/api/coins/${id}`);
    if (who) req.set('Cookie', who.cookie);
    return (await req.expect(200)).body;
  };
  const history = async (id: number) => (await request(t.http).get(`/api/admin/coins/${id}/history`).set('Cookie', admin.cookie).expect(200)).body;
  const message = async (req: request.Test) => (await req.expect(400)).body.message as string;

  it('creates a listing with every field, and gives every field back with the AD year, grade label and antiquity computed', async () => {
    const fields = identityFields({ certification: { service: 'NGC', serviceName: null, number: '7712001-001' }, ruler: 'Victoria', year: '1862' });
    const created = (await postCoin(t, seller, { ...fields, year: '1862', title: `1862 Victoria rupee ${uniqueToken()}` }).expect(201)).body;
    const expected = {
      year: '1862',
      denomination: 'Rupee',
      issuer: 'British India',
      ruler: 'Victoria',
      mint: 'Bombay',
      era: 'AD',
      yearAd: 1862,
      catalogueRefs: [{ catalogue: 'KM', number: '473.1' }],
      weightGrams: 11.66,
      diameterMm: 30.5,
      shape: 'Round',
      edge: 'Reeded',
      grade: 30,
      gradeLabel: 'VF-30',
      certification: { service: 'NGC', serviceName: null, number: '7712001-001' },
      isCertified: true,
      genuineConfirmed: true,
      isAntiquity: true,
    };
    expect(created).toMatchObject(expected);
    expect(await coinOf(created.id, seller)).toMatchObject(expected);
    const [submitted] = await history(created.id);
    expect(submitted).toMatchObject({ type: 'ListingSubmitted', data: { identity: { ruler: 'Victoria', grade: 30, certification: { number: '7712001-001' }, genuineConfirmed: true } } });

    // Every coin view carries the fields: my listings, the admin's lists, browse, the seller's page.
    const mine = (await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200)).body.find((coin: { id: number }) => coin.id === created.id);
    expect(mine).toMatchObject(expected);
    const all = (await request(t.http).get('/api/admin/coins/all?limit=500').set('Cookie', admin.cookie).expect(200)).body.find((coin: { id: number }) => coin.id === created.id);
    expect(all).toMatchObject(expected);
    await request(t.http).patch(`/api/admin/coins/${created.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    const browsed = (await request(t.http).get('/api/coins').query({ search: created.title }).expect(200)).body;
    expect(browsed).toEqual([expect.objectContaining(expected)]);
    const listed = (await request(t.http).get(`/api/sellers/${seller.id}/listings`).expect(200)).body.find((coin: { id: number }) => coin.id === created.id);
    expect(listed).toMatchObject(expected);
  });

  it('gives every new key, empty, for a listing with spec.md fields only; era is null without a year and AD with one', async () => {
    const plain = (await postCoin(t, seller, { year: '', genuineConfirmed: '' }).expect(201)).body;
    expect(plain).toMatchObject({
      year: null,
      denomination: null,
      issuer: null,
      ruler: null,
      mint: null,
      era: null,
      yearAd: null,
      catalogueRefs: [],
      weightGrams: null,
      diameterMm: null,
      shape: null,
      edge: null,
      grade: null,
      gradeLabel: null,
      certification: null,
      isCertified: false,
      genuineConfirmed: false,
      isAntiquity: false,
    });
    const dated = (await postCoin(t, seller, { year: '1950' }).expect(201)).body;
    expect(dated).toMatchObject({ era: 'AD', yearAd: 1950, isAntiquity: false });
  });

  it('computes the AD year from the era: AH 1040 is 1630, VS 1919 and SE 1784 are 1862, RY 45 of Akbar is 1600', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ year: 'AH 1040', era: 'AH', ruler: 'Shah Jahan' }, 1630],
      [{ year: 'VS 1919', era: 'VS' }, 1862],
      [{ year: 'Saka 1784', era: 'SE' }, 1862],
      [{ year: 'Fasli 1350', era: 'FE' }, 1940],
      [{ year: 'Ilahi 45', era: 'RY', ruler: 'अकबर' }, 1600],
    ];
    for (const [fields, yearAd] of cases) {
      const coin = (await postCoin(t, seller, fields).expect(201)).body;
      expect([fields, coin.yearAd, coin.era, coin.isAntiquity]).toEqual([fields, yearAd, fields.era, THIS_YEAR - yearAd > 100]);
    }
  });

  it("records the seller's edit of the identity (multipart) and keeps a live listing live", async () => {
    const coin = await liveCoin(t, seller, admin, identityFields({ year: '1862' }));
    const edited = await request(t.http)
      .patch(`/api/coins/${coin.id}`)
      .set('Cookie', seller.cookie)
      .field('grade', '45')
      .field('mint', 'Calcutta')
      .field('catalogueRefs', JSON.stringify([{ catalogue: 'Pridmore', number: '123' }]))
      .field('certification', JSON.stringify({ service: 'other', serviceName: 'Indian Coin Graders', number: 'ICG/24.1001' }))
      .expect(200);
    expect(edited.body).toMatchObject({
      status: 'approved',
      grade: 45,
      gradeLabel: 'XF-45',
      mint: 'Calcutta',
      catalogueRefs: [{ catalogue: 'Pridmore', number: '123' }],
      certification: { service: 'other', serviceName: 'Indian Coin Graders', number: 'ICG/24.1001' },
      ruler: 'Victoria',
    });
    const last = (await history(coin.id)).at(-1);
    expect(last).toMatchObject({ type: 'ListingDetailsEdited', data: { changes: { grade: 45, mint: 'Calcutta' }, previous: { grade: 30, mint: 'Bombay', certification: null } } });
    // Empty text clears a field; an unchanged edit records nothing.
    const cleared = await request(t.http).patch(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).field('certification', '').field('grade', '').expect(200);
    expect(cleared.body).toMatchObject({ certification: null, isCertified: false, grade: null, gradeLabel: null });
    const events = (await history(coin.id)).length;
    await request(t.http).patch(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).field('mint', 'Calcutta').expect(200);
    expect((await history(coin.id)).length).toBe(events);
  });

  it("records the admin's edit (JSON), also with an approval, and clears the era with the year", async () => {
    const coin = (await postCoin(t, seller, { year: 'AH 986', era: 'AH', ruler: 'Akbar' }).expect(201)).body;
    const edited = await request(t.http)
      .patch(`/api/admin/coins/${coin.id}`)
      .set('Cookie', admin.cookie)
      .send({ denomination: 'Mohur', mint: 'Agra', grade: 40, weightGrams: 10.9, catalogueRefs: [{ catalogue: 'KM', number: '89' }], certification: { service: 'pcgs', number: '40001234' } })
      .expect(200);
    expect(edited.body).toMatchObject({ denomination: 'Mohur', mint: 'Agra', grade: 40, weightGrams: 10.9, yearAd: 1578, era: 'AH', certification: { service: 'PCGS', number: '40001234' } });
    expect((await history(coin.id)).at(-1)).toMatchObject({ type: 'ListingEditedByAdmin', data: { changes: { denomination: 'Mohur', grade: 40 } } });
    const approved = await request(t.http).patch(`/api/admin/coins/${coin.id}/approve`).set('Cookie', admin.cookie).send({ approved: true, edit: { shape: 'Round', genuineConfirmed: true } }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', shape: 'Round', genuineConfirmed: true });
    const undated = await request(t.http).patch(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).send({ year: '' }).expect(200);
    expect(undated.body).toMatchObject({ year: null, era: null, yearAd: null, isAntiquity: false });
    const redated = await request(t.http).patch(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).send({ year: '1578' }).expect(200);
    expect(redated.body).toMatchObject({ era: 'AD', yearAd: 1578 });
  });

  it('answers 400 naming the field for each rule, on create, on the seller’s edit and on the admin’s edit', async () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ weightGrams: '0' }, /^weightGrams must be between 0.01 and 500$/],
      [{ weightGrams: '12.345' }, /^weightGrams must have at most 2 decimals$/],
      [{ diameterMm: '151' }, /^diameterMm must be between 1 and 150$/],
      [{ grade: '31' }, /^grade must be a Sheldon grade \(1-70\)/],
      [{ era: 'BC' }, /^era must be one of AD, AH, VS, SE, FE, RY$/],
      [{ year: '1600', era: 'AH' }, /^year must be an AH year from 1 to 1500$/],
      [{ year: '2300', era: 'VS' }, /^year must be a VS year from 1 to 2200$/],
      [{ year: '80', era: 'RY' }, /^year must be an RY year from 1 to 70$/],
      [{ year: String(THIS_YEAR + 1), era: 'AD' }, new RegExp(`^year must be an AD year from 1 to ${THIS_YEAR}$`)],
      [{ year: '', era: 'AH' }, /^era needs a year/],
      [{ denomination: 'x'.repeat(61) }, /^denomination must be at most 60 characters$/],
      [{ issuer: 'x'.repeat(81) }, /^issuer must be at most 80 characters$/],
      [{ edge: 'x'.repeat(41) }, /^edge must be at most 40 characters$/],
      [{ catalogueRefs: 'KM 450' }, /^catalogueRefs must be an array of \{catalogue, number\}/],
      [{ catalogueRefs: JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ catalogue: 'KM', number: String(i) }))) }, /^catalogueRefs must hold at most 5 references$/],
      [{ catalogueRefs: JSON.stringify([{ catalogue: 'KM', number: '' }]) }, /^catalogueRefs\[0\]\.number must be 1-20 characters$/],
      [{ certification: JSON.stringify({ service: 'other', number: '12345' }) }, /^certification\.serviceName is required when certification\.service is other$/],
      [{ certification: JSON.stringify({ service: 'XYZ', number: '12345' }) }, /^certification\.service must be one of NGC, PCGS, ANACS, ICG, other$/],
      [{ certification: JSON.stringify({ service: 'NGC', number: '12' }) }, /^certification\.number must be 4-30 letters, digits/],
      [{ certification: '{"service":' }, /^certification must be an object/],
      [{ genuineConfirmed: 'maybe' }, /^genuineConfirmed must be true or false$/],
    ];
    const live = await liveCoin(t, seller, admin, identityFields({ year: '1862' }));
    for (const [fields, expected] of bad) {
      expect([fields, await message(postCoin(t, seller, fields))]).toEqual([fields, expect.stringMatching(expected)]);
      const edit = request(t.http).patch(`/api/coins/${live.id}`).set('Cookie', seller.cookie);
      for (const [field, value] of Object.entries(fields)) edit.field(field, value);
      expect([fields, await message(edit)]).toEqual([fields, expect.stringMatching(expected)]);
    }
    const adminBad: [Record<string, unknown>, RegExp][] = [
      [{ weightGrams: 600 }, /^weightGrams must be between 0.01 and 500$/],
      [{ grade: 5 }, /^grade must be a Sheldon grade/],
      [{ catalogueRefs: [{ catalogue: 'KM' }] }, /^catalogueRefs\[0\]\.number/],
      [{ certification: { service: 'other', serviceName: 'X', number: '1234' } }, /^certification\.serviceName must be between 2 and 60 characters$/],
      [{ genuineConfirmed: 'perhaps' }, /^genuineConfirmed must be true or false$/],
      [{ ruler: 42 }, /^ruler must be text$/],
    ];
    for (const [body, expected] of adminBad) {
      expect([body, await message(request(t.http).patch(`/api/admin/coins/${live.id}`).set('Cookie', admin.cookie).send(body))]).toEqual([body, expect.stringMatching(expected)]);
    }
    // Nothing of it reached the listing.
    expect(await coinOf(live.id)).toMatchObject({ weightGrams: 11.66, grade: 30, era: 'AD', certification: null, genuineConfirmed: true });
  });

  it('flags a listing whose seller did not confirm the coin is genuine, and clears the flag when they do', async () => {
    const queueFlags = async (id: number, flag = '') => {
      for (let offset = 0; ; offset += 500) {
        const page = (await request(t.http).get(`/api/admin/queue?limit=500&offset=${offset}${flag}`).set('Cookie', admin.cookie).expect(200)).body;
        const item = page.items.find((each: { coin: { id: number } }) => each.coin.id === id);
        if (item) return item.flags;
        if (page.items.length < 500) return null;
      }
    };
    const unconfirmed = (await postCoin(t, seller, { genuineConfirmed: 'false' }).expect(201)).body;
    const leftOut = (await postCoin(t, seller, { genuineConfirmed: '' }).expect(201)).body;
    const confirmed = (await postCoin(t, seller, {}).expect(201)).body;
    const flag = { kind: 'genuine-not-confirmed', detail: 'The seller did not confirm the coin is genuine', params: {} };
    // These listings have no photos, so they also carry the missing-faces flag (decisions/0075).
    const noFaces = { kind: 'missing-faces', detail: 'The listing has no obverse or reverse photo', params: { missing: ['obverse', 'reverse'] } };
    expect(await queueFlags(unconfirmed.id)).toEqual([flag, noFaces]);
    expect(await queueFlags(leftOut.id)).toEqual([flag, noFaces]);
    expect(await queueFlags(confirmed.id)).toEqual([noFaces]);
    expect(await queueFlags(leftOut.id, '&flag=genuine-not-confirmed')).toEqual([flag, noFaces]);
    expect(await queueFlags(confirmed.id, '&flag=genuine-not-confirmed')).toBeNull();
    await request(t.http).patch(`/api/coins/${leftOut.id}`).set('Cookie', seller.cookie).field('genuineConfirmed', 'true').expect(200);
    expect(await queueFlags(leftOut.id)).toEqual([noFaces]);
    expect((await history(leftOut.id)).map((event: { type: string }) => event.type)).toEqual(['ListingSubmitted', 'ListingFlagged', 'ListingDetailsEdited', 'ListingFlagged']);
  });

  it('serves the curated vocabulary, public and cacheable for an hour', async () => {
    const res = await request(t.http).get('/api/coin-vocabulary').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.rulers.length).toBeGreaterThanOrEqual(40);
    expect(res.body.rulers).toContainEqual({ en: 'Akbar', hi: 'अकबर', issuer: 'Mughal Empire', reignFrom: 1556, reignTo: 1605 });
    expect(res.body.mints).toContainEqual({ en: 'Surat', hi: 'सूरत' });
    expect(res.body.denominations).toContainEqual({ en: 'Rupee', hi: 'रुपया' });
    expect(res.body.issuers).toContainEqual({ en: 'Mughal Empire', hi: 'मुग़ल साम्राज्य' });
    expect(res.body.catalogues).toEqual(['KM', 'Pridmore', 'Prigg', 'Rajgor', 'Numista', 'Craig']);
    expect(res.body.shapes).toContainEqual({ en: 'Round', hi: 'गोल' });
    expect(res.body.edges.map((edge: { en: string }) => edge.en)).toEqual(expect.arrayContaining(['Plain', 'Reeded', 'Milled', 'Security', 'Ornamented']));
  });
});
