import { EntityManager } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import request from 'supertest';
import { CodeClock } from '../src/contexts/identity/infrastructure/code-clock';
import { REDIS, RedisKeys } from '../src/platform/redis/redis.module';
import { cookieOf, signUp } from './support/people';
import { latestCode, otherCode, smsInbox } from './support/sms-sandbox';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';

const OLD_PASSWORD = 'collector-pass-1';
const NEW_PASSWORD = 'a-brand-new-passphrase';

/** A forgotten password reset with a one-time code by SMS (issue 14, decisions/0077), in the SMS sandbox. */
describe('Password reset', () => {
  let t: TestApp;
  let nextAddress = 1;
  const newAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { trustProxy: true } });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const askCode = (mobileNumber: unknown, address = newAddress()) => request(t.http).post('/api/password-reset/code').set('X-Forwarded-For', address).send({ mobileNumber });
  const reset = (body: Record<string, unknown>, address = '198.18.0.1') => request(t.http).post('/api/password-reset').set('X-Forwarded-For', address).send(body);
  const login = (mobileNumber: string, password: string, address = '198.18.0.1') => request(t.http).post('/api/login').set('X-Forwarded-For', address).send({ mobileNumber, password });

  it('resets the password with the code from the SMS and signs the user in; the old password stops working', async () => {
    const person = await signUp(t);
    const sent = await askCode(`+91 ${person.mobileNumber}`).expect(202);
    expect(sent.body).toEqual({ message: 'If this number has an account, a code is on its way by SMS.', delivery: 'sandbox', expiresInSeconds: 600, resendAfterSeconds: 60 });
    const code = await latestCode(t, person.mobileNumber, 'reset-password');

    const res = await reset({ mobileNumber: person.mobileNumber, code, newPassword: NEW_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ id: person.id, mobileNumber: person.mobileNumber });
    const cookie = cookieOf(res);
    expect((await request(t.http).get('/api/user').set('Cookie', cookie).expect(200)).body.id).toBe(person.id);
    await login(person.mobileNumber, OLD_PASSWORD).expect(401);
    await login(person.mobileNumber, NEW_PASSWORD).expect(200);
  });

  it('answers an unknown number exactly like a registered one, and sends it nothing', async () => {
    const person = await signUp(t);
    const stranger = uniqueMobileNumber();
    const known = await askCode(person.mobileNumber).expect(202);
    const unknown = await askCode(stranger).expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await latestCode(t, person.mobileNumber, 'reset-password');
    expect(await smsInbox(t, stranger)).toEqual([]);
    // Trying a code for it is the same 409 as for a registered number without a code.
    const forStranger = await reset({ mobileNumber: stranger, code: '123456', newPassword: NEW_PASSWORD }).expect(409);
    const other = await signUp(t);
    const forOther = await reset({ mobileNumber: other.mobileNumber, code: '123456', newPassword: NEW_PASSWORD }).expect(409);
    expect(forStranger.body).toEqual(forOther.body);
  });

  it('refuses bad input naming the field (the registration rules for newPassword)', async () => {
    const person = await signUp(t);
    expect((await askCode('12345').expect(400)).body.message).toMatch(/^mobileNumber /);
    expect((await askCode(undefined).expect(400)).body.message).toMatch(/^mobileNumber /);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ code: '123456', newPassword: NEW_PASSWORD }, /^mobileNumber /],
      [{ mobileNumber: person.mobileNumber, newPassword: NEW_PASSWORD }, /^code /],
      [{ mobileNumber: person.mobileNumber, code: '12a456', newPassword: NEW_PASSWORD }, /^code /],
      [{ mobileNumber: person.mobileNumber, code: '123456' }, /^newPassword /],
      [{ mobileNumber: person.mobileNumber, code: '123456', newPassword: 'short' }, /^newPassword must be between 8 and 128 characters$/],
      [{ mobileNumber: person.mobileNumber, code: '123456', newPassword: 'x'.repeat(129) }, /^newPassword /],
    ];
    for (const [body, message] of cases) expect((await reset(body).expect(400)).body.message).toMatch(message);
  });

  it('stores the code hashed and uses it once: a second reset with it is 409', async () => {
    const person = await signUp(t);
    await askCode(person.mobileNumber).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'reset-password');
    const [row] = await t.app.get(EntityManager).getConnection().execute<Record<string, unknown>[]>(`SELECT * FROM "one_time_codes" WHERE "user_id" = ? AND "purpose" = 'reset-password'`, [person.id]);
    expect(JSON.stringify(row)).not.toContain(code);

    await reset({ mobileNumber: person.mobileNumber, code, newPassword: NEW_PASSWORD }).expect(200);
    expect((await reset({ mobileNumber: person.mobileNumber, code, newPassword: 'yet-another-passphrase' }).expect(409)).body.message).toBe('This code has already been used. Ask for a new code.');
    await login(person.mobileNumber, NEW_PASSWORD).expect(200);
  });

  it('uses a reset code once when 20 requests race with it: one new password wins', async () => {
    const person = await signUp(t);
    await askCode(person.mobileNumber).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'reset-password');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset({ mobileNumber: person.mobileNumber, code, newPassword: `racing-password-${i}` }, `198.18.3.${i + 1}`)));
    const winners = answers.map((res, i) => [res.status, i] as const).filter(([status]) => status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    await login(person.mobileNumber, `racing-password-${winners[0][1]}`, '198.18.3.99').expect(200);
  });

  it('burns the code after five wrong tries, and lets it expire after ten minutes', async () => {
    const person = await signUp(t);
    await askCode(person.mobileNumber).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'reset-password');
    for (let n = 1; n <= 4; n++) await reset({ mobileNumber: person.mobileNumber, code: otherCode(code, n), newPassword: NEW_PASSWORD }).expect(400);
    expect((await reset({ mobileNumber: person.mobileNumber, code: otherCode(code, 5), newPassword: NEW_PASSWORD }).expect(400)).body.message).toMatch(/no tries are left/);
    expect((await reset({ mobileNumber: person.mobileNumber, code, newPassword: NEW_PASSWORD }).expect(409)).body.message).toBe('This code was tried too many times. Ask for a new code.');

    await forgetResendMinute(person.mobileNumber);
    const asked = Date.now();
    await askCode(person.mobileNumber).expect(202);
    const next = await latestCode(t, person.mobileNumber, 'reset-password', asked);
    jest.spyOn(t.app.get(CodeClock), 'now').mockReturnValue(new Date(Date.now() + 10 * 60_000 + 1000));
    expect((await reset({ mobileNumber: person.mobileNumber, code: next, newPassword: NEW_PASSWORD }).expect(409)).body.message).toBe('This code has expired. Ask for a new code.');
    await login(person.mobileNumber, OLD_PASSWORD).expect(200);
  });

  it('throttles codes per number (one a minute) and per address (20 an hour) with 429 and Retry-After, known number or not', async () => {
    const person = await signUp(t);
    await askCode(person.mobileNumber).expect(202);
    const again = await askCode(person.mobileNumber).expect(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    const stranger = uniqueMobileNumber();
    await askCode(stranger).expect(202);
    const strangerAgain = await askCode(stranger).expect(429);
    expect(strangerAgain.body).toEqual({ ...again.body, message: expect.stringMatching(/^Too many codes were asked for\. Try again in /) });

    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await askCode(uniqueMobileNumber(), address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('forgets the failed sign-ins of the number, and ends the sessions signed in before the reset', async () => {
    const person = await signUp(t);
    const address = newAddress();
    const before = await login(person.mobileNumber, OLD_PASSWORD, address).expect(200);
    const oldCookie = cookieOf(before);
    // Enough failures from this address that the pair must wait.
    for (let i = 0; i < 5; i++) await login(person.mobileNumber, `wrong-${i}`, address);
    expect((await login(person.mobileNumber, OLD_PASSWORD, address)).status).toBe(429);

    await askCode(person.mobileNumber, address).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'reset-password');
    await reset({ mobileNumber: person.mobileNumber, code, newPassword: NEW_PASSWORD }, address).expect(200);

    await request(t.http).get('/api/user').set('Cookie', person.cookie).expect(401);
    await request(t.http).get('/api/user').set('Cookie', oldCookie).expect(401);
    await login(person.mobileNumber, NEW_PASSWORD, address).expect(200);
  });

  it('throttles tries per address with 429 across numbers', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await reset({ mobileNumber: uniqueMobileNumber(), code: '123456', newPassword: NEW_PASSWORD }, address)).status);
    expect(statuses.slice(0, 50).every((status) => status === 409)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('keeps the sandbox inbox to the sandbox: 400 for a bad number', async () => {
    expect((await request(t.http).get('/api/sandbox/sms').query({ mobileNumber: 'nope' }).expect(400)).body.message).toMatch(/^mobileNumber /);
    await request(t.http).get('/api/sandbox/sms').expect(400);
  });

  async function forgetResendMinute(mobileNumber: string): Promise<void> {
    await t.app.get<Redis>(REDIS).del(t.app.get(RedisKeys).key('codes', 'resend', 'reset-password', mobileNumber));
  }
});

describe('The SMS sandbox inbox with a real provider configured', () => {
  it('is not there (404)', async () => {
    const t = await createTestApp({ overrides: { sms: { provider: '2factor', apiKey: 'unused-key', template: null } } });
    try {
      expect((await request(t.http).get('/api/sandbox/sms').query({ mobileNumber: '9876543210' }).expect(404)).body.message).toMatch(/sandbox is off/);
      await request(t.http).get('/api/sandbox/sms').expect(404);
    } finally {
      await t.close();
    }
  });
});
