import { StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Rate, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealRef } from '@/api/reviews/deal-ref';
import { ownReviewQueryOptions } from '@/api/reviews/own-review';
import { RateDealDialog } from './rate-deal-dialog';

/**
 * Under an accepted offer, or beside a coin sold to a conversation's buyer: "Rate {name}" until the
 * viewer has rated the deal, then their stars. Nothing while Reviews has not yet heard of the deal
 * (a moment after acceptance) or cannot say.
 */
export function RateDealAction({ deal, partyName }: { deal: DealRef; partyName: string }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const own = useQuery(ownReviewQueryOptions(deal));
  if (own.data === undefined) return null;
  const review = own.data.review;
  if (review) {
    return (
      <Typography.Text type="secondary" className="rate-deal-action__done">
        {t('action.rated')} <Rate disabled value={review.rating} className="rate-deal-action__stars" aria-label={t('list.stars', { count: review.rating })} />
      </Typography.Text>
    );
  }
  return (
    <>
      <Button icon={<StarOutlined aria-hidden />} onClick={() => setOpen(true)} className="rate-deal-action">
        {t('action.rate', { name: partyName })}
      </Button>
      <RateDealDialog
        deal={deal}
        partyName={partyName}
        open={open}
        onClose={() => setOpen(false)}
        onRated={() => {
          setOpen(false);
          void own.refetch();
        }}
      />
    </>
  );
}
