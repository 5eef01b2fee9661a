import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../../platform/config/config';
import { ImageProcessor } from '../infrastructure/image-processor';
import { ListingPictures } from '../infrastructure/listing-pictures';
import { backfillPictureSizes } from '../infrastructure/picture-sizes-backfill';
import { imageStorageFor } from '../infrastructure/storage/image-storage.provider';

/**
 * `npm exec -- node backend/dist/contexts/catalog/interface/backfill-picture-sizes.cli.js` (after `npm run build`):
 * writes the sized copies of coin pictures stored before they existed and measures the photos stored
 * without their size, with the same environment
 * (.env, STORAGE_DRIVER, UPLOAD_DIR, DATABASE_URL …) as the server (docs/operations.md).
 */
async function main(): Promise<void> {
  const envFile = resolve(__dirname, '..', '..', '..', '..', '..', '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const pictures = new ListingPictures(new ImageProcessor(), imageStorageFor(config));
  const report = await backfillPictureSizes(config.databaseUrl, pictures);
  process.stdout.write(`Looked at ${report.pictures} pictures; wrote ${report.copiesWritten} sized copies; measured ${report.photosMeasured} photos.\n`);
  for (const { url, reason } of report.failed) process.stderr.write(`Could not add sizes to ${url}: ${reason}\n`);
  if (report.failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
