import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinPhoto } from '../coin-image';

/** What a photo shows, in the reader's language: Obverse, Reverse, Edge, or "Photo 3" for any other. */
export function usePhotoLabel(): (photo: Pick<CoinPhoto, 'role'>, index: number) => string {
  const { t } = useTranslation('gallery');
  return useCallback((photo, index) => t(`roles.${photo.role}`, { number: index + 1 }), [t]);
}
