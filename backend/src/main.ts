import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { prepareData, PreparedData } from './bootstrap/prepare-data';
import { AppConfig, ConfigError, loadConfig } from './platform/config/config';
import { ensureDatabase } from './platform/database/ensure-database';
import { migrate } from './platform/database/migrate';
import { configureHttpApp } from './platform/http/configure-app';
import { createLogger, NestPinoLogger } from './platform/observability/logger';

/** A stuck shutdown (a hung job or socket) must not keep the process forever. */
const SHUTDOWN_GRACE_MS = 25_000;

function loadDotEnv(): void {
  const file = resolve(__dirname, '..', '..', '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

function printBanner(config: AppConfig, data: PreparedData, webApp: boolean): void {
  const lines = [''];
  if (config.role !== 'worker') {
    lines.push(`  Sikka is running on http://localhost:${config.port}  (role: ${config.role})`);
    lines.push(`  API docs: http://localhost:${config.port}/api/docs`);
    if (!webApp) lines.push('  The web app is not built: run `npm run build` (npm start does it).');
  } else {
    lines.push('  Sikka worker is running (role: worker)');
  }
  if (data.demoAccounts.length) {
    lines.push('', '  Demo sign-ins (mobile number / password):');
    for (const account of data.demoAccounts) {
      lines.push(`    ${account.role.padEnd(15)} ${account.mobileNumber} / ${account.password}   (${account.name})`);
    }
  }
  if (data.seeded) lines.push(`  Seeded ${data.demoListings} demo listings and six more demo sellers (9000000011 …, same password).`);
  if (data.admin) lines.push('', `  Admin from ADMIN_MOBILE: ${data.admin.mobileNumber}`);
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  if (await ensureDatabase(config.databaseUrl)) logger.info('created the database');
  const applied = await migrate(config);
  if (applied.length) logger.info({ applied }, 'applied migrations');

  let app: INestApplicationContext;
  let webApp = false;
  if (config.role === 'worker') {
    app = await NestFactory.createApplicationContext(AppModule, { logger: new NestPinoLogger(logger) });
    app.enableShutdownHooks();
  } else {
    const http = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new NestPinoLogger(logger), rawBody: true });
    webApp = configureHttpApp(http, config, logger).webApp;
    app = http;
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'draining before exit');
      setTimeout(() => {
        logger.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }

  await app.init();
  const data = await prepareData(app, config);
  if (config.role !== 'worker') await (app as NestExpressApplication).listen(config.port);
  printBanner(config, data, webApp);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Sikka could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
