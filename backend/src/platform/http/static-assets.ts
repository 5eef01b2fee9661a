import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';

/**
 * Serves the built web app's files: hashed bundles under /assets (cached for a year, immutable) and
 * the other files of the build (icons, manifest) for an hour. Pages themselves are web-app.ts's.
 */
export function serveBuiltAssets(app: NestExpressApplication, webDist: string): void {
  app.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets', immutable: true, maxAge: '1y', fallthrough: false });
  app.useStaticAssets(webDist, { index: false, maxAge: '1h' });
}
