import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdminCommand } from '../../src/contexts/identity/application/commands/ensure-admin.command';
import { SetSubscriptionTierCommand } from '../../src/contexts/identity/application/commands/set-subscription-tier.command';
import type { SubscriptionTier } from '../../src/platform/kernel/subscription-tier';
import { TestApp, uniqueMobileNumber } from './test-app';

export interface Person {
  id: number;
  name: string;
  mobileNumber: string;
  cookie: string;
}

export function cookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = cookies.find((cookie) => cookie.startsWith('sid='));
  if (!sid) throw new Error('no session cookie was set');
  return sid.split(';')[0];
}

/** Registers a user through the API (signed in), optionally on a paid plan set through Identity's command. */
export async function signUp(t: TestApp, options: { tier?: SubscriptionTier; name?: string } = {}): Promise<Person> {
  const mobileNumber = uniqueMobileNumber();
  const name = options.name ?? 'Test Collector';
  const res = await request(t.http).post('/api/register').send({ name, mobileNumber, password: 'collector-pass-1', location: 'Pune' }).expect(201);
  if (options.tier && options.tier !== 'free') {
    await t.app.get(CommandBus).execute(new SetSubscriptionTierCommand(res.body.id, options.tier, new Date(Date.now() + 30 * 864e5)));
  }
  return { id: res.body.id, name, mobileNumber, cookie: cookieOf(res) };
}

export async function signUpAdmin(t: TestApp, name = 'Test Admin'): Promise<Person> {
  const mobileNumber = uniqueMobileNumber();
  const admin = await t.app.get(CommandBus).execute(new EnsureAdminCommand(mobileNumber, 'admin-pass-123', name));
  const res = await request(t.http).post('/api/login').send({ mobileNumber, password: 'admin-pass-123' }).expect(200);
  return { id: admin.id, name: admin.name, mobileNumber, cookie: cookieOf(res) };
}
