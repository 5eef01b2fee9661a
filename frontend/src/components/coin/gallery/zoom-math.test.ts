import { describe, expect, it } from 'vitest';
import { clampView, FIT, fittedSize, MAX_SCALE, transformOf, zoomAt } from './zoom-math';

describe('zoom arithmetic', () => {
  it('keeps the point under the pointer where it was while zooming about it', () => {
    const at = { x: 120, y: -40 };
    const view = zoomAt(FIT, 2, at);
    // The photo's point that was under `at` (at - t) / s is still there after the zoom.
    expect(view).toEqual({ scale: 2, x: -120, y: 40 });
    const further = zoomAt(view, 4, at);
    expect((at.x - further.x) / further.scale).toBeCloseTo((at.x - view.x) / view.scale);
    expect((at.y - further.y) / further.scale).toBeCloseTo((at.y - view.y) / view.scale);
  });

  it('zooms no further out than the whole photo and no further in than MAX_SCALE', () => {
    expect(zoomAt(FIT, 0.2, { x: 50, y: 50 }).scale).toBe(1);
    expect(zoomAt(FIT, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });

  it('fits a photo whole into the stage, by its longer side for the stage', () => {
    expect(fittedSize({ width: 2048, height: 1024 }, { width: 390, height: 600 })).toEqual({ width: 390, height: 195 });
    expect(fittedSize({ width: 1000, height: 2000 }, { width: 800, height: 600 })).toEqual({ width: 300, height: 600 });
    expect(fittedSize({ width: 0, height: 0 }, { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('never pans the photo off an edge, and keeps a photo smaller than the stage centred', () => {
    const photo = { width: 390, height: 195 };
    const stage = { width: 390, height: 600 };
    // At 2×: 780 × 390 px, so 195 px of room each way across, none up and down (390 < 600).
    expect(clampView({ scale: 2, x: 500, y: -300 }, photo, stage)).toEqual({ scale: 2, x: 195, y: 0 });
    expect(clampView({ scale: 2, x: -100, y: 0 }, photo, stage)).toEqual({ scale: 2, x: -100, y: 0 });
    expect(clampView({ scale: 1, x: -0.0001, y: 3 }, photo, stage)).toEqual(FIT);
  });

  it('writes a view as a CSS transform', () => {
    expect(transformOf({ scale: 2.5, x: -10, y: 4 })).toBe('translate(-10px, 4px) scale(2.5)');
  });
});
