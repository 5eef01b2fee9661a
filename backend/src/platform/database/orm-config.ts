import { Options, ReflectMetadataProvider } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { AppConfig } from '../config/config';
import { ormLoggerFactory } from '../observability/logger';
import { MIGRATIONS } from './migrations';

/** MikroORM options shared by the app, its tests and scripts. The schema comes only from migrations. */
export function ormOptions(config: Pick<AppConfig, 'databaseUrl'>): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    debug: false,
    loggerFactory: ormLoggerFactory,
    allowGlobalContext: false,
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      silent: true,
      allOrNothing: true,
      tableName: 'mikro_orm_migrations',
    },
  };
}
