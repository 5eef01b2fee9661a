import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
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

/**
 * Checks a picture by its content and re-encodes it in its own format: orientation applied, at most
 * 1600 px on the long edge, and every piece of metadata (EXIF location, camera, comments) dropped.
 */
@Injectable()
export class ImageProcessor {
  async process(input: Buffer): Promise<ProcessedImage> {
    checkImageSize(input.length);
    const format = detectImageFormat(input);
    let pipeline = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    if (format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    if (format === 'webp') pipeline = pipeline.webp({ quality: 85 });
    try {
      const bytes = await pipeline.toBuffer();
      return { bytes, format, contentType: CONTENT_TYPES[format], extension: EXTENSIONS[format] };
    } catch {
      throw new ValidationError('image', 'image could not be read as a picture');
    }
  }
}
