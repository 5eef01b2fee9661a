import { describe, expect, it } from 'vitest';
import {
  draftsFromImages,
  insertPhotos,
  missingFaces,
  movePhoto,
  type PhotoDraft,
  type PhotoRole,
  removePhoto,
  rolesForPicked,
  roomLeft,
  setPhotoRole,
} from './photo-list';

const draft = (key: string, role: PhotoRole): PhotoDraft => ({ key, role, id: key });
const keys = (photos: PhotoDraft[]) => photos.map((photo) => `${photo.key}:${photo.role}`);

describe('the photo list', () => {
  it('knows which faces are missing and how many photos still fit', () => {
    expect(missingFaces([])).toEqual(['obverse', 'reverse']);
    expect(missingFaces([draft('a', 'reverse')])).toEqual(['obverse']);
    expect(missingFaces([draft('a', 'obverse'), draft('b', 'reverse')])).toEqual([]);
    expect(roomLeft([draft('a', 'other')])).toBe(7);
    expect(roomLeft(Array.from({ length: 8 }, (_, index) => draft(String(index), 'other')))).toBe(0);
  });

  it('gives picked photos the slot’s face, then the missing faces, then other', () => {
    expect(rolesForPicked([], 'reverse', 1)).toEqual(['reverse']);
    expect(rolesForPicked([], 'reverse', 3)).toEqual(['reverse', 'obverse', 'other']);
    expect(rolesForPicked([], 'more', 3)).toEqual(['obverse', 'reverse', 'other']);
    expect(rolesForPicked([draft('a', 'obverse')], 'more', 2)).toEqual(['reverse', 'other']);
    // A face already there is not given twice, even from its slot.
    expect(rolesForPicked([draft('a', 'obverse')], 'obverse', 1)).toEqual(['reverse']);
  });

  it('puts the obverse first (the cover), the reverse after it and the rest at the end', () => {
    const list = insertPhotos([draft('edge', 'edge')], [draft('rev', 'reverse'), draft('obv', 'obverse'), draft('more', 'other')]);
    expect(keys(list)).toEqual(['obv:obverse', 'rev:reverse', 'edge:edge', 'more:other']);
    expect(keys(insertPhotos([draft('obv', 'obverse'), draft('x', 'other')], [draft('rev', 'reverse')]))).toEqual(['obv:obverse', 'rev:reverse', 'x:other']);
  });

  it('moves a photo one place, and not past either end', () => {
    const list = [draft('a', 'obverse'), draft('b', 'reverse'), draft('c', 'other')];
    expect(keys(movePhoto(list, 'b', -1))).toEqual(['b:reverse', 'a:obverse', 'c:other']);
    expect(keys(movePhoto(list, 'b', 1))).toEqual(['a:obverse', 'c:other', 'b:reverse']);
    expect(keys(movePhoto(list, 'a', -1))).toEqual(keys(list));
    expect(keys(movePhoto(list, 'c', 1))).toEqual(keys(list));
  });

  it('keeps each face on one photo: relabelling swaps with the photo that had it', () => {
    const list = [draft('a', 'obverse'), draft('b', 'reverse'), draft('c', 'other')];
    expect(keys(setPhotoRole(list, 'a', 'reverse'))).toEqual(['a:reverse', 'b:obverse', 'c:other']);
    expect(keys(setPhotoRole(list, 'c', 'obverse'))).toEqual(['a:other', 'b:reverse', 'c:obverse']);
    expect(keys(setPhotoRole(list, 'c', 'edge'))).toEqual(['a:obverse', 'b:reverse', 'c:edge']);
    expect(keys(removePhoto(list, 'b'))).toEqual(['a:obverse', 'c:other']);
  });

  it("starts an edit from the listing's images, kept by id", () => {
    const drafts = draftsFromImages([
      { id: 'p1', role: 'reverse', url: '/uploads/coins/p1.jpg', width: 800, height: 800, srcset: '/uploads/coins/p1-320w.webp 320w', jpegSrcset: '' },
    ]);
    expect(drafts).toEqual([{ key: 'p1', id: 'p1', role: 'reverse', stored: { url: '/uploads/coins/p1.jpg', srcset: '/uploads/coins/p1-320w.webp 320w' } }]);
    expect(draftsFromImages(undefined)).toEqual([]);
  });
});
