import type { CoinPhoto } from '@/components/coin/coin-image';

/** A stored photo as the API lists it (decisions/0075), 1600 × 1600 unless `changes` say otherwise. */
export function coinPhotoFixture(uuid: string, role: CoinPhoto['role'], changes: Partial<CoinPhoto> = {}): CoinPhoto {
  const stem = `/uploads/coins/${uuid}`;
  const width = changes.width ?? 1600;
  const list = (format: string) => [320, 640, 1280, 2048].map((w) => `${stem}-${w}w.${format} ${Math.min(w, width)}w`).join(', ');
  return {
    id: `0d9c1f4e-2b7a-4c61-9f0e-${uuid.slice(-12)}`,
    role,
    url: `${stem}.jpg`,
    width,
    height: 1600,
    srcset: list('webp'),
    jpegSrcset: list('jpg'),
    ...changes,
  };
}
