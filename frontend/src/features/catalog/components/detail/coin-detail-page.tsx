import { ArrowLeftOutlined, HomeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { StatusMessage } from '@/components/status-message';
import { coinQueryOptions } from '../../api/coin';
import type { Coin } from '../../types';
import type { Viewer } from '../../viewer';
import { CoinDetail } from './coin-detail';
import { SimilarCoins } from './similar-coins';
import './coin-detail.css';

interface CoinDetailPageProps {
  /** The id the route parsed from the address; null when the address holds no valid id. */
  coinId: number | null;
  viewer: Viewer;
  /** The comments section, shown under a listing that exists. */
  comments: (coinId: number) => ReactNode;
  /** Message Seller for everyone but the owner. */
  messageSeller: (coin: Coin) => ReactNode;
}

function GoHome() {
  const { t } = useTranslation('catalog');
  return (
    <ButtonLink to="/" color="primary" variant="solid" size="large" icon={<HomeOutlined aria-hidden />}>
      {t('detail.goHome')}
    </ButtonLink>
  );
}

/** /coin/{id}: Invalid coin ID for a non-numeric id, Coin not found, or the listing, its comments and similar coins. */
export function CoinDetailPage({ coinId, viewer, comments, messageSeller }: CoinDetailPageProps) {
  const { t } = useTranslation('catalog');
  // The route's loader has just fetched it (or failed to): no second request on mount.
  const coin = useQuery({ ...coinQueryOptions(coinId ?? 0), enabled: coinId !== null, refetchOnMount: false, retryOnMount: false });
  // The comments and similar coins are below the first screen: React renders them in a second, deferred
  // pass, so the listing is committed on its own and a phone's main thread is never held for all of it
  // at once (decisions/0092).
  const belowShown = useDeferredValue(true, false);

  let body: ReactNode;
  if (coinId === null) {
    body = <StatusMessage icon={<QuestionCircleOutlined aria-hidden />} title={t('detail.invalidId')} extra={<GoHome />} />;
  } else if (coin.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 8 }} />;
  } else if (coin.error instanceof ApiError && coin.error.status === 404) {
    body = <StatusMessage icon={<QuestionCircleOutlined aria-hidden />} title={t('detail.notFound')} extra={<GoHome />} />;
  } else if (coin.isError) {
    body = <StatusMessage status="warning" title={t('detail.loadFailed')} description={coin.error.message} extra={<GoHome />} />;
  } else {
    // Similar coins stand in for a sold coin, so they come first; under a live one, after its comments.
    const similar = belowShown && coin.data.status === 'approved' && <SimilarCoins coinId={coin.data.id} sold={coin.data.isSold} />;
    body = (
      <>
        <CoinDetail coin={coin.data} viewer={viewer} messageSeller={messageSeller} />
        {coin.data.isSold && similar}
        {belowShown && comments(coin.data.id)}
        {!coin.data.isSold && similar}
      </>
    );
  }

  // A shown listing's title is the page's h1 (in CoinDetail); otherwise "Coin Details" is.
  const shown = coinId !== null && coin.isSuccess;
  return (
    <Page
      title={t('pages.coin', { ns: 'common' })}
      titleAsHeading={!shown}
      before={
        <ButtonLink to="/" variant="text" icon={<ArrowLeftOutlined aria-hidden />} className="coin-detail__back">
          {t('detail.back')}
        </ButtonLink>
      }
    >
      {body}
    </Page>
  );
}
