import { PlusOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useAgeLabel } from '@/components/use-age-label';
import { listingAge } from '@/lib/relative-age';
import { isActive, isInReview } from '../../listing-groups';
import type { Coin } from '../../types';
import { UnlockSellingCard } from './unlock-selling-card';

/** Number of recent listings the dashboard names (spec §9). */
const RECENT = 3;

interface ListingsDashboardProps {
  coins: readonly Coin[];
  canSell: boolean;
}

/** Quick actions: active and pending counts, Add Listing (or the unlock card) and the latest listings. */
export function ListingsDashboard({ coins, canSell }: ListingsDashboardProps) {
  const { t } = useTranslation('catalog');
  const ageLabel = useAgeLabel();
  return (
    <Row gutter={[16, 16]} className="listings-dashboard">
      <Col xs={12} md={6}>
        <Card>
          <Statistic title={t('listings.activeCount')} value={coins.filter(isActive).length} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic title={t('listings.pendingCount')} value={coins.filter(isInReview).length} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        {canSell ? (
          <Card>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Title level={2} style={{ margin: 0, fontSize: '1.1rem' }}>
                {t('listings.recent')}
              </Typography.Title>
              <ButtonLink to="/sell" color="primary" variant="solid" icon={<PlusOutlined aria-hidden />}>
                {t('listings.add')}
              </ButtonLink>
            </Flex>
            <ul className="listings-dashboard__recent">
              {coins.slice(0, RECENT).map((coin) => (
                <li key={coin.id}>
                  <Link to="/coin/$id" params={{ id: coin.id }}>
                    {coin.title}
                  </Link>
                  <Typography.Text type="secondary">{ageLabel(listingAge(coin.createdAt))}</Typography.Text>
                </li>
              ))}
            </ul>
          </Card>
        ) : (
          <UnlockSellingCard />
        )}
      </Col>
    </Row>
  );
}
