import { CommentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useSignInSearch } from '@/components/use-sign-in-search';
import { commentsQueryOptions } from '../api/comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import './comments-section.css';

interface CommentsSectionProps {
  coinId: number;
  signedIn: boolean;
}

/** Comments (count), the Add Comment form for signed-in users, and the comments oldest first. */
export function CommentsSection({ coinId, signedIn }: CommentsSectionProps) {
  const { t } = useTranslation('comments');
  const comments = useQuery(commentsQueryOptions(coinId));
  const [writing, setWriting] = useState(false);
  const signInSearch = useSignInSearch();

  return (
    <section className="comments" aria-labelledby="comments-title">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} id="comments-title" className="comments__title">
          <CommentOutlined aria-hidden /> {t('title', { count: comments.data?.length ?? 0 })}
        </Typography.Title>
        {signedIn && (
          <Button onClick={() => setWriting((open) => !open)} aria-expanded={writing}>
            {writing ? t('cancel') : t('add')}
          </Button>
        )}
      </Flex>

      {signedIn && writing && (
        <Card size="small" style={{ marginTop: 16 }}>
          <CommentForm coinId={coinId} onPosted={() => setWriting(false)} />
        </Card>
      )}
      {!signedIn && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          title={t('signInToComment')}
          action={
            <ButtonLink to="/auth" search={signInSearch} size="small">
              {t('signIn')}
            </ButtonLink>
          }
        />
      )}

      {comments.isPending && (
        <p role="status" className="comments__status">
          {t('loading')}
        </p>
      )}
      {comments.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('loadFailed')} />}
      {comments.data?.length === 0 && <p className="comments__status">{t('empty')}</p>}
      {comments.data && comments.data.length > 0 && (
        <ul className="comments__list">
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </section>
  );
}
