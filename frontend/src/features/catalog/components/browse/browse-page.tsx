import { FilterOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { FROM_LG, useMediaQuery } from '@/components/use-media-query';
import { BROWSE_CHOICES, type CoinQuery, type CoinSearchParams, emptyFilters, hasSearchCriteria, toCoinQuery } from '../../coin-filters';
import { BROWSE_SORTS } from '../../values';
import { RbiScamBanner } from '../scam-warning/rbi-scam-banner';
import { CategoryChips } from './category-chips';
import { CoinResults } from './coin-results';
import { FilterDrawer } from './filter-drawer';
import { FilterFields, FilterPanel } from './filter-panel';
import { SearchInput } from './search-input';
import { SortSelect } from './sort-select';
import { useAddressFilters } from './use-address-filters';
import './browse-page.css';

interface BrowsePageProps {
  /** The filters in the address (/?q=…&metal=…); the page keeps them there. */
  address: CoinSearchParams;
  onAddressChange: (search: CoinSearchParams) => void;
  /** "Save this search" for the query shown, from the route; offered when there is text or a filter. */
  saveSearch?: (query: CoinQuery) => ReactNode;
}

/**
 * The home screen: search, the warning against the "RBI buys old coins" scam (until dismissed), category
 * chips, filters (a sidebar on large screens, a bottom sheet below), sort and the coins.
 */
export function BrowsePage({ address, onAddressChange, saveSearch }: BrowsePageProps) {
  const { t } = useTranslation('catalog');
  const { filters, applied, change, apply } = useAddressFilters(address, BROWSE_CHOICES, onAddressChange);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Below lg the filters are in the bottom sheet, and the sidebar is not rendered at all: hidden by
  // CSS, its dozen form items were still rendered in every phone's start-up (decisions/0079).
  const sidebar = useMediaQuery(FROM_LG);
  const query = useMemo(() => toCoinQuery(applied), [applied]);
  const clear = () => apply(emptyFilters(filters.sortBy));

  return (
    <Page title={t('pages.home', { ns: 'common' })}>
      <SearchInput className="browse__search" value={filters.search} onChange={(search) => change({ search })} />
      <RbiScamBanner />
      <CategoryChips value={filters.category} onChange={(category) => change({ category })} />
      <Row gutter={24}>
        <Col xs={24} lg={6}>
          <Button
            className="browse__filter-toggle"
            icon={<FilterOutlined aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            {t('filters.show')}
            {hasSearchCriteria({ ...applied, search: '', category: '' }) && <span className="browse__filter-dot" aria-hidden />}
          </Button>
          {sidebar && (
            <aside className="browse__filters">
              <FilterPanel id="browse-filters" filters={filters} onChange={change} onClear={clear} />
            </aside>
          )}
        </Col>
        <Col xs={24} lg={18}>
          <CoinResults
            query={query}
            toolbar={
              <Flex gap={8} wrap align="center">
                {saveSearch && hasSearchCriteria(applied) && saveSearch(query)}
                <SortSelect value={filters.sortBy} options={BROWSE_SORTS} onChange={(sortBy) => change({ sortBy })} />
              </Flex>
            }
          />
        </Col>
      </Row>
      <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} filters={filters} onApply={apply}>
        {(draft, changeDraft, replaceDraft) => (
          <FilterFields
            filters={draft}
            onChange={changeDraft}
            onClear={() => replaceDraft({ ...emptyFilters(draft.sortBy), search: draft.search })}
          />
        )}
      </FilterDrawer>
    </Page>
  );
}
