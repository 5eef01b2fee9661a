import { IncomingMessage } from 'node:http';
import express, { RequestHandler } from 'express';

/** Deepest nesting of objects and arrays a JSON body may have; deeper bodies are refused before parsing. */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * The deepest nesting of `[` and `{` in JSON text, counted iteratively over the raw bytes (brackets
 * inside strings do not count). Stops as soon as `limit` is exceeded. Multi-byte UTF-8 sequences
 * never contain these ASCII bytes, so scanning bytes is exact.
 */
export function jsonDepthExceeds(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPEN.has(byte)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(byte)) {
      depth--;
    }
  }
  return false;
}

/** An http-errors style client error: the exception filter answers it as a 400 with this message. */
class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  readonly type = 'entity.too.deep';

  constructor() {
    super('The request body is nested too deeply');
  }
}

/**
 * The JSON body parser of the app (it replaces Nest's, which skips a parser named jsonParser): keeps
 * the raw bytes for signature checks (Razorpay webhook) and refuses bodies nested deeper than
 * MAX_BODY_DEPTH before JSON.parse, so nothing downstream (validation, class-transformer, the ORM)
 * recurses over an attacker's depth.
 */
export function jsonBodyParser(): RequestHandler {
  return express.json({
    verify: (req: IncomingMessage & { rawBody?: Buffer }, _res, body: Buffer) => {
      req.rawBody = body;
      if (jsonDepthExceeds(body, MAX_BODY_DEPTH)) throw new BodyTooDeepError();
    },
  });
}
