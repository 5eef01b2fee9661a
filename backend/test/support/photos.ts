import sharp from 'sharp';

/** A fixed pseudo-random sequence (mulberry32), so a test's photo is the same on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A photo-like JPEG full of detail (overlapping shapes in many colours on a gradient), different for each seed. */
export function detailedPhoto(seed: number, width = 900, height = 700): Promise<Buffer> {
  const random = sequence(seed);
  const colour = () => `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
  const shapes = Array.from({ length: 40 }, () =>
    random() < 0.5
      ? `<rect x="${random() * width}" y="${random() * height}" width="${40 + random() * 300}" height="${40 + random() * 250}" fill="${colour()}" opacity="0.8"/>`
      : `<circle cx="${random() * width}" cy="${random() * height}" r="${20 + random() * 160}" fill="${colour()}" opacity="0.8"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The same photo as someone copying it would upload it: scaled down and re-encoded in another format and quality. */
export async function reencodedCopy(photo: Buffer, scale = 0.6): Promise<Buffer> {
  const { width } = await sharp(photo).metadata();
  return sharp(photo).resize(Math.round(width! * scale)).webp({ quality: 55 }).toBuffer();
}
