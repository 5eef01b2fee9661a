import { describe, expect, it } from 'vitest';
import type { CoinPhoto, PhotoDraft } from './photo-list';
import { imageRoles, photoEntries, photosChanged, uploadsOf } from './photo-payload';

const stored = (id: string, role: CoinPhoto['role']): CoinPhoto => ({ id, role, url: `/uploads/coins/${id}.jpg`, width: 640, height: 640, srcset: '', jpegSrcset: '' });
const kept = (id: string, role: CoinPhoto['role']): PhotoDraft => ({ key: id, id, role });
const added = (key: string, role: CoinPhoto['role']): PhotoDraft => ({ key, role, file: new File(['x'], `${key}.jpg`, { type: 'image/jpeg' }) });

describe('photos as the API takes them', () => {
  it('sends new files with one role each, in their order', () => {
    const photos = [added('n1', 'reverse'), added('n2', 'obverse'), added('n3', 'edge')];
    expect(uploadsOf(photos).map((photo) => photo.key)).toEqual(['n1', 'n2', 'n3']);
    expect(imageRoles(photos)).toEqual(['reverse', 'obverse', 'edge']);
  });

  it('lists kept photos by id and new ones by their place among the uploads', () => {
    const photos = [added('n1', 'obverse'), kept('p2', 'reverse'), added('n2', 'other'), kept('p1', 'edge')];
    expect(photoEntries(photos)).toEqual([
      { upload: 0, role: 'obverse' },
      { id: 'p2', role: 'reverse' },
      { upload: 1, role: 'other' },
      { id: 'p1', role: 'edge' },
    ]);
    expect(photoEntries([])).toEqual([]);
  });

  it('tells an unchanged list from a reordered, re-labelled, shortened or added-to one', () => {
    const current = [stored('p1', 'obverse'), stored('p2', 'reverse')];
    expect(photosChanged(current, [kept('p1', 'obverse'), kept('p2', 'reverse')])).toBe(false);
    expect(photosChanged(current, [kept('p2', 'reverse'), kept('p1', 'obverse')])).toBe(true);
    expect(photosChanged(current, [kept('p1', 'obverse'), kept('p2', 'edge')])).toBe(true);
    expect(photosChanged(current, [kept('p1', 'obverse')])).toBe(true);
    expect(photosChanged(current, [kept('p1', 'obverse'), kept('p2', 'reverse'), added('n1', 'other')])).toBe(true);
    expect(photosChanged([], [])).toBe(false);
  });
});
