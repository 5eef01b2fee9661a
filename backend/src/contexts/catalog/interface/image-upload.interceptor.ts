import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { EMPTY, Observable } from 'rxjs';
import { ValidationError } from '../../../platform/kernel/errors';
import { MAX_IMAGE_BYTES } from '../domain/image-format';

/** spec.md's eight text fields and the thirteen of which coin it is (issue 13), with room to spare. */
const MAX_FIELDS = 40;

const Multer = FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: 64 * 1024 } });

function translate(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return new ValidationError('image', 'image must be at most 5 MB');
  if (error.getStatus() === HttpStatus.BAD_REQUEST && /Unexpected field|Too many files/.test(error.message)) {
    return new ValidationError('image', 'send at most one picture, in the field "image"');
  }
  return error;
}

/** Reads the optional `image` file of a multipart form into memory, with field-named errors. */
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
