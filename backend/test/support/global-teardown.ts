import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import { dropDatabase } from '../../src/platform/database/ensure-database';

export async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const stream = redis.scanStream({ match: `${prefix}*`, count: 1000 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

export default async function globalTeardown(): Promise<void> {
  if (process.env.KEEP_TEST_DATABASE !== 'true') await dropDatabase(process.env.DATABASE_URL!);
  await deleteKeys(process.env.REDIS_URL!, process.env.REDIS_PREFIX!);
  rmSync(process.env.UPLOAD_DIR!, { recursive: true, force: true });
}
