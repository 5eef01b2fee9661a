import sharp from 'sharp';
import { coinFaceDocuments } from './coin-faces';
import type { CoinPictureInput } from './coin-faces-input';

export type { CoinPictureInput } from './coin-faces-input';

/**
 * A single stand-in photo for a demo listing: its drawn obverse (coin-faces.ts) as an 800×800 WebP.
 * The same listing and seed always give the same picture; the seed turns the coin, changes the cloth
 * and, when the listing gives no condition, the wear. Listings that show both faces use drawCoinFaces.
 */
export async function coinPicture(listing: CoinPictureInput, seed: number): Promise<Buffer> {
  const { obverse } = coinFaceDocuments(listing, 800, String(seed));
  return sharp(Buffer.from(obverse)).webp({ quality: 80 }).toBuffer();
}
