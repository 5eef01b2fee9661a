import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';
import { cookieOf } from './support/people';

/**
 * Runs real requests — sign-ups, sign-ins, sign-outs and sign-ups whose INSERT fails in PostgreSQL
 * (a probe constraint makes it fail, carrying the new argon2 hash and the number in its SQL and in
 * PostgreSQL's "Failing row contains …") — through the application's own logger, then scans every
 * line it wrote for passwords, hashes, session ids, cookies and full mobile numbers.
 */
describe('Logs carry no secrets', () => {
  let t: TestApp;
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const probe = `log_probe_${randomBytes(4).toString('hex')}`;
  const probeName = `Probe ${probe}`;

  function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.app.get(EntityManager).fork().getConnection().execute(query, params);
  }

  beforeAll(async () => {
    t = await createTestApp({ overrides: { logLevel: 'trace' }, logDestination: sink });
    await sql(`ALTER TABLE users ADD CONSTRAINT ${probe} CHECK (name <> '${probeName}') NOT VALID`);
  });
  afterAll(async () => {
    await sql(`ALTER TABLE users DROP CONSTRAINT IF EXISTS ${probe}`);
    await t.close();
  });

  it('logs a failed user insert usefully, without the hash, password, number, session ids or cookies', async () => {
    const secrets: string[] = [];
    const numbers: string[] = [];

    // Ordinary traffic: sign up, sign in, use the session, sign out.
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const mobileNumber = uniqueMobileNumber();
    const registered = await request(t.http).post('/api/register').send({ name: 'Log Tester', mobileNumber, password }).expect(201);
    const signedIn = await request(t.http).post('/api/login').send({ mobileNumber: `+91 ${mobileNumber}`, password }).expect(200);
    await request(t.http).post('/api/login').send({ mobileNumber, password: 'a-wrong-password' }).expect(401);
    for (const res of [registered, signedIn]) {
      const cookie = cookieOf(res);
      await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
      secrets.push(cookie, cookie.slice('sid='.length), cookie.slice('sid='.length).split('.')[0]);
    }
    await request(t.http).post('/api/logout').set('Cookie', cookieOf(signedIn)).expect((res) => expect(res.status).toBeLessThan(300));
    const [{ password_hash: hash }] = await sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE mobile_number = ?', [mobileNumber]);
    secrets.push(password, hash);
    numbers.push(mobileNumber);

    // Sign-ups whose INSERT fails inside PostgreSQL: 500s, logged by the exception filter.
    for (let i = 0; i < 3; i++) {
      const failingNumber = uniqueMobileNumber();
      const failingPassword = `pw-${randomBytes(8).toString('hex')}`;
      const res = await request(t.http).post('/api/register').send({ name: probeName, mobileNumber: failingNumber, password: failingPassword });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain(failingNumber);
      secrets.push(failingPassword);
      numbers.push(failingNumber);
    }
    await new Promise((resolve) => setImmediate(resolve));

    const lines = log.trim().split('\n');
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'unhandled error');
    expect(failures).toHaveLength(3);
    // Still useful: what failed, where, and which constraint.
    expect(failures[0].err).toMatchObject({ constraint: probe, table: 'users', code: '23514' });
    expect(failures[0].err.message).toMatch(/violates check constraint/);
    expect(failures[0].err.stack).toMatch(/\n\s+at /);

    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/password_hash.*values|Failing row/i);
    for (const secret of secrets) expect(log).not.toContain(secret);
    for (const number of numbers) {
      expect(log).not.toContain(number);
      expect(log).not.toContain(`${number.slice(0, 5)} ${number.slice(5)}`);
    }
  });

  it("keeps query parameters out of MikroORM's own query log even when MIKRO_ORM_DEBUG turns it on", async () => {
    let printed = '';
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed += chunk.toString();
      return true;
    });
    const previous = process.env.MIKRO_ORM_DEBUG;
    process.env.MIKRO_ORM_DEBUG = 'true';
    let debugging: TestApp | null = null;
    try {
      debugging = await createTestApp({ overrides: { logLevel: 'silent' } });
      const mobileNumber = uniqueMobileNumber();
      const password = `pw-${randomBytes(8).toString('hex')}`;
      await request(debugging.http).post('/api/register').send({ name: 'Debug Tester', mobileNumber, password }).expect(201);
      await request(debugging.http).post('/api/register').send({ name: probeName, mobileNumber: uniqueMobileNumber(), password }).expect(500);
      const [{ password_hash: hash }] = await sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE mobile_number = ?', [mobileNumber]);

      expect(printed).toMatch(/insert into "users"/); // the query log is on…
      expect(printed).not.toMatch(/\$argon2/); // …without values
      expect(printed).not.toContain(hash);
      expect(printed).not.toContain(mobileNumber);
    } finally {
      if (previous === undefined) delete process.env.MIKRO_ORM_DEBUG;
      else process.env.MIKRO_ORM_DEBUG = previous;
      await debugging?.close();
      write.mockRestore();
    }
  });
});
