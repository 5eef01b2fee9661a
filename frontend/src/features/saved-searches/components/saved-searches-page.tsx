import { SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { savedSearchesQueryOptions } from '../api/saved-searches';
import { SAVED_SEARCH_LIMIT } from '../types';
import { SavedSearchItem } from './saved-search-item';
import './saved-searches.css';
import { LoadFailedAlert } from '@/components/load-failed-alert';

/** /saved-searches: each saved search with what it looks for, Open (its results) and Delete. */
export function SavedSearchesPage({ userId }: { userId: number }) {
  const { t } = useTranslation('saved-searches');
  const list = useQuery(savedSearchesQueryOptions(userId));

  let body: ReactNode;
  if (list.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (list.isError) {
    body = (
      <LoadFailedAlert title={t('page.loadFailed')} error={list.error} retryLabel={t('page.retry')} onRetry={list.refetch} />
    );
  } else if (list.data.length === 0) {
    body = (
      <Empty image={<SaveOutlined aria-hidden className="saved-searches__empty-icon" />} description={<span className="saved-searches__empty-text">{t('page.empty')}</span>}>
        <ButtonLink to="/search" color="primary" variant="solid" icon={<SearchOutlined aria-hidden />}>
          {t('page.search')}
        </ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <>
        <p className="saved-searches__count" role="status">
          {t('page.count', { count: list.data.length, limit: SAVED_SEARCH_LIMIT })}
        </p>
        <ul className="saved-searches__list">
          {list.data.map((search) => (
            <li key={search.id}>
              <SavedSearchItem userId={userId} search={search} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page title={t('page.title')}>
      <p className="saved-searches__lead">{t('page.lead')}</p>
      {body}
    </Page>
  );
}
