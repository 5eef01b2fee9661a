import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitingIn } from '../api/awaiting-offers';
import { useAwaitingOffers } from '../hooks/use-awaiting-offers';
import type { Conversation, Viewer } from '../types';
import { ChatPanel } from './chat-panel';
import { ConversationHeader } from './conversation-header';
import { OffersWaitingMarker } from './offers-waiting-marker';
import { SaleRating } from './sale-rating';

interface ConversationViewProps {
  conversation: Conversation;
  viewer: Viewer;
  /** Phones show one view at a time: a way back to the list. */
  showBack: boolean;
  listingsTab: (conversation: Conversation) => ReactNode;
  offersTab: (conversation: Conversation) => ReactNode;
}

type TabKey = 'chat' | 'listings' | 'offers';

/** One conversation: who and what it is about, then the Chat, Listings and Offers tabs. */
export function ConversationView({ conversation, viewer, showBack, listingsTab, offersTab }: ConversationViewProps) {
  const { t } = useTranslation('messaging');
  const [tab, setTab] = useState<TabKey>('chat');
  const awaiting = awaitingIn(useAwaitingOffers(viewer.id), conversation.id);
  return (
    <article className="conversation" aria-labelledby={`conversation-${conversation.id}-title`}>
      <ConversationHeader conversation={conversation} viewerId={viewer.id} showBack={showBack} />
      <SaleRating conversation={conversation} viewerId={viewer.id} />
      <Tabs
        className="conversation__tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        destroyOnHidden
        items={[
          { key: 'chat', label: t('tabs.chat'), children: <ChatPanel conversation={conversation} viewer={viewer} /> },
          { key: 'listings', label: t('tabs.listings'), children: listingsTab(conversation) },
          {
            key: 'offers',
            label: (
              <span className="conversation__tab-label">
                {t('tabs.offers')} <OffersWaitingMarker count={awaiting} />
              </span>
            ),
            children: offersTab(conversation),
          },
        ]}
      />
    </article>
  );
}
