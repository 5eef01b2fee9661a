import { describe, expect, it } from 'vitest';
import { flipTarget, missingFaces } from './photo-faces';

const photos = (...roles: ('obverse' | 'reverse' | 'edge' | 'other')[]) => roles.map((role) => ({ role }));

describe('missingFaces', () => {
  it('names the faces no photo shows', () => {
    expect(missingFaces(photos('obverse', 'reverse', 'edge'))).toEqual([]);
    expect(missingFaces(photos('obverse', 'other'))).toEqual(['reverse']);
    expect(missingFaces(photos('edge', 'reverse'))).toEqual(['obverse']);
    expect(missingFaces(photos('other'))).toEqual(['obverse', 'reverse']);
    expect(missingFaces([])).toEqual(['obverse', 'reverse']);
  });
});

describe('flipTarget', () => {
  it('turns from one face to the other, and from any other photo to the obverse', () => {
    const listing = photos('edge', 'reverse', 'other', 'obverse');
    expect(flipTarget(listing, 3)).toBe(1);
    expect(flipTarget(listing, 1)).toBe(3);
    expect(flipTarget(listing, 0)).toBe(3);
    expect(flipTarget(listing, 2)).toBe(3);
  });

  it('has nowhere to turn without both faces', () => {
    expect(flipTarget(photos('obverse', 'edge'), 0)).toBeNull();
    expect(flipTarget(photos('reverse'), 0)).toBeNull();
    expect(flipTarget([], 0)).toBeNull();
  });
});
