import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { Server } from 'node:http';
import { resolve } from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'pino';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { PreparedData } from './bootstrap/prepare-data';
import { AppConfig, ConfigError, loadConfig } from './platform/config/config';
import { ensureDatabase } from './platform/database/ensure-database';
import { migrate } from './platform/database/migrate';
import { configureHttpApp } from './platform/http/configure-app';
import { HttpDrain } from './platform/http/http-drain';
import { createLogger, NestPinoLogger } from './platform/observability/logger';

/** In-flight HTTP requests get this long to be answered after SIGTERM; then their sockets are closed. */
const HTTP_DRAIN_MS = 8_000;
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
  // The modules are loaded only now: some read the configuration as they load (the process role
  // decides which queue workers exist), so .env must be read and a bad value reported cleanly first.
  const { AppModule } = await import('./app.module');
  const { prepareData } = await import('./bootstrap/prepare-data');
  const { backfillPictureHashesInBackground } = await import('./bootstrap/backfill-picture-hashes');
  const logger = createLogger(config.logLevel);

  if (await ensureDatabase(config.databaseUrl)) logger.info('created the database');
  const applied = await migrate(config);
  if (applied.length) logger.info({ applied }, 'applied migrations');

  let app: INestApplicationContext;
  let webApp = false;
  let drain: HttpDrain | null = null;
  if (config.role === 'worker') {
    app = await NestFactory.createApplicationContext(AppModule, { logger: new NestPinoLogger(logger) });
  } else {
    const http = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new NestPinoLogger(logger), rawBody: true });
    ({ webApp, drain } = configureHttpApp(http, config, logger));
    app = http;
  }
  exitGracefullyOnSignals(app, drain, logger);

  await app.init();
  const data = await prepareData(app, config);
  if (config.role !== 'api') backfillPictureHashesInBackground(app, logger);
  if (config.role !== 'worker') await (app as NestExpressApplication).listen(config.port);
  printBanner(config, data, webApp);
}

/**
 * SIGTERM/SIGINT: stop accepting connections and answer the requests in flight (HttpDrain), then
 * close the app (sockets, workers, Redis, PostgreSQL) and exit 0. A second signal, or a shutdown
 * that outlives SHUTDOWN_GRACE_MS, ends the process anyway.
 */
function exitGracefullyOnSignals(app: INestApplicationContext, drain: HttpDrain | null, logger: Logger): void {
  const shutDown = async (signal: NodeJS.Signals): Promise<void> => {
    logger.info({ signal }, 'draining before exit');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    if (drain) {
      const server = (app as NestExpressApplication).getHttpServer() as Server;
      const pendingBefore = drain.pending;
      if (!(await drain.shutDown(server, HTTP_DRAIN_MS))) logger.warn({ pendingBefore }, 'requests still running after the drain time; their connections were closed');
    }
    await app.close();
    logger.info('shut down cleanly');
    process.exit(0);
  };
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const onSignal = (signal: NodeJS.Signals): void => {
    // From now on another signal has its default effect: the process ends at once.
    for (const other of signals) process.off(other, onSignal);
    shutDown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  for (const signal of signals) process.on(signal, onSignal);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Sikka could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
