import type { CoinPhoto } from '../coin-image';

/** The two faces a collector decides from (decisions/0075): a listing should show both. */
export const FACES = ['obverse', 'reverse'] as const;
export type Face = (typeof FACES)[number];

/** The faces none of the photos shows, obverse first; both for a listing without photos. */
export function missingFaces(photos: readonly Pick<CoinPhoto, 'role'>[]): Face[] {
  return FACES.filter((face) => !photos.some((photo) => photo.role === face));
}

/**
 * Where the flip button turns from the photo at `index`: from one face to the other, from any other
 * photo (the edge, a detail) to the obverse. Null unless the listing shows both faces.
 */
export function flipTarget(photos: readonly Pick<CoinPhoto, 'role'>[], index: number): number | null {
  const obverse = photos.findIndex((photo) => photo.role === 'obverse');
  const reverse = photos.findIndex((photo) => photo.role === 'reverse');
  if (obverse < 0 || reverse < 0) return null;
  return index === obverse ? reverse : obverse;
}
