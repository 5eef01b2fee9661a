import { ArrowLeftOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { sellerListingsQueryOptions } from '@/api/seller-listings';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { ReportAction } from '@/components/report/report-action';
import { SellerReviews } from '@/components/reviews/seller-reviews';
import { StatusMessage } from '@/components/status-message';
import { sellerProfileQueryOptions } from '../../api/seller-profile';
import type { Coin, SellerProfile } from '../../types';
import { CoinGrid } from '../browse/coin-grid';
import { SellerIdentity } from './seller-identity';
import './seller-page.css';

function SellerProfileCard({ seller, viewerId }: { seller: SellerProfile; viewerId?: number | null }) {
  const { t } = useTranslation('catalog');
  return (
    <Card className="seller-page__profile">
      <SellerIdentity
        seller={seller}
        initial={seller.name.charAt(0)}
        avatarSize={64}
        medianResponseSeconds={seller.medianResponseSeconds}
        name={
          <Typography.Title level={2} className="seller-page__name">
            {seller.name}
          </Typography.Title>
        }
      />
      <Typography.Paragraph className="seller-page__counts">
        {t('seller.forSale', { count: seller.liveListingCount })} · {t('seller.sold', { count: seller.soldListingCount })}
      </Typography.Paragraph>
      {viewerId != null && viewerId !== seller.id && <ReportAction targetType="user" targetId={seller.id} targetName={seller.name} />}
    </Card>
  );
}

function SellerListings({ listings }: { listings: Coin[] }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Typography.Title level={2} className="seller-page__listings-title">
        {t('seller.listings', { count: listings.length })}
      </Typography.Title>
      {listings.length ? <CoinGrid coins={listings} /> : <Empty description={t('seller.noListings')} />}
    </>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A seller's public page: name, location, member since, standing, what is for sale and sold, their approved listings and the ratings from their deals; Report for a signed-in viewer (`viewerId`) who is not the seller. */
export function SellerPage({ sellerId, viewerId }: { sellerId: number | null; viewerId?: number | null }) {
  const { t } = useTranslation('catalog');
  // The route's loader has just fetched both (or failed to): no second request on mount.
  const profile = useQuery({ ...sellerProfileQueryOptions(sellerId ?? 0), enabled: sellerId !== null, retryOnMount: false });
  const listings = useQuery({ ...sellerListingsQueryOptions(sellerId ?? 0), enabled: sellerId !== null, retryOnMount: false });
  const home = (
    <ButtonLink to="/" color="primary" variant="solid" size="large" icon={<HomeOutlined aria-hidden />}>
      {t('detail.goHome')}
    </ButtonLink>
  );

  let body: ReactNode;
  if (sellerId === null || isNotFound(profile.error)) {
    body = <StatusMessage icon={<UserOutlined aria-hidden />} title={t('seller.notFound')} extra={home} />;
  } else if (profile.isPending || listings.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else if (profile.isError || listings.isError) {
    const error = profile.error ?? listings.error;
    body = <StatusMessage status="warning" title={t('seller.loadFailed')} description={error?.message} extra={home} />;
  } else {
    body = (
      <>
        <SellerProfileCard seller={profile.data} viewerId={viewerId} />
        <SellerListings listings={listings.data} />
        <SellerReviews sellerId={profile.data.id} />
      </>
    );
  }

  return (
    <Page
      title={t('seller.pageTitle')}
      before={
        <ButtonLink to="/" variant="text" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('detail.back')}
        </ButtonLink>
      }
    >
      {body}
    </Page>
  );
}
