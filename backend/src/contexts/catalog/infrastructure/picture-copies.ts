import sharp from 'sharp';
import type { ImageFormat } from '../domain/image-format';
import { COPY_EXTENSIONS, CopyExtension, PICTURE_WIDTHS } from '../domain/picture-sizes';
import { CONTENT_TYPES, encodeAs } from './image-processor';

/** One sized copy of a stored picture: the width and extension it is named by, its type and bytes. */
export interface SizedCopy {
  width: number;
  extension: CopyExtension;
  contentType: string;
  bytes: Buffer;
}

const COPY_FORMATS: Record<CopyExtension, ImageFormat> = { webp: 'webp', jpg: 'jpeg' };

/**
 * The picture (already re-encoded by `ImageProcessor`) at each of `PICTURE_WIDTHS`, in WebP and in
 * JPEG (decisions/0075). A width the picture does not reach gets the picture at its own width, never
 * an enlargement — its own bytes when it is already in that format — so every name the web app may
 * ask for exists.
 */
export async function sizedCopies(picture: Buffer, format: ImageFormat): Promise<SizedCopy[]> {
  const { width: pictureWidth = 0 } = await sharp(picture).metadata();
  const fullSize = new Map<CopyExtension, Promise<Buffer>>();
  const atOwnWidth = (extension: CopyExtension): Promise<Buffer> => {
    const copyFormat = COPY_FORMATS[extension];
    if (!fullSize.has(extension)) fullSize.set(extension, copyFormat === format ? Promise.resolve(picture) : encodeAs(sharp(picture), copyFormat).toBuffer());
    return fullSize.get(extension)!;
  };
  const copies = PICTURE_WIDTHS.flatMap((width) =>
    COPY_EXTENSIONS.map(async (extension): Promise<SizedCopy> => {
      const bytes = width >= pictureWidth ? await atOwnWidth(extension) : await encodeAs(sharp(picture).resize({ width }), COPY_FORMATS[extension]).toBuffer();
      return { width, extension, contentType: CONTENT_TYPES[COPY_FORMATS[extension]], bytes };
    }),
  );
  return Promise.all(copies);
}
