import { useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema';
import './coin-image.css';

/** One of a listing's photos as the API describes it: role, full-size URL, pixel size and its copies (decisions/0075). */
export type CoinPhoto = components['schemas']['CoinImageDto'];

/** The widths the API stores beside every uploaded picture, in WebP and JPEG (backend domain/picture-sizes.ts, decisions/0075). */
export const PICTURE_WIDTHS = [320, 640, 1280, 2048] as const;

/** A picture Sikka stored: …/coins/<uuid>.<jpg|png|webp>, on local disk or in the bucket. */
const STORED_PICTURE = /(\/coins\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/** A picture's copies as two `srcset`s: WebP for the `<source>`, JPEG for browsers without WebP. */
export interface PictureSources {
  srcset: string;
  jpegSrcset: string;
}

/**
 * The copies of a stored picture, named from its URL alone ("<uuid>-640w.webp" and "<uuid>-640w.jpg"
 * beside "<uuid>.png"), for the places that only carry `imageUrl` (messages, offers); null for an
 * address of any other form, which is shown as it is. Every width is listed, the picture's own width
 * being unknown here.
 */
export function pictureSources(src: string): PictureSources | null {
  const match = STORED_PICTURE.exec(src);
  if (!match) return null;
  const stem = `${src.slice(0, match.index)}${match[1]}`;
  const list = (format: 'webp' | 'jpg') => PICTURE_WIDTHS.map((width) => `${stem}-${width}w.${format} ${width}w`).join(', ');
  return { srcset: list('webp'), jpegSrcset: list('jpg') };
}

/** The copies the API listed for a photo, or (a photo whose lists are empty) those its URL names. */
function sourcesOf(photo: CoinPhoto): PictureSources | null {
  return photo.srcset && photo.jpegSrcset ? { srcset: photo.srcset, jpegSrcset: photo.jpegSrcset } : pictureSources(photo.url);
}

interface CoinImageProps {
  /** The picture's URL: the coin's `imageUrl`, or all a message or an offer knows of it. */
  src: string | null;
  /** The photo itself when the coin's `images` are known: its copies and pixel size come from it (and win over `src`). */
  photo?: CoinPhoto | null;
  /** The coin's title (with the photo's face on the coin page). */
  alt: string;
  className?: string;
  /** How wide the picture is shown at each viewport width (the `sizes` attribute); the whole viewport when left out. */
  sizes?: string;
  /** The largest paint of its page (the coin page's picture, the first cards): preloaded, eager and fetched first. */
  priority?: boolean;
}

/**
 * The listing's picture, or a rupee sign on brass when the seller added none. A stored picture comes
 * in sizes and formats (a `<picture>` offering WebP, then JPEG), so a phone on mobile data fetches the
 * smallest that fills the slot; one stored before its copies existed (their first request fails)
 * falls back to the single full-size URL. Width and height come from the photo, so nothing moves as it loads.
 */
export function CoinImage({ src, photo = null, alt, className = '', sizes = '100vw', priority = false }: CoinImageProps) {
  const { t } = useTranslation('coin');
  const url = photo?.url ?? src;
  const [missingCopies, setMissingCopies] = useState<string | null>(null);
  const sources = url && missingCopies !== url ? (photo ? sourcesOf(photo) : pictureSources(url)) : null;
  if (url && priority) {
    // The WebP list, as the <source> picks it in every browser that has WebP (the others skip a typed preload).
    preload(url, {
      as: 'image',
      fetchPriority: 'high',
      ...(sources ? { imageSrcSet: sources.srcset, imageSizes: sizes, type: 'image/webp' } : {}),
    });
  }
  if (!url) {
    return (
      <div className={`coin-image coin-image--placeholder ${className}`} role="img" aria-label={t('noImage')}>
        <span aria-hidden>₹</span>
      </div>
    );
  }
  const img = (
    <img
      className={`coin-image ${className}`}
      src={url}
      srcSet={sources?.jpegSrcset}
      sizes={sources ? sizes : undefined}
      width={photo?.width ?? undefined}
      height={photo?.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={sources ? () => setMissingCopies(url) : undefined}
    />
  );
  if (!sources) return img;
  return (
    // `display: contents`: the <img> keeps the box its use gives `className`, as before it had a <picture>.
    <picture className="coin-image__picture">
      <source type="image/webp" srcSet={sources.srcset} sizes={sizes} />
      {img}
    </picture>
  );
}
