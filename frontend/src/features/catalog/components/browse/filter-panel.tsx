import { Button, Card, Checkbox, Flex, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import type { CoinFilters } from '../../coin-filters';
import { BROWSE_CATEGORIES, FILTER_CONDITIONS } from '../../values';
import { LocationField, MetalField } from './attribute-field';
import { IdentityFilters } from './identity-filters';
import { PriceRange } from './price-range';

interface FilterFieldsProps {
  filters: CoinFilters;
  onChange: (changes: Partial<CoinFilters>) => void;
  onClear: () => void;
}

/**
 * The browse screen's filters: price range, location, metal, condition (single choice) and category
 * as checkboxes of which only one can be ticked; ticking the ticked one clears the category. Then which
 * coin (ruler, mint, denomination), its AD years and "Certified only" (issue 13).
 */
export function FilterFields({ filters, onChange, onClear }: FilterFieldsProps) {
  const { t } = useTranslation('catalog');
  const labels = useCoinLabels();

  return (
    <Form layout="vertical" component="div">
      <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
      <LocationField value={filters.location} onChange={(location) => onChange({ location })} />
      <MetalField value={filters.metal} onChange={(metal) => onChange({ metal })} />
      <fieldset className="browse__fieldset">
        <legend>{t('filters.condition')}</legend>
        <Radio.Group
          value={filters.condition}
          onChange={(event) => onChange({ condition: String(event.target.value) })}
          options={[
            { value: '', label: t('filters.anyCondition') },
            ...labels.options('conditions', FILTER_CONDITIONS),
          ]}
          vertical
        />
      </fieldset>
      <fieldset className="browse__fieldset">
        <legend>{t('filters.category')}</legend>
        <Flex vertical gap={4}>
          {BROWSE_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              checked={filters.category === category}
              onChange={(event) => onChange({ category: event.target.checked ? category : '' })}
            >
              {labels.category(category)}
            </Checkbox>
          ))}
        </Flex>
      </fieldset>
      <IdentityFilters filters={filters} onChange={onChange} />
      <Button block onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Form>
  );
}

/** The filters as the sidebar of large screens. */
export function FilterPanel({ id, ...fields }: FilterFieldsProps & { id: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Card id={id} title={<h2 className="browse__filters-title">{t('filters.title')}</h2>} size="small">
      <FilterFields {...fields} />
    </Card>
  );
}
