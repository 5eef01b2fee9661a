import { ValidationError } from '../../../platform/kernel/errors';

/** Control characters, NUL included, and UTF-16 surrogates that are not part of a pair: never in a coin's identity. */
const FORBIDDEN = /[\u0000-\u001F\u007F\p{Cs}]/u;

/** A one-line text field of a coin's identity: trimmed, inner whitespace as one space, NFC; empty is none. */
export function identityText(field: string, input: unknown, max: number, min = 1): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') throw new ValidationError(field, `${field} must be text`);
  if (FORBIDDEN.test(input)) throw new ValidationError(field, `${field} contains characters that are not allowed`);
  const value = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!value) return null;
  if (value.length < min || value.length > max) {
    throw new ValidationError(field, min > 1 ? `${field} must be between ${min} and ${max} characters` : `${field} must be at most ${max} characters`);
  }
  return value;
}

/**
 * A structured field sent as JSON text (multipart) or as JSON itself: the parsed value, or undefined
 * for "not given" (an empty text, null). `shape` names what it must be, for the error.
 */
export function jsonField(field: string, input: unknown, shape: string): unknown {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'string') return input;
  const text = input.trim();
  if (text === '' || text === 'null') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError(field, `${field} must be ${shape} (JSON)`);
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
