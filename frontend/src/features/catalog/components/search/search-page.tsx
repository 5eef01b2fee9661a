import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { type CoinFilters, emptyFilters, hasSearchCriteria, toCoinQuery } from '../../coin-filters';
import { CoinResults } from '../browse/coin-results';
import { SearchInput } from '../browse/search-input';
import { SearchFilters } from './search-filters';
import './search-page.css';

/** Search with filters; nothing is fetched until there is text or a filter (spec §2). */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const [filters, setFilters] = useState<CoinFilters>(() => emptyFilters('most-recent'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const settled = useDebouncedValue(filters);
  const query = useMemo(() => toCoinQuery(settled), [settled]);
  const change = (changes: Partial<CoinFilters>) => setFilters((current) => ({ ...current, ...changes }));

  return (
    <Page title={t('pages.search', { ns: 'common' })}>
      <Flex className="search__bar" gap={8} align="center">
        <SearchInput value={filters.search} onChange={(search) => change({ search })} />
        <Button
          size="large"
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('filters.title')}
        </Button>
      </Flex>
      {filtersOpen && <SearchFilters id={panelId} filters={filters} onChange={change} />}
      {hasSearchCriteria(settled) ? (
        <CoinResults query={query} />
      ) : (
        <Empty image={<SearchOutlined aria-hidden className="search__prompt-icon" />} description={t('search.prompt')} />
      )}
    </Page>
  );
}
