import { useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './coin-image.css';

/** The widths the API stores beside every uploaded picture (backend domain/picture-sizes.ts, decisions/0051). */
export const PICTURE_WIDTHS = [320, 640, 1024] as const;

/** A picture Sikka stored: …/coins/<uuid>.<jpg|png|webp>, on local disk or in the bucket. */
const STORED_PICTURE = /(\/coins\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/**
 * The `srcset` of a stored picture, built from its URL alone (copy "<uuid>-640w.jpg" beside
 * "<uuid>.jpg"), or null for an address of any other form, which is shown as it is.
 */
export function pictureSrcset(src: string): string | null {
  const match = STORED_PICTURE.exec(src);
  if (!match) return null;
  const base = src.slice(0, match.index);
  return PICTURE_WIDTHS.map((width) => `${base}${match[1]}-${width}w.${match[2]} ${width}w`).join(', ');
}

interface CoinImageProps {
  src: string | null;
  /** The coin's title. */
  alt: string;
  className?: string;
  /** How wide the picture is shown at each viewport width (the `sizes` attribute); the whole viewport when left out. */
  sizes?: string;
  /** The largest paint of its page (the coin page's picture, the first cards): preloaded, eager and fetched first. */
  priority?: boolean;
}

/**
 * The listing's picture, or a rupee sign on brass when the seller added none. A stored picture comes
 * in sizes, so a phone on mobile data fetches the smallest that fills the slot; one stored before its
 * copies existed (their first request fails) falls back to the single full-size URL.
 */
export function CoinImage({ src, alt, className = '', sizes = '100vw', priority = false }: CoinImageProps) {
  const { t } = useTranslation('coin');
  const [missingSizes, setMissingSizes] = useState<string | null>(null);
  const srcset = src && missingSizes !== src ? pictureSrcset(src) : null;
  if (src && priority) {
    preload(src, { as: 'image', fetchPriority: 'high', ...(srcset ? { imageSrcSet: srcset, imageSizes: sizes } : {}) });
  }
  if (!src) {
    return (
      <div className={`coin-image coin-image--placeholder ${className}`} role="img" aria-label={t('noImage')}>
        <span aria-hidden>₹</span>
      </div>
    );
  }
  return (
    <img
      className={`coin-image ${className}`}
      src={src}
      srcSet={srcset ?? undefined}
      sizes={srcset ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={srcset ? () => setMissingSizes(src) : undefined}
    />
  );
}
