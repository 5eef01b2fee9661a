import type { components } from '@/api/schema';

/** A photo as a coin's JSON carries it (decisions/0075). */
export type CoinPhoto = components['schemas']['CoinImageDto'];
export type PhotoRole = CoinPhoto['role'];

export const PHOTO_ROLES: readonly PhotoRole[] = ['obverse', 'reverse', 'edge', 'other'];

/** The faces the form asks for first, each at most once per listing. */
export const FACES = ['obverse', 'reverse'] as const satisfies readonly PhotoRole[];
export type Face = (typeof FACES)[number];

/** At most this many photos per listing (the server's limit). */
export const MAX_PHOTOS = 8;

/**
 * One photo in the listing form, in the seller's order. A photo the listing already has carries its
 * `id`; a new one carries the (already shrunk) `file` to upload, or is still being prepared.
 */
export interface PhotoDraft {
  /** Stable for React and for the upload progress: the photo's id, or a key made when it was picked. */
  key: string;
  role: PhotoRole;
  id?: string;
  file?: File;
  /** The stored picture a photo the listing has shows (with its sized copies). */
  stored?: Pick<CoinPhoto, 'url' | 'srcset'>;
  /** Picked, still being decoded and shrunk: not sent until it is a `file`. */
  preparing?: boolean;
}

/** Where picked files go: a face's slot, or "More photos" (missing faces first, then other). */
export type PickTarget = Face | 'more';

const isFace = (role: PhotoRole): role is Face => (FACES as readonly PhotoRole[]).includes(role);

export function missingFaces(photos: readonly PhotoDraft[]): Face[] {
  return FACES.filter((face) => !photos.some((photo) => photo.role === face));
}

/** The listing's photos as the form starts with them when editing. */
export function draftsFromImages(images: readonly CoinPhoto[] | undefined): PhotoDraft[] {
  return (images ?? []).map((image) => ({ key: image.id, id: image.id, role: image.role, stored: { url: image.url, srcset: image.srcset } }));
}

/** How many more photos fit. */
export const roomLeft = (photos: readonly PhotoDraft[]) => Math.max(0, MAX_PHOTOS - photos.length);

/**
 * The roles newly picked photos get: a face slot's face for the first, then (and for "More photos")
 * the faces still missing in order, then `other` — as the server numbers photos sent without roles.
 */
export function rolesForPicked(photos: readonly PhotoDraft[], target: PickTarget, count: number): PhotoRole[] {
  const missing: PhotoRole[] = missingFaces(photos).filter((face) => face !== target);
  const roles: PhotoRole[] = [];
  if (target !== 'more' && !photos.some((photo) => photo.role === target)) roles.push(target);
  while (roles.length < count) roles.push(missing.shift() ?? 'other');
  return roles.slice(0, count);
}

/**
 * Inserts new photos where collectors expect them: the obverse first (it becomes the cover), the
 * reverse right after the obverse, anything else at the end.
 */
export function insertPhotos(photos: readonly PhotoDraft[], added: readonly PhotoDraft[]): PhotoDraft[] {
  let list = [...photos];
  for (const photo of added) {
    if (photo.role === 'obverse') list = [photo, ...list];
    else if (photo.role === 'reverse') {
      const after = list.findIndex((existing) => existing.role === 'obverse') + 1;
      list = [...list.slice(0, after), photo, ...list.slice(after)];
    } else list = [...list, photo];
  }
  return list;
}

/** Moves a photo one place earlier (-1) or later (+1); out of range leaves the list as it is. */
export function movePhoto(photos: readonly PhotoDraft[], key: string, step: -1 | 1): PhotoDraft[] {
  const from = photos.findIndex((photo) => photo.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= photos.length) return [...photos];
  const list = [...photos];
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}

/**
 * Gives a photo a role. A face is held by one photo only, so the photo that had it takes this
 * photo's old role (relabelling the obverse as the reverse swaps the two).
 */
export function setPhotoRole(photos: readonly PhotoDraft[], key: string, role: PhotoRole): PhotoDraft[] {
  const photo = photos.find((candidate) => candidate.key === key);
  if (!photo) return [...photos];
  return photos.map((candidate) => {
    if (candidate.key === key) return { ...candidate, role };
    if (isFace(role) && candidate.role === role) return { ...candidate, role: photo.role };
    return candidate;
  });
}

export const removePhoto = (photos: readonly PhotoDraft[], key: string): PhotoDraft[] => photos.filter((photo) => photo.key !== key);
