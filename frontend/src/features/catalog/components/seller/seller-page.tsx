import { ArrowLeftOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { StatusMessage } from '@/components/status-message';
import { sellerListingsQueryOptions } from '../../api/seller-listings';
import type { SellerListings } from '../../types';
import { CoinGrid } from '../browse/coin-grid';
import { SellerIdentity } from './seller-identity';
import './seller-page.css';

function SellerProfile({ seller, listings }: SellerListings) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Card className="seller-page__profile">
        <SellerIdentity
          seller={seller}
          initial={seller.name.charAt(0)}
          avatarSize={64}
          name={
            <Typography.Title level={2} className="seller-page__name">
              {seller.name}
            </Typography.Title>
          }
        />
      </Card>
      <Typography.Title level={2} className="seller-page__listings-title">
        {t('seller.listings', { count: listings.length })}
      </Typography.Title>
      {listings.length ? <CoinGrid coins={listings} /> : <Empty description={t('seller.noListings')} />}
    </>
  );
}

/** A seller's public page: name, location, member since, and their approved listings. */
export function SellerPage({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('catalog');
  const id = /^\d{1,15}$/.test(sellerId) ? Number(sellerId) : null;
  const seller = useQuery({ ...sellerListingsQueryOptions(id ?? 0), enabled: id !== null });
  const home = (
    <ButtonLink to="/" color="primary" variant="solid" size="large" icon={<HomeOutlined aria-hidden />}>
      {t('detail.goHome')}
    </ButtonLink>
  );

  let body: ReactNode;
  if (id === null || (seller.error instanceof ApiError && seller.error.status === 404)) {
    body = <StatusMessage icon={<UserOutlined aria-hidden />} title={t('seller.notFound')} extra={home} />;
  } else if (seller.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else if (seller.isError) {
    body = <StatusMessage status="warning" title={t('seller.loadFailed')} description={seller.error.message} extra={home} />;
  } else {
    body = <SellerProfile {...seller.data} />;
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
