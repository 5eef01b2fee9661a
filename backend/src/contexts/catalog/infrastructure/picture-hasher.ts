import sharp from 'sharp';
import { HASH_SIZE, perceptualHash } from '../domain/picture-hash';

/** The photo is scaled so that its central 60 % is HASH_SIZE square, then that centre is taken (domain/picture-hash.ts). */
const SCALED = Math.round(HASH_SIZE / 0.6);
const MARGIN = Math.floor((SCALED - HASH_SIZE) / 2);

/**
 * The perceptual hash of a picture's bytes: orientation applied, grey levels of its centre, the DCT
 * hash of domain/picture-hash.ts. Null for a picture without detail, or one that cannot be read.
 */
export async function hashPicture(bytes: Buffer): Promise<string | null> {
  try {
    const pixels = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .grayscale()
      .resize(SCALED, SCALED, { fit: 'fill' })
      .extract({ left: MARGIN, top: MARGIN, width: HASH_SIZE, height: HASH_SIZE })
      .raw()
      .toBuffer();
    return perceptualHash(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length));
  } catch {
    return null;
  }
}
