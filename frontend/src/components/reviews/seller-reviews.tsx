import { useQuery } from '@tanstack/react-query';
import { Button, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { REVIEWS_PAGE, sellerReviewsQueryOptions } from '@/api/reviews/seller-reviews';
import type { Review } from '@/api/reviews/types';
import { SellerRating } from './seller-rating';
import './reviews.css';

/** The reviews a seller received after deals, newest first, ten at a time, under their average (the seller page). */
export function SellerReviews({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation('reviews');
  const [pages, setPages] = useState(1);
  const first = useQuery(sellerReviewsQueryOptions(sellerId));
  if (first.isError) return <LoadFailedAlert title={t('list.loadFailed')} error={first.error} retryLabel={t('list.retry')} onRetry={() => first.refetch()} />;
  if (!first.data) return null;
  const { averageRating, reviewCount, total } = first.data;
  return (
    <section className="seller-reviews-section" aria-labelledby="seller-reviews-heading">
      <h2 id="seller-reviews-heading">{t('list.heading')}</h2>
      <p>
        <SellerRating averageRating={averageRating} reviewCount={reviewCount} />
      </p>
      {total > 0 && (
        <ol className="seller-reviews">
          {Array.from({ length: pages }, (_, page) => (
            <ReviewsPage key={page} sellerId={sellerId} offset={page * REVIEWS_PAGE} />
          ))}
        </ol>
      )}
      {pages * REVIEWS_PAGE < total && (
        <Button onClick={() => setPages((shown) => shown + 1)} className="seller-reviews__more">
          {t('list.more')}
        </Button>
      )}
    </section>
  );
}

function ReviewsPage({ sellerId, offset }: { sellerId: number; offset: number }) {
  const { data } = useQuery(sellerReviewsQueryOptions(sellerId, offset));
  return <>{data?.items.map((review) => <ReviewItem key={review.id} review={review} />)}</>;
}

function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation('reviews');
  const date = new Date(review.createdAt).toLocaleDateString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <li className="seller-review">
      <div className="seller-review__head">
        <Rate disabled value={review.rating} aria-label={t('list.stars', { count: review.rating })} />
        <span>
          <strong>{review.reviewer.name}</strong> · <time dateTime={review.createdAt}>{date}</time>
        </span>
      </div>
      {review.comment && <p className="seller-review__comment">{review.comment}</p>}
      <span className="seller-review__about">{t(review.revieweeRole === 'seller' ? 'list.asSeller' : 'list.asBuyer', { title: review.coin.title })}</span>
    </li>
  );
}
