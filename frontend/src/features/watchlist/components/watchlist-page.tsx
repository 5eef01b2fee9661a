import { AppstoreOutlined, HeartOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { watchlistQueryOptions } from '../api/watchlist';
import type { WatchedCoin } from '../types';
import './watchlist-page.css';
import { LoadFailedAlert } from '@/components/load-failed-alert';

interface WatchlistPageProps {
  userId: number;
  /** The coins as cards (the Catalog's grid, from the route); sold ones are marked by their card. */
  renderCoins: (coins: WatchedCoin[]) => ReactNode;
  /** Placeholder cards while the list loads. */
  placeholder: ReactNode;
}

/** /watchlist: the coins the user watches, newest watched first, with a way to their saved searches. */
export function WatchlistPage({ userId, renderCoins, placeholder }: WatchlistPageProps) {
  const { t } = useTranslation('watchlist');
  const list = useQuery(watchlistQueryOptions(userId));

  let body: ReactNode;
  if (list.isPending) {
    body = placeholder;
  } else if (list.isError) {
    body = (
      <LoadFailedAlert title={t('page.loadFailed')} error={list.error} retryLabel={t('page.retry')} onRetry={list.refetch} />
    );
  } else if (list.data.length === 0) {
    body = (
      <Empty image={<HeartOutlined aria-hidden className="watchlist__empty-icon" />} description={<span className="watchlist__empty-text">{t('page.empty')}</span>}>
        <ButtonLink to="/" color="primary" variant="solid" icon={<AppstoreOutlined aria-hidden />}>
          {t('page.browse')}
        </ButtonLink>
      </Empty>
    );
  } else {
    const sold = list.data.filter((coin) => coin.isSold).length;
    body = (
      <>
        {/* Headings lead from the page's h1 to the cards' h3s through this one. */}
        <h2 className="visually-hidden">{t('page.listLabel')}</h2>
        <p className="watchlist__count" role="status">
          {t('page.count', { count: list.data.length })}
          {sold > 0 && ` · ${t('page.soldCount', { count: sold })}`}
        </p>
        {renderCoins(list.data)}
      </>
    );
  }

  return (
    <Page title={t('page.title')}>
      <div className="watchlist__intro">
        <p>{t('page.lead')}</p>
        <ButtonLink to="/saved-searches" icon={<SaveOutlined aria-hidden />}>
          {t('page.savedSearches')}
        </ButtonLink>
      </div>
      {body}
    </Page>
  );
}
