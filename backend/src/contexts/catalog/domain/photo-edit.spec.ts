import type { CoinPhoto } from './coin-photo';
import { addsPictures, applyPhotoEdit, checkPhotoEdit, NewPhoto, parsePhotoSlots, photoEditOf, removedPictures, samePhotos, uploadsOf } from './photo-edit';

const photo = (id: string, role: CoinPhoto['role']): CoinPhoto => ({ id, role, url: `/uploads/coins/${id}.jpg`, width: 800, height: 600 });
const upload = (id: string): NewPhoto => ({ id, url: `/uploads/coins/${id}.webp`, width: 320, height: 320 });
const front = photo('front', 'obverse');
const back = photo('back', 'reverse');
const side = photo('side', 'edge');
const current = [front, back, side];

describe('parsing photos', () => {
  it('reads JSON text or an array; empty text or null is no photos field, [] removes them all', () => {
    expect(parsePhotoSlots('[{"id":"back"},{"upload":0,"role":"obverse"}]', 1)).toEqual([{ id: 'back' }, { upload: 0, role: 'obverse' }]);
    expect(parsePhotoSlots([{ id: 'front', role: 'reverse' }], 0)).toEqual([{ id: 'front', role: 'reverse' }]);
    expect(parsePhotoSlots(undefined, 0)).toBeUndefined();
    expect(parsePhotoSlots(' ', 0)).toBeUndefined();
    expect(parsePhotoSlots('[]', 0)).toEqual([]);
  });

  it.each([
    ['[{"id":', 0, /^photos must be a list of \{id, role\?\} or \{upload, role\?\} \(JSON\)$/],
    ['{"id":"front"}', 0, /^photos must be a list/],
    ['["front"]', 0, /^photos\[0\] must be \{id, role\?\} or \{upload, role\?\}$/],
    ['[{"id":"front","upload":0}]', 1, /^photos\[0\] must be/],
    ['[{"id":7}]', 0, /^photos\[0\]\.id must be the id/],
    ['[{"id":"front","role":"tails"}]', 0, /^photos\[0\]\.role must be one of obverse, reverse, edge, other$/],
    ['[{"upload":1}]', 1, /^photos\[0\]\.upload must be the number of a file sent in images \(0 to 0\)$/],
    ['[{"upload":0}]', 0, /none were sent/],
    ['[{"upload":0.5}]', 1, /^photos\[0\]\.upload/],
    ['[{"id":"front"},{"id":"front"}]', 0, /^photos lists the photo front more than once$/],
    ['[{"upload":0},{"upload":0}]', 1, /^photos places file 0 of images more than once$/],
    ['[{"upload":1}]', 2, /^photos must place every file sent in images \(not placed: 0\)$/],
    [JSON.stringify(Array.from({ length: 9 }, (_, n) => ({ id: `p${n}` }))), 0, /^photos: a listing has at most 8 photos$/],
  ])('refuses %s with %d files', (input, uploads, message) => {
    expect(() => parsePhotoSlots(input, uploads)).toThrow(message);
  });

  it('refuses image with photos, naming photos', () => {
    expect(() => photoEditOf('[]', true, 0)).toThrow(/^photos cannot be sent with image/);
  });
});

describe('applying an owner’s photo edit', () => {
  it('keeps the photos without photo fields', () => {
    const edit = photoEditOf(undefined, false, 0);
    expect(edit).toEqual({ kind: 'keep' });
    expect(applyPhotoEdit(current, edit, [])).toEqual(current);
  });

  it('reorders, re-labels and removes by id, and places uploads where photos says', () => {
    const edit = photoEditOf([{ id: 'back', role: 'obverse' }, { upload: 0, role: 'reverse' }, { id: 'front', role: 'other' }], false, 1);
    expect(uploadsOf(edit)).toBe(1);
    const after = applyPhotoEdit(current, edit, [upload('new')]);
    expect(after).toEqual([{ ...back, role: 'obverse' }, { ...upload('new'), role: 'reverse' }, { ...front, role: 'other' }]);
    expect(removedPictures(current, after)).toEqual([side.url]);
    expect(addsPictures(current, after)).toBe(true);
    expect(applyPhotoEdit(current, photoEditOf('[]', false, 0), [])).toEqual([]);
  });

  it('keeps a photo’s role when photos leaves it out, and gives an upload other', () => {
    const after = applyPhotoEdit(current, photoEditOf([{ id: 'side' }, { upload: 0 }], false, 1), [upload('new')]);
    expect(after.map((each) => each.role)).toEqual(['edge', 'other']);
  });

  it('refuses an unknown id and two photos of one face, naming photos', () => {
    expect(() => checkPhotoEdit(current, photoEditOf([{ id: 'elsewhere' }], false, 0))).toThrow(/^photos\[0\]\.id elsewhere is not a photo of this listing$/);
    expect(() => checkPhotoEdit(current, photoEditOf([{ id: 'front' }, { id: 'side', role: 'obverse' }], false, 0))).toThrow(/^photos may name at most one obverse photo$/);
    expect(() => checkPhotoEdit(current, photoEditOf([{ id: 'front' }, { upload: 0, role: 'obverse' }], false, 1))).toThrow(/obverse/);
  });

  it('adds the files of images after the photos as other views without photos', () => {
    const edit = photoEditOf(undefined, false, 2);
    const after = applyPhotoEdit(current, edit, [upload('x'), upload('y')]);
    expect(after).toEqual([...current, { ...upload('x'), role: 'other' }, { ...upload('y'), role: 'other' }]);
    expect(removedPictures(current, after)).toEqual([]);
  });

  it('replaces the cover with image, keeping its role; a listing without photos gets it as the obverse', () => {
    const edit = photoEditOf(undefined, true, 1);
    expect(uploadsOf(edit)).toBe(2);
    const after = applyPhotoEdit(current, edit, [upload('cover'), upload('more')]);
    expect(after).toEqual([{ ...upload('cover'), role: 'obverse' }, back, side, { ...upload('more'), role: 'other' }]);
    expect(removedPictures(current, after)).toEqual([front.url]);
    expect(applyPhotoEdit([], photoEditOf(undefined, true, 0), [upload('cover')])).toEqual([{ ...upload('cover'), role: 'obverse' }]);
    expect(applyPhotoEdit([side], photoEditOf(undefined, true, 0), [upload('cover')])).toEqual([{ ...upload('cover'), role: 'edge' }]);
  });

  it('refuses more than 8 photos in all, naming images', () => {
    const seven = Array.from({ length: 7 }, (_, n) => photo(`p${n}`, 'other'));
    expect(() => checkPhotoEdit(seven, photoEditOf(undefined, false, 1))).not.toThrow();
    expect(() => checkPhotoEdit(seven, photoEditOf(undefined, false, 2))).toThrow(/^images: a listing has at most 8 photos/);
    expect(() => checkPhotoEdit([...seven, front], photoEditOf(undefined, true, 0))).not.toThrow();
  });

  it('tells a reorder from a change', () => {
    expect(samePhotos(current, [...current])).toBe(true);
    expect(samePhotos(current, [back, front, side])).toBe(false);
    expect(samePhotos(current, [{ ...front, role: 'other' }, back, side])).toBe(false);
    expect(addsPictures(current, [side, front])).toBe(false);
  });
});
