import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { ormOptions } from './orm-config';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), autoLoadEntities: true, registerRequestContext: true }),
    }),
  ],
})
export class DatabaseModule {}
