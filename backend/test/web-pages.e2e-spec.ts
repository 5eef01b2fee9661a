import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';
import { fakeWebBuild } from './support/web-build';
import { liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

/** The web app's pages answer with the app and a status that says whether the page exists (decisions/0045). */
describe('Web app pages: real 404s', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  const web = fakeWebBuild('<!doctype html><title>Sikka</title><div id="root"></div>');

  beforeAll(async () => {
    t = await createTestApp({ overrides: { webDist: web.dir } });
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const page = (path: string, status: number) =>
    request(t.http)
      .get(path)
      .expect(status)
      .expect('Content-Type', /text\/html/)
      .expect((res) => {
        // The app, with the page's head written in (decisions/0049); a page that does not exist says noindex.
        expect(res.text).toContain('<div id="root">');
        expect(res.text).toMatch(/<title>[^<]*Sikka - Indian Old Coin Marketplace<\/title>/);
        if (status === 404) expect(res.text).toContain('<meta name="robots" content="noindex">');
      });

  it('serves every known screen with 200', async () => {
    for (const path of ['/', '/search', '/about', '/auth', '/messages', '/sell', '/my-listings', '/admin', '/terms', '/Search', '/about/']) await page(path, 200);
  });

  it('serves an unknown path with the app and 404', async () => {
    for (const path of ['/no-such-page', '/coins/1', '/coin', '/coin/1/extra', '/sellers', '/about/more']) await page(path, 404);
    await request(t.http).head('/no-such-page').expect(404);
  });

  it('answers a public coin with 200, and a bad, missing or unapproved one with 404', async () => {
    const live = await liveListing(t, seller, admin);
    await page(`/coin/${live.id}`, 200);
    await request(t.http).patch(`/api/coins/${live.id}/sold`).set('Cookie', seller.cookie).expect(200);
    await page(`/coin/${live.id}`, 200); // a sold coin still has its page
    const pending = (await postListing(t, seller).expect(201)).body;
    for (const path of ['/coin/abc', '/coin/0', '/coin/016', '/coin/99999999999', '/coin/2147483000', `/coin/${pending.id}`]) await page(path, 404);
    const deleted = await liveListing(t, seller, admin);
    await request(t.http).delete(`/api/coins/${deleted.id}`).set('Cookie', seller.cookie).expect(200);
    await page(`/coin/${deleted.id}`, 404);
  });

  it('answers a seller page with 200 only for a real seller', async () => {
    await liveListing(t, seller, admin);
    await page(`/sellers/${seller.id}`, 200);
    const buyer = await signUp(t);
    await page(`/sellers/${buyer.id}`, 404);
    await page('/sellers/x', 404);
  });

  it('keeps JSON 404s for the API and static files as they are', async () => {
    const api = await request(t.http).get('/api/no-such-thing').expect(404).expect('Content-Type', /json/);
    expect(api.body).toMatchObject({ statusCode: 404 });
    await request(t.http).get('/api/coins/2147483000').expect(404).expect('Content-Type', /json/);
    await request(t.http).get('/assets/app.js').expect(200).expect('Content-Type', /javascript/);
    await request(t.http).get('/assets/missing.js').expect(404);
    await request(t.http).get('/healthz').expect(200);
  });
});
