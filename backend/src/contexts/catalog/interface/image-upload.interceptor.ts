import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { StorageEngine } from 'multer';
import { EMPTY, Observable } from 'rxjs';
import { ValidationError } from '../../../platform/kernel/errors';
import type { PhotoField, PhotoUpload } from '../application/photo-upload';
import { MAX_PHOTOS } from '../domain/coin-photo';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../domain/image-format';

/** spec.md's eight text fields, the thirteen of which coin it is (issue 13) and the photos' roles and order, with room to spare. */
const MAX_FIELDS = 40;

/**
 * multer's memory storage with the size limit of its own: multer's `fileSize` error does not say
 * which file was too large, this one names the file's field. A file over the limit stops being kept
 * at once (memory stays bounded) and fails the request; multer then drains the rest unread.
 */
const photosInMemory: StorageEngine = {
  _handleFile(_req, file, callback) {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | null, info?: Partial<Express.Multer.File>) => {
      if (settled) return;
      settled = true;
      callback(error, info);
    };
    file.stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size <= MAX_IMAGE_BYTES) chunks.push(chunk);
      else {
        chunks.length = 0;
        settle(imageTooLarge(file.fieldname === 'image' ? 'image' : 'images'));
        file.stream.resume();
      }
    });
    file.stream.on('error', (error: Error) => settle(error));
    file.stream.on('end', () => settle(null, { buffer: Buffer.concat(chunks), size }));
  },
  _removeFile(_req, file, callback) {
    file.buffer = Buffer.alloc(0);
    callback(null);
  },
};

const Multer = FileFieldsInterceptor(
  [
    { name: 'image', maxCount: 1 },
    { name: 'images', maxCount: MAX_PHOTOS },
  ],
  { storage: photosInMemory, limits: { files: MAX_PHOTOS, fields: MAX_FIELDS, fieldSize: 64 * 1024 } },
);

function translate(error: unknown): unknown {
  if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.BAD_REQUEST) return error;
  if (/Too many files/.test(error.message)) return new ValidationError('images', `images: send at most ${MAX_PHOTOS} photos in all (image and images together)`);
  if (/Unexpected (file )?field - image$/.test(error.message)) return new ValidationError('image', 'image: send one picture in image, and any more in images');
  if (/Unexpected (file )?field/.test(error.message)) {
    return new ValidationError('images', `images: send photos only in the fields image (one) and images (at most ${MAX_PHOTOS} in all)`);
  }
  return error;
}

/** Reads the optional photo files of a multipart form (`image`, then the repeated `images`) into memory, with field-named errors. */
export function ImageUpload(): Type<NestInterceptor> {
  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        await this.multer.intercept(context, { handle: () => EMPTY });
      } catch (error) {
        throw translate(error);
      }
      return next.handle();
    }
  }
  return mixin(ImageUploadInterceptor);
}

/** The files multer read, by field. */
export type UploadedPhotoFiles = { image?: Express.Multer.File[]; images?: Express.Multer.File[] } | undefined;

/** A new listing's photos in order: `image` first (the cover), then `images` as sent. */
export function photosOf(files: UploadedPhotoFiles): PhotoUpload[] {
  return [
    ...(files?.image ?? []).map((file): PhotoUpload => ({ field: 'image', bytes: file.buffer })),
    ...(files?.images ?? []).map((file): PhotoUpload => ({ field: 'images', bytes: file.buffer })),
  ];
}
