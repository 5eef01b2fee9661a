import { Form, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES } from '@/components/coin/coin-values';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { ALL, FILTER_METALS } from '../../values';

interface AttributeFieldProps {
  label: string;
  attribute: 'categories' | 'metals' | 'cities';
  /** The values offered besides "all", in order. */
  slugs: readonly string[];
  /** The label of "no filter": All India, All metals … */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled filter over one listing attribute: "all" (sent as nothing) or one value. */
export function AttributeField({ label, attribute, slugs, allLabel, value, onChange }: AttributeFieldProps) {
  const labels = useCoinLabels();
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select
        id={id}
        value={value || ALL}
        onChange={onChange}
        options={[{ value: ALL, label: allLabel }, ...labels.options(attribute, slugs)]}
      />
    </Form.Item>
  );
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** All India or one of the cities of spec §3. */
export function LocationField(props: FieldProps) {
  const { t } = useTranslation('catalog');
  return (
    <AttributeField label={t('filters.location')} attribute="cities" slugs={CITIES} allLabel={t('filters.allIndia')} {...props} />
  );
}

/** All metals, gold, silver, copper or bronze (the filters' list, spec §3). */
export function MetalField(props: FieldProps) {
  const { t } = useTranslation('catalog');
  return (
    <AttributeField label={t('filters.metal')} attribute="metals" slugs={FILTER_METALS} allLabel={t('filters.allMetals')} {...props} />
  );
}
