import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortBy } from '../../values';

interface SortSelectProps<T extends SortBy> {
  value: T;
  options: readonly T[];
  onChange: (sortBy: T) => void;
}

/** The order of the results; each screen passes the values it offers (spec §3). */
export function SortSelect<T extends SortBy>({ value, options, onChange }: SortSelectProps<T>) {
  const { t } = useTranslation('catalog');
  return (
    <Select<T>
      aria-label={t('sort.label')}
      value={value}
      onChange={onChange}
      options={options.map((option) => ({ value: option, label: t(`sort.${option satisfies SortBy}`) }))}
      style={{ minWidth: 200 }}
    />
  );
}
