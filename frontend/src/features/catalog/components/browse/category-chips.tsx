import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { BROWSE_CATEGORIES } from '../../values';

interface CategoryChipsProps {
  value: string;
  onChange: (category: string) => void;
}

/** All, British India, Mughal, Republic India, Princely States: one at a time. */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation('catalog');
  const labels = useCoinLabels();
  const chips = [{ value: '', label: t('filters.allCategories') }, ...labels.options('categories', BROWSE_CATEGORIES)];
  return (
    <Flex gap={8} wrap role="group" aria-label={t('filters.category')} className="browse__chips">
      {chips.map((chip) => {
        const selected = chip.value === value;
        return (
          <Button
            key={chip.value || 'all'}
            shape="round"
            color="primary"
            variant={selected ? 'solid' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </Flex>
  );
}
