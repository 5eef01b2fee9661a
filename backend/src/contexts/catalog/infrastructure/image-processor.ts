import { Injectable } from '@nestjs/common';
import sharp, { Sharp } from 'sharp';
import { ValidationError } from '../../../platform/kernel/errors';
import { checkImageSize, detectImageFormat, ImageFormat } from '../domain/image-format';

export interface ProcessedImage {
  bytes: Buffer;
  format: ImageFormat;
  contentType: string;
  extension: string;
  /** Its pixels, as stored (orientation applied). */
  width: number;
  height: number;
}

/** The long edge of a stored picture: enough for zooming into a coin's detail (decisions/0075). */
export const MAX_EDGE = 2048;
export const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * The one encoding of each format Sikka stores, for the picture and its sized copies alike. JPEG has
 * no transparency: a transparent PNG's JPEG copy is laid on white (as the pages' background), not black.
 * JPEG is encoded without mozjpeg: a listing's photos each get four JPEG encodings, and mozjpeg took
 * five times as long for files about a tenth smaller — and phones are served the WebP copies.
 */
export function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'jpeg') return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85 });
  if (format === 'png') return pipeline.png({ compressionLevel: 9 });
  return pipeline.webp({ quality: 85 });
}

/**
 * Checks a picture by its content and re-encodes it in its own format: orientation applied, at most
 * 2048 px on the long edge, and every piece of metadata (EXIF location, camera, comments) dropped.
 * A problem names `field`, the form field the picture came in (image or images).
 */
@Injectable()
export class ImageProcessor {
  async process(input: Buffer, field = 'image'): Promise<ProcessedImage> {
    checkImageSize(input.length, field);
    const format = detectImageFormat(input, field);
    const pipeline = encodeAs(
      sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true }),
      format,
    );
    try {
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { bytes: data, format, contentType: CONTENT_TYPES[format], extension: EXTENSIONS[format], width: info.width, height: info.height };
    } catch {
      throw new ValidationError(field, `${field} could not be read as a picture`);
    }
  }
}
