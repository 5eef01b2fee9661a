import { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EnsureAdminCommand } from '../contexts/identity/application/commands/ensure-admin.command';
import { RegisterUserCommand } from '../contexts/identity/application/commands/register-user.command';
import { SetSubscriptionTierCommand } from '../contexts/identity/application/commands/set-subscription-tier.command';
import { CountUsersQuery } from '../contexts/identity/application/queries/count-users.query';
import { AppConfig } from '../platform/config/config';
import { DEMO_ACCOUNTS, DemoAccount } from './demo-accounts';

const DAY = 24 * 3600 * 1000;

export interface PreparedData {
  seeded: boolean;
  admin: { mobileNumber: string } | null;
  demoAccounts: readonly DemoAccount[];
}

/**
 * Start-up data, through the contexts' own commands: demo accounts on an empty database (unless
 * SEED_DEMO=false), then the admin named by ADMIN_MOBILE/ADMIN_PASSWORD.
 */
export async function prepareData(app: INestApplicationContext, config: AppConfig): Promise<PreparedData> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const empty = (await queries.execute(new CountUsersQuery())) === 0;
  const seeded = empty && config.seedDemo;

  if (seeded) {
    for (const account of DEMO_ACCOUNTS) {
      if (account.isAdmin) {
        await commands.execute(new EnsureAdminCommand(account.mobileNumber, account.password, account.name));
        continue;
      }
      const user = await commands.execute(new RegisterUserCommand(account.name, account.mobileNumber, account.password, account.location));
      if (account.tier !== 'free') {
        await commands.execute(new SetSubscriptionTierCommand(user.id, account.tier, new Date(Date.now() + 30 * DAY)));
      }
    }
  }

  let admin: PreparedData['admin'] = null;
  if (config.adminMobile && config.adminPassword) {
    const user = await commands.execute(new EnsureAdminCommand(config.adminMobile, config.adminPassword));
    admin = { mobileNumber: user.mobileNumber };
  }
  return { seeded, admin, demoAccounts: config.seedDemo ? DEMO_ACCOUNTS : [] };
}
