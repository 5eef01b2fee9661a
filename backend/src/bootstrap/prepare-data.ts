import { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EnsureAdminCommand } from '../contexts/identity/application/commands/ensure-admin.command';
import { MarkPhoneVerifiedCommand } from '../contexts/identity/application/commands/mark-phone-verified.command';
import { RegisterUserCommand } from '../contexts/identity/application/commands/register-user.command';
import { CountUsersQuery } from '../contexts/identity/application/queries/count-users.query';
import { GrantSubscriptionCommand } from '../contexts/subscriptions/application/commands/grant-subscription.command';
import { AppConfig } from '../platform/config/config';
import { DEMO_ACCOUNTS, DEMO_PLAN_DAYS, DemoAccount } from './demo-accounts';
import { seedDemoCatalog } from './seed-demo-catalog';

export interface PreparedData {
  seeded: boolean;
  demoListings: number;
  admin: { mobileNumber: string } | null;
  demoAccounts: readonly DemoAccount[];
}

async function seedDemoAccounts(commands: CommandBus): Promise<Map<string, number>> {
  const people = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    if (account.isAdmin) {
      people.set(account.key, (await commands.execute(new EnsureAdminCommand(account.mobileNumber, account.password, account.name))).id);
      continue;
    }
    const user = await commands.execute(new RegisterUserCommand(account.name, account.mobileNumber, account.password, account.location));
    if (account.tier !== 'free') {
      await commands.execute(new GrantSubscriptionCommand(user.id, account.tier, DEMO_PLAN_DAYS));
      // The demo sellers carry the "Phone verified" badge; the buyer can try verifying.
      await commands.execute(new MarkPhoneVerifiedCommand(user.id));
    }
    people.set(account.key, user.id);
  }
  return people;
}

/**
 * Start-up data, through the contexts' own commands: on an empty database (unless SEED_DEMO=false)
 * the demo accounts and the demo catalogue; then the admin named by ADMIN_MOBILE/ADMIN_PASSWORD.
 */
export async function prepareData(app: INestApplicationContext, config: AppConfig): Promise<PreparedData> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const seeded = config.seedDemo && (await queries.execute(new CountUsersQuery())) === 0;

  let demoListings = 0;
  if (seeded) {
    const people = await seedDemoAccounts(commands);
    demoListings = await seedDemoCatalog(commands, queries, people, people.get('admin')!);
  }

  let admin: PreparedData['admin'] = null;
  if (config.adminMobile && config.adminPassword) {
    const user = await commands.execute(new EnsureAdminCommand(config.adminMobile, config.adminPassword));
    admin = { mobileNumber: user.mobileNumber };
  }
  return { seeded, demoListings, admin, demoAccounts: config.seedDemo ? DEMO_ACCOUNTS : [] };
}
