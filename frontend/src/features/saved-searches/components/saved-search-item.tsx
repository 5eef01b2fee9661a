import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useErrorNotification } from '@/components/use-error-notification';
import { formatDate } from '@/lib/format-date';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { describeFilters } from '../describe-filters';
import type { SavedSearch } from '../types';
import { useFilterWords } from '../use-filter-words';
import { searchLinkTarget } from '../search-link';

/** One saved search: its name (or what it looks for), its filters in words, when it was saved, Open and Delete. */
export function SavedSearchItem({ userId, search }: { userId: number; search: SavedSearch }) {
  const { t, i18n } = useTranslation('saved-searches');
  const words = useFilterWords();
  const notifyError = useErrorNotification();
  const remove = useDeleteSavedSearch(userId, (error) => notifyError(t('item.deleteFailed'), error));
  const parts = describeFilters(search.filters, words);
  const title = search.name ?? parts.join(' · ');
  const target = searchLinkTarget(search.link);
  const headingId = `saved-search-${search.id}`;

  return (
    <article className="saved-search" aria-labelledby={headingId}>
      <div className="saved-search__main">
        <h2 className="saved-search__name" id={headingId}>
          {title}
        </h2>
        <ul className="saved-search__parts" aria-label={t('item.filters')}>
          {parts.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
        <p className="saved-search__date">{t('item.savedOn', { date: formatDate(search.createdAt, i18n.language) })}</p>
      </div>
      <div className="saved-search__actions">
        {/* `to` is / or /search here, so the router cannot type the search; both screens read the same names. */}
        <ButtonLink to={target.to} search={target.search as never} color="primary" variant="solid" icon={<SearchOutlined aria-hidden />} aria-describedby={headingId}>
          {t('item.open')}
        </ButtonLink>
        <Popconfirm
          title={t('item.deleteConfirm')}
          okText={t('item.delete')}
          cancelText={t('item.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate(search.id)}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />} aria-describedby={headingId} loading={remove.isPending}>
            {t('item.delete')}
          </Button>
        </Popconfirm>
      </div>
    </article>
  );
}
