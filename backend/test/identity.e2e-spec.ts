import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdminCommand } from '../src/contexts/identity/application/commands/ensure-admin.command';
import { SetSubscriptionTierCommand } from '../src/contexts/identity/application/commands/set-subscription-tier.command';
import { SIGN_IN_THROTTLE } from '../src/contexts/identity/domain/sign-in-throttle';
import { quotaMonth, quotaMonthStart } from '../src/contexts/catalog/domain/listing-quota';
import { postListing } from './support/listings';
import { cookieOf } from './support/people';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';

const PASSWORD = 'correct-horse-battery';

describe('Identity over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function register(overrides: Record<string, unknown> = {}) {
    const body = { name: 'Asha Rao', mobileNumber: uniqueMobileNumber(), password: PASSWORD, location: 'Pune', ...overrides };
    return request(t.http).post('/api/register').send(body);
  }

  it('answers 401 to GET /api/user when signed out', async () => {
    const res = await request(t.http).get('/api/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
  });

  it('registers "+91 98765 43210"-style numbers as their 10 digits and signs the user in', async () => {
    const digits = uniqueMobileNumber();
    const formatted = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    const res = await register({ mobileNumber: formatted, confirmPassword: PASSWORD }).expect(201);
    expect(res.body).toMatchObject({ name: 'Asha Rao', mobileNumber: digits, location: 'Pune', subscriptionTier: 'free', isAdmin: false });
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2/);

    const cookie = res.headers['set-cookie'][0];
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const me = await request(t.http).get('/api/user').set('Cookie', cookieOf(res)).expect(200);
    expect(me.body.mobileNumber).toBe(digits);
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('answers 409 for a number that is already registered, in any spelling', async () => {
    const digits = uniqueMobileNumber();
    await register({ mobileNumber: digits }).expect(201);
    const res = await register({ mobileNumber: `91-${digits}` }).expect(409);
    expect(res.body.message).toMatch(/mobileNumber/);
  });

  it.each([
    ['register', { name: 'Asha Rao', mobileNumber: '9876543210' }, 'password is required'],
    ['register', { name: 'Asha Rao', mobileNumber: '9876543210', password: null }, 'password is required'],
    ['register', { name: 'Asha Rao', password: PASSWORD }, 'mobileNumber is required'],
    ['register', { mobileNumber: '9876543210', password: PASSWORD }, 'name is required'],
    ['register', { name: 'Asha Rao', mobileNumber: '9876543210', password: 12345678 }, 'password must be text'],
    ['login', { mobileNumber: '9876543210' }, 'password is required'],
    ['login', { mobileNumber: '9876543210', password: '' }, 'password is required'],
    ['login', { mobileNumber: '9876543210', password: 42 }, 'password must be text'],
    ['login', { password: PASSWORD }, 'mobileNumber is required'],
    ['login', { mobileNumber: '', password: PASSWORD }, 'mobileNumber is required'],
  ])('answers 400 "%s" without a required field: %j', async (operation, body, message) => {
    const res = await request(t.http).post(`/api/${operation}`).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    [{ password: 'short' }, 'password'],
    [{ password: undefined }, 'password'],
    [{ mobileNumber: '12345' }, 'mobileNumber'],
    [{ mobileNumber: '5123456789' }, 'mobileNumber'],
    [{ mobileNumber: 9876543210 }, 'mobileNumber'],
    [{ name: ' A ' }, 'name'],
    [{ name: undefined }, 'name'],
    [{ location: 'x'.repeat(101) }, 'location'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const res = await register(overrides).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(t.http).post('/api/register').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('signs in, gives one answer for an unknown number and a wrong password, and signs out', async () => {
    const digits = uniqueMobileNumber();
    await register({ mobileNumber: digits }).expect(201);

    const login = await request(t.http).post('/api/login').send({ mobileNumber: `+91${digits}`, password: PASSWORD }).expect(200);
    expect(login.body.mobileNumber).toBe(digits);
    const cookie = cookieOf(login);

    const wrong = await request(t.http).post('/api/login').send({ mobileNumber: digits, password: 'not-the-password' }).expect(401);
    const unknown = await request(t.http).post('/api/login').send({ mobileNumber: uniqueMobileNumber(), password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid mobile number or password');

    await request(t.http).post('/api/logout').set('Cookie', cookie).expect(200, { message: 'Signed out' });
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('rejects a tampered session cookie', async () => {
    const res = await register().expect(201);
    const [name, value] = cookieOf(res).split('=');
    const tampered = `${name}=${value.slice(0, -2)}xx`;
    await request(t.http).get('/api/user').set('Cookie', tampered).expect(401);
  });

  it('slows repeated wrong passwords with 429 and Retry-After, even for the right password', async () => {
    const digits = uniqueMobileNumber();
    await register({ mobileNumber: digits }).expect(201);
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerPair; i++) {
      await request(t.http).post('/api/login').send({ mobileNumber: digits, password: 'wrong-password' }).expect(401);
    }
    const blocked = await request(t.http).post('/api/login').send({ mobileNumber: digits, password: PASSWORD }).expect(429);
    expect(blocked.headers['retry-after']).toBe(String(SIGN_IN_THROTTLE.firstDelaySeconds));
    expect(blocked.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: 'Too many failed sign-in attempts. Try again in 1 second.' });
  });

  it('serves GET /api/admin/users to admins only, as {users, totalCount} without passwords', async () => {
    await request(t.http).get('/api/admin/users').expect(401);

    const member = await register().expect(201);
    await request(t.http).get('/api/admin/users').set('Cookie', cookieOf(member)).expect(403);

    const adminMobile = uniqueMobileNumber();
    await t.app.get(CommandBus).execute(new EnsureAdminCommand(adminMobile, 'admin-password-1'));
    const admin = await request(t.http).post('/api/login').send({ mobileNumber: adminMobile, password: 'admin-password-1' }).expect(200);
    expect(admin.body.isAdmin).toBe(true);

    const res = await request(t.http).get('/api/admin/users').set('Cookie', cookieOf(admin)).expect(200);
    expect(res.body.totalCount).toBeGreaterThanOrEqual(2);
    expect(res.body.users.length).toBe(Math.min(res.body.totalCount, 100));
    expect(res.body.users[0]).toHaveProperty('mobileNumber');
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);

    const paged = await request(t.http).get('/api/admin/users?limit=1&offset=1').set('Cookie', cookieOf(admin)).expect(200);
    expect(paged.body.users).toHaveLength(1);
    const bad = await request(t.http).get('/api/admin/users?limit=abc').set('Cookie', cookieOf(admin)).expect(400);
    expect(bad.body.message).toMatch(/limit/);
    const far = await request(t.http).get('/api/admin/users?offset=99999999999999999999').set('Cookie', cookieOf(admin)).expect(400);
    expect(far.body.message).toMatch(/^offset must be at most/);
  });

  it('promotes an existing user to admin and resets the password when ensured as admin', async () => {
    const digits = uniqueMobileNumber();
    await register({ mobileNumber: digits }).expect(201);
    await t.app.get(CommandBus).execute(new EnsureAdminCommand(digits, 'brand-new-password'));
    await request(t.http).post('/api/login').send({ mobileNumber: digits, password: PASSWORD }).expect(401);
    const res = await request(t.http).post('/api/login').send({ mobileNumber: digits, password: 'brand-new-password' }).expect(200);
    expect(res.body).toMatchObject({ isAdmin: true, name: 'Asha Rao' });
  });

  it("answers coinsListedThisMonth and lastResetDate from the Catalog's monthly quota, the count the limit is enforced on", async () => {
    const registered = await register().expect(201);
    const cookie = cookieOf(registered);
    const monthStart = quotaMonthStart(quotaMonth(new Date())).toISOString();
    expect(registered.body).toMatchObject({ coinsListedThisMonth: 0, lastResetDate: monthStart });

    await t.app.get(CommandBus).execute(new SetSubscriptionTierCommand(registered.body.id, 'basic', new Date(Date.now() + 30 * 864e5)));
    for (let i = 0; i < 2; i++) await postListing(t, { id: registered.body.id, name: 'Asha Rao', mobileNumber: registered.body.mobileNumber, cookie }).expect(201);
    // Last month's listings count in their own month, not this one.
    const lastMonth = quotaMonth(new Date(Date.parse(monthStart) - 1));
    await t.app.get(MikroORM).em.getConnection().execute('INSERT INTO "listing_quota_usage" ("seller_id", "month", "used") VALUES (?, ?, 4)', [registered.body.id, lastMonth]);

    const me = await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ coinsListedThisMonth: 2, lastResetDate: monthStart });
    expect((await request(t.http).get('/api/session').set('Cookie', cookie).expect(200)).body.user).toMatchObject({ coinsListedThisMonth: 2 });
    const again = await request(t.http).post('/api/login').send({ mobileNumber: registered.body.mobileNumber, password: PASSWORD }).expect(200);
    expect(again.body).toMatchObject({ coinsListedThisMonth: 2, lastResetDate: monthStart });
  });
});
