import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CoinPhoto, CoinImage } from '../coin-image';
import { GalleryStrip, type GalleryStripHandle } from './gallery-strip';
import { GalleryThumbnails } from './gallery-thumbnails';
import { flipTarget } from './photo-faces';
import { useFlip } from './use-flip';
import './coin-gallery.css';

/**
 * The zoom (antd's Modal, the wheel, pinch and drag code) is fetched when first opened: the coin page's
 * start-up on a phone runs none of it (issue 10).
 */
const ZoomDialog = lazy(() => import('./zoom-dialog').then((m) => ({ default: m.ZoomDialog })));

interface CoinGalleryProps {
  /** The listing's photos in the seller's order (the first is the cover). */
  photos: readonly CoinPhoto[];
  /** The coin's `imageUrl`, shown alone when it has no photos listed (null: the rupee-sign placeholder). */
  cover: string | null;
  title: string;
  /** How wide the photo is shown at each viewport width. */
  sizes: string;
}

/**
 * The coin page's photos (issue 13): a row a phone swipes through with dots and "2 of 3", thumbnails
 * under the photo on wider screens, a button that turns the coin over between its obverse and reverse,
 * and a tap or click that opens the zoom. Each photo says which face it shows.
 */
export function CoinGallery({ photos, cover, title, sizes }: CoinGalleryProps) {
  const { t } = useTranslation('gallery');
  const strip = useRef<GalleryStripHandle>(null);
  const [chosen, setChosen] = useState(0);
  const [zooming, setZooming] = useState(false);
  // After an edit removed photos the choice may point past the end.
  const current = Math.min(chosen, Math.max(0, photos.length - 1));

  const show = useCallback((index: number, focus = false) => {
    setChosen(index);
    strip.current?.show(index, { focus });
  }, []);
  const { flipping, flip } = useFlip(show);

  if (photos.length === 0) {
    return (
      <div className="coin-gallery__frame">
        <CoinImage src={cover} alt={title} className="coin-gallery__photo" sizes={sizes} priority />
      </div>
    );
  }

  const several = photos.length > 1;
  const flipTo = flipTarget(photos, current);
  const flipFace = flipTo === null ? null : photos[flipTo]?.role;
  return (
    <section className="coin-gallery" aria-label={t('label', { title })}>
      <div className={flipping ? 'coin-gallery__frame coin-gallery__frame--flipping' : 'coin-gallery__frame'}>
        <GalleryStrip
          ref={strip}
          photos={photos}
          title={title}
          sizes={sizes}
          current={current}
          onScrolledTo={setChosen}
          onStep={(index) => show(index, true)}
          onOpen={(index) => {
            show(index);
            setZooming(true);
          }}
        />
        {several && (
          <p className="coin-gallery__counter" aria-live="polite">
            {t('counter', { current: current + 1, total: photos.length })}
          </p>
        )}
      </div>
      {several && (
        <div className="coin-gallery__dots" aria-hidden>
          {photos.map((photo, index) => (
            <span key={photo.id} className={index === current ? 'coin-gallery__dot coin-gallery__dot--current' : 'coin-gallery__dot'} />
          ))}
        </div>
      )}
      {flipTo !== null && (flipFace === 'obverse' || flipFace === 'reverse') && (
        <Button icon={<SwapOutlined aria-hidden />} className="coin-gallery__flip" onClick={() => flip(flipTo)}>
          {t(`flipTo.${flipFace}`)}
        </Button>
      )}
      {several && <GalleryThumbnails photos={photos} current={current} onSelect={(index) => show(index)} />}
      {zooming && (
        <Suspense fallback={null}>
          <ZoomDialog photos={photos} index={current} title={title} onSelect={(index) => show(index)} onClose={() => setZooming(false)} />
        </Suspense>
      )}
    </section>
  );
}
