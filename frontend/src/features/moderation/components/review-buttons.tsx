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

  const send = (decision: Review) =>
    review.mutate(
      { id: coin.id, review: decision },
      {
        onSuccess: () => {
          setRejecting(false);
          if (decision.approved) notify.success(t('review.approvedText'), t('review.approved'));
          else notify.success(t('review.rejectedText'), t('review.rejected'));
        },
        onError: notify.failure,
      },
    );

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
