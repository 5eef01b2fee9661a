import { ValidationError } from '../../../platform/kernel/errors';
import { CoinPhoto, isPhotoRole, MAX_PHOTOS, PHOTO_ROLES, PhotoRole } from './coin-photo';
import { isPlainObject, jsonField } from './identity-text';
import { checkOneOfEachFace, checkPhotoCount } from './photo-roles';

/** One place of the new list: a photo the listing has, or the n-th file of `images` in the request (decisions/0075). */
export type PhotoSlot = { id: string; role?: PhotoRole } | { upload: number; role?: PhotoRole };

/**
 * What an owner's edit does to a listing's photos:
 * - `arrange`: `photos` was sent, the whole new list in order;
 * - `add`: without `photos`, `image` replaces the cover and the files of `images` are added after the photos;
 * - `keep`: no photo fields.
 */
export type PhotoEdit = { kind: 'keep' } | { kind: 'arrange'; slots: PhotoSlot[] } | { kind: 'add'; replacesCover: boolean; added: number };

/** A photo just stored for the edit, before its place gives it a role. */
export type NewPhoto = Omit<CoinPhoto, 'role'>;

const SHAPE = 'a list of {id, role?} or {upload, role?}';
const ID_MAX = 64;
const ROLE_LIST = PHOTO_ROLES.join(', ');

function roleAt(item: Record<string, unknown>, at: string): PhotoRole | undefined {
  if (item.role === undefined || item.role === null) return undefined;
  if (!isPhotoRole(item.role)) throw new ValidationError('photos', `${at}.role must be one of ${ROLE_LIST}`);
  return item.role;
}

function slotAt(item: unknown, index: number, uploads: number): PhotoSlot {
  const at = `photos[${index}]`;
  if (!isPlainObject(item) || ('id' in item) === ('upload' in item)) throw new ValidationError('photos', `${at} must be {id, role?} or {upload, role?}`);
  const role = roleAt(item, at);
  if ('id' in item) {
    if (typeof item.id !== 'string' || !item.id || item.id.length > ID_MAX) throw new ValidationError('photos', `${at}.id must be the id of one of the listing's photos`);
    return { id: item.id, ...(role && { role }) };
  }
  const upload = item.upload;
  if (typeof upload !== 'number' || !Number.isInteger(upload) || upload < 0 || upload >= uploads) {
    const range = uploads ? `0 to ${uploads - 1}` : 'none were sent';
    throw new ValidationError('photos', `${at}.upload must be the number of a file sent in images (${range})`);
  }
  return { upload, ...(role && { role }) };
}

/** `photos` as sent (JSON text in multipart, an array in JSON): every id once, every file of `images` placed exactly once, at most 8. */
export function parsePhotoSlots(input: unknown, uploads: number): PhotoSlot[] | undefined {
  const value = jsonField('photos', input, SHAPE);
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new ValidationError('photos', `photos must be ${SHAPE}`);
  if (value.length > MAX_PHOTOS) throw new ValidationError('photos', `photos: a listing has at most ${MAX_PHOTOS} photos`);
  const slots = value.map((item, index) => slotAt(item, index, uploads));
  const ids = new Set<string>();
  const placed = new Set<number>();
  for (const slot of slots) {
    if ('id' in slot) {
      if (ids.has(slot.id)) throw new ValidationError('photos', `photos lists the photo ${slot.id} more than once`);
      ids.add(slot.id);
    } else {
      if (placed.has(slot.upload)) throw new ValidationError('photos', `photos places file ${slot.upload} of images more than once`);
      placed.add(slot.upload);
    }
  }
  const unplaced = Array.from({ length: uploads }, (_, n) => n).filter((n) => !placed.has(n));
  if (unplaced.length) throw new ValidationError('photos', `photos must place every file sent in images (not placed: ${unplaced.join(', ')})`);
  return slots;
}

