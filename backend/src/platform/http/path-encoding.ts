import { NextFunction, Request, RequestHandler, Response } from 'express';

const ESCAPE = /^[0-9A-Fa-f]{2}$/;

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Re-encodes a path segment whose escapes are not UTF-8 ("%ED%A0%80", the CESU-8 bytes of a lone
 * surrogate; "%FF"; a stray "%ZZ"): its bytes are read as UTF-8 with U+FFFD for what is not, as
 * body parsers and the query-string parser already do, and a "%" that starts no escape is itself.
 */
function repairSegment(segment: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; i++) {
    if (segment[i] === '%' && ESCAPE.test(segment.slice(i + 1, i + 3))) {
      bytes.push(parseInt(segment.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(segment.charCodeAt(i) & 0xff);
    }
  }
  return encodeURIComponent(Buffer.from(bytes).toString('utf8'));
}

/**
 * Express answers a path parameter it cannot percent-decode with a bare 400 "Failed to decode
 * param" that names no parameter. Repairing such segments first (per segment, so an escaped "/"
 * stays one) lets the route's own rules answer instead, naming the parameter: a NUL among the bytes
 * is refused by the text rule, anything else by the parameter's pipe ("id must be a positive whole
 * number") or lookup. `req.originalUrl` keeps what was sent.
 */
export function repairPathEncoding(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const query = req.url.indexOf('?');
    const path = query < 0 ? req.url : req.url.slice(0, query);
    if (path.includes('%') && !decodes(path)) {
      const repaired = path
        .split('/')
        .map((segment) => (decodes(segment) ? segment : repairSegment(segment)))
        .join('/');
      req.url = repaired + (query < 0 ? '' : req.url.slice(query));
    }
    next();
  };
}
