import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertPhotos, MAX_PHOTOS, type PhotoDraft, type PickTarget, roomLeft, rolesForPicked } from './photo-list';
import { shrinkPhoto, UnreadablePhotoError } from './shrink-photo';

let picked = 0;
/** A key for a photo picked in this page's life (crypto.randomUUID is missing outside secure contexts). */
const newKey = () => `picked-${Date.now().toString(36)}-${(picked += 1)}`;

/**
 * Adds picked files to the photo list: each appears at once as a "preparing" tile, then is shrunk
 * (one at a time, so a phone never holds several 12 MP bitmaps) and becomes ready, or is taken out
 * again with a message when the browser cannot decode it. Every change goes through `change`, which
 * also keeps `latest` current, because the list may change (a tile moved, removed) while shrinking.
 */
export function usePhotoPicking(value: PhotoDraft[], onChange: ((photos: PhotoDraft[]) => void) | undefined) {
  const { t } = useTranslation('photo-upload');
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(value);
  latest.current = value;

  const change = useCallback(
    (photos: PhotoDraft[]) => {
      latest.current = photos;
      onChange?.(photos);
    },
    [onChange],
  );

  const pick = useCallback(
    async (files: File[], target: PickTarget) => {
      const room = roomLeft(latest.current);
      const taken = files.slice(0, room);
      const found: string[] = [];
      if (files.length > room) found.push(t('problems.tooMany', { count: files.length - room, max: MAX_PHOTOS }));
      setProblems(found);
      if (taken.length === 0) return;
      const roles = rolesForPicked(latest.current, target, taken.length);
      const drafts: PhotoDraft[] = taken.map((_, index) => ({ key: newKey(), role: roles[index] ?? 'other', preparing: true }));
      change(insertPhotos(latest.current, drafts));

      for (const [index, file] of taken.entries()) {
        const key = drafts[index]!.key;
        try {
          const ready = await shrinkPhoto(file);
          change(latest.current.map((photo) => (photo.key === key ? { key, role: photo.role, file: ready } : photo)));
        } catch (error) {
          change(latest.current.filter((photo) => photo.key !== key));
          const name = error instanceof UnreadablePhotoError ? error.fileName : file.name;
          found.push(t('problems.unreadable', { name }));
          setProblems([...found]);
        }
      }
    },
    [change, t],
  );

  return { change, pick, problems, dismissProblems: () => setProblems([]) };
}
