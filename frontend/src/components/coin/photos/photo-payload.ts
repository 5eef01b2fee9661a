import type { CoinPhoto, PhotoDraft, PhotoRole } from './photo-list';

/** One entry of PATCH's `photos` list: a photo the listing has, or the n-th file of `images`. */
export type PhotoEntry = { id: string; role: PhotoRole } | { upload: number; role: PhotoRole };

/** The photos that travel as files, in the order they are appended to the form. */
export const uploadsOf = (photos: readonly PhotoDraft[]): (PhotoDraft & { file: File })[] =>
  photos.filter((photo): photo is PhotoDraft & { file: File } => photo.file !== undefined);

/** POST's `imageRoles`: one role per uploaded file, in the order the files are sent. */
export const imageRoles = (photos: readonly PhotoDraft[]): PhotoRole[] => uploadsOf(photos).map((photo) => photo.role);

/** PATCH's `photos`: the whole new list, kept photos by id and new ones by their place among the uploads. */
export function photoEntries(photos: readonly PhotoDraft[]): PhotoEntry[] {
  let upload = 0;
  const entries: PhotoEntry[] = [];
  for (const photo of photos) {
    if (photo.id !== undefined) entries.push({ id: photo.id, role: photo.role });
    else if (photo.file !== undefined) entries.push({ upload: upload++, role: photo.role });
  }
  return entries;
}

/** Whether an edit changed the photos: a new one, one removed, moved or re-labelled. */
export function photosChanged(current: readonly CoinPhoto[], photos: readonly PhotoDraft[]): boolean {
  if (photos.some((photo) => photo.id === undefined)) return true;
  if (photos.length !== current.length) return true;
  return photos.some((photo, index) => photo.id !== current[index]?.id || photo.role !== current[index]?.role);
}
