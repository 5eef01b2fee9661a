import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export interface CoinPhotoOptions {
  width: number;
  height: number;
  /** Written on the coin, so the two faces differ in the screenshots. */
  label: string;
  /** Random noise (± this many levels per channel), as a phone camera's sensor adds: it makes the file big. */
  noise?: number;
  /** An EXIF orientation the picture must be turned by (6: a quarter turn clockwise, a phone held upright). */
  orientation?: number;
  format?: 'jpeg' | 'png';
}

/** A drawn coin on a pale cloth, as a seller would photograph it. */
function coinSvg({ width, height, label }: CoinPhotoOptions): Buffer {
  const r = Math.round(Math.min(width, height) * 0.42);
  const [cx, cy] = [width / 2, height / 2];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><radialGradient id="metal" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f6e7b0"/><stop offset="1" stop-color="#9c7428"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="#e9e6de"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#metal)" stroke="#6f5119" stroke-width="${r * 0.05}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="none" stroke="#6f5119" stroke-width="${r * 0.02}" stroke-dasharray="${r * 0.03} ${r * 0.03}"/>
  <text x="${cx}" y="${cy + r * 0.15}" font-family="DejaVu Serif" font-weight="bold" font-size="${r * 0.42}" text-anchor="middle" fill="#5a4112">${label}</text>
</svg>`);
}

/** A small, fast random number source (Math.random is slow over 36 million values). */
function noiseSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** Writes a coin photo into `dir` and returns its path. */
export async function writeCoinPhoto(dir: string, name: string, options: CoinPhotoOptions): Promise<string> {
  const { data, info } = await sharp(coinSvg(options)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (options.noise) {
    const random = noiseSource(options.width * 31 + options.height);
    const spread = options.noise * 2 + 1;
    for (let index = 0; index < data.length; index += 1) {
      data[index] = Math.max(0, Math.min(255, data[index]! + Math.floor(random() * spread) - options.noise));
    }
  }
  let picture = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  picture = options.format === 'png' ? picture.png() : picture.jpeg({ quality: 95 });
  if (options.orientation) picture = picture.withMetadata({ orientation: options.orientation });
  const path = join(dir, name);
  await picture.toFile(path);
  return path;
}

export const fileBytes = (path: string) => statSync(path).size;

/** A temporary folder for one test file's photos, removed by the returned function. */
export function photoFolder(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sikka-photos-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A picture's pixel size and format, read by sharp. */
export async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width: width ?? 0, height: height ?? 0, format: format ?? '' };
}
