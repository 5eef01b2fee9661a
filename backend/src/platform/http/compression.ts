import compression from 'compression';
import { Request, RequestHandler, Response } from 'express';
import { constants } from 'node:zlib';

/** Below this many bytes a response goes out as it is: the encoding's framing would eat the gain. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for responses made per request. 4 compresses JSON and HTML about as well as gzip 6
 * or better at a similar CPU cost; 11 (used for the prebuilt assets, decisions/0048) is far too slow
 * to run on every answer.
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/** The brotli settings of every answer compressed per request (here and in platform/http/fast-path.ts). */
export const DYNAMIC_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };

/**
 * Paths whose answers are never compressed here: Socket.IO (Engine.IO answers polling itself and
 * compresses WebSocket frames on its own) and /uploads (pictures are JPEG, PNG or WebP, already compressed).
 */
const NOT_COMPRESSED_PATHS = /^\/(socket\.io|uploads)([/?]|$)/;

/**
 * Whether an answer is worth compressing: a compressible Content-Type (JSON, HTML, XML, text, JS, CSS,
 * SVG…) outside NOT_COMPRESSED_PATHS, and not a partial answer (a byte range of a file must stay the
 * bytes asked for). Answers that already carry a Content-Encoding (the precompressed assets) and
 * `Cache-Control: no-transform` ones are left alone by the middleware itself.
 */
function shouldCompress(req: Request, res: Response): boolean {
  // originalUrl: a mounted handler (the /uploads static files) sees its own path in req.path.
  if (NOT_COMPRESSED_PATHS.test(req.originalUrl)) return false;
  if (res.statusCode === 206 || res.getHeader('Content-Range') !== undefined) return false;
  return compression.filter(req, res);
}

/**
 * Compresses every text answer of the HTTP app (API JSON, HTML pages, OpenAPI, Bull Board, robots
 * and sitemaps, metrics): brotli when the client accepts it, else gzip, with `Vary: Accept-Encoding`.
 * Registered before anything that answers, so every later handler's writes go through it; streams
 * still stream (chunks are compressed as they come, `res.flush()` pushes them out).
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, brotli: DYNAMIC_BROTLI_OPTIONS, filter: shouldCompress });
}

