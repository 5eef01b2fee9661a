/**
 * The perceptual hash of a coin photo and how hashes are compared and indexed (decisions/0063).
 * 256 bits: the 16×16 lowest frequencies of the 2-D DCT of the photo's central 60 % (scaled to
 * 64×64 grey levels), each bit set when its coefficient is above their median (a "pHash"). The centre
 * is what tells one coin from another (the disc's outline and the background are much alike in
 * every coin photo); re-encoding and resizing move a few bits, another coin moves many.
 */
export const HASH_SIZE = 64;
const FREQUENCIES = 16;
export const HASH_BITS = FREQUENCIES * FREQUENCIES;
/** A copy is this close or closer (differing bits of 256). */
export const DUPLICATE_MAX_DISTANCE = 12;
/** The hash is indexed as 16 bands of 16 bits. */
export const BANDS = 16;
const BAND_BITS = HASH_BITS / BANDS;
/**
 * Two hashes at most DUPLICATE_MAX_DISTANCE apart differ in at most that many bands, so they share
 * at least BANDS − DUPLICATE_MAX_DISTANCE bands exactly: candidates are found by shared bands.
 */
export const MIN_SHARED_BANDS = BANDS - DUPLICATE_MAX_DISTANCE;
/** A picture whose centre varies less than this (standard deviation of its grey levels) has no hash: blank pictures would all match. */
export const MIN_DETAIL = 4;

const COSINES: number[][] = Array.from({ length: FREQUENCIES }, (_, u) => Array.from({ length: HASH_SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIZE))));

function detail(pixels: Uint8Array): number {
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  return Math.sqrt(pixels.reduce((sum, value) => sum + (value - mean) ** 2, 0) / pixels.length);
}

/** The hash, as 64 hex digits, of HASH_SIZE × HASH_SIZE grey levels (row by row); null for a picture without detail. */
export function perceptualHash(pixels: Uint8Array): string | null {
  if (pixels.length !== HASH_SIZE * HASH_SIZE) throw new Error(`perceptualHash takes ${HASH_SIZE}×${HASH_SIZE} grey levels`);
  if (detail(pixels) < MIN_DETAIL) return null;
  const rows = Array.from({ length: HASH_SIZE }, (_, y) => COSINES.map((cosine) => cosine.reduce((sum, c, x) => sum + c * pixels[y * HASH_SIZE + x], 0)));
  const coefficients: number[] = [];
  for (let u = 0; u < FREQUENCIES; u++) {
    for (let v = 0; v < FREQUENCIES; v++) coefficients.push(rows.reduce((sum, row, y) => sum + row[v] * COSINES[u][y], 0));
  }
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  let hex = '';
  for (let nibble = 0; nibble < HASH_BITS / 4; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) value = (value << 1) | (coefficients[nibble * 4 + bit] > median ? 1 : 0);
    hex += value.toString(16);
  }
  return hex;
}

/** Differing bits of two hashes. */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i], 16) ^ parseInt(b[i], 16);
    for (; x; x &= x - 1) distance++;
  }
  return distance;
}

/** The hash's index keys: band number × 65536 + the band's 16-bit value, one per band. */
export function bandKeys(hash: string): number[] {
  const digits = BAND_BITS / 4;
  return Array.from({ length: BANDS }, (_, band) => band * 2 ** BAND_BITS + parseInt(hash.slice(band * digits, (band + 1) * digits), 16));
}
