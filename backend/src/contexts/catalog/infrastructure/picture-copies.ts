import sharp from 'sharp';
import { ImageFormat } from '../domain/image-format';
import { PICTURE_WIDTHS } from '../domain/picture-sizes';
import { encodeAs } from './image-processor';

/** One sized copy of a stored picture: the width it is named by, and its bytes. */
export interface SizedCopy {
  width: number;
  bytes: Buffer;
}

/**
 * The picture (already re-encoded by `ImageProcessor`) at each of `PICTURE_WIDTHS`, in its own format.
 * A width the picture does not reach gets the picture's own bytes, never an enlargement, so every
 * width the web app may ask for exists (decisions/0051).
 */
export async function sizedCopies(picture: Buffer, format: ImageFormat): Promise<SizedCopy[]> {
  const { width: pictureWidth = 0 } = await sharp(picture).metadata();
  return Promise.all(
    PICTURE_WIDTHS.map(async (width) => ({
      width,
      bytes: width >= pictureWidth ? picture : await encodeAs(sharp(picture).resize({ width }), format).toBuffer(),
    })),
  );
}
