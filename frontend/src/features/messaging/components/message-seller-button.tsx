import { MessageOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useErrorNotification } from '@/components/use-error-notification';
import { useSignInSearch } from '@/components/use-sign-in-search';
import { useStartConversation } from '../api/start-conversation';

interface MessageSellerButtonProps {
  coinId: number;
  sellerId: number;
  /** The signed-in user's id; null for a visitor, who is sent to sign in. */
  viewerId: number | null;
}

/** Coin detail's Message Seller: starts (or reopens) the conversation and opens it in /messages. */
export function MessageSellerButton({ coinId, sellerId, viewerId }: MessageSellerButtonProps) {
  const { t } = useTranslation('messaging');
  // A visitor signs in and comes back to this coin, where Message Seller is one tap away.
  const signInSearch = useSignInSearch();
  if (viewerId === null) {
    return (
      <ButtonLink to="/auth" search={signInSearch} color="primary" variant="solid" size="large" icon={<MessageOutlined aria-hidden />} block>
        {t('messageSeller.action')}
      </ButtonLink>
    );
  }
  if (viewerId === sellerId) return null;
  return <StartConversationButton coinId={coinId} viewerId={viewerId} />;
}

function StartConversationButton({ coinId, viewerId }: { coinId: number; viewerId: number }) {
  const { t } = useTranslation('messaging');
  const start = useStartConversation(viewerId);
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();

  const startConversation = () =>
    start.mutate(coinId, {
      onSuccess: (conversation) => {
        notification.success({ title: t('messageSeller.started'), description: t('messageSeller.startedDescription') });
        void navigate({ to: '/messages', search: { conversation: conversation.id } });
      },
      onError: (error) => notifyError(t('messageSeller.failed'), error),
    });

  return (
    <Button
      type="primary"
      size="large"
      icon={<MessageOutlined aria-hidden />}
      block
      loading={start.isPending}
      onClick={startConversation}
    >
      {start.isPending ? t('messageSeller.starting') : t('messageSeller.action')}
    </Button>
  );
}
