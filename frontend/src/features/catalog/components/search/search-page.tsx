import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { FROM_MD, useMediaQuery } from '@/components/use-media-query';
import { type CoinQuery, type CoinSearchParams, hasSearchCriteria, SEARCH_CHOICES, toCoinQuery } from '../../coin-filters';
import { CoinResults } from '../browse/coin-results';
import { FilterDrawer } from '../browse/filter-drawer';
import { SearchInput } from '../browse/search-input';
import { useAddressFilters } from '../browse/use-address-filters';
import { SearchFilterFields, SearchFilters } from './search-filters';
import './search-page.css';

interface SearchPageProps {
  /** The search in the address (/search?q=…); the page keeps it there. */
  address: CoinSearchParams;
  onAddressChange: (search: CoinSearchParams) => void;
  /** "Save this search" for the query shown, from the route; offered beside the results. */
  saveSearch?: (query: CoinQuery) => ReactNode;
}

/**
 * Search with filters (a panel under the box; a bottom sheet on phones); nothing is fetched until there is
 * text or a filter (spec §2).
 */
export function SearchPage({ address, onAddressChange, saveSearch }: SearchPageProps) {
  const { t } = useTranslation('catalog');
  const { filters, applied, change, apply } = useAddressFilters(address, SEARCH_CHOICES, onAddressChange);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const phone = !useMediaQuery(FROM_MD);
  const query = useMemo(() => toCoinQuery(applied), [applied]);

  return (
    <Page title={t('pages.search', { ns: 'common' })}>
      <Flex className="search__bar" gap={8} align="center">
        <SearchInput value={filters.search} onChange={(search) => change({ search })} />
        <Button
          size="large"
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={phone ? undefined : filtersOpen}
          aria-controls={phone ? undefined : panelId}
          aria-haspopup={phone ? 'dialog' : undefined}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('filters.title')}
        </Button>
      </Flex>
      {filtersOpen && !phone && <SearchFilters id={panelId} filters={filters} onChange={change} />}
      <FilterDrawer
        open={filtersOpen && phone}
        onClose={() => setFiltersOpen(false)}
        filters={filters}
        onApply={apply}
        countable={hasSearchCriteria}
      >
        {(draft, changeDraft) => <SearchFilterFields filters={draft} onChange={changeDraft} />}
      </FilterDrawer>
      {hasSearchCriteria(applied) ? (
        <CoinResults query={query} toolbar={saveSearch?.(query)} />
      ) : (
        <Empty image={<SearchOutlined aria-hidden className="search__prompt-icon" />} description={t('search.prompt')} />
      )}
    </Page>
  );
}
