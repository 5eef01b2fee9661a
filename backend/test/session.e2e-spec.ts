import request from 'supertest';
import { cookieOf } from './support/people';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';

const PASSWORD = 'correct-horse-battery';

/** GET /api/session: who is signed in, always 200, so a visitor's first load logs no failing request. */
describe('GET /api/session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with a null user when signed out, while GET /api/user keeps its 401', async () => {
    const res = await request(t.http).get('/api/session').expect(200);
    expect(res.body).toEqual({ user: null });
    await request(t.http).get('/api/user').expect(401);
  });

  it('answers null for a cookie that names no session', async () => {
    const res = await request(t.http).get('/api/session').set('Cookie', 'sid=not-a-session').expect(200);
    expect(res.body).toEqual({ user: null });
  });

  it('answers the signed-in user exactly as GET /api/user does, and null again after logout', async () => {
    const mobileNumber = uniqueMobileNumber();
    const registered = await request(t.http)
      .post('/api/register')
      .send({ name: 'Meera Iyer', mobileNumber, password: PASSWORD, location: 'Chennai' })
      .expect(201);
    const cookie = cookieOf(registered);

    const session = await request(t.http).get('/api/session').set('Cookie', cookie).expect(200);
    const user = await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
    expect(session.body).toEqual({ user: user.body });
    expect(session.body.user).toMatchObject({ name: 'Meera Iyer', mobileNumber, isAdmin: false });
    expect(session.body.user).not.toHaveProperty('passwordHash');

    await request(t.http).post('/api/logout').set('Cookie', cookie).expect(200);
    const after = await request(t.http).get('/api/session').set('Cookie', cookie).expect(200);
    expect(after.body).toEqual({ user: null });
  });
});
