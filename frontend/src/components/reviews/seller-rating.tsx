import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './reviews.css';

interface SellerRatingProps {
  averageRating: number | null;
  reviewCount: number;
  /** Cards show the short form (★ 4.7 (12)); the seller card and page the words too. */
  compact?: boolean;
}

/** A person's stars from their deals: the average to one decimal and how many rated them; "No ratings yet" before the first. */
export function SellerRating({ averageRating, reviewCount, compact = false }: SellerRatingProps) {
  const { t, i18n } = useTranslation('reviews');
  if (averageRating === null || reviewCount === 0) return compact ? null : <span className="seller-rating seller-rating--none">{t('rating.none')}</span>;
  const average = averageRating.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = t('rating.label', { average, count: reviewCount });
  return (
    <span className={compact ? 'seller-rating seller-rating--compact' : 'seller-rating'} role="img" aria-label={label} title={label}>
      <StarFilled className="seller-rating__star" aria-hidden />
      <span aria-hidden>
        {average}
        <span className="seller-rating__count"> ({compact ? reviewCount : t('rating.count', { count: reviewCount })})</span>
      </span>
    </span>
  );
}
