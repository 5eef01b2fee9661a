import { describe, expect, it } from 'vitest';
import { ENCODED_CEILING_BYTES, fitWithin, MAX_EDGE, nextJpegQuality, planShrink, renamedFor, SEND_AS_IS_BYTES, SERVER_LIMIT_BYTES } from './shrink-plan';

const MB = 1024 * 1024;

describe('shrinking a photo before upload', () => {
  it('fits the long edge within 2048 px, keeping the shape, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(2049, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(fitWithin(2100, 1000)).toEqual({ width: 2048, height: 975 });
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(9000, 2)).toEqual({ width: 2048, height: 1 });
  });

  it('shrinks a 12 MP phone photo to 2048 × 1536 JPEG', () => {
    expect(planShrink({ width: 4000, height: 3000, bytes: 6.5 * MB, type: 'image/jpeg' })).toEqual({ kind: 'encode', width: 2048, height: 1536, tryPng: false });
    // Even when the camera saved it small: the server would only shrink it again.
    expect(planShrink({ width: 4000, height: 3000, bytes: 1.2 * MB, type: 'image/jpeg' })).toMatchObject({ kind: 'encode', width: 2048 });
  });

  it('sends a photo as it is when it fits, is small and is in a format the server takes', () => {
    expect(planShrink({ width: 2048, height: 1536, bytes: SEND_AS_IS_BYTES, type: 'image/jpeg' })).toEqual({ kind: 'as-is' });
    expect(planShrink({ width: 800, height: 800, bytes: 200_000, type: 'image/webp' })).toEqual({ kind: 'as-is' });
    expect(planShrink({ width: 1, height: 1, bytes: 70, type: 'image/png' })).toEqual({ kind: 'as-is' });
  });

  it('re-encodes a heavy photo at its own size, and any format the server does not take', () => {
    expect(planShrink({ width: 1500, height: 1500, bytes: SEND_AS_IS_BYTES + 1, type: 'image/jpeg' })).toEqual({ kind: 'encode', width: 1500, height: 1500, tryPng: false });
    // A HEIC that this browser can decode (Safari) becomes a JPEG the server takes.
    expect(planShrink({ width: 4032, height: 3024, bytes: 2 * MB, type: 'image/heic' })).toEqual({ kind: 'encode', width: 2048, height: 1536, tryPng: false });
    expect(planShrink({ width: 300, height: 300, bytes: 9000, type: 'image/gif' })).toMatchObject({ kind: 'encode' });
  });

  it('tries a PNG as PNG first (it may be transparent)', () => {
    expect(planShrink({ width: 3000, height: 3000, bytes: 8 * MB, type: 'image/png' })).toEqual({ kind: 'encode', width: 2048, height: 2048, tryPng: true });
  });

  it('lowers the JPEG quality only while the result is too close to the server limit', () => {
    expect(ENCODED_CEILING_BYTES).toBeLessThan(SERVER_LIMIT_BYTES);
    expect(nextJpegQuality(1.4 * MB, 0.85)).toBeNull();
    expect(nextJpegQuality(ENCODED_CEILING_BYTES, 0.85)).toBeNull();
    expect(nextJpegQuality(ENCODED_CEILING_BYTES + 1, 0.85)).toBe(0.72);
    expect(nextJpegQuality(4.8 * MB, 0.72)).toBe(0.6);
    expect(nextJpegQuality(4.8 * MB, 0.3)).toBeNull();
    expect(MAX_EDGE).toBe(2048);
  });

  it('names the file after the format it was encoded to', () => {
    expect(renamedFor('IMG_2041.HEIC', 'image/jpeg')).toBe('IMG_2041.jpg');
    expect(renamedFor('scan.final.png', 'image/png')).toBe('scan.final.png');
    expect(renamedFor('coin', 'image/jpeg')).toBe('coin.jpg');
    expect(renamedFor('.png', 'image/jpeg')).toBe('photo.jpg');
  });
});
