import { Card, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CoinFilters } from '../../coin-filters';
import { SEARCH_CATEGORIES, SEARCH_SORTS } from '../../values';
import { AttributeField, LocationField, MetalField } from '../browse/attribute-field';
import { CertifiedFilter, NameFilter, YearRangeFilter } from '../browse/identity-filters';
import { PriceRange } from '../browse/price-range';
import { SortSelect } from '../browse/sort-select';

interface SearchFilterFieldsProps {
  filters: CoinFilters;
  onChange: (changes: Partial<CoinFilters>) => void;
}

/**
 * The search screen's filters: category, metal, min and max price, location and sort (spec §2), with
 * ruler, mint, denomination, AD years and "Certified only" (issue 13).
 */
export function SearchFilterFields({ filters, onChange }: SearchFilterFieldsProps) {
  const { t } = useTranslation('catalog');
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <AttributeField
            label={t('filters.category')}
            attribute="categories"
            slugs={SEARCH_CATEGORIES}
            allLabel={t('filters.allCategories')}
            value={filters.category}
            onChange={(category) => onChange({ category })}
          />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <MetalField value={filters.metal} onChange={(metal) => onChange({ metal })} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <LocationField value={filters.location} onChange={(location) => onChange({ location })} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <PriceRange
            min={filters.minPrice}
            max={filters.maxPrice}
            onChange={onChange}
            placeholders={{ min: '0', max: '10000' }}
          />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <NameFilter field="ruler" value={filters.ruler} onChange={onChange} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <NameFilter field="mint" value={filters.mint} onChange={onChange} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <NameFilter field="denomination" value={filters.denomination} onChange={onChange} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <YearRangeFilter from={filters.yearFrom} to={filters.yearTo} onChange={onChange} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item label={t('sort.label')}>
            <SortSelect value={filters.sortBy} options={SEARCH_SORTS} onChange={(sortBy) => onChange({ sortBy })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <CertifiedFilter value={filters.certified} onChange={onChange} />
        </Col>
      </Row>
    </Form>
  );
}

/** The search filters as a panel under the search box (tablets and desktops). */
export function SearchFilters({ id, ...fields }: SearchFilterFieldsProps & { id: string }) {
  return (
    <Card id={id} size="small" className="search__filters">
      <SearchFilterFields {...fields} />
    </Card>
  );
}
