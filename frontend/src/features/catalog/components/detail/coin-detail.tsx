import { Alert, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinStatusTags } from '@/components/coin/coin-status-tags';
import { HiddenListingNotice } from '@/components/coin/hidden-listing-notice';
import { CoinGallery } from '@/components/coin/gallery/coin-gallery';
import { AntiquityNotice } from '@/components/coin/identity/antiquity-notice';
import { useRejectionText } from '@/components/coin/use-rejection-text';
import { useWatchControl } from '@/components/coin/watch-control';
import { ReportAction } from '@/components/report/report-action';
import { useAgeLabel } from '@/components/use-age-label';
import { formatInr } from '@/lib/format-inr';
import { cardAge } from '@/lib/relative-age';
import type { Coin } from '../../types';
import type { Viewer } from '../../viewer';
import { CertifiedTag } from './certified-tag';
import { CoinFacts } from './coin-facts';
import { CoinSpecification } from './coin-specification';
import { MissingFacesHint } from './missing-faces-hint';
import { SellerCard } from './seller-card';
import { ViewerAction } from './viewer-action';

/** The photos' column: the page's width on phones, then 10 of 24 columns of a page at most 1232 px wide. */
const PICTURE_SIZES = '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1231.98px) calc(42vw - 32px), 480px';

/**
 * Everything about one listing: its photos (with, for its seller, a hint when a face is missing), price,
 * badges (Certified for a slabbed coin), age, facts, its specification, the antiquity notice for a coin
 * over 100 years old, description and seller.
 */
interface CoinDetailProps {
  coin: Coin;
  viewer: Viewer;
  messageSeller: (coin: Coin) => ReactNode;
}

export function CoinDetail({ coin, viewer, messageSeller }: CoinDetailProps) {
  const { t } = useTranslation('catalog');
  const ageLabel = useAgeLabel();
  const rejectionText = useRejectionText();
  // Only a live listing can be watched (or, once sold, unwatched); the control hides itself for its seller.
  const WatchControl = useWatchControl();
  return (
    <Flex vertical gap={16}>
      <HiddenListingNotice coin={coin} />
      {coin.isSold && (
        <Alert
          type="info"
          showIcon
          className="coin-detail__unavailable"
          title={t('card.unavailable')}
          description={t('detail.soldHint')}
        />
      )}
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          <CoinGallery photos={coin.images} cover={coin.imageUrl} title={coin.title} sizes={PICTURE_SIZES} />
          {viewer?.id === coin.sellerId && <MissingFacesHint coin={coin} className="coin-detail__faces-hint" />}
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap={16}>
            {coin.status === 'rejected' && (
              <Alert
                type="warning"
                showIcon
                title={t('rejection.title')}
                description={rejectionText(coin) ?? t('rejection.noReason')}
              />
            )}
            <div>
              <Typography.Title level={1} className="coin-detail__title">
                {coin.title}
              </Typography.Title>
              <Flex align="center" gap={8} wrap>
                <span className={coin.isSold ? 'coin-detail__price coin-detail__price--sold' : 'coin-detail__price'}>
                  {formatInr(coin.price)}
                </span>
                <CoinStatusTags status={coin.status} isSold={coin.isSold} isReserved={coin.isReserved} approvedAs="verified" />
                {coin.isCertified && coin.certification && <CertifiedTag certification={coin.certification} />}
              </Flex>
              <Typography.Text type="secondary">{ageLabel(cardAge(coin.createdAt), 'short')}</Typography.Text>
              {WatchControl && coin.status === 'approved' && (
                <div className="coin-detail__watch">
                  <WatchControl coin={coin} look="page" />
                </div>
              )}
            </div>
            <CoinFacts coin={coin} />
            <CoinSpecification coin={coin} />
            {coin.isAntiquity && <AntiquityNotice />}
            <section aria-labelledby="coin-description">
              <Typography.Title level={2} id="coin-description" style={{ fontSize: '1.1rem' }}>
                {t('detail.description')}
              </Typography.Title>
              <Typography.Paragraph className="coin-detail__description">{coin.description}</Typography.Paragraph>
            </section>
            <SellerCard
              seller={coin.seller}
              action={<ViewerAction coin={coin} viewer={viewer} messageSeller={messageSeller} />}
            />
            {viewer && viewer.id !== coin.sellerId && <div><ReportAction targetType="listing" targetId={coin.id} targetName={coin.title} /></div>}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