/** What the edit's photo fields ask for; `image` with `photos` is refused, since `photos` already says where every photo goes. */
export function photoEditOf(photos: unknown, image: boolean, images: number): PhotoEdit {
  const slots = parsePhotoSlots(photos, images);
  if (slots !== undefined) {
    if (image) throw new ValidationError('photos', 'photos cannot be sent with image: send the new file in images and place it in photos');
    return { kind: 'arrange', slots };
  }
  if (!image && images === 0) return { kind: 'keep' };
  return { kind: 'add', replacesCover: image, added: images };
}

/** How many files the edit stores, in the order `applyPhotoEdit` takes them: the new cover first, then `images`. */
export const uploadsOf = (edit: PhotoEdit): number => (edit.kind === 'arrange' ? edit.slots.filter((slot) => 'upload' in slot).length : edit.kind === 'add' ? Number(edit.replacesCover) + edit.added : 0);

function arranged(current: readonly CoinPhoto[], slots: readonly PhotoSlot[], uploaded: readonly NewPhoto[]): CoinPhoto[] {
  return slots.map((slot, index) => {
    if ('upload' in slot) return { ...uploaded[slot.upload], role: slot.role ?? 'other' };
    const kept = current.find((photo) => photo.id === slot.id);
    if (!kept) throw new ValidationError('photos', `photos[${index}].id ${slot.id} is not a photo of this listing`);
    return { ...kept, role: slot.role ?? kept.role };
  });
}

function added(current: readonly CoinPhoto[], replacesCover: boolean, uploaded: readonly NewPhoto[]): CoinPhoto[] {
  const [cover, ...others] = current;
  const more = replacesCover ? uploaded.slice(1) : uploaded;
  const head: CoinPhoto[] = replacesCover ? [{ ...uploaded[0], role: cover?.role ?? 'obverse' }, ...others] : [...current];
  checkPhotoCount(head.length + more.length, 'images');
  return [...head, ...more.map((photo): CoinPhoto => ({ ...photo, role: 'other' }))];
}

/**
 * The listing's photos after the edit, from its `current` ones and the files stored for it
 * (`uploaded`, in `uploadsOf` order). An unknown id or two photos of one face is a 400 naming photos.
 */
export function applyPhotoEdit(current: readonly CoinPhoto[], edit: PhotoEdit, uploaded: readonly NewPhoto[]): CoinPhoto[] {
  if (edit.kind === 'keep') return [...current];
  if (edit.kind === 'add') return added(current, edit.replacesCover, uploaded);
  const photos = arranged(current, edit.slots, uploaded);
  checkOneOfEachFace(
    photos.map((photo) => photo.role),
    'photos',
  );
  return photos;
}

/** Checks the edit against the listing's photos before any file is stored (the same checks `applyPhotoEdit` makes). */
export function checkPhotoEdit(current: readonly CoinPhoto[], edit: PhotoEdit): void {
  const placeholders = Array.from({ length: uploadsOf(edit) }, (_, n): NewPhoto => ({ id: `upload-${n}`, url: '', width: null, height: null }));
  applyPhotoEdit(current, edit, placeholders);
}

/** The pictures of `before` that `after` no longer shows (their files go once the edit is committed). */
export const removedPictures = (before: readonly CoinPhoto[], after: readonly CoinPhoto[]): string[] =>
  before.filter((photo) => !after.some((kept) => kept.url === photo.url)).map((photo) => photo.url);

/** Whether `after` shows a picture `before` did not: a new or replaced photo, which a live listing's review must see. */
export const addsPictures = (before: readonly CoinPhoto[], after: readonly CoinPhoto[]): boolean =>
  after.some((photo) => !before.some((shown) => shown.url === photo.url));

/** Whether two photo lists are the same photos in the same order with the same roles. */
export const samePhotos = (a: readonly CoinPhoto[], b: readonly CoinPhoto[]): boolean =>
  a.length === b.length && a.every((photo, index) => photo.id === b[index].id && photo.role === b[index].role && photo.url === b[index].url);
