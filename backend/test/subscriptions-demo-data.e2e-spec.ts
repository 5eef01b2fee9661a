import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { prepareData } from '../src/bootstrap/prepare-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/bootstrap/demo-accounts';
import { DEMO_SELLERS } from '../src/bootstrap/demo-listings';
import { quotaMonth } from '../src/contexts/catalog/domain/listing-quota';
import { ExpireSubscriptionsCommand } from '../src/contexts/subscriptions/application/commands/expire-subscriptions.command';
import { dropDatabase, ensureDatabase } from '../src/platform/database/ensure-database';
import { postListing } from './support/listings';
import { createTestApp, TestApp } from './support/test-app';
import { sql } from './support/subscriptions-flow';

const rahul = DEMO_ACCOUNTS.find((account) => account.key === 'rahul')!;
const paidDemoMobiles = [...DEMO_ACCOUNTS.filter((account) => account.tier !== 'free'), ...DEMO_SELLERS].map((account) => account.mobileNumber);

async function signIn(t: TestApp, mobileNumber: string, password = DEMO_PASSWORD): Promise<{ id: number; cookie: string; subscriptionTier: string }> {
  const login = await request(t.http).post('/api/login').send({ mobileNumber, password }).expect(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const me = (await request(t.http).get('/api/user').set('Cookie', cookie).expect(200)).body;
  return { id: me.id, cookie, subscriptionTier: me.subscriptionTier };
}

/** Issue 8 item 20: demo data goes through the same records real users get (own database, seeded for real). */
describe('Demo data through real records', () => {
  const databaseUrl = `${process.env.DATABASE_URL}_demo`;
  let t: TestApp;

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, 'support/migrate-cli.ts')], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    t = await createTestApp({ overrides: { databaseUrl, seedDemo: true } });
    expect((await prepareData(t.app, t.config)).seeded).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await dropDatabase(databaseUrl);
  });

  it('seeds the demo sellers with verified numbers (the "Phone verified" badge), the buyer and the admin without', async () => {
    const phoneVerified = async (mobileNumber: string, password = DEMO_PASSWORD) => {
      const login = await request(t.http).post('/api/login').send({ mobileNumber, password }).expect(200);
      return login.body.phoneVerified as boolean;
    };
    for (const mobile of paidDemoMobiles) expect(await phoneVerified(mobile)).toBe(true);
    for (const account of DEMO_ACCOUNTS.filter((demo) => demo.tier === 'free')) expect(await phoneVerified(account.mobileNumber, account.password)).toBe(false);
  });

  it("counts the Basic demo seller's seeded listings of this month in the monthly quota", async () => {
    const seller = await signIn(t, rahul.mobileNumber);
    const seeded = await sql<{ created_at: Date }>(t, 'SELECT created_at FROM coins WHERE seller_id = ?', [seller.id]);
    const thisMonth = seeded.filter((coin) => quotaMonth(new Date(coin.created_at)) === quotaMonth(new Date())).length;
    // Rahul's demo listings are 1, 7, 22, 58 and 96 days old: some fall in this month except on its first day.

    let created = 0;
    for (;;) {
      const res = await postListing(t, { cookie: seller.cookie } as Parameters<typeof postListing>[1]);
      if (res.status !== 201) {
        expect(res.status).toBe(403);
        break;
      }
      created += 1;
    }
    expect(created).toBe(5 - thisMonth);
  }, 60_000);

  it('gives every paid demo account a subscription row that the expiry sweep downgrades once it has ended', async () => {
    const people = await Promise.all(paidDemoMobiles.map((mobile) => signIn(t, mobile)));
    const rows = await sql<{ user_id: number; plan_id: string; source: string; status: string }>(
      t,
      `SELECT user_id, plan_id, source, status FROM subscriptions WHERE user_id IN (${people.map(() => '?').join(', ')}) ORDER BY user_id`,
      people.map((person) => person.id),
    );
    expect(rows).toHaveLength(people.length);
    for (const person of people) {
      expect(rows.find((row) => row.user_id === person.id)).toEqual({ user_id: person.id, plan_id: person.subscriptionTier, source: 'grant', status: 'active' });
    }

    await sql(t, `UPDATE subscriptions SET expires_at = now() - interval '1 minute' WHERE source = 'grant'`);
    expect(await t.app.get(CommandBus).execute(new ExpireSubscriptionsCommand(new Date()))).toBe(people.length);
    for (const mobile of paidDemoMobiles) expect((await signIn(t, mobile)).subscriptionTier).toBe('free');
  }, 60_000);
});
