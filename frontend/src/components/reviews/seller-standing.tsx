import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { responseTimeWords } from '@/lib/response-time';
import { SellerRating } from './seller-rating';
import { VerifiedSellerBadge } from './verified-seller-badge';

interface SellerStandingProps {
  seller: { averageRating: number | null; reviewCount: number; completedDeals: number; verifiedSeller: boolean };
  /** The median reply time in chat, when known (the seller page and the coin page's seller card). */
  medianResponseSeconds?: number | null;
}

/** Stars, "Verified seller", completed deals and how fast they reply: what the market has learnt of a seller (decisions/0081). */
export function SellerStanding({ seller, medianResponseSeconds }: SellerStandingProps) {
  const { t } = useTranslation('reviews');
  const replies = medianResponseSeconds === undefined || medianResponseSeconds === null ? null : responseTimeWords(medianResponseSeconds);
  return (
    <div className="seller-standing">
      <div className="seller-standing__line">
        <SellerRating averageRating={seller.averageRating} reviewCount={seller.reviewCount} />
        {seller.verifiedSeller && <VerifiedSellerBadge />}
      </div>
      {seller.completedDeals > 0 && <Typography.Text type="secondary">{t('sellerCard.deals', { count: seller.completedDeals })}</Typography.Text>}
      {replies && (
        <Typography.Text type="secondary" className="seller-standing__replies">
          {t('sellerCard.replies', { time: t(`sellerCard.${replies.unit}`, { count: replies.count }) })}
        </Typography.Text>
      )}
    </div>
  );
}
