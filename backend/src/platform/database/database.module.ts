import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { ormOptions } from './orm-config';
import { SqlReads } from './sql-reads';

/** PostgreSQL through MikroORM, and SqlReads for the hottest read-model queries (everywhere). */
@Global()
@Module({
  providers: [SqlReads],
  exports: [SqlReads],
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), autoLoadEntities: true, registerRequestContext: true }),
    }),
  ],
})
export class DatabaseModule {}
