import { FilterOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { type CoinFilters, emptyFilters, toCoinQuery } from '../../coin-filters';
import { BROWSE_SORTS } from '../../values';
import { CategoryChips } from './category-chips';
import { CoinResults } from './coin-results';
import { FilterPanel } from './filter-panel';
import { SearchInput } from './search-input';
import { SortSelect } from './sort-select';
import './browse-page.css';

/** The home screen: search, category chips, filters (a sidebar on large screens), sort and the coins. */
export function BrowsePage() {
  const { t } = useTranslation('catalog');
  const [filters, setFilters] = useState<CoinFilters>(() => emptyFilters('recent'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const query = useDebouncedValue(useMemo(() => toCoinQuery(filters), [filters]));
  const change = (changes: Partial<CoinFilters>) => setFilters((current) => ({ ...current, ...changes }));

  return (
    <Page title={t('pages.home', { ns: 'common' })}>
      <SearchInput className="browse__search" value={filters.search} onChange={(search) => change({ search })} />
      <CategoryChips value={filters.category} onChange={(category) => change({ category })} />
      <Row gutter={24}>
        <Col xs={24} lg={6}>
          <Button
            className="browse__filter-toggle"
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t('filters.hide') : t('filters.show')}
          </Button>
          <aside className={filtersOpen ? 'browse__filters browse__filters--open' : 'browse__filters'}>
            <FilterPanel
              id={panelId}
              filters={filters}
              onChange={change}
              onClear={() => setFilters(emptyFilters(filters.sortBy))}
            />
          </aside>
        </Col>
        <Col xs={24} lg={18}>
          <CoinResults
            query={query}
            toolbar={<SortSelect value={filters.sortBy} options={BROWSE_SORTS} onChange={(sortBy) => change({ sortBy })} />}
          />
        </Col>
      </Row>
    </Page>
  );
}
