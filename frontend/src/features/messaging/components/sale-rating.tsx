import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ownReviewQueryOptions } from '@/api/reviews/own-review';
import { RateDealAction } from '@/components/reviews/rate-deal-action';
import { displayName, otherParty } from '../conversation-parties';
import type { Conversation } from '../types';

/**
 * In the conversation of a coin its seller marked sold to this conversation's buyer (decisions/0086):
 * "Sold to you" / "You sold it to …" and the way to rate each other. Nothing in any other
 * conversation, or before the sale is known to Reviews.
 */
export function SaleRating({ conversation, viewerId }: { conversation: Conversation; viewerId: number }) {
  const { t } = useTranslation('messaging');
  const coinId = conversation.coin.id;
  const sold = conversation.coin.isSold && !conversation.coin.isRemoved;
  const own = useQuery({ ...ownReviewQueryOptions({ coinId }), enabled: sold });
  const party = otherParty(conversation, viewerId);
  if (!sold || !own.data || own.data.counterpartId !== party.id) return null;
  const name = displayName(party.name, t('unknownUser')).name;
  return (
    <div className="sale-rating" role="status">
      <Typography.Text>{conversation.buyerId === viewerId ? t('sale.soldToYou', { name }) : t('sale.youSoldTo', { name })}</Typography.Text>
      <RateDealAction deal={{ coinId }} partyName={name} />
    </div>
  );
}
