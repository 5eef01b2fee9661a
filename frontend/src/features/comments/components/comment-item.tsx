import { Avatar, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgeLabel } from '@/components/use-age-label';
import { cardAge } from '@/lib/relative-age';
import type { Comment } from '../types';

/** The author's initial (U when unknown), name (Unknown User), how long ago, and the text. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const ageLabel = useAgeLabel();
  const name = comment.user?.name.trim() ?? '';
  return (
    <li className="comments__item">
      <Avatar className="comments__avatar" aria-hidden>
        {name ? name.charAt(0).toUpperCase() : 'U'}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong>{name || t('unknownUser')}</Typography.Text>
          <Typography.Text type="secondary" className="comments__time">
            <time dateTime={comment.createdAt}>{ageLabel(cardAge(comment.createdAt))}</time>
          </Typography.Text>
        </Flex>
        <Typography.Paragraph className="comments__content">{comment.content}</Typography.Paragraph>
      </Flex>
    </li>
  );
}
