/**
 * Writes the OpenAPI document the web app's client is generated from:
 *   npm run api:generate   (from the repository root: this, then openapi-typescript)
 * Needs PostgreSQL and Redis (it boots the real application module in the api role, without listening:
 * no queue workers or consumers, whose jobs could still be running when it closes).
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/platform/config/config';
import { ensureDatabase } from '../src/platform/database/ensure-database';
import { buildOpenApiDocument } from '../src/platform/http/openapi';

export const OPENAPI_FILE = resolve(__dirname, '..', '..', 'frontend', 'src', 'api', 'openapi.json');

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config.databaseUrl);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error'] });
  app.setGlobalPrefix('api', { exclude: ['healthz', 'readyz', 'metrics'] });
  const document = buildOpenApiDocument(app);
  writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
  // The document is written: the process ends here instead of closing the app, whose Redis clients
  // could still have a command in flight that closing rejects (one export in four crashed on that).
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
