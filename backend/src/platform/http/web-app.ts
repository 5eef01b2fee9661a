import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import { serveBuiltAssets } from './static-assets';
import { WebPages } from './web-pages';

/** Paths the server answers itself; every other GET that wants HTML gets the web app. */
const SERVER_PATHS = /^\/(api|socket\.io|uploads|admin\/queues|healthz|readyz|metrics)(\/|$)/;

/**
 * Serves the built React app and its client-side routes. Every page is the app; its status says
 * whether the page exists (decisions/0045): 404 for a path no route knows and for a coin or seller
 * that is missing or not public, so the app's not-found screens are real 404s. If the check itself
 * fails (the database is away), the page is served as 200 and the app shows what its calls get.
 * Returns false when no build exists.
 */
export function serveWebApp(app: NestExpressApplication, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  serveBuiltAssets(app, webDist);
  const pages = app.get(WebPages);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    pages
      .status(req.path)
      .catch(() => 200 as const)
      .then((status) => {
        res.status(status);
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(index);
      }, next);
  });
  return true;
}
