import { StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Rate, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownReviewQueryOptions } from '@/api/reviews/own-review';
import { RateDealDialog } from './rate-deal-dialog';

/**
 * Under an accepted offer: "Rate {name}" until the viewer has rated the deal, then their stars.
 * Nothing while Reviews has not yet heard of the deal (a moment after acceptance) or cannot say.
 */
export function RateDealAction({ offerId, partyName }: { offerId: number; partyName: string }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const own = useQuery(ownReviewQueryOptions(offerId));
  if (own.data === undefined) return null;
  if (own.data) {
    return (
      <Typography.Text type="secondary" className="rate-deal-action__done">
        {t('action.rated')} <Rate disabled value={own.data.rating} className="rate-deal-action__stars" aria-label={t('list.stars', { count: own.data.rating })} />
      </Typography.Text>
    );
  }
  return (
    <>
      <Button icon={<StarOutlined aria-hidden />} onClick={() => setOpen(true)} className="rate-deal-action">
        {t('action.rate', { name: partyName })}
      </Button>
      <RateDealDialog
        offerId={offerId}
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
