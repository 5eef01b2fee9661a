import { ValidationError } from '../../../platform/kernel/errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Recognises an image by its first bytes, never by its name or declared type; a problem names `field` (image or images). */
export function detectImageFormat(bytes: Uint8Array, field = 'image'): ImageFormat {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  throw new ValidationError(field, `${field} must be a JPEG, PNG or WebP picture`);
}

/** The problem of a picture over MAX_IMAGE_BYTES, naming the field it came in. */
export const imageTooLarge = (field: string): ValidationError => new ValidationError(field, `${field} must be at most 5 MB${field === 'images' ? ' each' : ''}`);

/** A picture's size in bytes, checked before it is read; a problem names `field`. */
export function checkImageSize(size: number, field = 'image'): void {
  if (size > MAX_IMAGE_BYTES) throw imageTooLarge(field);
  if (size === 0) throw new ValidationError(field, `${field} is empty`);
}
