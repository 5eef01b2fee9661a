import { MAX_BODY_DEPTH } from './json-body';

/** NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates that are not part of a pair (not a character at all). */
const FORBIDDEN = /[\u0000\p{Cs}]/u;

export const FORBIDDEN_TEXT_MESSAGE = 'contains characters that are not allowed';

export function isForbiddenText(text: string): boolean {
  return FORBIDDEN.test(text);
}

export type TextProblem = { field: string; problem: 'forbidden' | 'too-deep' };

function child(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent || 'body'}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Finds the first string (or object key) holding NUL or a lone surrogate anywhere in `value`, walked
 * iteratively, and names it like "extra.items[1]". U+FFFD (what a raw invalid UTF-8 byte decodes to)
 * is a real character and passes. Values nested deeper than MAX_BODY_DEPTH (possible only from
 * multipart field names) are reported rather than walked.
 */
export function findForbiddenText(value: unknown, root: string): TextProblem | null {
  const pending: { value: unknown; field: string; depth: number }[] = [{ value, field: root, depth: 0 }];
  while (pending.length) {
    const { value: current, field, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (isForbiddenText(current)) return { field: field || 'body', problem: 'forbidden' };
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_BODY_DEPTH) return { field: field || 'body', problem: 'too-deep' };
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i];
      if (typeof key === 'string' && isForbiddenText(key)) return { field: field || 'body', problem: 'forbidden' };
      pending.push({ value: item, field: child(field, key), depth: depth + 1 });
    }
  }
  return null;
}
