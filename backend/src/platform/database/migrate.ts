import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { AppConfig } from '../config/config';
import { ormOptions } from './orm-config';

/** Held while migrating, so several processes starting together migrate once. */
const MIGRATION_LOCK = 727_274_001;

/** Applies the committed migrations that are pending. Never synchronises the schema from entities. */
export async function migrate(config: Pick<AppConfig, 'databaseUrl'>): Promise<string[]> {
  const lock = new Client({ connectionString: config.databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const orm = await MikroORM.init({ ...ormOptions(config), entities: [], discovery: { warnWhenNoEntities: false } });
    try {
      const applied = await orm.getMigrator().up();
      return applied.map((migration) => migration.name);
    } finally {
      await orm.close();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
