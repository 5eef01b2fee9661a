import { bandKeys, BANDS, DUPLICATE_MAX_DISTANCE, hammingDistance, HASH_SIZE, MIN_SHARED_BANDS, perceptualHash } from './picture-hash';

/** Grey levels drawn by `shade(x, y)`, HASH_SIZE square. */
const picture = (shade: (x: number, y: number) => number): Uint8Array =>
  Uint8Array.from({ length: HASH_SIZE * HASH_SIZE }, (_, i) => Math.max(0, Math.min(255, Math.round(shade(i % HASH_SIZE, Math.floor(i / HASH_SIZE))))));

/** A fixed pseudo-random sequence (mulberry32). */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Overlapping rectangles of light and shade, a photo-like spread of frequencies. */
function scene(seed: number): Uint8Array {
  const random = noise(seed);
  const blocks = Array.from({ length: 14 }, () => ({ x: random() * 64, y: random() * 64, w: 4 + random() * 20, h: 4 + random() * 20, shade: random() * 120 - 60 }));
  return picture((x, y) => 120 + blocks.reduce((sum, b) => sum + (Math.abs(x - b.x) < b.w / 2 && Math.abs(y - b.y) < b.h / 2 ? b.shade : 0), 0));
}

describe('perceptual hash', () => {
  const photo = scene(7);
  const anotherPhoto = scene(8);

  it('is 256 bits as 64 hex digits, and none for a picture without detail', () => {
    expect(perceptualHash(photo)).toMatch(/^[0-9a-f]{64}$/);
    expect(perceptualHash(picture(() => 200))).toBeNull();
    expect(perceptualHash(picture((x) => 100 + (x % 2)))).toBeNull();
    expect(() => perceptualHash(new Uint8Array(10))).toThrow(/64×64/);
  });

  it('moves a few bits for small changes of the grey levels, many for another picture', () => {
    const random = noise(7);
    const noisy = picture((x, y) => photo[y * HASH_SIZE + x] + (random() - 0.5) * 6);
    const brighter = picture((x, y) => photo[y * HASH_SIZE + x] * 1.05 + 6);
    const hash = perceptualHash(photo)!;
    expect(hammingDistance(hash, perceptualHash(noisy)!)).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    expect(hammingDistance(hash, perceptualHash(brighter)!)).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    expect(hammingDistance(hash, perceptualHash(anotherPhoto)!)).toBeGreaterThan(DUPLICATE_MAX_DISTANCE * 3);
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0'.repeat(64), '0'.repeat(64))).toBe(0);
    expect(hammingDistance('f'.repeat(64), '0'.repeat(64))).toBe(256);
    expect(hammingDistance(`1${'0'.repeat(63)}`, `3${'0'.repeat(63)}`)).toBe(1);
  });

  it('indexes 16 bands of 16 bits, so hashes within the duplicate distance always share a band', () => {
    const hash = `${'0123'.repeat(15)}ffff`;
    const keys = bandKeys(hash);
    expect(keys).toHaveLength(BANDS);
    expect(keys[0]).toBe(0x0123);
    expect(keys[1]).toBe(65536 + 0x0123);
    expect(keys[15]).toBe(15 * 65536 + 0xffff);
    expect(MIN_SHARED_BANDS).toBeGreaterThanOrEqual(1);
    // Flip DUPLICATE_MAX_DISTANCE bits, each in a different band: the rest still match.
    const flipped = [...hash].map((digit, i) => (i % 4 === 0 && i / 4 < DUPLICATE_MAX_DISTANCE ? (parseInt(digit, 16) ^ 8).toString(16) : digit)).join('');
    expect(hammingDistance(hash, flipped)).toBe(DUPLICATE_MAX_DISTANCE);
    const shared = bandKeys(flipped).filter((key) => keys.includes(key)).length;
    expect(shared).toBe(MIN_SHARED_BANDS);
  });
});
