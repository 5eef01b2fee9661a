import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Review, useReviewCoin } from '../api/review-coin';
import type { AdminCoin } from '../types';
import { RejectDialog } from './reject-dialog';
import { useAdminNotify } from './use-admin-notify';

/** Approve, or Reject with an optional reason. */
export function ReviewButtons({ coin }: { coin: AdminCoin }) {
  const { t } = useTranslation('moderation');
  const review = useReviewCoin();
  const notify = useAdminNotify();
  const [rejecting, setRejecting] = useState(false);

  // mutateAsync, not mutate's callbacks: the reviewed card leaves the pending list as soon as the lists
  // refresh, and callbacks given to mutate() are dropped once their component has unmounted.
  const send = (decision: Review) =>
    void review.mutateAsync({ id: coin.id, review: decision }).then(() => {
      setRejecting(false);
      if (decision.approved) notify.success(t('review.approvedText'), t('review.approved'));
      else notify.success(t('review.rejectedText'), t('review.rejected'));
    }, notify.failure);

  return (
    <>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        loading={review.isPending && review.variables.review.approved}
        disabled={review.isPending}
        onClick={() => send({ approved: true })}
      >
        {t('actions.approve')}
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} disabled={review.isPending} onClick={() => setRejecting(true)}>
        {t('actions.reject')}
      </Button>
      {rejecting && (
        <RejectDialog
          title={coin.title}
          pending={review.isPending}
          onReject={(reason) => send(reason ? { approved: false, reason } : { approved: false })}
          onCancel={() => setRejecting(false)}
        />
      )}
    </>
  );
}
