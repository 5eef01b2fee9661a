import { Flex, Form, InputNumber } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PriceRangeProps {
  min: number | null;
  max: number | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
  /** Placeholders; the search screen shows 0 and 10000 (spec §2). */
  placeholders?: { min: string; max: string };
}

/** Numeric Min and Max price inputs in whole rupees. */
export function PriceRange({ min, max, onChange, placeholders }: PriceRangeProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const fields = [
    { key: 'min', label: t('filters.minPrice'), value: min, change: (value: number | null) => ({ minPrice: value, maxPrice: max }) },
    { key: 'max', label: t('filters.maxPrice'), value: max, change: (value: number | null) => ({ minPrice: min, maxPrice: value }) },
  ] as const;
  return (
    <Flex gap={8}>
      {fields.map((field) => (
        <Form.Item key={field.key} label={field.label} htmlFor={`${id}-${field.key}`} style={{ flex: 1 }}>
          <InputNumber<number>
            id={`${id}-${field.key}`}
            min={0}
            precision={0}
            prefix="₹"
            value={field.value}
            placeholder={placeholders?.[field.key]}
            onChange={(value) => onChange(field.change(value))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ))}
    </Flex>
  );
}
