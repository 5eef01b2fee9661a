/** Run in a child process by the global setup: MikroORM must not initialise inside Jest's parent realm (mikro-orm#3783). */
import { migrate } from '../../src/platform/database/migrate';

migrate({ databaseUrl: process.env.DATABASE_URL! }).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
