import { type KeyboardEvent, type Ref, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { type CoinPhoto, CoinImage } from '../coin-image';
import { usePhotoLabel } from './use-photo-label';
import { useStripPosition } from './use-strip-position';

export interface GalleryStripHandle {
  /** Brings photo `index` into view (and, with `focus`, moves the keyboard's focus onto it). */
  show: (index: number, options?: { focus?: boolean }) => void;
}

interface GalleryStripProps {
  ref: Ref<GalleryStripHandle>;
  photos: readonly CoinPhoto[];
  title: string;
  sizes: string;
  /** The photo in view. */
  current: number;
  /** A swipe (or a scroll) brought photo `index` into view. */
  onScrolledTo: (index: number) => void;
  /** The arrow keys, Home and End asked for photo `index`. */
  onStep: (index: number) => void;
  /** Tapped or clicked: the zoom opens on photo `index`. */
  onOpen: (index: number) => void;
}

/**
 * The photos side by side in a row that scrolls one photo at a time (CSS scroll snap): a phone swipes
 * through them. Each is a button that opens the zoom; only the one in view is in the tab order, the
 * arrow keys move between them. The first is the page's largest paint: eager, fetched first, preloaded.
 */
export function GalleryStrip({ ref, photos, title, sizes, current, onScrolledTo, onStep, onOpen }: GalleryStripProps) {
  const { t } = useTranslation('gallery');
  const label = usePhotoLabel();
  const { stripRef, show, onScroll } = useStripPosition(photos.length, current, onScrolledTo);

  useImperativeHandle(
    ref,
    () => ({
      show: (index, { focus = false } = {}) => {
        show(index);
        if (focus) stripRef.current?.querySelectorAll('button')[index]?.focus({ preventScroll: true });
      },
    }),
    [show, stripRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = photos.length - 1;
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    // The row would scroll by itself too; it is moved one whole photo instead.
    event.preventDefault();
    onStep(Math.min(last, Math.max(0, target)));
  };

  return (
    <ul ref={stripRef} className="coin-gallery__strip" onScroll={onScroll} onKeyDown={onKeyDown}>
      {photos.map((photo, index) => {
        const role = label(photo, index);
        return (
          <li key={photo.id} className="coin-gallery__slide">
            <button
              type="button"
              className="coin-gallery__open"
              tabIndex={index === current ? 0 : -1}
              aria-label={t('open', { current: index + 1, total: photos.length, role })}
              onClick={() => onOpen(index)}
            >
              <CoinImage
                src={null}
                photo={photo}
                alt={t('photoAlt', { title, role })}
                className="coin-gallery__photo"
                sizes={sizes}
                priority={index === 0}
              />
              {photo.role !== 'other' && (
                <span className="coin-gallery__role" aria-hidden>
                  {role}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
