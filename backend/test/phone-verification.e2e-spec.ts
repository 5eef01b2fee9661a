import { EntityManager } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import request from 'supertest';
import { CodeClock } from '../src/contexts/identity/infrastructure/code-clock';
import { REDIS, RedisKeys } from '../src/platform/redis/redis.module';
import { liveListing } from './support/listings';
import { signUp, signUpAdmin } from './support/people';
import { latestCode, otherCode, smsInbox } from './support/sms-sandbox';
import { createTestApp, TestApp } from './support/test-app';

/** Verifying a signed-in user's number with a one-time code by SMS (issue 14, decisions/0077), in the SMS sandbox. */
describe('Phone verification', () => {
  let t: TestApp;
  let nextAddress = 1;
  const newAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { trustProxy: true } });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const sendCode = (cookie: string, address = '198.18.0.1') => request(t.http).post('/api/phone-verification/code').set('Cookie', cookie).set('X-Forwarded-For', address);
  const verify = (cookie: string, code: unknown, address = '198.18.0.1') =>
    request(t.http).post('/api/phone-verification/verify').set('Cookie', cookie).set('X-Forwarded-For', address).send({ code });
  const me = async (cookie: string) => (await request(t.http).get('/api/user').set('Cookie', cookie).expect(200)).body;

  it('sends a code to the signed-in user, verifies the number with it, and says so on the user', async () => {
    const person = await signUp(t);
    expect((await me(person.cookie)).phoneVerified).toBe(false);

    const sent = await sendCode(person.cookie, newAddress()).expect(202);
    expect(sent.body).toEqual({ message: 'A code is on its way by SMS.', delivery: 'sandbox', expiresInSeconds: 600, resendAfterSeconds: 60 });
    const [sms] = await smsInbox(t, person.mobileNumber);
    expect(sms).toMatchObject({ mobileNumber: person.mobileNumber, purpose: 'verify-phone' });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);

    const verified = await verify(person.cookie, ` ${sms.code.slice(0, 3)} ${sms.code.slice(3)} `).expect(200);
    expect(verified.body).toMatchObject({ id: person.id, mobileNumber: person.mobileNumber, phoneVerified: true });
    expect((await me(person.cookie)).phoneVerified).toBe(true);
    // Verified once is verified: no new code, no second verification.
    expect((await sendCode(person.cookie).expect(409)).body.message).toBe('Your mobile number is already verified.');
    expect((await verify(person.cookie, sms.code).expect(409)).body.message).toBe('Your mobile number is already verified.');
  });

  it('stores the code hashed: the table holds a digest, never the six digits', async () => {
    const person = await signUp(t);
    await sendCode(person.cookie, newAddress()).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'verify-phone');
    const rows = await t.app.get(EntityManager).getConnection().execute<Record<string, unknown>[]>(`SELECT * FROM "one_time_codes" WHERE "user_id" = ?`, [person.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify-phone', mobile_number: person.mobileNumber, failed_tries: 0, ended_at: null });
    expect(String(rows[0].code_digest)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it('refuses bad input naming the field, and a signed-out caller with 401', async () => {
    const person = await signUp(t);
    for (const code of [undefined, 123456, '12345', '1234567', 'abcdef']) {
      const res = await verify(person.cookie, code).expect(400);
      expect(res.body.message).toMatch(/^code /);
    }
    await request(t.http).post('/api/phone-verification/code').expect(401);
    await request(t.http).post('/api/phone-verification/verify').send({ code: '123456' }).expect(401);
    expect((await verify(person.cookie, '123456').expect(409)).body.message).toMatch(/No code was sent/);
  });

  it('burns a code after five wrong tries: 400 with the tries left, then 409 even for the right code', async () => {
    const person = await signUp(t);
    await sendCode(person.cookie, newAddress()).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'verify-phone');
    const messages: string[] = [];
    for (let n = 1; n <= 5; n++) messages.push((await verify(person.cookie, otherCode(code, n)).expect(400)).body.message);
    expect(messages).toEqual([
      'code is not the one we sent: 4 tries left',
      'code is not the one we sent: 3 tries left',
      'code is not the one we sent: 2 tries left',
      'code is not the one we sent: 1 try left',
      'code is not the one we sent, and no tries are left: ask for a new code',
    ]);
    expect((await verify(person.cookie, code).expect(409)).body.message).toBe('This code was tried too many times. Ask for a new code.');
    expect((await me(person.cookie)).phoneVerified).toBe(false);
  });

  it('lets a code expire after ten minutes (the clock moved on)', async () => {
    const person = await signUp(t);
    await sendCode(person.cookie, newAddress()).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'verify-phone');
    const clock = t.app.get(CodeClock);
    const inTenMinutes = new Date(Date.now() + 10 * 60_000 + 1000);
    jest.spyOn(clock, 'now').mockReturnValue(inTenMinutes);
    expect((await verify(person.cookie, code).expect(409)).body.message).toBe('This code has expired. Ask for a new code.');
    // Nine minutes on, the same kind of code still works.
    jest.restoreAllMocks();
    const other = await signUp(t);
    await sendCode(other.cookie, newAddress()).expect(202);
    const fresh = await latestCode(t, other.mobileNumber, 'verify-phone');
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 9 * 60_000));
    await verify(other.cookie, fresh).expect(200);
  });

  it('keeps only the newest code: an earlier one is a wrong code once a newer one was sent', async () => {
    const person = await signUp(t);
    await sendCode(person.cookie, newAddress()).expect(202);
    const first = await latestCode(t, person.mobileNumber, 'verify-phone');
    await forgetResendMinute('verify-phone', person.mobileNumber);
    const asked = Date.now();
    await sendCode(person.cookie, newAddress()).expect(202);
    const second = await latestCode(t, person.mobileNumber, 'verify-phone', asked);
    if (first !== second) expect((await verify(person.cookie, first).expect(400)).body.message).toBe('code is not the one we sent: 4 tries left');
    await verify(person.cookie, second).expect(200);
  });

  it('throttles sends per number (one a minute, Retry-After) and per address (20 an hour), with 429', async () => {
    const person = await signUp(t);
    await sendCode(person.cookie, newAddress()).expect(202);
    const again = await sendCode(person.cookie, newAddress()).expect(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(again.body.message).toMatch(/^Too many codes were asked for\. Try again in (\d+ seconds?|1 minute)\.$/);

    const address = newAddress();
    const people = await Promise.all(Array.from({ length: 21 }, () => signUp(t)));
    const answers = [];
    for (const someone of people) answers.push((await sendCode(someone.cookie, address)).status);
    expect(answers.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('verifies exactly once when 20 requests race with the right code', async () => {
    const person = await signUp(t);
    await sendCode(person.cookie, newAddress()).expect(202);
    const code = await latestCode(t, person.mobileNumber, 'verify-phone');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(person.cookie, code, `198.18.1.${i + 1}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await t.app.get(EntityManager).getConnection().execute<{ end_reason: string; failed_tries: number }[]>(`SELECT "end_reason", "failed_tries" FROM "one_time_codes" WHERE "user_id" = ?`, [person.id]);
    expect(rows).toEqual([{ end_reason: 'used', failed_tries: 0 }]);
  });

  it('throttles tries of a number beyond 25 an hour with 429, whatever the codes', async () => {
    const person = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await verify(person.cookie, '000000', `198.18.2.${i + 1}`)).status);
    expect(statuses.slice(0, 25).every((status) => status === 409)).toBe(true);
    const refused = await verify(person.cookie, '000000', '198.18.2.99').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(statuses[25]).toBe(429);
  });

  it('shows the badge where the seller is shown: the coin and the seller page', async () => {
    const [seller, admin] = await Promise.all([signUp(t, { tier: 'basic', name: 'Badge Seller' }), signUpAdmin(t)]);
    const coin = await liveListing(t, seller, admin);
    const sellerOf = async () => [
      (await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.seller,
      (await request(t.http).get(`/api/sellers/${seller.id}`).expect(200)).body,
    ];
    for (const shown of await sellerOf()) expect(shown).toMatchObject({ id: seller.id, name: 'Badge Seller', phoneVerified: false });

    await sendCode(seller.cookie, newAddress()).expect(202);
    await verify(seller.cookie, await latestCode(t, seller.mobileNumber, 'verify-phone')).expect(200);
    for (const shown of await sellerOf()) expect(shown).toMatchObject({ id: seller.id, phoneVerified: true });
  });

  /** Lets the next code be asked for at once (the minute between codes is counted in Redis). */
  async function forgetResendMinute(purpose: string, mobileNumber: string): Promise<void> {
    await t.app.get<Redis>(REDIS).del(t.app.get(RedisKeys).key('codes', 'resend', purpose, mobileNumber));
  }
});
