import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, RequestHandler, Response, static as serveStatic } from 'express';

/** The encodings the web build writes next to its files (frontend/build/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The web app's service worker (frontend/public/sw.js): its scope is the whole site, so it is served from the root. */
const SERVICE_WORKER = 'sw.js';

/** Hashed file names change with their content: a year, never revalidated. */
const HASHED_ASSET_CACHE = { maxAge: '1y', immutable: true } as const;

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/** The file under `root` a request path names, or null when the path is malformed, hidden or leaves `root`. */
function fileUnder(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded)) return null;
  const file = join(root, decoded);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * Answers a GET/HEAD for a file under `root` with its prebuilt `.br` or `.gz` twin when the client
 * accepts that encoding (brotli first): the original's Content-Type, `Content-Encoding`,
 * `Vary: Accept-Encoding` and the twin's length. Anything else (no twin, encoding not accepted, no
 * such file) goes on to the plain static files; they still get `Vary` when a twin exists, so a cache
 * keeps the plain and the encoded answers apart. The response compression sees the Content-Encoding
 * and leaves these bytes alone.
 */
function servePrecompressed(root: string): RequestHandler {
  const base = resolve(root);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(base, req.path);
    if (!file) return next();
    void Promise.all([isFile(file), ...PRECOMPRESSED.map(({ suffix }) => isFile(file + suffix))])
      .then(([plain, ...twins]) => {
        const available = PRECOMPRESSED.filter((_, index) => twins[index]);
        if (!plain || available.length === 0) return next();
        res.vary('Accept-Encoding');
        const chosen = available.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
        if (!chosen) return next();
        res.type(extname(file));
        res.setHeader('Content-Encoding', chosen.encoding);
        res.sendFile(file + chosen.suffix, HASHED_ASSET_CACHE, (error?: Error) => {
          if (!error || res.headersSent) return;
          res.removeHeader('Content-Encoding');
          res.removeHeader('Content-Type');
          next();
        });
      })
      .catch(next);
  };
}

/**
 * Serves the built web app's files: hashed bundles under /assets (cached for a year, immutable; from
 * their precompressed twins when the client accepts br or gzip, decisions/0048) and the other files
 * of the build (icons, the web app manifest, the offline page) for an hour, but the service worker
 * `no-cache` (revalidated on each visit). Pages themselves are web-app.ts's.
 */
export function serveBuiltAssets(app: NestExpressApplication, webDist: string): void {
  const assets = join(webDist, 'assets');
  app.use('/assets', servePrecompressed(assets));
  app.useStaticAssets(assets, { prefix: '/assets', ...HASHED_ASSET_CACHE, fallthrough: false });
  // Only the build's own top-level files (icons, the share picture), known at start: every other
  // request (the API above all) goes on without a look at the disk.
  const rootFiles = new Set(
    readdirSync(webDist, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serveRootFile = serveStatic(webDist, {
    index: false,
    maxAge: '1h',
    // The service worker is asked for again on every visit, so a new version reaches users at once.
    setHeaders: (res, file) => {
      if (basename(file) === SERVICE_WORKER) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));
}
