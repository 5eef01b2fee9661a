import { ArrowLeftOutlined, CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import type { SubscriptionSearch } from '../subscription-search';
import type { Activation } from './use-plan-purchase';

interface PlanActivatedProps {
  activation: Activation;
  /** Where the upgrade link came from: a buyer or seller in a conversation goes back to it. */
  search: SubscriptionSearch;
}

/** The step after paying: back to the conversation that needed Premium, or on to listing a coin. */
export function PlanActivated({ activation, search }: PlanActivatedProps) {
  const { t } = useTranslation('subscriptions');
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const plan = t(`plans.${activation.planId}.name`);
  const fromMessages = search.from === 'offer' || search.from === 'decide';
  const text = fromMessages ? t(`activated.${search.from}`) : t('activated.sell');

  return (
    <Card ref={card} className="plan-activated" role="status">
      <Flex gap={12} align="flex-start">
        <CheckCircleFilled className="plan-activated__icon" aria-hidden />
        <div>
          <Typography.Title level={2} className="plan-activated__title">
            {t('activated.title', { plan })}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
          {fromMessages ? (
            <ButtonLink
              to="/messages"
              search={search.conversation ? { conversation: search.conversation } : {}}
              color="primary"
              variant="solid"
              size="large"
              icon={<ArrowLeftOutlined aria-hidden />}
            >
              {search.conversation ? t('activated.backToConversation') : t('activated.toMessages')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/sell" color="primary" variant="solid" size="large" icon={<PlusOutlined aria-hidden />}>
              {activation.previousTier === 'free' ? t('activated.listFirst') : t('activated.listCoin')}
            </ButtonLink>
          )}
        </div>
      </Flex>
    </Card>
  );
}
