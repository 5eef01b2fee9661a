import { Injectable } from '@nestjs/common';
import sharp, { Sharp } from 'sharp';
import { ValidationError } from '../../../platform/kernel/errors';
import { checkImageSize, detectImageFormat, ImageFormat } from '../domain/image-format';

export interface ProcessedImage {
  bytes: Buffer;
  format: ImageFormat;
  contentType: string;
  extension: string;
}

const MAX_EDGE = 1600;
const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The one encoding of each format Sikka stores, for the picture and its sized copies alike. */
export function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 85, mozjpeg: true });
  if (format === 'png') return pipeline.png({ compressionLevel: 9 });
  return pipeline.webp({ quality: 85 });
}

/**
 * Checks a picture by its content and re-encodes it in its own format: orientation applied, at most
 * 1600 px on the long edge, and every piece of metadata (EXIF location, camera, comments) dropped.
 */
@Injectable()
export class ImageProcessor {
  async process(input: Buffer): Promise<ProcessedImage> {
    checkImageSize(input.length);
    const format = detectImageFormat(input);
    const pipeline = encodeAs(
      sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true }),
      format,
    );
    try {
      const bytes = await pipeline.toBuffer();
      return { bytes, format, contentType: CONTENT_TYPES[format], extension: EXTENSIONS[format] };
    } catch {
      throw new ValidationError('image', 'image could not be read as a picture');
    }
  }
}
