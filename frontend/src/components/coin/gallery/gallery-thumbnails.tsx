import { useTranslation } from 'react-i18next';
import { type CoinPhoto, CoinImage } from '../coin-image';
import { usePhotoLabel } from './use-photo-label';

interface GalleryThumbnailsProps {
  photos: readonly CoinPhoto[];
  current: number;
  onSelect: (index: number) => void;
}

/** Every photo small, under the large one on wider screens (a phone swipes instead); the one shown is marked. */
export function GalleryThumbnails({ photos, current, onSelect }: GalleryThumbnailsProps) {
  const { t } = useTranslation('gallery');
  const label = usePhotoLabel();
  return (
    <ul className="coin-gallery__thumbs" aria-label={t('thumbnails')}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button
            type="button"
            className="coin-gallery__thumb"
            aria-label={t('show', { current: index + 1, total: photos.length, role: label(photo, index) })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
          >
            <CoinImage src={null} photo={photo} alt="" className="coin-gallery__thumb-photo" sizes="64px" />
          </button>
        </li>
      ))}
    </ul>
  );
}
