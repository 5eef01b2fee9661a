import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Flex } from 'antd';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coinListQueryOptions } from '../../api/coin-list';
import type { CoinQuery } from '../../coin-filters';
import { CoinGrid, CoinGridSkeleton } from './coin-grid';
import './coin-results.css';
import { LoadFailedAlert } from '@/components/load-failed-alert';

interface CoinResultsProps {
  query: CoinQuery;
  /** Shown beside the count, e.g. the sort selector. */
  toolbar?: ReactNode;
}

/**
 * A query's listings: six placeholder cards while the first page loads, then the count, the cards and
 * Load More Coins until the end of the list. A new query starts again from the first page.
 */
export function CoinResults({ query, toolbar }: CoinResultsProps) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const { data: answered, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInfiniteQuery(
    coinListQueryOptions(query),
  );
  // A query's answer reaches React in a render it cannot slice; the cards are rendered in a deferred
  // render that yields to the phone between them instead (decisions/0089).
  const data = useDeferredValue(answered);
  const isPending = data === undefined && !error;
  // Until the deferred render has caught up, the list below the cards is the one being extended.
  const catchingUp = data !== answered;

  // A failed next page leaves the list as it was (spec §8); the failure is only logged.
  const loadMore = () =>
    void fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) console.error('Loading more coins failed', result.error);
    });

  const coins = data?.pages.flatMap((page) => page.coins) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const totalIsExact = data?.pages[0]?.totalIsExact ?? true;

  let body: ReactNode;
  if (isPending) {
    body = <CoinGridSkeleton />;
  } else if (error && coins.length === 0) {
    body = (
      <LoadFailedAlert title={t('list.failed')} error={error} retryLabel={t('list.retry')} onRetry={refetch} />
    );
  } else if (coins.length === 0) {
    body = <Empty description={t('list.empty')} />;
  } else {
    body = (
      <>
        <CoinGrid coins={coins} layout="besideFilters" priorityCards={2} />
        <div className="coin-results__more">
          {hasNextPage || catchingUp ? (
            <Button size="large" onClick={loadMore} disabled={isFetchingNextPage || catchingUp} loading={isFetchingNextPage || catchingUp}>
              {t('list.loadMore')}
            </Button>
          ) : (
            <p className="coin-results__end">
              <strong>{t('list.endTitle')}</strong>
              <span>{t('list.endHint')}</span>
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      {/* Headings lead from the page's h1 to the cards' h3s through this one. */}
      <h2 id={headingId} className="visually-hidden">
        {t('list.label')}
      </h2>
      <Flex className="coin-results__toolbar" justify="space-between" align="center" gap={12} wrap>
        <span className="coin-results__count" role="status">
          {isPending ? t('list.loading') : t(totalIsExact ? 'list.count' : 'list.countAtLeast', { count: total })}
        </span>
        {toolbar}
      </Flex>
      {body}
    </section>
  );
}
