import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { missingFaces, type PhotoDraft } from './photo-list';

/** The message key for the faces a listing's photos lack, or null when both are there. */
export function missingFacesHint(photos: readonly PhotoDraft[] | undefined): 'missingBoth' | 'missingObverse' | 'missingReverse' | null {
  const missing = missingFaces(photos ?? []);
  if (missing.length === 2) return 'missingBoth';
  if (missing.length === 0) return null;
  return missing[0] === 'obverse' ? 'missingObverse' : 'missingReverse';
}

/**
 * The photo field's rules: the form waits while a picked photo is still being shrunk, and a listing
 * without both faces gets a friendly hint that never stops it (photos stay optional, spec.md).
 */
export function usePhotoRules(): FormRule[] {
  const { t } = useTranslation('photo-upload');
  return useMemo(
    () => [
      {
        validator: (_, photos: PhotoDraft[] | undefined) =>
          photos?.some((photo) => photo.preparing) ? Promise.reject(new Error(t('rules.preparing'))) : Promise.resolve(),
      },
      {
        warningOnly: true,
        validator: (_, photos: PhotoDraft[] | undefined) => {
          const hint = missingFacesHint(photos);
          return hint ? Promise.reject(new Error(t(`rules.${hint}`))) : Promise.resolve();
        },
      },
    ],
    [t],
  );
}
