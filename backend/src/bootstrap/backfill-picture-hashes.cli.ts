import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { BackfillPictureHashesCommand } from '../contexts/catalog/application/commands/backfill-picture-hashes.command';
import { ConfigError } from '../platform/config/config';

/**
 * `npm exec -- node backend/dist/bootstrap/backfill-picture-hashes.cli.js` (after `npm run build`):
 * gives every listing picture stored before perceptual hashes existed its hash, with the same
 * environment (.env, DATABASE_URL, STORAGE_DRIVER …) as the server; the worker processes do the same
 * at start (docs/operations.md). Runs as the API role, so no queue workers start with it.
 */
async function main(): Promise<void> {
  const envFile = resolve(__dirname, '..', '..', '..', '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  process.env.APP_ROLE = 'api';
  const { AppModule } = await import('../app.module');
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    const report = await app.get(CommandBus).execute(new BackfillPictureHashesCommand());
    process.stdout.write(`Looked at ${report.pictures} pictures; ${report.hashed} got a perceptual hash (the others have too little detail or could not be read).\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
