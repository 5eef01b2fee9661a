import { Flex, Form, InputNumber, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VocabularyInput } from '@/components/coin/identity/vocabulary-input';
import type { VocabularyKind } from '@/components/coin/identity/vocabulary-options';
import type { CoinFilters } from '../../coin-filters';

interface NameFilterProps {
  /** The filter it sets, which is also the list it suggests from. */
  field: 'ruler' | 'mint' | 'denomination';
  value: string;
  onChange: (changes: Partial<CoinFilters>) => void;
}

const SUGGESTED_FROM: Record<NameFilterProps['field'], VocabularyKind> = { ruler: 'rulers', mint: 'mints', denomination: 'denominations' };

/** Ruler, mint or denomination: a whole name, typed or picked from the curated list in the reader's language. */
export function NameFilter({ field, value, onChange }: NameFilterProps) {
  const { t } = useTranslation('coin-identity');
  const id = useId();
  return (
    <Form.Item label={t(`filters.${field}`)} htmlFor={id}>
      <VocabularyInput
        id={id}
        kind={SUGGESTED_FROM[field]}
        value={value}
        onChange={(text) => onChange({ [field]: text })}
        placeholder={t('filters.any')}
        maxLength={80}
        lazy
      />
    </Form.Item>
  );
}

interface YearRangeFilterProps {
  from: number | null;
  to: number | null;
  onChange: (changes: Partial<CoinFilters>) => void;
}

/** AD years from and to, as the coins' `yearAd` (a coin dated in another era is found by its AD year). */
export function YearRangeFilter({ from, to, onChange }: YearRangeFilterProps) {
  const { t } = useTranslation('coin-identity');
  const id = useId();
  const thisYear = new Date().getFullYear();
  const fields = [
    { key: 'yearFrom', label: t('filters.yearFrom'), value: from, placeholder: '1526' },
    { key: 'yearTo', label: t('filters.yearTo'), value: to, placeholder: String(thisYear) },
  ] as const;
  return (
    <Flex gap={8}>
      {fields.map((field) => (
        <Form.Item key={field.key} label={field.label} htmlFor={`${id}-${field.key}`} style={{ flex: 1 }}>
          <InputNumber<number>
            id={`${id}-${field.key}`}
            min={1}
            max={thisYear}
            precision={0}
            inputMode="numeric"
            value={field.value}
            placeholder={field.placeholder}
            onChange={(value) => onChange({ [field.key]: value })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ))}
    </Flex>
  );
}

/** "Certified only": coins with a grading service's certificate. */
export function CertifiedFilter({ value, onChange }: { value: boolean; onChange: (changes: Partial<CoinFilters>) => void }) {
  const { t } = useTranslation('coin-identity');
  const id = useId();
  return (
    <Form.Item>
      <Flex gap={8} align="center">
        <Switch id={id} checked={value} onChange={(certified) => onChange({ certified })} />
        <label htmlFor={id}>{t('filters.certifiedOnly')}</label>
      </Flex>
    </Form.Item>
  );
}

interface IdentityFiltersProps {
  filters: CoinFilters;
  onChange: (changes: Partial<CoinFilters>) => void;
}

/** Which coin (ruler, mint, denomination), its AD years and certification, one under another. */
export function IdentityFilters({ filters, onChange }: IdentityFiltersProps) {
  return (
    <>
      <NameFilter field="ruler" value={filters.ruler} onChange={onChange} />
      <NameFilter field="mint" value={filters.mint} onChange={onChange} />
      <NameFilter field="denomination" value={filters.denomination} onChange={onChange} />
      <YearRangeFilter from={filters.yearFrom} to={filters.yearTo} onChange={onChange} />
      <CertifiedFilter value={filters.certified} onChange={onChange} />
    </>
  );
}
