import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';

/** Paths the server answers itself; every other GET that wants HTML gets the web app. */
const SERVER_PATHS = /^\/(api|socket\.io|uploads|admin\/queues|healthz|readyz|metrics)(\/|$)/;

/** Serves the built React app and its client-side routes. Returns false when no build exists. */
export function serveWebApp(app: NestExpressApplication, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  app.useStaticAssets(join(webDist, 'assets'), { prefix: '/assets', immutable: true, maxAge: '1y', fallthrough: false });
  app.useStaticAssets(webDist, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
