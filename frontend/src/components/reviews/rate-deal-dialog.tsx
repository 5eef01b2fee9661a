import { Form, Input, Modal, Rate } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import type { DealRef } from '@/api/reviews/deal-ref';
import { usePostReview } from '@/api/reviews/post-review';
import './reviews.css';

export const COMMENT_MIN = 10;
export const COMMENT_MAX = 1000;

interface RateDealDialogProps {
  deal: DealRef;
  /** The person being rated, named in the title. */
  partyName: string;
  open: boolean;
  onClose: () => void;
  onRated: () => void;
}

/** Stars and an optional comment for the other party of a deal (POST /api/offers/{id}/review or /api/coins/{id}/review). */
export function RateDealDialog({ deal, partyName, open, onClose, onRated }: RateDealDialogProps) {
  const { t } = useTranslation('reviews');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const commentId = useId();
  const post = usePostReview();
  const notifyError = useErrorNotification();
  const trimmed = comment.trim();
  const commentProblem = trimmed.length > 0 && trimmed.length < COMMENT_MIN ? t('dialog.commentTooShort', { min: COMMENT_MIN }) : null;
  const ratingProblem = touched && rating === 0 ? t('dialog.ratingRequired') : null;

  // One rating in flight at a time: a second tap before the button shows it is busy would send the
  // rating again, be refused (409), and TanStack Query would then run only the last call's callbacks,
  // so the first call's success would never close the dialog.
  const sending = useRef(false);
  const submit = () => {
    setTouched(true);
    if (rating === 0 || commentProblem || sending.current) return;
    sending.current = true;
    post.mutate(
      { deal, rating, comment },
      {
        onSuccess: onRated,
        onError: (error) => notifyError(t('dialog.failed'), error),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('dialog.title', { name: partyName })}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={post.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('dialog.stars')} validateStatus={ratingProblem ? 'error' : undefined} help={ratingProblem}>
          <Rate value={rating} onChange={setRating} aria-label={t('dialog.stars')} tooltips={[1, 2, 3, 4, 5].map((n) => t(`dialog.starWords.${n}`))} />
        </Form.Item>
        <Form.Item
          label={t('dialog.comment')}
          htmlFor={commentId}
          extra={commentProblem ? undefined : t('dialog.commentHint', { min: COMMENT_MIN, max: COMMENT_MAX })}
          validateStatus={commentProblem ? 'error' : undefined}
          help={commentProblem}
        >
          <Input.TextArea id={commentId} value={comment} onChange={(event) => setComment(event.target.value)} maxLength={COMMENT_MAX} rows={4} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
