/**
 * How a picked photo is made ready to upload (issue 13: a 12 MP phone photo must never fail the
 * server's 5 MB limit). The arithmetic lives here, apart from the browser's decoding and encoding.
 */

/** The server keeps pictures at most this long on their long edge (decisions/0075). */
export const MAX_EDGE = 2048;
/** A photo in a format the server takes, within MAX_EDGE and at most this size, is sent untouched. */
export const SEND_AS_IS_BYTES = 1.5 * 1024 * 1024;
/** A PNG (which may be transparent) stays PNG when it encodes to at most this; else JPEG on white. */
export const KEEP_PNG_BYTES = SEND_AS_IS_BYTES;
/** The server's limit per file. */
export const SERVER_LIMIT_BYTES = 5 * 1024 * 1024;
/** A JPEG above this is encoded again at the next quality, leaving a margin under the server's limit. */
export const ENCODED_CEILING_BYTES = 4 * 1024 * 1024;
/** JPEG qualities tried in turn: the first is the usual one, the others only for extreme noise. */
export const JPEG_QUALITIES = [0.85, 0.72, 0.6, 0.45, 0.3] as const;

/** The formats the server takes (by content); anything else the browser can decode is re-encoded. */
export const SENDABLE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface PickedPhoto {
  /** Pixels after the photo's EXIF orientation is applied. */
  width: number;
  height: number;
  bytes: number;
  type: string;
}

export type ShrinkPlan =
  | { kind: 'as-is' }
  /** Draw at this size; try PNG first (kept when small enough), then JPEG on white. */
  | { kind: 'encode'; width: number; height: number; tryPng: boolean };

/** The size that fits within `maxEdge` on the long edge, keeping the shape; never enlarged, at least 1 px. */
export function fitWithin(width: number, height: number, maxEdge = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function planShrink(photo: PickedPhoto): ShrinkPlan {
  const fits = Math.max(photo.width, photo.height) <= MAX_EDGE;
  if (fits && photo.bytes <= SEND_AS_IS_BYTES && SENDABLE_TYPES.includes(photo.type)) return { kind: 'as-is' };
  return { kind: 'encode', ...fitWithin(photo.width, photo.height), tryPng: photo.type === 'image/png' };
}

/** The quality to encode a JPEG at after one came out `bytes` big at `quality`; null when it may be sent. */
export function nextJpegQuality(bytes: number, quality: number): number | null {
  if (bytes <= ENCODED_CEILING_BYTES) return null;
  return JPEG_QUALITIES.find((candidate) => candidate < quality) ?? null;
}

/** The photo's file name with the extension of the format it was encoded to. */
export function renamedFor(name: string, type: 'image/jpeg' | 'image/png'): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
