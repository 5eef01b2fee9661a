import { useTranslation } from 'react-i18next';
import './coin-image.css';

interface CoinImageProps {
  src: string | null;
  /** The coin's title. */
  alt: string;
  className?: string;
}

/** The listing's picture, or a rupee sign on brass when the seller added none. */
export function CoinImage({ src, alt, className = '' }: CoinImageProps) {
  const { t } = useTranslation('coin');
  if (!src) {
    return (
      <div className={`coin-image coin-image--placeholder ${className}`} role="img" aria-label={t('noImage')}>
        <span aria-hidden>₹</span>
      </div>
    );
  }
  return <img className={`coin-image ${className}`} src={src} alt={alt} loading="lazy" decoding="async" />;
}
